import CollectionLayout
import ReorderEngine

extension Board {
    /// The layout this board asks for.
    public var collectionLayout: any Layout {
        switch layout {
        case .list:
            return ListLayout(direction: direction, collectionSize: viewport, lineSpacing: lineSpacing,
                              sectionInset: sectionInset, headerLength: header, footerLength: footer)
        case .waterfall:
            return WaterfallLayout(collectionSize: viewport, columns: columns, lineSpacing: lineSpacing,
                                   itemSpacing: itemSpacing, sectionInset: sectionInset,
                                   headerLength: header, footerLength: footer)
        case .flow, .carousel:
            return FlowLayout(direction: direction, collectionSize: viewport, lineSpacing: lineSpacing,
                              itemSpacing: itemSpacing, sectionInset: sectionInset,
                              headerLength: header, footerLength: footer)
        }
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

    /// Everything the reorder engine needs to run this board.
    public func sessionConfiguration() -> SessionConfiguration {
        let profile = Profile.named(self.profile) ?? .system
        let ticks = pressDuration.map { FrameRate(fps: fps).ticks($0) }
        return SessionConfiguration(
            layout: collectionLayout, sections: order, sizes: itemSizes, viewport: viewport, offset: offset,
            fps: fps, pressTicks: ticks, locked: Set(locked), profile: profile,
            autoScroll: autoscroll.flatMap(Profile.autoScrollModel(named:)), steps: steps,
            pinHeaders: pinHeaders)
    }
}
