import CollectionLayout

/// Recording a frame and checking it against the invariants.
extension SessionRunner {
    /// The drawn frames of the headers of the sections on screen. O(log s + k).
    func pinnedHeaders() -> [Int: Rect] {
        let visible = Rect(origin: offset, size: config.viewport)
        var headers: [Int: Rect] = [:]
        for s in layout.sections(in: visible) {
            if let r = layout.pinnedHeaderFrame(section: s, visible: visible) { headers[s] = r }
        }
        return headers
    }

    mutating func record() {
        var itemAlpha = fades.mapValues(\.current)
        if let lifted = lift, lifted.snapshot.cellStays, !lifted.snapshot.returning, itemAlpha[lifted.label] == nil {
            itemAlpha[lifted.label] = 1
        }
        let frame = Frame(
            index: tick, time: FrameRate(fps: config.fps).seconds(tick), offset: offset, finger: finger,
            lifted: lift?.label, liftedFrame: lift.map { drawnLifted($0) },
            liftedAlpha: lift?.snapshot.current.alpha ?? 1, liftedPath: lift?.current,
            headers: config.pinHeaders ? pinnedHeaders() : nil, layoutIndex: layoutIndex,
            order: order, data: data, displaced: animations.mapValues(\.current),
            itemAlpha: itemAlpha, events: events,
            zone: shownZone())
        let settled = finger == nil && lift == nil && animations.isEmpty && fades.isEmpty
        violations += checker.check(frame: frame, settled: settled, orderChanged: orderChanged,
                                    dataChanged: dataChanged, contentSize: nearContentSize(),
                                    viewport: config.viewport)
        orderChanged = false
        dataChanged = false
        frames.append(frame)
    }
}
