/// How the data source was changed.
public enum CommitKind: String, Hashable, Sendable {
    /// Remove at the source, insert at the destination (`moveItemAt`).
    case move
    /// Swap two entries (`exchangeObjectAtIndex`).
    case exchange
}
