import CollectionLayout
import ReorderEngine

extension Board {
    /// Everything the carousel engine needs to run this board (`layout: carousel`):
    /// the one section's labels as pages, the viewport, the timer's `interval`.
    public func carouselConfiguration() -> CarouselConfiguration {
        CarouselConfiguration(
            items: sections.first?.items.map(\.label) ?? [], viewport: viewport, direction: direction,
            offset: offset, interval: interval, fps: fps, steps: steps)
    }

    /// Runs the board's script with the engine its kind needs: the carousel for
    /// `layout: carousel`, the reorder session under its profile for the others.
    public func runSession() -> Timeline {
        layout == .carousel
            ? CarouselSession(carouselConfiguration()).run()
            : ReorderSession(sessionConfiguration()).run()
    }
}
