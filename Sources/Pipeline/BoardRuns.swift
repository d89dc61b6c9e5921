import BoardFormat
import BoardRender
import Scenario
import SiteIO

/// Running boards for the commands that draw them (`build`, `render`, `serve`, `export`).
public enum BoardRuns {
    /// Every run of `scenario` (one per profile; one for a carousel), under `pace` unless
    /// the board has its own `pace:`. Throws, before anything is drawn, when a walkthrough
    /// would draw more item-frames than ``BoardLimits/itemFrames``.
    public static func run(_ scenario: Scenario, pace: Pace) throws(Failure) -> [ScenarioRun] {
        var scenario = scenario
        scenario.script.pace = scenario.script.pace ?? pace   // the board's own key wins
        let all = ScenarioRun.all(scenario)
        for run in all {
            // The walkthrough draws every item of the region the run scrolls over, on every frame.
            let (items, frames) = SiteSize.walkthroughItemFrames(run)
            if items * frames > BoardLimits.itemFrames {
                throw Failure.at("\(scenario.file):\(scenario.line):1", "the walkthrough of board '\(scenario.id)' "
                    + (all.count > 1 ? "under profile '\(run.timeline.provenance.profile)' " : "")
                    + "would draw \(items) items on each of \(frames) frames: \(items * frames) item-frames, over the "
                    + "limit of \(BoardLimits.itemFrames) per board (see docs/limits.md); nothing was written")
            }
        }
        return all
    }
}
