/// The mixing functions behind ``StableHashable``.
enum StableHash {
    /// FNV-1a's offset basis and prime, 64-bit.
    static let fnvOffset: UInt64 = 0xcbf2_9ce4_8422_2325
    static let fnvPrime: UInt64 = 0x0000_0100_0000_01b3

    /// FNV-1a, 64-bit, over `bytes`.
    ///
    /// - Complexity: O(number of bytes).
    static func fnv1a<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> UInt64 {
        var h = fnvOffset
        for byte in bytes {
            h = (h ^ UInt64(byte)) &* fnvPrime
        }
        return h
    }

    /// SplitMix64's step and finaliser: the number a SplitMix64 generator
    /// seeded with `x` returns first. It spreads every input bit over every
    /// output bit, so that a wrapping sum of many hashes is not dominated by
    /// FNV-1a's weak low bits, and it maps 0 to a non-zero value.
    ///
    /// - Complexity: O(1).
    static func finalise(_ x: UInt64) -> UInt64 {
        var z = x &+ 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
