import CollectionLayout

/// What the runner keeps of a lift while a ``ScreenDrawing`` move style draws its section.
struct DrawnScreen: Sendable {
    var label: String
    /// The lift's place and layout (``LiftState/original``, ``LiftState/originalLayoutIndex``).
    var original: IndexPath
    var layoutAtLift: Int
    var section: Int
    /// The dragged item's index in the section's order at lift (dnd-kit's `activeIndex`).
    var active: Int
    /// The order and sizes at lift, and the section's frames then.
    var order: Order
    var sizes: [PersistentList<Size>]
    var slots: [Rect]
    /// Each label's index in the section's order at lift.
    var index: [String: Int]
    /// The layouts made of drawn frames (indices into the runner's `layouts`), by `over`.
    var layouts: [Int: Int] = [:]

    init(_ lifted: LiftState, order: Order, sizes: [PersistentList<Size>], layout: PreparedLayout) {
        // `order` is the order at lift: the first move of a lift comes after no other.
        label = lifted.label
        original = lifted.original
        layoutAtLift = lifted.originalLayoutIndex
        section = lifted.original.section
        active = lifted.original.item
        self.order = order
        self.sizes = sizes
        let labels = Array(order[section])
        slots = labels.indices.map { layout.frame(at: IndexPath(section: lifted.original.section, item: $0)) }
        index = Dictionary(uniqueKeysWithValues: labels.enumerated().map { ($1, $0) })
    }

    func isOf(_ lifted: LiftState) -> Bool {
        label == lifted.label && original == lifted.original && layoutAtLift == lifted.originalLayoutIndex
    }
}

/// The screen as a ``ScreenDrawing`` move style draws it (dnd-kit's sorting strategies): while
/// an item is lifted, each item of its section where the style's transform of its slot at lift
/// puts it. Those frames are a layout of their own (stored frames, on one line, the content
/// size at lift) only while they differ from the layout of the screen order; otherwise the
/// move is ``moveOnScreen(from:to:seconds:curve:settling:layout:)``'s, as for any profile.
/// At the drop the screen becomes the layout of its order at once (dnd-kit renders the new
/// order with the transition off for that frame); a cancel animates back to the lift's layout.
extension SessionRunner {
    /// Shows the screen order after `steps` (the move to `target`) as the move style draws it.
    /// Returns false, having done nothing, when the style draws no screen of its own or when
    /// its frames are the re-layout's and the screen shows no drawn layout now.
    mutating func drawScreen(_ lifted: LiftState, to target: IndexPath, steps: [LayoutMove],
                             seconds: Double, curve: TimingCurve) -> Bool {
        guard let drawing = parts.moves as? any ScreenDrawing else { return false }
        var screen = drawnScreen.flatMap { $0.isOf(lifted) ? $0 : nil }
            ?? DrawnScreen(lifted, order: order, sizes: sizeOrder, layout: layouts[lifted.originalLayoutIndex])
        var next = order, sizes = sizeOrder
        for step in steps {
            next.move(from: step.from, to: step.to)
            sizes.move(from: step.from, to: step.to)
        }
        let s = screen.section
        let frames = next[s].map { label in
            drawing.frame(ofItemAt: screen.index[label] ?? 0, active: screen.active, over: target.item, slots: screen.slots)
        }
        let drawnLayouts = Set(screen.layouts.values)
        let fresh = relayout(sizes, excluding: drawnLayouts)
        let section = fresh.layout.sections[s].items
        let isRelayout = frames.indices.allSatisfy { frames[$0] == section[$0] }
        if isRelayout && !drawnLayouts.contains(layoutIndex) {
            drawnScreen = screen
            return false
        }
        let shown: Int
        if isRelayout {
            shown = keep(fresh, sizes: sizes)
        } else if let known = screen.layouts[target.item] {
            shown = known
        } else {
            layouts.append(Self.layout(layouts[lifted.originalLayoutIndex], section: s, frames: frames))
            layoutSizes.append([])  // matches no sizes: never reused as a re-layout
            shown = layouts.count - 1
            screen.layouts[target.item] = shown
        }
        drawnScreen = screen
        show(next, sizes: sizes, layout: shown, section: s, seconds: seconds, curve: curve, settling: false)
        return true
    }

