import CollectionLayout

/// Decides when and how the data source changes.
public protocol CommitRule: Sendable {
    /// Called after the screen moved the lifted item from `from` to `to` during
    /// the drag. Returns the edits to apply to the data source now.
    func onScreenMove(from: IndexPath, to: IndexPath) -> [DataEdit]
    /// Called when the finger lifts: `original` is where the item was lifted
    /// from, `final` where the screen shows it now.
    func onEnd(original: IndexPath, final: IndexPath) -> DataEdit?
}

/// One change to the data source.
public struct DataEdit: Hashable, Sendable {
    public var from: IndexPath
    public var to: IndexPath
    public var kind: CommitKind

    public init(from: IndexPath, to: IndexPath, kind: CommitKind) {
        self.from = from
        self.to = to
        self.kind = kind
    }
}

/// UIKit interactive movement (and seed 001): the data source is untouched
/// during the drag and receives one move, original → final, at the end.
public struct MoveAtEnd: CommitRule {
    public init() {}

    public func onScreenMove(from: IndexPath, to: IndexPath) -> [DataEdit] { [] }

    public func onEnd(original: IndexPath, final: IndexPath) -> DataEdit? {
        original == final ? nil : DataEdit(from: original, to: final, kind: .move)
    }
}

/// Seeds 000 and 004: every screen move is applied to the data source as it
/// happens, the same move; nothing at the end.
public struct LiveMove: CommitRule {
    public init() {}

    public func onScreenMove(from: IndexPath, to: IndexPath) -> [DataEdit] {
        [DataEdit(from: from, to: to, kind: .move)]
    }

    public func onEnd(original: IndexPath, final: IndexPath) -> DataEdit? { nil }
}

/// Seed 002: the data source *exchanges* the two rows while the screen *moves*
/// source → target. The same when they are neighbours; not when one update
/// jumps more than one row (the quirk).
public struct LiveExchange: CommitRule {
    public init() {}

    public func onScreenMove(from: IndexPath, to: IndexPath) -> [DataEdit] {
        [DataEdit(from: from, to: to, kind: .exchange)]
    }

    public func onEnd(original: IndexPath, final: IndexPath) -> DataEdit? { nil }
}

/// Seed 003: the custom layout's invalidation hook moves the data on every
/// target change, and UIKit still calls the data source's move, original →
/// final, at the end (the quirk: applied twice).
public struct LiveMoveAndMoveAtEnd: CommitRule {
    public init() {}

    public func onScreenMove(from: IndexPath, to: IndexPath) -> [DataEdit] {
        [DataEdit(from: from, to: to, kind: .move)]
    }

    public func onEnd(original: IndexPath, final: IndexPath) -> DataEdit? {
        original == final ? nil : DataEdit(from: original, to: final, kind: .move)
    }
}
