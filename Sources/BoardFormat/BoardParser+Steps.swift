import Scenario
import ReorderEngine
import Yams

/// `steps:`: each step's grammar, its item labels, its durations in ticks, and the
/// order of the gesture (a finger goes down with `press` and up with `release`/`cancel`).
extension BoardParser {
    static let stepExample = "a step like 'press B' or {do: press B, note: …}"

    /// The steps and, parallel to them, where each is written.
    ///
    /// - Parameter pressTicks: how long a `press` lasts, for the limits on simulated time and frames.
    mutating func steps(_ node: Node, known: Set<String>?, fps: Int,
                        pressTicks: Int) -> ([ScriptStep], [SourcePosition]) {
        guard let nodes = node.listItems else {
            report("steps: expected a list of steps like [press B, move to F, release], found \(node.found)", at: node)
            return ([], [])
        }
        guard nodes.count <= BoardLimits.steps else {
            report("steps: \(nodes.count) steps exceed the limit of \(BoardLimits.steps) per board" + BoardLimits.seeDocs,
                   at: node)
            return ([], [])
        }
        var clock = ScriptClock(fps: fps)
        var steps: [ScriptStep] = []
        var positions: [SourcePosition] = []
        var isFingerDown = false
        /// The step that put the finger down, and its line, for `wait`'s message.
        var pressed: (text: String, line: Int)?
        let isFlowList = source.isFlowCollection(node)
        var index = nodes.startIndex
        while index < nodes.endIndex {
            let element = nodes[index]
            index += 1
            // `[move to 55,55 over 0.3s]`: a comma cut the step in two; say so once.
            if isFlowList, let cut = commaCutStep(element, followedBy: nodes[index...], known: known,
                                                  firstMustFail: true) {
                report("the comma in \(cut.around.quoted) ended the step in a [flow, list]; quote it: "
                       + "\(Self.doubleQuoted(cut.written)), or write one '- step' per line", at: cut.comma)
                index += cut.pieces
                followFinger(cut.written, isFingerDown: &isFingerDown)
                continue
            }
            guard let (textNode, note, cut) = stepParts(element, known: known) else { continue }
            if let cut {
                followFinger(cut.written, isFingerDown: &isFingerDown)
                continue
            }
            guard let raw = textNode.text else { continue }
            // Only a plain step in a flow collection is cut at its commas.
            let isFlow = isFlowList && textNode.scalar?.style == .plain
            let text = raw.trimmingSpaces()
            let position = source.position(of: textNode)
            let written: WrittenStep
            do {
                written = try StepSyntax.parse(raw)
            } catch {
                report(error.message + Self.commaHint(raw, inFlowList: isFlow),
                       at: source.position(of: textNode, utf8Offset: error.offset))
                // Guess the finger's state from the verb (or the verb it is a typo of),
                // so one mistake does not cascade.
                let verb = raw.words().first.map { String($0.text) } ?? ""
                switch StepSyntax.verbs.contains(verb) ? verb : verb.closest(among: StepSyntax.verbs) {
                case "press": isFingerDown = true; pressed = (text, position.line)
                case "release", "cancel": isFingerDown = false
                default: break
                }
                continue
            }
            if let known, let target = writtenItem(written), case .item(let label) = target.target,
               !known.contains(label) {
                let hint = label.closest(among: known.sorted()).map { "; did you mean '\($0)'?" }
                    ?? Self.commaHint(raw, inFlowList: isFlow)
                report("unknown item \(label.quoted) in \(text.quoted)" + hint,
                       at: source.position(of: textNode, utf8Offset: target.offset))
            }
            switch written {
            case .press:
                if isFingerDown {
                    report("\(text.quoted) while a finger is already down; 'release' or 'cancel' it first",
                           at: position)
                }
                isFingerDown = true
                pressed = (text, position.line)
            case .move, .moveBy, .release, .cancel:
                if !isFingerDown {
                    report("\(text.quoted) needs a finger down; start with 'press'", at: position)
                }
                if written == .release || written == .cancel { isFingerDown = false }
            case .hold:
                break
            case .wait:
                if isFingerDown {
                    let hold = ("hold" + text.dropFirst("wait".count)).quoted
                    let since = pressed.map { " (since \($0.text.quoted) on line \($0.line))" } ?? ""
                    report("\(text.quoted) needs no finger down, but a finger is down\(since); "
                           + "'release' it first, or write \(hold) to keep it still", at: position)
                }
            }
            let gesture = Self.gesture(written, fps: fps)
            if let problem = clock.advance(by: gesture, pressTicks: pressTicks, step: text) {
                report(problem, at: position)
            }
            steps.append(ScriptStep(gesture: gesture, text: text, note: note))
            positions.append(position)
        }
        scriptTicks = clock.ticks
        return (steps, positions)
    }

