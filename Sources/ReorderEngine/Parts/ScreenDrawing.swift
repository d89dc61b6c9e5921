import CollectionLayout

/// A move style that draws the lifted item's section itself while the item is lifted: each
/// item where a transform of its slot at lift puts it, which need not be where a layout of
/// the screen order would (dnd-kit's sorting strategies: ``DndKitSorting``, ``RectSwapping``).
///
/// The runner (`SessionRunner+DrawnScreen.swift`) asks for the frames whenever the screen
/// order changes and shows them as a layout of their own only while they differ from the
/// layout of the screen order, so a strategy that comes out as a re-layout (a list, a grid of
/// equal cells) is drawn exactly as before. Indices are in the section's order at lift;
/// `over == active` displaces nothing.
public protocol ScreenDrawing: Sendable {
    /// Where the item at `index` is drawn while the dragged item, at `active`, is over the
    /// item at `over`, given the section's frames at lift, `slots` (content coordinates).
    func frame(ofItemAt index: Int, active: Int, over: Int, slots: [Rect]) -> Rect

    /// The dragged item itself when the snapshot model draws it at `drawn` (its size at lift).
    func dragged(_ drawn: Rect, active: Int, over: Int, slots: [Rect]) -> Rect
}
