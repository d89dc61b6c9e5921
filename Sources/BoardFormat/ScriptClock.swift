import CollectionLayout
import ReorderEngine

/// The script's simulated time, step by step, against ``BoardLimits/simulatedSeconds``
/// and ``BoardLimits/frames``; each limit is reported once, at the step that passes it.
struct ScriptClock {
    let fps: Int
    private(set) var ticks = 0
    private var passedTime = false
    private var passedFrames = false

    init(fps: Int) {
        self.fps = fps
    }

    /// Adds a step's ticks; returns the message when this step takes the script past a limit.
    mutating func advance(by gesture: GestureStep, pressTicks: Int, step: String) -> String? {
        let added: Int
        switch gesture {
        case .press: added = pressTicks
        case .move(_, let n), .moveBy(_, _, let n), .hold(let n), .wait(let n): added = n
        case .release, .cancel: added = 0
        }
        ticks = min(ticks + added, FrameRate.maxTicks)
        var problems: [String] = []
        let seconds = FrameRate(fps: fps).seconds(ticks)
        if !passedTime, seconds > BoardLimits.simulatedSeconds {
            passedTime = true
            let shown = format((seconds * 1000).rounded() / 1000, places: nil)
            problems.append("\(step.quoted) takes the script to \(shown)s, past the limit of "
                            + "\(format(BoardLimits.simulatedSeconds, places: nil))s of simulated time per board" + BoardLimits.seeDocs)
        }
        if !passedFrames, ticks > BoardLimits.frames {
            passedFrames = true
            problems.append("\(step.quoted) takes the script to \(ticks) frames (at \(fps) fps), past the limit of "
                            + "\(BoardLimits.frames) frames per board" + BoardLimits.seeDocs)
        }
        return problems.isEmpty ? nil : problems.joined(separator: "; ")
    }
}
