import Scenario
import CollectionLayout
import Yams

/// How many items a board can show at once, against ``BoardLimits/itemsOnScreen`` and,
/// over its script, ``BoardLimits/itemFrames``: the reorder engine animates and records the
/// items near the viewport on every frame that reorders, and every step SVG draws them.
extension BoardParser {
    /// What the bound is worked out from.
    struct Screen {
        var layout: LayoutKind
        var direction: ScrollDirection
        var viewport: Size
        var itemSize: Size
        var lineSpacing: Double
        var itemSpacing: Double
        var inset: Insets
        var columns: Int
        var sections: [BoardSection]

        /// At most how many items a viewport-sized rectangle meets, wherever it is: an upper
        /// bound worked out from the smallest item, without laying anything out.
        ///
        /// Along the scroll axis, the lines (rows, a waterfall column's items) a window of
        /// length V meets are disjoint spans at least `a` long (the shortest item) and, within
        /// a section, `lineSpacing` apart: at most ⌊V / (a + spacing)⌋ + 2 of them (the first
        /// may start long before the window). Across it, a flow line holds at most
        /// ⌊(room + itemSpacing) / (b + itemSpacing)⌋ items of breadth b ≥ the narrowest (at
        /// least one); a list row one; a waterfall has `columns` columns, each item as tall
        /// as its width scaled to the column's. Never more than the board's items.
        ///
        /// - Complexity: O(n) for n items (each item's own size is read once).
        var itemsOnScreenBound: Int {
            let count = sections.reduce(0) { $0 + $1.items.count }
            let vertical = direction == .vertical
            let room = vertical ? viewport.width - inset.left - inset.right : viewport.height - inset.top - inset.bottom
            var along = Double.infinity, across = Double.infinity
            let columnWidth = (room - Double(columns - 1) * itemSpacing) / Double(columns)
            for size in sections.lazy.flatMap(\.items).map({ $0.size ?? itemSize }) {
                if layout == .waterfall {
                    along = min(along, columnWidth > 0 ? size.height * columnWidth / size.width : size.height)
                } else {
                    along = min(along, vertical ? size.height : size.width)
                    across = min(across, vertical ? size.width : size.height)
                }
            }
            guard count > 0 else { return 0 }
            let window = vertical ? viewport.height : viewport.width
            let pitch = along + (sections.count == 1 ? lineSpacing : 0)
            let lines = (window / pitch).rounded(.down) + 2
            let perLine: Double
            switch layout {
            case .list: perLine = 1
            case .waterfall: perLine = Double(columns)
            case .flow, .carousel: perLine = max(1, ((room + itemSpacing) / (across + itemSpacing)).rounded(.down))
            }
            let bound = lines * perLine
            return bound >= Double(count) ? count : Int(bound)
        }
    }

    /// `viewport:` shows too many items at once, or for too many frames; returns whether it is within both.
    @discardableResult
    mutating func checkItemsOnScreen(_ screen: Screen, frames: Int, at node: Node) -> Bool {
        // A carousel's items are pages of the viewport's size: a few show at once.
        guard screen.layout != .carousel else { return true }
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
