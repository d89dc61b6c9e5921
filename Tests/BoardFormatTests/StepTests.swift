import Scenario
import CollectionLayout
import ReorderEngine
import Testing
@testable import BoardFormat

@Suite struct StepTests {
    /// A board whose fence is on line 3 and whose first step is on Markdown line 7.
    static func document(steps: [String]) -> String {
        """
        # Title

        ```board
        viewport: 100x100
        items: [A, B]
        steps:
        \(steps.map { "  - \($0)" }.joined(separator: "\n"))
        ```
        """
    }

    @Test func unknownItemPointsAtTheLabel() throws {
        // "  - press Z": the step starts at column 5, Z at column 11.
        let plain = try onlyDiagnostic(of: Self.document(steps: ["press Z"]))
        expectDiagnostic(plain, "unknown item 'Z' in 'press Z'", line: 7, column: 11)
        // "  - \"press Z\"": the quote is column 5, so Z is column 12.
        let quoted = try onlyDiagnostic(of: Self.document(steps: ["\"press Z\""]))
        expectDiagnostic(quoted, "unknown item 'Z' in 'press Z'", line: 7, column: 12)
    }

    @Test func columnsCountUTF8Bytes() throws {
        // "  - {note: \"é\", do: press Z}": é takes 2 bytes, so Z is byte column 28 (character 27).
        let diagnostic = try onlyDiagnostic(of: Self.document(steps: ["{note: \"é\", do: press Z}"]))
        expectDiagnostic(diagnostic, "unknown item 'Z' in 'press Z'", line: 7, column: 28)
    }

    @Test func badDurationPointsAtTheDuration() {
        // "  - move to B over 5 parsecs": '5' is column 20. "  - hold 0s": '0s' is column 10.
        let found = diagnostics(of: Self.document(steps: ["press A", "move to B over 5 parsecs", "hold 0s"]))
        #expect(found.count == 2)
        guard found.count == 2 else { return }
        expectDiagnostic(found[0], "expected a duration like 0.4s, 400ms or 24 frames, found '5 parsecs' "
                         + "in 'move to B over 5 parsecs'", line: 8, column: 20)
        expectDiagnostic(found[1], "a duration must be greater than 0, found '0s' in 'hold 0s'", line: 9, column: 10)
    }

    @Test func unknownVerbSuggestsTheClosestVerb() {
        let found = diagnostics(of: Self.document(steps: ["jump B", "pres B"]))
        #expect(found.count == 2)
        guard found.count == 2 else { return }
        expectDiagnostic(found[0], "unknown step 'jump' in 'jump B'; expected press, move to, move by, hold, "
                         + "wait, release or cancel", line: 7, column: 5)
        expectDiagnostic(found[1], "unknown step 'pres' in 'pres B'; did you mean 'press'?", line: 8, column: 5)
    }

    @Test func fingerMustBeDownToMoveAndUpToPress() {
        let found = diagnostics(of: Self.document(steps: [
            "move to B", "hold 1s", "press A", "press B", "release", "cancel",
        ]))
        #expect(found.count == 3)
        guard found.count == 3 else { return }
        expectDiagnostic(found[0], "'move to B' needs a finger down; start with 'press'", line: 7, column: 5)
        expectDiagnostic(found[1], "'press B' while a finger is already down; 'release' or 'cancel' it first",
                         line: 10, column: 5)
        expectDiagnostic(found[2], "'cancel' needs a finger down; start with 'press'", line: 12, column: 5)
    }

