import ReorderEngine

/// An edge auto-scroll model a board may name with `autoscroll:`.
public struct AutoScrollEntry: Sendable {
    public var model: any AutoScrollModel
    public var name: String { model.name }

    public init(_ model: any AutoScrollModel) {
        self.model = model
    }
}