    /// A finger goes down at a step that is not a step yet (it is reported), so that the
    /// steps after it are checked with the finger where it would be.
    private func followFinger(_ text: String, isFingerDown: inout Bool) {
        switch try? StepSyntax.parse(text) {
        case .press: isFingerDown = true
        case .release, .cancel: isFingerDown = false
        default: break
        }
    }

    /// The node holding the step's text and its note: a string, or `{do: …, note: …}`; and
    /// in `{do: …}` a step cut at a comma, reported already.
    private mutating func stepParts(_ node: Node,
                                    known: Set<String>?) -> (text: Node, note: String?, cut: CommaCut?)? {
        if node.text != nil { return (node, nil, nil) }
        guard var pairs = node.mappingPairs else {
            report("steps: expected \(Self.stepExample), found \(node.found)", at: node)
            return nil
        }
        var stepCut: CommaCut?
        var isNoteCut = false
        if source.isFlowCollection(node) {
            (stepCut, isNoteCut) = reportCommaCuts(in: &pairs, known: known)
        }
        let keys = ["do", "note"]
        var text: Node?
        var note: String?
        var isValid = stepCut == nil && !isNoteCut
        for (key, value) in pairs {
            let name = key.text ?? ""
            if !keys.contains(name) {
                report("unknown key \(name.quoted) in a step; expected do or note" + name.suggestion(among: keys),
                       at: key)
                isValid = false
            } else if name == "do" {
                guard text == nil, value.text != nil else {
                    report(text == nil ? "steps: do: expected \(Self.stepExample), found \(value.found)"
                                       : "duplicate key 'do' in a step", at: text == nil ? value : key)
                    isValid = false
                    continue
                }
                text = value
            } else {
                guard note == nil, let value = value.text else {
                    report(note == nil ? "steps: note: expected text, found \(value.found)"
                                       : "duplicate key 'note' in a step", at: note == nil ? value : key)
                    isValid = false
                    continue
                }
                note = value.trimmingSpaces()
            }
        }
        guard let text else {
            if isValid { report("steps: a step mapping needs 'do', like {do: press B, note: …}", at: node) }
            return nil
        }
        // The step is still checked when its note or another key is wrong (that is
        // reported already), so the finger's state does not go astray.
        return (text, isValid && note?.isEmpty == false ? note : nil, stepCut)
    }

    /// In a flow list (`[press 1, move by 0,50]`) a comma ends the step, which splits
    /// points and distances; say so when a step starts or ends with a bare number.
    private static func commaHint(_ raw: String, inFlowList: Bool) -> String {
        let text = raw.trimmingSpaces()
        guard inFlowList, let first = text.first, let last = text.last,
              first.isASCIIDigit || first == "-" || first == "." || last.isASCIIDigit else { return "" }
        return " (in a [flow, list] a comma separates steps: quote the step, or write one '- step' per line)"
    }

    private func writtenItem(_ step: WrittenStep) -> WrittenTarget? {
        switch step {
        case .press(let target), .move(to: let target, over: _): target
        default: nil
        }
    }

    static func gesture(_ step: WrittenStep, fps: Int) -> GestureStep {
        switch step {
        case .press(let target): .press(target.target)
        case .move(let target, let over): .move(to: target.target, ticks: over.ticks(fps: fps))
        case .moveBy(let dx, let dy, let over): .moveBy(dx: dx, dy: dy, ticks: over.ticks(fps: fps))
        case .hold(let duration): .hold(ticks: duration.ticks(fps: fps))
        case .wait(let duration): .wait(ticks: duration.ticks(fps: fps))
        case .release: .release
        case .cancel: .cancel
        }
    }
}
