import CollectionLayout

/// Moving an item on screen: the new order, its layout (reused when it can be), and the
/// animations of the items whose slots change.
extension SessionRunner {
    /// Moves the item at `from` to `to` on screen (remove, then insert, as
    /// `moveItemAt`). Items near the viewport whose slot changes animate from
    /// where they are drawn to their new slot; items far from it (off screen
    /// before and after) simply take their new slot. Cost: O(k log n) for the k
    /// items near the viewport whose slot may change (when the move keeps the
    /// layout, those from `from` to `to`; otherwise all of them), O(1) for the
    /// other items near it, O(log n) for the move itself (the order and the sizes
    /// are persistent lists: the move copies one path of each and leaves earlier
    /// frames' orders shared) plus, only when the move changes the geometry (sizes differ
    /// along the way, or sections change length), a new layout from
    /// `prepare(sections:after:previous:)`, which lays out again only what the
    /// move disturbs (a waterfall, lazily).
    ///
    /// - Parameter layout: the layout to show afterwards, when the caller knows it.
    mutating func moveOnScreen(from: IndexPath, to: IndexPath, seconds: Double, curve: TimingCurve,
                               settling: Bool, layout known: Int? = nil) {
        let oldLayout = layout
        let oldOrder = order
        order.move(from: from, to: to)
        let keeps = keepsGeometry(from: from, to: to)
        sizeOrder.move(from: from, to: to)
        orderChanged = true
        if let known {
            layoutIndex = known
        } else if !keeps {
            layoutIndex = reusableLayout() ?? {
                layouts.append(config.layout.prepare(sections: sizeOrder, after: LayoutMove(from: from, to: to),
                                                     previous: oldLayout))
                layoutSizes.append(sizeOrder)
                return layouts.count - 1
            }()
        }
        // Which items may need to animate: those near the viewport before or after, and those animating.
        let region = Rect(x: offset.x - config.viewport.width, y: offset.y - config.viewport.height,
                          width: 3 * config.viewport.width, height: 3 * config.viewport.height)
        // When the move keeps the layout, only the items from `from` to `to` change slots; the
        // others are drawn where they were (or animate on, below), so only those are looked up.
        let (low, high) = (min(from.item, to.item), max(from.item, to.item))
        let keepsLayout = known == nil && keeps
        func mayShift(_ path: IndexPath) -> Bool {
            !keepsLayout || (path.section == from.section && path.item >= low && path.item <= high)
        }
        var moves: [String: (old: IndexPath, new: IndexPath)] = [:]
        for path in oldLayout.items(in: region) where mayShift(path) {
            moves[oldOrder[path.section][path.item]] = (path, path.afterMove(from: from, to: to))
        }
        for path in layout.items(in: region) where mayShift(path) {
            moves[order[path.section][path.item]] = (path.afterMove(from: to, to: from), path)
        }
        for (animated, animation) in animations {
            moves[animated] = (animation.path, animation.path.afterMove(from: from, to: to))
        }
        let duration = config.ticks(seconds)
        for (item, paths) in moves where item != lift?.label {
            let slot = layout.frame(at: paths.new)
            let drawn = animations[item]?.current ?? oldLayout.frame(at: paths.old)
            if var running = animations[item], running.to == slot {
                running.path = paths.new
                animations[item] = running
            } else if drawn == slot {
                animations[item] = nil
            } else {
                animations[item] = ItemAnimation(from: drawn, to: slot, path: paths.new, elapsed: 0,
                                                 duration: duration, curve: curve, settling: settling)
            }
        }
    }

    /// An earlier layout prepared for the sizes `sizeOrder` holds now: the
    /// first one or one of the last eight. Comparing persistent lists skips
    /// what they share, so each comparison costs about the edits between them.
    func reusableLayout() -> Int? {
        let candidates = [0] + Array(max(1, layouts.count - 8)..<layouts.count)
        return candidates.reversed().first { layoutSizes[$0] == sizeOrder }
    }

    /// True when moving the item at `from` to `to` leaves every slot's size as
    /// it was, so the layout can be reused: same section, and every item it
    /// passes has its size. O(distance).
    func keepsGeometry(from: IndexPath, to: IndexPath) -> Bool {
        guard from.section == to.section else { return false }
        let section = sizeOrder[from.section]
        let size = section[from.item]
        for i in min(from.item, to.item)...max(from.item, to.item) where section[i] != size {
            return false
        }
        return true
    }
}
