import Foundation
import Testing

/// docs/commands.md and the README's picture are made by the tool (`scripts/generated-docs.py`):
/// the help of every command, and `render examples/grid-reorder.md --svg`. A change to an option's
/// help, or to how a walkthrough is drawn, that is not followed by running the script leaves them
/// stale; this fails then, naming the file, the line and the script to run.
@Suite struct GeneratedDocsTests {
    @Test func commandsPageAndReadmePictureAreWhatTheBinaryMakes() throws {
        let result = try CLI.run(executable: URL(fileURLWithPath: "/usr/bin/python3"),
                                 ["scripts/generated-docs.py", "--check", "--binary", CLI.binary.path])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("docs/commands.md is what the binary makes"), "\(result.stdout)")
        #expect(result.stdout.contains("docs/images/grid-reorder.svg is what the binary makes"), "\(result.stdout)")
    }
}
