/// Why an entry cannot run a board: its message, and the key it is about.
public struct Refusal: Hashable, Sendable {
    /// `profile` or `autoscroll`: where the message points.
    public var key: String
    public var message: String

    public init(key: String, message: String) {
        self.key = key
        self.message = message
    }
}
