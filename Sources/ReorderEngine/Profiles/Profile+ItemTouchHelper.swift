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
    public static let itemTouchHelper = Profile(
        name: "item-touch-helper", pressDuration: 0.4, autoScroll: OutOfBoundsScroll()
    ) {
        ProfileParts(snapshot: FingerMinusGrab(), targetRule: LeadingEdgePassesFarEdge(), commitRule: LiveMove(),
                     moves: SingleMove(animations: .android),
                     drop: ScreenStays(release: .intoSlot, cancel: .intoSlot, animations: .android))
    }
}
