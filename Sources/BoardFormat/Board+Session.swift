import CollectionLayout
import ReorderEngine

extension Board {
    /// The layout this board asks for.
    ///
    /// A list is a flow whose items span the available width (collection width
    /// minus the left and right insets), so each sits alone on its line.
    public var collectionLayout: any Layout {
        FlowLayout(direction: direction, collectionSize: viewport, lineSpacing: lineSpacing,
                   itemSpacing: itemSpacing, sectionInset: sectionInset,
                   headerLength: header, footerLength: footer)
    }

    /// Each item's size, by label, as the layout sees it.
    public var itemSizes: [String: Size] {
        var sizes: [String: Size] = [:]
        for section in sections {
            for item in section.items {
                var size = item.size ?? itemSize
                if layout == .list {
                    if direction == .vertical {
                        size.width = viewport.width - sectionInset.left - sectionInset.right
                    } else {
                        size.height = viewport.height - sectionInset.top - sectionInset.bottom
                    }
                }
                sizes[item.label] = size
            }
        }
        return sizes
    }

    /// The initial order, by label.
    public var order: Order { sections.map { $0.items.map(\.label) } }

    /// Everything the reorder engine needs to run this board.
    public func sessionConfiguration() -> SessionConfiguration {
        let profile = Profile.named(self.profile) ?? .system
        let ticks = pressDuration.map { max(1, Int(($0 * Double(fps)).rounded())) }
        return SessionConfiguration(
            layout: collectionLayout, sections: order, sizes: itemSizes, viewport: viewport, offset: offset,
            fps: fps, pressTicks: ticks, locked: Set(locked), profile: profile,
            autoScroll: autoscroll.flatMap(Profile.autoScrollModel(named:)), steps: steps)
    }
}
