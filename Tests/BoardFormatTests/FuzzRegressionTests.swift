import Scenario
import Testing
@testable import BoardFormat

/// Inputs on which scripts/fuzz.sh (libFuzzer over PageParser) crashed the parser.
/// Each must parse or be rejected with diagnostics; none may trap.
@Suite struct FuzzRegressionTests {
    static let crashes: [(name: String, markdown: String)] = [
        // crash-530a5340…: "Double value cannot be converted to Int because the result would be
        // greater than Int.max" in WrittenDuration.ticks(fps:) (a duration of 1e23 s at 60 fps).
        // Same input as Corpus/62-limit-huge-durations.md.
        ("huge hold", """
            # Durations beyond any limit

            ```board
            viewport: 300x300
            press-duration: 1000s
            items: [A, B]
            steps:
              - press A
              - hold 99999999999999999999999s
              - hold 200000 frames
              - release
            ```
            """),
        ("huge move and wait", """
            ```board
            viewport: 300x300
            items: [A, B]
            steps:
              - wait 99999999999999999999999999999999999999ms
              - press A
              - move to B over 999999999999999999999999999999s
              - release
            ```
            """),
        ("huge press-duration", """
            ```board
            viewport: 300x300
            press-duration: 99999999999999999999999s
            fps: 999999999999999999
            items: [A, B]
            steps: [press A, release]
            ```
            """),
    ]

    @Test(arguments: crashes.map(\.name))
    func parsesOrReportsWithoutTrapping(name: String) {
        let markdown = Self.crashes.first { $0.name == name }!.markdown
        do {
            _ = try PageParser.parse(markdown: markdown, file: "fuzz.md")
        } catch {
            #expect(!error.diagnostics.isEmpty)
        }
    }
}
