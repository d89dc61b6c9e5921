import Scenario
import CollectionLayout
import ReorderEngine

extension SiteBuilder {
    /// A carousel's row in the figure's table: its order never changes (the
    /// items repeated 500 times), so the row says which page is on screen
    /// instead. `nil` for other boards.
    func carouselRow(_ run: ScenarioRun, frame: Frame, caption: String) -> OrderRow? {
        guard run.scenario.isCarousel, let page = frame.page,
              let items = run.scenario.stage.sections.first?.items, page < items.count else { return nil }
        let offset = "\(format(frame.offset.x)),\(format(frame.offset.y))"
        let repeats = (frame.order.first?.count ?? 0) / items.count
        return OrderRow(caption: caption,
                        screen: "\(items[page]): page \(page + 1) of \(items.count) (offset \(offset))",
                        data: OrderText.full([items]) + " × \(repeats)",
                        differs: false, comparison: "Same")
    }
}
