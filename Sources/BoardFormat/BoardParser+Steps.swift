import ReorderEngine
import Yams

/// `steps:`: each step's grammar, its item labels, its durations in ticks, and the
/// order of the gesture (a finger goes down with `press` and up with `release`/`cancel`).
extension BoardParser {
    static let stepExample = "a step like 'press B' or {do: press B, note: …}"

    /// The steps and, parallel to them, where each is written.
    mutating func steps(_ node: Node, known: Set<String>?, fps: Int) -> ([ScriptStep], [SourcePosition]) {
        guard let nodes = node.listItems else {
            report("steps: expected a list of steps like [press B, move to F, release], found \(node.found)", at: node)
            return ([], [])
        }
        var steps: [ScriptStep] = []
        var positions: [SourcePosition] = []
        var isFingerDown = false
        /// The step that put the finger down, and its line, for `wait`'s message.
        var pressed: (text: String, line: Int)?
        let isFlow = source.isFlowCollection(node)
        for element in nodes {
            guard let (textNode, note) = stepParts(element), let raw = textNode.text else { continue }
            let text = raw.trimmingSpaces()
            let position = source.position(of: textNode)
            let written: WrittenStep
            do {
                written = try StepSyntax.parse(raw)
            } catch {
                report(error.message + Self.commaHint(raw, inFlowList: isFlow),
                       at: source.position(of: textNode, utf8Offset: error.offset))
                // Guess the finger's state from the verb, so one typo does not cascade.
                switch raw.words().first?.text {
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
            steps.append(ScriptStep(gesture: Self.gesture(written, fps: fps), text: text, note: note))
            positions.append(position)
        }
        return (steps, positions)
    }

    /// The node holding the step's text and its note: a string, or `{do: …, note: …}`.
    private mutating func stepParts(_ node: Node) -> (text: Node, note: String?)? {
        if node.text != nil { return (node, nil) }
        guard let pairs = node.mappingPairs else {
            report("steps: expected \(Self.stepExample), found \(node.found)", at: node)
            return nil
        }
        let keys = ["do", "note"]
        var text: Node?
        var note: String?
        var isValid = true
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
        return isValid ? (text, note?.isEmpty == true ? nil : note) : nil
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
