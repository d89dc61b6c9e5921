import CollectionLayout

/// The zone a frame shows (``Frame/zone``): what the target rule tested, on the target where
/// the frame draws it.
extension SessionRunner {
    /// The zone of the frame being recorded, `nil` while nothing is lifted or the snapshot returns:
    /// - the zone a call tested in this tick, as it tested it;
    /// - else the zone the rule's next call would test, as the screen stands
    ///   (``TargetRule/pendingZone(in:)``, a rule on its own timer): not yet tested;
    /// - else the last zone tested: a passing one only while the item it moved still slides (once
    ///   the move is done it explains nothing on screen), a failing one unless the rule would have
    ///   answered the line above (``TargetRule/hasPendingZones``: the pointer is over no target
    ///   it tests), and on that item where it is drawn
    ///   now, moved as far as the item since the test; one measured at the lift
    ///   (``DecidingZone/atLift``: dnd-kit's droppables) stays where it was measured.
    func shownZone() -> DecidingZone? {
        guard let lifted = lift, !lifted.snapshot.returning else { return nil }
        if let zone = lifted.zone, lifted.zoneTick == tick { return zone }
        if var next = parts.targetRule.pendingZone(in: targetContext(.wake, lifted)) {
            next.pending = true
            next.label = label(of: next)
            return next
        }
        guard let zone = lifted.zone else { return nil }
        if zone.atLift { return zone }
        if zone.passed ? animations[zone.label] == nil : parts.targetRule.hasPendingZones { return nil }
        guard let drawn = drawnFrame(of: zone.label) else { return nil }
        return Self.moved(zone, dx: drawn.minX - zone.item.minX, dy: drawn.minY - zone.item.minY)
    }

    /// The label of `zone`'s target: the item the screen shows at its index path, the one the
    /// events name ("C to E's slot"). A zone measured at the lift too (dnd-kit's droppable, which
    /// the library calls by the item that stood there at the start, `over` D): its index path is
    /// the slot the item goes to, and what the screen draws there is what the reader sees under
    /// the mark (under `rect`, the item the strategy moved onto D's rect).
    func label(of zone: DecidingZone) -> String {
        order[zone.target.section][zone.target.item]
    }

    /// `zone` with its item, parts and probe moved by (`dx`, `dy`).
    static func moved(_ zone: DecidingZone, dx: Double, dy: Double) -> DecidingZone {
        guard dx != 0 || dy != 0 else { return zone }
        var z = zone
        z.item = zone.item.offsetBy(dx: dx, dy: dy)
        z.rects = zone.rects.map { $0.offsetBy(dx: dx, dy: dy) }
        z.probe = zone.probe.map { Point(x: $0.x + dx, y: $0.y + dy) }
        return z
    }
}
