import Scenario
import Yams

/// A comma inside a flow collection ends the scalar: `[move to 55,55 over 0.3s]` is the two
/// steps `move to 55` and `55 over 0.3s`, and `{do: move to 55,55 over 0.3s}` is a step
/// `move to 55` and a key `55 over 0.3s`. Rather than a diagnostic for each piece, the
/// parser puts the pieces together again and says once what the comma did.
extension BoardParser {
    /// Text that a comma cut into pieces, put together again as written.
    struct CommaCut {
        /// The text as written, commas included: `move to 55,55 over 0.3s`.
        var written: String
        /// The pieces after the first that belong to it.
        var pieces: Int
        /// Where the first comma is written.
        var comma: SourcePosition
        /// The text up to the end of the first word after the comma: `move to 55,55`.
        var around: String {
            guard let comma = written.firstIndex(of: ",") else { return written }
            let after = written[written.index(after: comma)...]
            let wordStart = after.firstIndex { $0 != " " } ?? after.endIndex
            let wordEnd = after[wordStart...].firstIndex { $0 == " " || $0 == "," } ?? after.endIndex
            return String(written[..<wordEnd])
        }
    }

    /// `{do: move to 55,55 over 0.3s, note: a, b}`: the pieces after a comma are keys without
    /// a value. Reports a `do:` or `note:` cut at a comma, takes its pieces out of `pairs`, and
    /// returns the step's cut and whether the note was cut.
    mutating func reportCommaCuts(in pairs: inout [(key: Node, value: Node)],
                                  known: Set<String>?) -> (step: CommaCut?, isNoteCut: Bool) {
        var stepCut: CommaCut?
        var isNoteCut = false
        for field in ["do", "note"] {
            guard let at = pairs.firstIndex(where: { $0.key.text == field }) else { continue }
            let pieces = pairs[(at + 1)...].prefix { pair in
                pair.value.isNull && pair.key.text.map { !["do", "note"].contains($0) } ?? false
            }
            let keys = pieces.map(\.key)[...]
            let cut = field == "do"
                ? commaCutStep(pairs[at].value, followedBy: keys, known: known, firstMustFail: false)
                : commaCutNote(pairs[at].value, followedBy: keys)
            guard let cut else { continue }
            pairs.removeSubrange((at + 1)...(at + cut.pieces))
            if field == "do" {
                let note = pairs.contains { $0.key.text == "note" } ? ", note: …" : ""
                report("the comma in \(cut.around.quoted) ended the step inside {…}; quote it: "
                       + "{do: \(Self.doubleQuoted(cut.written))\(note)}", at: cut.comma)
                stepCut = cut
            } else {
                report("the comma in \(cut.around.quoted) ended the note inside {…}; quote it: "
                       + "note: \(Self.doubleQuoted(cut.written))", at: cut.comma)
                isNoteCut = true
            }
        }
        return (stepCut, isNoteCut)
    }

    /// The step `first` starts when the plain scalars after it (the items of a flow list, or
    /// the keys written without a value in a flow mapping) are the rest of it cut off at
    /// commas: pieces that start like a number (`55 over 0.3s`, `50`) and, put back, make a
    /// step that parses and names known items.
    ///
    /// - Parameter firstMustFail: whether `first` on its own must be a wrong step (in a
    ///   list, where `move to 5` and `6` could be two steps meant as written).
    func commaCutStep(_ first: Node, followedBy rest: ArraySlice<Node>, known: Set<String>?,
                      firstMustFail: Bool) -> CommaCut? {
        guard first.scalar?.style == .plain, let firstText = first.text else { return nil }
        if firstMustFail, isValidStep(firstText, known: known) { return nil }
        let pieces = rest.prefix { piece in
            guard piece.scalar?.style == .plain, let text = piece.text?.trimmingSpaces(),
                  let start = text.unicodeScalars.first else { return false }
            return start.properties.numericType != nil || start == "-" || start == "+" || start == "."
        }
        for count in stride(from: pieces.count, to: 0, by: -1) {
            let cut = commaCut(first, pieces.prefix(count))
            if isValidStep(cut.written, known: known) { return cut }
        }
        return nil
    }

    /// The note `first` starts when the plain keys written without a value after it are
    /// the rest of it: `{do: …, note: first, then drag}`.
    func commaCutNote(_ first: Node, followedBy rest: ArraySlice<Node>) -> CommaCut? {
        guard first.scalar?.style == .plain, first.text != nil else { return nil }
        let pieces = rest.prefix { $0.scalar?.style == .plain && $0.text != nil }
        return pieces.isEmpty ? nil : commaCut(first, pieces)
    }

    private func isValidStep(_ text: String, known: Set<String>?) -> Bool {
        guard let step = try? StepSyntax.parse(text) else { return false }
        switch step {
        case .press(let target), .move(to: let target, over: _):
            if case .item(let label) = target.target, let known { return known.contains(label) }
            return true
        default:
            return true
        }
    }

    /// The pieces put together as written when they are on one line; joined with commas otherwise.
    private func commaCut(_ first: Node, _ pieces: ArraySlice<Node>) -> CommaCut {
        let start = source.position(of: first)
        let texts = [first.text ?? ""] + pieces.map { $0.text ?? "" }
        if let last = pieces.last, case let end = source.position(of: last), end.line == start.line,
           let line = source.map.writtenText(from: start) {
            let length = max(0, end.column - start.column + (last.text ?? "").utf8.count)
            let written = String(decoding: line.prefix(length), as: UTF8.self)
            let comma = written.utf8.firstIndex(of: UInt8(ascii: ","))
                .map { written.utf8.distance(from: written.startIndex, to: $0) }
            var position = start
            position.column += comma ?? 0
            return CommaCut(written: written, pieces: pieces.count, comma: position)
        }
        return CommaCut(written: texts.joined(separator: ","), pieces: pieces.count, comma: start)
    }

    /// `"text"` with its quotes and backslashes escaped, to show how to quote it in YAML.
    static func doubleQuoted(_ text: String) -> String {
        var quoted = "\""
        for character in text {
            if character == "\"" || character == "\\" { quoted.append("\\") }
            quoted.append(character)
        }
        return quoted + "\""
    }
}
