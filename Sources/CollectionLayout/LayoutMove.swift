/// One item moved: removed at `from`, then inserted at `to` (as `moveItemAt`).
/// Within a section the items between the two places shift by one; across
/// sections the source section loses an item and the destination gains one.
public struct LayoutMove: Hashable, Sendable {
    public var from: IndexPath
    public var to: IndexPath

    public init(from: IndexPath, to: IndexPath) {
        self.from = from
        self.to = to
    }
}
