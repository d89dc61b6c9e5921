import CollectionLayout

/// Decides whether the item under the finger may lift when the long-press is
/// recognised, and whether it lifts then or only at a later finger move.
public protocol LiftRule: Sendable {
    /// Whether the item `label` may lift; `locked` are the items whose
    /// `canMoveItemAt` is false.
    func mayLift(_ label: String, locked: Set<String>) -> Bool
    /// Whether the recognised press lifts the item at once (true for every
    /// UIKit-style rule). When false, the press only *chooses* the item:
    /// nothing is lifted, drawn or asked until a finger move that
    /// ``startsDrag(press:finger:)`` accepts, which lifts it as it would have
    /// lifted at the press (the cell and the grab offset of the press), and
    /// is then that lift's first move. A release or cancel before it lifts
    /// nothing.
    var liftsAtPress: Bool { get }
    /// For a rule that does not lift at the press: whether a finger move to
    /// `finger` starts the drag, with the press at `press` (both viewport
    /// coordinates).
    func startsDrag(press: Point, finger: Point) -> Bool
    /// For a rule that does not lift at the press: what a finger move to
    /// `finger` does, `elapsed` after the press at `press` (both viewport
    /// coordinates). By default ``startsDrag(press:finger:)`` decides
    /// between ``ChosenItemMove/lifts`` and ``ChosenItemMove/waits``.
    func move(press: Point, finger: Point, elapsed: Duration) -> ChosenItemMove
    /// For a rule that does not lift at the press: how long after the press a
    /// chosen item lifts by itself, with no move (dnd-kit's `delay`, a timer),
    /// or `nil` for never. It lifts at the start of the tick whose time reaches
    /// it, before that tick's finger update and release, as a page runs its
    /// due timers before a frame's input. By default, never.
    var liftDelay: Duration? { get }
}

/// What a finger move does to an item a press chose without lifting it.
public enum ChosenItemMove: Hashable, Sendable {
    /// It starts the drag: the item lifts, as of the press.
    case lifts
    /// Nothing yet: a later move may start it.
    case waits
    /// The item is let go: nothing lifts until the next press (SortableJS's
    /// delayed drag cancelled by a move during the delay).
    case letsGo
}

extension LiftRule {
    public var liftsAtPress: Bool { true }

    public func startsDrag(press: Point, finger: Point) -> Bool { true }

    public func move(press: Point, finger: Point, elapsed: Duration) -> ChosenItemMove {
        startsDrag(press: press, finger: finger) ? .lifts : .waits
    }

    public var liftDelay: Duration? { nil }
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

/// SortableJS 1.14.0 on its pointer path (`forceFallback: true`): the press
/// (`_prepareDragStart`) chooses the item (class `sortable-chosen`, unstyled
/// by default) and nothing more; the first `pointermove` that `_onTouchMove`
/// lets through calls `_onDragStart`, and the floating clone is appended in a
/// zero-delay timer after it (`_dragStarted` → `_appendGhost`), on the
/// item's slot, before that frame is drawn. So the press frame shows no
/// clone, and the lifting move's frame shows it on the slot (``SortableClone``).
/// Any item may be chosen.
///
/// At the defaults (`fallbackTolerance` 0, `delay` 0) the first move lifts.
/// With `delay` the press arms `setTimeout(dragStartFn, delay)`, and until
/// it fires `_onTouchMove` is not listening: a move then only goes to
/// `_delayedDragTouchMoveHandler`, which cancels the delayed drag when the
/// pointer is `floor(touchStartThreshold)` or more from the press on either
/// axis (Sortable.js 1339–1344; `nativeDraggable` is false on this path, so
/// nothing divides it by the device pixel ratio). It listens to `pointermove`
/// and `mousemove` alike, and Chromium gives a mouse event the integer part
/// of the pointer, so either may cancel. `delayOnTouchOnly` is false by
/// default, so the delay holds for the mouse (1319). After the delay, with
/// `fallbackTolerance`, a move nearer the press than that on both axes is
/// ignored (1460).
public struct SortableFirstMoveLift: LiftRule {
    /// `fallbackTolerance`, px.
    public var fallbackTolerance: Double
    /// `delay`, ms.
    public var delay: Double
    /// `touchStartThreshold`, px.
    public var touchStartThreshold: Double

    public init(fallbackTolerance: Double = 0, delay: Double = 0, touchStartThreshold: Double = 1) {
        self.fallbackTolerance = fallbackTolerance
        self.delay = delay
        self.touchStartThreshold = touchStartThreshold
    }

    public func mayLift(_ label: String, locked: Set<String>) -> Bool { true }

    public var liftsAtPress: Bool { false }

    /// `_onTouchMove`'s test once the delay is over: with no tolerance any
    /// move starts it, else one at least `fallbackTolerance` from the press.
    public func startsDrag(press: Point, finger: Point) -> Bool {
        fallbackTolerance == 0
            || max(abs(finger.x - press.x), abs(finger.y - press.y)) >= fallbackTolerance
    }

    public func move(press: Point, finger: Point, elapsed: Duration) -> ChosenItemMove {
        // The delay's timer is due at the press + `delay`, and runs before the input of the
        // frame at that time (within a nanosecond, as the page's clock counts a timer due).
        if delay > 0 && elapsed + .nanoseconds(1) < .milliseconds(delay) {
            let pointer = max(abs(finger.x - press.x), abs(finger.y - press.y))
            let mouse = max(abs(finger.x.rounded(.towardZero) - press.x), abs(finger.y.rounded(.towardZero) - press.y))
            return max(pointer, mouse) >= touchStartThreshold.rounded(.down) ? .letsGo : .waits
        }
        return startsDrag(press: press, finger: finger) ? .lifts : .waits
    }
}
