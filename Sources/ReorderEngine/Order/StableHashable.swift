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
