import ReorderEngine

/// What a board's `expect:` asks of the final state.
public struct Expectation: Hashable, Sendable {
    /// The final order on screen.
    public var order: Order?
    /// The final order in the data source.
    public var data: Order?
    /// Where `expect:` is, for messages.
    public var position: SourcePosition

    public init(order: Order? = nil, data: Order? = nil, position: SourcePosition) {
        self.order = order
        self.data = data
        self.position = position
    }
}
