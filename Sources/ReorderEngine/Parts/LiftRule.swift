/// Decides whether the item under the finger may lift when the long-press is recognised.
public protocol LiftRule: Sendable {
    /// Whether the item `label` may lift; `locked` are the items whose
    /// `canMoveItemAt` is false.
    func mayLift(_ label: String, locked: Set<String>) -> Bool
}

/// UIKit interactive movement: asks `canMoveItemAt`, so locked items refuse.
public struct UnlockedItemsLift: LiftRule {
    public init() {}

    public func mayLift(_ label: String, locked: Set<String>) -> Bool { !locked.contains(label) }
}

/// The seeds' own gestures never ask `canMoveItemAt`: any item lifts.
public struct AnyItemLifts: LiftRule {
    public init() {}

    public func mayLift(_ label: String, locked: Set<String>) -> Bool { true }
}
