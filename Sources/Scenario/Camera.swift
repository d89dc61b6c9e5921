/// What a board's pictures frame along the scroll axis (`camera:`, docs/board-format.md).
/// Drawing only: the run and its trace are the same either way.
public enum Camera: String, Sendable, CaseIterable {
    /// The viewport and a margin around it: a long list's picture stays as tall as a short
    /// one's, the viewport (where the press, the edge scroll and the overshoot happen) stays
    /// beside its badges and its text, and a scroll indicator says where in the content it is.
    case viewport
    /// The whole region the session visits, the viewport moving over it (a board that wants
    /// to show the content as one picture).
    case content
}
