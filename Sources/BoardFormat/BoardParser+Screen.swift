import Scenario
import CollectionLayout
import Yams

/// How many items a board can show at once, against ``BoardLimits/itemsOnScreen`` and,
/// over its script, ``BoardLimits/itemFrames``: the reorder engine animates and records the
/// items near the viewport on every frame that reorders, and every step SVG draws them.
extension BoardParser {
    /// What the bound is worked out from: the layout's own geometry (``LayoutEntry/ScreenBound``),
    /// the board's keys and its items.
    struct Screen {
        var bound: LayoutEntry.ScreenBound
        var parameters: LayoutParameters
        var itemSize: Size
        var sections: [BoardSection]

        /// At most how many items a viewport-sized rectangle meets, wherever it is: an upper
        /// bound worked out from the smallest item, without laying anything out.
        ///
        /// Along the scroll axis, the lines (rows, a waterfall column's items) a window of
        /// length V meets are disjoint spans at least `a` long (the shortest item, as the
        /// layout lays it: ``LayoutEntry/ScreenBound/along``) and, within a section,
        /// `lineSpacing` apart: at most ⌊V / (a + spacing)⌋ + 2 of them (the first may start
        /// long before the window). Across it, a line holds at most
        /// ``LayoutEntry/ScreenBound/perLine`` items: a flow line
        /// ⌊(room + itemSpacing) / (b + itemSpacing)⌋ of breadth b ≥ the narrowest (at least
        /// one), a list row one, a waterfall `columns`. Never more than the board's items.
        ///
        /// - Complexity: O(n) for n items (each item's own size is read once).
        var itemsOnScreenBound: Int {
            let count = sections.reduce(0) { $0 + $1.items.count }
            let p = parameters
            let vertical = p.direction == .vertical
            let inset = p.sectionInset
            let room = vertical ? p.viewport.width - inset.left - inset.right : p.viewport.height - inset.top - inset.bottom
            var along = Double.infinity, across = Double.infinity
            for size in sections.lazy.flatMap(\.items).map({ $0.size ?? itemSize }) {
                along = min(along, bound.along(size, p, room))
                across = min(across, vertical ? size.width : size.height)
            }
            guard count > 0 else { return 0 }
            let window = vertical ? p.viewport.height : p.viewport.width
            let pitch = along + (sections.count == 1 ? p.lineSpacing : 0)
            let lines = (window / pitch).rounded(.down) + 2
            let bound = lines * self.bound.perLine(p, room, across)
            return bound >= Double(count) ? count : Int(bound)
        }
    }

    /// `viewport:` shows too many items at once, or for too many frames; returns whether it is within both.
    @discardableResult
    mutating func checkItemsOnScreen(_ screen: Screen, frames: Int, at node: Node) -> Bool {
        let bound = screen.itemsOnScreenBound
        let written = "viewport: " + (node.text ?? "").quoted
        let smallest = screen.sections.lazy.flatMap(\.items).map { $0.size ?? screen.itemSize }
            .min { $0.width * $0.height < $1.width * $1.height } ?? screen.itemSize
        let items = "items (the smallest \(format(smallest.width, places: nil))x\(format(smallest.height, places: nil)))"
        if bound > BoardLimits.itemsOnScreen {
            report("\(written) can show up to \(bound) \(items) at once, over the limit of "
                   + "\(BoardLimits.itemsOnScreen) items on screen per board; use a smaller viewport or larger "
                   + "items or spacing" + BoardLimits.seeDocs, at: node)
            return false
        }
        if bound * frames > BoardLimits.itemFrames {
            report("\(written) can show up to \(bound) \(items) at once, for \(frames) frames: "
                   + "\(bound * frames) item-frames, over the limit of \(BoardLimits.itemFrames) per board; "
                   + "use a smaller viewport, larger items or a shorter script" + BoardLimits.seeDocs, at: node)
            return false
        }
        return true
    }
}
