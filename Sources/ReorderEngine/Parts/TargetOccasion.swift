/// Why a target rule is asked for a target.
public enum TargetOccasion: Hashable, Sendable {
    /// A finger update, once per tick while the finger moves.
    case fingerMoved
    /// A tick of the auto-scroll's display link, after the finger update.
    case displayLink
    /// The same tick of the display link, after its scroll, when it moved the
    /// content (Android's `ItemTouchHelper` scrolls first, then looks for a target).
    case scrolled
    /// A time the rule asked for (``TargetRule/nextWake(after:)``), between ticks.
    case wake
}
