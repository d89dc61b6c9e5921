import ReorderEngine
import Scenario

extension ScenarioRun {
    /// For a carousel, the page a frame shows, as a reader says it (`Music, page 2
    /// of 4`); `nil` for other boards, whose orders say what is on screen.
    func pageText(_ frame: Frame) -> String? {
        guard case .carousel(let carousel) = scenario.subject, let page = frame.page,
              carousel.items.indices.contains(page) else { return nil }
        return "\(carousel.items[page]), page \(page + 1) of \(carousel.items.count)"
    }
}
