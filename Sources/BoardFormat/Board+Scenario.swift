import CollectionLayout
import ReorderEngine
import Scenario

extension Board {
    /// The board resolved against `catalog` (the one it was parsed with): its
    /// layout, profile and auto-scroll names turned into values. Runs nothing.
    public func scenario(catalog: Catalog = .standard) -> Scenario {
        let entry = catalog.layout(layout) ?? .flow
        let parameters = LayoutParameters(
            direction: direction, viewport: viewport, lineSpacing: lineSpacing, itemSpacing: itemSpacing,
            sectionInset: sectionInset, header: header, footer: footer, columns: columns)
        let stage = Stage(
            layout: entry.make(parameters), direction: direction, viewport: viewport, offset: offset,
            sections: sections.map { StageSection(title: $0.title, items: $0.items.map(\.label)) },
            sizes: itemSizes, locked: Set(locked), pinHeaders: pinHeaders)
        let pressTicks = pressDuration.map { FrameRate(fps: fps).ticks($0) }
        let script = Script(steps: steps, positions: stepPositions, fps: fps, pressTicks: pressTicks, pace: pace)
        let subject: Scenario.Subject
        if layout == .carousel {
            subject = .carousel(CarouselConfiguration(
                items: sections.first?.items.map(\.label) ?? [], viewport: viewport, direction: direction,
                offset: offset, interval: interval, fps: fps, steps: steps))
        } else {
            let model = autoscroll.flatMap(catalog.autoScroll(named:))?.model
            subject = .reorder(profiles.indices.map { i in
                if let recorded = recordings[i] { return Variant(recorded: recorded) }
                var variant = Variant(profile: catalog.profile(named: profiles[i])?.profile(values: options(ofEntry: i, catalog: catalog)) ?? .system,
                                      autoScroll: model)
                variant.entryName = entryNames.indices.contains(i) ? entryNames[i] : nil
                return variant
            })
        }
        var scenario = Scenario(id: id, title: title, file: file, line: line, source: source, stage: stage,
                                script: script, expectation: expect, subject: subject)
        scenario.profileExpectations = profileExpect
        scenario.scheme = scheme
        scenario.camera = camera
        scenario.figure = figure
        return scenario
    }

    /// Each item's size, by label: its own, or the board's `item-size`.
    public var itemSizes: [String: Size] {
        var sizes: [String: Size] = [:]
        sizes.reserveCapacity(sections.reduce(0) { $0 + $1.items.count })
        for section in sections {
            for item in section.items {
                sizes[item.label] = item.size ?? itemSize
            }
        }
        return sizes
    }

    /// The initial order, by label.
    public var order: Order { Order(sections.map { $0.items.map(\.label) }) }
}

extension Page {
    /// The page resolved against `catalog`: its boards as scenarios.
    public func document(catalog: Catalog = .standard) -> Document {
        Document(file: file, title: title, blocks: blocks.map {
            switch $0 {
            case .prose(let html): .prose(html: html)
            case .board(let board): .scenario(board.scenario(catalog: catalog))
            }
        })
    }
}
