/// SplitMix64 (Steele, Lea & Flood): a tiny deterministic generator, so that
/// every run of a property test sees the same cases. The one copy every test
/// target shares; a seed always gives the same stream, so a failing case
/// found by one seed can be replayed.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    public var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniform integer in `range` (modulo bias is irrelevant here).
    public mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.upperBound - range.lowerBound + 1))
    }

    /// An integer in `0..<bound`: `int(0...bound - 1)`.
    public mutating func below(_ bound: Int) -> Int { int(0...bound - 1) }

    /// True `percent` times in a hundred.
    public mutating func chance(_ percent: Int) -> Bool { int(0...99) < percent }
}