    @Test func stepMappingsTakeDoAndNote() {
        let found = diagnostics(of: Self.document(steps: ["{do: press A, nte: x}", "{note: x}", "[press A]"]))
        #expect(found.map(\.message) == [
            "unknown key 'nte' in a step; expected do or note; did you mean 'note'?",
            "steps: a step mapping needs 'do', like {do: press B, note: …}",
            "steps: expected a step like 'press B' or {do: press B, note: …}, found a list",
        ])
        // "  - {do: press A, nte: x}": 'nte' is column 19; the other two start at column 5.
        #expect(found.map { [$0.position.line, $0.position.column] } == [[7, 19], [8, 5], [9, 5]])
    }

    @Test func aCommaThatCutsAStepInAFlowListIsReportedOnce() throws {
        // "steps: [press 1, move by 0,50]": "move by 0" starts at column 18, its comma is column 27.
        // YAML reads the steps 'move by 0' and '50'; put together they are the step meant.
        let diagnostic = try onlyDiagnostic(of: "```board\nviewport: 1x1\nitems: 1\nsteps: [press 1, move by 0,50]\n```\n")
        expectDiagnostic(diagnostic, "the comma in 'move by 0,50' ended the step in a [flow, list]; quote it: "
                         + "\"move by 0,50\", or write one '- step' per line", line: 4, column: 27)
        // Two steps meant as written are not put together: 'move to 5' names an item, so '6' is a wrong step.
        let separate = try onlyDiagnostic(of: "```board\nviewport: 1x1\nitems: 6\nsteps: [press 1, move to 5, 6]\n```\n")
        #expect(separate.message.hasPrefix("unknown step '6' in '6'"))
    }

    @Test func aCommaThatCutsAStepInAFlowMappingIsReportedOnce() throws {
        // Line 6, "  - {do: move to 55,55 over 0.3s, note: drag}": '{' is column 5, "move to 55" starts at
        // column 10, its comma at 20. YAML reads a step 'move to 55' and a key '55 over 0.3s'.
        let diagnostic = try onlyDiagnostic(of: """
            ```board
            viewport: 100x100
            items: [A, B]
            steps:
              - press A
              - {do: move to 55,55 over 0.3s, note: drag}
              - release
            ```
            """)
        expectDiagnostic(diagnostic, "the comma in 'move to 55,55' ended the step inside {…}; quote it: "
                         + "{do: \"move to 55,55 over 0.3s\", note: …}", line: 6, column: 20)
        // A note cut at a comma: "steps: [press A, {do: release, note: then, we drop it}]" — '{' at 18,
        // "release" 23–29, ", " 30–31, "note: " 32–37, "then" 38–41, its comma at 42.
        let note = try onlyDiagnostic(of: "```board\nviewport: 100x100\nitems: [A, B]\n"
                                      + "steps: [press A, {do: release, note: then, we drop it}]\n```\n")
        expectDiagnostic(note, "the comma in 'then, we' ended the note inside {…}; quote it: "
                         + "note: \"then, we drop it\"", line: 4, column: 42)
    }

    @Test func grammarOfEveryVerb() throws {
        #expect(try StepSyntax.parse("press B") == .press(WrittenTarget(target: .item("B"), offset: 6)))
        #expect(try StepSyntax.parse("press Item 3") == .press(WrittenTarget(target: .item("Item 3"), offset: 6)))
        #expect(try StepSyntax.parse("press 120, 300")
                == .press(WrittenTarget(target: .point(Point(x: 120, y: 300)), offset: 6)))
        #expect(try StepSyntax.parse("move to left edge")
                == .move(to: WrittenTarget(target: .edge(.left), offset: 8), over: .seconds(0.25)))
        #expect(try StepSyntax.parse("move to Top Edge over 24 frames")
                == .move(to: WrittenTarget(target: .edge(.top), offset: 8), over: .frames(24)))
        #expect(try StepSyntax.parse("move by 0,-120 over 400ms") == .moveBy(dx: 0, dy: -120, over: .seconds(0.4)))
        #expect(try StepSyntax.parse("hold 1.5s") == .hold(.seconds(1.5)))
        #expect(try StepSyntax.parse("release") == .release)
        #expect(try StepSyntax.parse("  cancel ") == .cancel)
    }

    @Test(arguments: [
        ("press", "'press' needs a target: an item label, a point like 120,300, or top edge, bottom edge, "
            + "left edge or right edge", 0),
        ("press 12,x", "expected a point like 120,300, found '12,x' in 'press 12,x'", 6),
        ("move to middle edge", "unknown edge 'middle edge' in 'move to middle edge'; expected top edge, "
            + "bottom edge, left edge or right edge", 8),
        ("move B", "expected 'move to TARGET' or 'move by DX,DY', found 'move B'", 5),
        ("move to", "'move to' needs a target: an item label, a point like 120,300, or top edge, bottom edge, "
            + "left edge or right edge", 5),
        ("move to B over", "expected a duration like 0.4s, 400ms or 24 frames after 'over' in 'move to B over'", 10),
        ("hold", "'hold' needs a duration like 0.4s, 400ms or 24 frames", 0),
        ("release now", "'release' takes nothing after it, found 'now' in 'release now'", 8),
        ("", "expected a step like 'press B', found nothing", 0),
    ])
    func grammarErrors(text: String, message: String, offset: Int) {
        #expect(throws: StepSyntaxError(message: message, offset: offset)) { try StepSyntax.parse(text) }
    }
}
