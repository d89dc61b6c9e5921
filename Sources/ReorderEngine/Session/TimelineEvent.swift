import CollectionLayout

/// Something that happened during one tick.
public enum TimelineEvent: Hashable, Sendable {
    /// The long-press was recognised and `item` lifted.
    case lift(item: String)
    /// The screen moved `item` from one index path to another.
    case exchange(item: String, from: IndexPath, to: IndexPath)
    /// The content offset changed by (dx, dy).
    case scroll(dx: Double, dy: Double)
    /// The data source changed: a move of `item` (or an exchange of two rows).
    case commit(item: String, from: IndexPath, to: IndexPath, kind: CommitKind)
    /// The gesture was cancelled.
    case cancel(item: String?)
    /// The finger lifted (with or without an item).
    case release(item: String?)
}