    /// At the drop: a drawn screen becomes the layout of its order, every item in its slot at
    /// once (`useSortable.ts` 218-226: the transition is off in the frame the items change).
    mutating func dropDrawnScreen() {
        guard let screen = drawnScreen else { return }
        drawnScreen = nil
        guard screen.layouts.values.contains(layoutIndex) else { return }
        layoutIndex = keep(relayout(sizeOrder, excluding: Set(screen.layouts.values)), sizes: sizeOrder)
        for label in order[screen.section] where label != lift?.label { animations[label] = nil }
        orderChanged = true
    }

    /// On a cancel: a drawn screen goes back to the order and layout at lift over `seconds`,
    /// and `lifted` is home. Returns false when the screen shows no drawn layout.
    mutating func cancelDrawnScreen(_ lifted: inout LiftState, seconds: Double, curve: TimingCurve) -> Bool {
        guard let screen = drawnScreen else { return false }
        drawnScreen = nil
        guard screen.layouts.values.contains(layoutIndex) else { return false }
        show(screen.order, sizes: screen.sizes, layout: lifted.originalLayoutIndex, section: screen.section,
             seconds: seconds, curve: curve, settling: true)
        lifted.current = lifted.original
        return true
    }

    /// The lifted item's frame as drawn: the snapshot model's, and the move style's own drawing
    /// of it over `over` (dnd-kit without a `DragOverlay`: scaled to `over`'s slot).
    func drawnLifted(_ lifted: LiftState) -> Rect {
        let r = drawnSnapshot(lifted.snapshot)
        guard !lifted.snapshot.returning, let screen = drawnScreen, screen.isOf(lifted),
              lifted.current.section == screen.section, let drawing = parts.moves as? any ScreenDrawing
        else { return r }
        return drawing.dragged(r, active: screen.active, over: lifted.current.item, slots: screen.slots)
    }

    /// A layout of `sizes` laid out afresh: one kept (its index; never a drawn one), or a new one.
    func relayout(_ sizes: [PersistentList<Size>], excluding drawn: Set<Int>) -> (index: Int?, layout: PreparedLayout) {
        if let kept = layoutSizes.indices.reversed().first(where: { !drawn.contains($0) && layoutSizes[$0] == sizes }) {
            return (kept, layouts[kept])
        }
        return (nil, config.layout.prepare(sections: sizes.map { Array($0) }))
    }

    /// The index of `relayout`'s layout, kept now if it is new.
    mutating func keep(_ relayout: (index: Int?, layout: PreparedLayout), sizes: [PersistentList<Size>]) -> Int {
        if let index = relayout.index { return index }
        layouts.append(relayout.layout)
        layoutSizes.append(sizes)
        return layouts.count - 1
    }

    /// `base` with section `s` drawn at `frames`: stored frames on one line that spans them.
    static func layout(_ base: PreparedLayout, section s: Int, frames: [Rect]) -> PreparedLayout {
        let vertical = base.direction == .vertical
        let starts = frames.map { vertical ? $0.minY : $0.minX }, ends = frames.map { vertical ? $0.maxY : $0.maxX }
        let line = Line(items: 0..<frames.count, start: starts.min() ?? 0, end: ends.max() ?? 0)
        var sections = base.sections
        let old = sections[s]
        sections[s] = SectionGeometry(header: old.header, footer: old.footer, bounds: old.bounds, items: frames,
                                      lines: [line])
        return PreparedLayout(direction: base.direction, sections: sections, contentSize: base.contentSize)
    }

    /// Shows `next` (sizes `sizes`) at layout `shown`: each item of section `s` but the lifted
    /// one animates from where it is drawn to its frame there over `seconds`.
    mutating func show(_ next: Order, sizes: [PersistentList<Size>], layout shown: Int, section s: Int,
                       seconds: Double, curve: TimingCurve, settling: Bool) {
        let old = layout
        var was: [String: Int] = [:]
        for (i, label) in order[s].enumerated() { was[label] = i }
        order = next
        sizeOrder = sizes
        layoutIndex = shown
        orderChanged = true
        let duration = config.ticks(seconds)
        for (j, label) in next[s].enumerated() where label != lift?.label {
            let path = IndexPath(section: s, item: j)
            let slot = layout.frame(at: path)
            let drawn = animations[label]?.current ?? old.frame(at: IndexPath(section: s, item: was[label] ?? j))
            if var running = animations[label], running.to == slot {
                running.path = path
                animations[label] = running
            } else if drawn == slot {
                animations[label] = nil
            } else {
                animations[label] = ItemAnimation(from: drawn, to: slot, path: path, elapsed: 0, duration: duration,
                                                  curve: curve, settling: settling)
            }
        }
    }
}
