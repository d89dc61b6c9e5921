extension Profile {
    /// Android RecyclerView's `ItemTouchHelper` with a `SimpleCallback` at its
    /// defaults (drag in all four directions), dp = pt: the item lifts after the
    /// 400 ms long press (`ViewConfiguration.DEFAULT_LONG_PRESS_TIMEOUT`,
    /// Android 12 and later) with no animation; the view itself follows the
    /// finger's travel; a target needs the half-size gate, the leading edge past
    /// the candidate's far edge, and the furthest such candidate wins
    /// (``LeadingEdgePassesFarEdge``); `onMove` moves the data and the screen
    /// together (remove + insert, `notifyItemMoved`), the others sliding over
    /// `DefaultItemAnimator`'s 250 ms; the edge auto-scroll is
    /// ``OutOfBoundsScroll``; release and cancel alike animate the view into the
    /// slot it has reached (`RecoverAnimation`, 250 ms, accelerate-decelerate),
    /// undoing nothing.
    public static let itemTouchHelper = androidItemTouchHelper(ItemTouchHelperOptions())

    /// `ItemTouchHelper` with a `Callback` that overrides `getMoveThreshold` and
    /// `getBoundingBoxMargin` to return `options` (a board's `{item-touch-helper: {…}}`).
    public static func androidItemTouchHelper(_ options: ItemTouchHelperOptions) -> Profile {
        Profile(name: "item-touch-helper", pressDuration: 0.4, autoScroll: OutOfBoundsScroll()) {
            ProfileParts(snapshot: FingerMinusGrab(),
                         targetRule: LeadingEdgePassesFarEdge(moveThreshold: options.moveThreshold,
                                                              boundingBoxMargin: options.boundingBoxMargin),
                         commitRule: LiveMove(), moves: SingleMove(animations: .android),
                         drop: ScreenStays(release: .intoSlot, cancel: .intoSlot, animations: .android))
        }
    }
}

/// What an app's `ItemTouchHelper.Callback` may override that the `item-touch-helper` profile
/// models, at `Callback`'s defaults (`ItemTouchHelper.java`, lines 1670 and 1700 of the
/// support library's copy).
public struct ItemTouchHelperOptions: Hashable, Sendable {
    /// `getMoveThreshold`: the fraction of its own height (or width) the view must travel from
    /// its slot before anything may take its place.
    public var moveThreshold: Double = 0.5
    /// `getBoundingBoxMargin`: points added to each side of the dragged view's box when
    /// looking for the views it touches (negative: taken off).
    public var boundingBoxMargin: Double = 0

    public init() {}
}
