/// An invariant that stopped holding at `frame`.
public struct Violation: Hashable, Sendable {
    public var frame: Int
    public var rule: InvariantRule
    public var message: String

    public init(frame: Int, rule: InvariantRule, message: String) {
        self.frame = frame
        self.rule = rule
        self.message = message
    }
}
