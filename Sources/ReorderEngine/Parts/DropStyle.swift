/// What happens to the lifted item when the finger lifts or the gesture is
/// cancelled: the ways home the runner knows how to draw. A drop rule picks
/// one for each end (``Drop``).
public enum DropStyle: Hashable, Sendable {
    /// UIKit's own cell animates from where it is drawn into its slot (no snapshot).
    case intoSlot
    /// The snapshot disappears at once and the cell shows.
    case vanish
    /// The snapshot animates back to its cell's centre, ending at `scale` and
    /// `alpha`, then disappears; the cell shows then, or, with `cellFadesIn`,
    /// fades in during the animation.
    case back(scale: Double, alpha: Double, cellFadesIn: Bool)
}
