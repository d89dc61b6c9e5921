import CollectionLayout

/// What one call of a target rule decided: where the lifted item goes (``target``, `nil` to
/// stay) and the zone it tested to decide it (``zone``, `nil` when it tested none), from one
/// computation, so that what a picture draws is what moved the item.
public struct TargetDecision: Hashable, Sendable {
    public var target: IndexPath?
    public var zone: DecidingZone?
    /// The snapshot's centre after this call, in the snapshot model's coordinates, when the
    /// rule's step places it and the finger alone does not: jQuery UI's helper under `axis: "x"`
    /// keeps its static `top`, which the placeholder's place in the DOM moves
    /// (``JQueryUIIntersect``). `nil`: where the snapshot model put it.
    public var snapshotCentre: Point?

    public init(target: IndexPath?, zone: DecidingZone?, snapshotCentre: Point? = nil) {
        self.target = target
        self.zone = zone
        self.snapshotCentre = snapshotCentre
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
