import CollectionLayout

/// dnd-kit's pointer sensors' activation constraints (`@dnd-kit/core` 6.3.1,
/// `sensors/pointer/AbstractPointerSensor.ts`; `MouseSensor` and `PointerSensor` alike).
///
/// - No constraint: `attach` calls `handleStart` at once (150): the drag starts at the press.
/// - `distance`: the press is pending (`handlePending`, 144-147); a move whose distance from
///   the press, `√(dx² + dy²)`, is *more than* `distance` starts it (224-226;
///   `hasExceededDistance` compares with `>`); with a `tolerance`, a move more than that
///   from the press first aborts it (217-222): nothing drags until the next press.
/// - `delay`: `setTimeout(handleStart, delay)` from the press (135-141): the drag starts by
///   itself ``liftDelay`` after it, pointer still or not, unless a move more than `tolerance`
///   from the press aborted it first (229-233).
///
/// `handleStart` calls `onStart(initialCoordinates)`, the press's: the drag starts as of
/// the press, and the move that met the constraint returns before `onMove` (225), so it
/// moves nothing (``DndKitDragged``). Any item may be dragged.
public struct DndKitActivation: LiftRule {
    /// px; `nil`: no distance constraint.
    public var distance: Double?
    /// ms; `nil`: no delay constraint.
    public var delay: Double?
    /// px; `nil`: none (the library requires one with `delay`).
    public var tolerance: Double?

    public init(distance: Double? = nil, delay: Double? = nil, tolerance: Double? = nil) {
        self.distance = distance
        self.delay = delay
        self.tolerance = tolerance
    }

    public func mayLift(_ label: String, locked: Set<String>) -> Bool { true }

    public var liftsAtPress: Bool { distance == nil && delay == nil }

    public func startsDrag(press: Point, finger: Point) -> Bool {
        move(press: press, finger: finger, elapsed: .zero) == .lifts
    }

    /// `handleMove` before activation (214-236), in its order: the distance constraint's
    /// tolerance, its distance, then the delay constraint's tolerance.
    public func move(press: Point, finger: Point, elapsed: Duration) -> ChosenItemMove {
        let travel = finger - press
        if let distance {
            if let tolerance, Self.exceeds(travel, tolerance) { return .letsGo }
            if Self.exceeds(travel, distance) { return .lifts }
        }
        if delay != nil, let tolerance, Self.exceeds(travel, tolerance) { return .letsGo }
        return .waits
    }

    public var liftDelay: Duration? { delay.map { .milliseconds($0) } }

    /// `hasExceededDistance` with a number: the straight-line distance, strictly more.
    public static func exceeds(_ travel: Point, _ measurement: Double) -> Bool {
        (travel.x * travel.x + travel.y * travel.y).squareRoot() > measurement
    }
}

/// The dragged item as dnd-kit draws it: translated by the pointer's travel since the
/// drag started (`translate = coordinates − initialCoordinates`, the press's), so it keeps
/// the grab offset: the item itself (its `useDraggable` transform) or, with a `DragOverlay`,
/// a copy in a fixed wrapper at the item's rect while the item stays in the list as its
/// placeholder (``SnapshotLift/cellStays``; the app styles it half transparent).
///
/// With a distance constraint the move that starts the drag does not reach `onMove`
/// (``DndKitActivation``): in its frame the item is still at its slot, and it jumps under
/// the pointer at the next move. A delay's start comes from a timer, so the next move
/// follows at once. (With both constraints the first move is taken as the distance's.)
public struct DndKitDragged: SnapshotModel {
    /// Whether the first move after the lift is the one that started the drag.
    var holdsNextMove: Bool
    var overlay: Bool

    public init(activatesOnMove: Bool = false, overlay: Bool = false) {
        holdsNextMove = activatesOnMove
        self.overlay = overlay
    }

    public func lift(cell: Rect, finger: Point) -> SnapshotLift {
        SnapshotLift(from: Pose(centre: cell.center), cellStays: overlay)
    }

    public mutating func follow(centre: Point, grab: Point, previous: Point, finger: Point) -> Point {
        if holdsNextMove {
            holdsNextMove = false
            return centre
        }
        return finger - grab
    }
}
