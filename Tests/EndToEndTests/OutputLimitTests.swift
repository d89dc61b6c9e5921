import Foundation
import Testing

/// Output too large to write is refused before it is built (docs/limits.md): one diagnostic,
/// exit 1, nothing written.
@Suite struct OutputLimitTests {
    /// 100,000 rows 1 point high held at the bottom edge for 10 s: the screen order changes on
    /// nearly every one of the 600 frames of the hold, and the v1 trace writes the whole order each
    /// time: labels 1 to 100000 quoted are 9 × 3 + 90 × 4 + 900 × 5 + 9,000 × 6 + 90,000 × 7 + 8
    /// = 688,895 bytes, with 99,999 commas 788,894; 341 of them pass the 256 MiB (268,435,456 bytes)
    /// limit. The engine runs (a few seconds in a debug build); the trace is never built.
    @Test func aTraceOverTheLimitIsRefusedBeforeAnyOfItIsWritten() throws {
        let folder = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("hold.md")
        try """
            ```board
            id: hold
            profile: snapshot-edge-scroll
            layout: list
            viewport: 240x300
            item-size: 240x1
            items: 100000
            steps:
              - press 120,10
              - move to bottom edge over 0.5s
              - hold 10s
              - release
            ```

            """.write(to: file, atomically: true, encoding: .utf8)
        let result = try CLI.run(["trace", "hold.md"], in: folder)
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("hold.md:1:1: error: the trace would be up to "), "\(result.stderr)")
        #expect(result.stderr.hasSuffix(" bytes with board 'hold', over the limit of 268435456 bytes per trace "
                                        + "(see docs/limits.md); nothing was written\n"))
        #expect(result.stderr.split(separator: "\n").count == 1)
    }
}
