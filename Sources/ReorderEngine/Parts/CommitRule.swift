import CollectionLayout

/// Decides when and how the data source changes.
public protocol CommitRule: Sendable {
    /// Called after the screen moved the lifted item from `from` to `to` during the drag.
    /// Returns the edit to apply to the data source now, if any.
    func onScreenMove(from: IndexPath, to: IndexPath) -> DataEdit?
    /// Called when the finger lifts. `original` is where the item was lifted from,
    /// `final` where the screen shows it now.
    func onEnd(original: IndexPath, final: IndexPath) -> DataEdit?
    /// Whether the screen animates back to the original order on cancel.
    var screenRevertsOnCancel: Bool { get }
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

/// UIKit interactive movement: the data source is untouched during the drag and
/// receives one move (original → final) at the end; cancel restores the screen.
public struct MoveAtEnd: CommitRule {
    public init() {}

    public func onScreenMove(from: IndexPath, to: IndexPath) -> DataEdit? { nil }

    public func onEnd(original: IndexPath, final: IndexPath) -> DataEdit? {
        original == final ? nil : DataEdit(from: original, to: final, kind: .move)
    }

    public var screenRevertsOnCancel: Bool { true }
}
