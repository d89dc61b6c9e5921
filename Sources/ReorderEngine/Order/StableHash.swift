import CollectionLayout

/// A value with a 64-bit hash that is the same in every process and on every
/// run, so that a ``PersistentList`` can keep, in every node, the wrapping sum
/// of its elements' hashes: a *multiset hash*, equal for two lists that hold
/// the same elements in any order.
///
/// Swift's `Hasher` is seeded per process, so its values cannot be kept or
/// compared across runs; this one is deterministic by design.
///
/// Equal values should have equal stable hashes. `String` falls short of that
/// for canonically equivalent strings spelled with different scalars (`"é"` as
/// one scalar or as `e` + U+0301), which `==` calls equal; so treat a
/// difference in multiset hash as "look closer", never as "differs" (that is
/// how ``InvariantChecker`` uses it).
public protocol StableHashable {
    /// A deterministic 64-bit hash of this value.
    var stableHash: UInt64 { get }
}

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

extension String: StableHashable {
    /// FNV-1a over the UTF-8 bytes, then SplitMix64's finaliser.
    ///
    /// - Complexity: O(length in bytes).
    public var stableHash: UInt64 {
        StableHash.finalise(StableHash.fnv1a(utf8))
    }
}

extension Size: StableHashable {
    /// The bit patterns of width and height, each finalised, combined
    /// asymmetrically (so 10×20 and 20×10 differ). Zero is taken as +0, so
    /// sizes that compare equal hash alike.
    ///
    /// - Complexity: O(1).
    public var stableHash: UInt64 {
        let w = width == 0 ? 0 : width.bitPattern
        let h = height == 0 ? 0 : height.bitPattern
        return StableHash.finalise(StableHash.finalise(w) &* 31 &+ h)
    }
}
