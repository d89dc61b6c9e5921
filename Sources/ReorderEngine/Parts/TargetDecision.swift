import CollectionLayout

/// What one call of a target rule decided: where the lifted item goes (``target``, `nil` to
/// stay) and the zone it tested to decide it (``zone``, `nil` when it tested none), from one
/// computation, so that what a picture draws is what moved the item.
public struct TargetDecision: Hashable, Sendable {
    public var target: IndexPath?
    public var zone: DecidingZone?

    public init(target: IndexPath?, zone: DecidingZone?) {
        self.target = target
        self.zone = zone
    }
}

/// A target rule whose zone is the geometry it decides by: it implements
/// ``TargetRule/decide(in:)`` alone, and its ``TargetRule/target(in:)`` and
/// ``TargetRule/zone(in:)`` are read from it (the zone from a copy, so that asking for it
/// changes nothing). The zone and the target then cannot drift apart.
public protocol ZoneReportingRule: TargetRule {}

extension ZoneReportingRule {
    public mutating func target(in context: TargetContext) -> IndexPath? {
        decide(in: context).target
    }

    public func zone(in context: TargetContext) -> DecidingZone? {
        var copy = self
        return copy.decide(in: context).zone
    }
}
