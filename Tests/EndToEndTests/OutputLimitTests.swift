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
    /// Version 2 writes each of those moves as an edit: the same board traces in a few MB.
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
        let result = try CLI.run(["trace", "--format-version", "1", "hold.md"], in: folder)
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("hold.md:1:1: error: the trace would be up to "), "\(result.stderr)")
        #expect(result.stderr.hasSuffix(" bytes with board 'hold', over the limit of 268435456 bytes per trace "
                                        + "(see docs/limits.md); nothing was written\n"))
        #expect(result.stderr.split(separator: "\n").count == 1)
        // Version 3 (the default; v2's edits): 100,000 labels in frame 0 and at the end, each move an edit.
        let v3 = try CLI.run(["trace", "hold.md"], in: folder)
        #expect(v3.status == 0, "\(v3.stderr)")
        #expect(v3.stdout.hasPrefix("{\"version\":3,\n") && v3.stdout.utf8.count < 20_000_000, "\(v3.stdout.utf8.count) bytes")
        #expect(v3.stdout.components(separatedBy: "\"orderEdit\":").count > 341)
        // SHUFFLEBOARD_TRACE_LIMIT sets another limit, as SHUFFLEBOARD_OUTPUT_LIMIT does a build's.
        let low = try CLI.run(["trace", "hold.md"], in: folder, environment: ["SHUFFLEBOARD_TRACE_LIMIT": "1000000"])
        #expect(low.status == 1 && low.stdout.isEmpty)
        #expect(low.stderr.hasSuffix(" bytes with board 'hold', over the limit of 1000000 bytes per trace "
                                     + "(see docs/limits.md); nothing was written\n"), "\(low.stderr)")
    }
}

/// The site's size is estimated from the computed boards before anything is rendered.
@Suite struct SiteEstimateTests {
    /// The board: a title of 1,000,000 bytes and 1,000 steps of one frame. Each of the
    /// 1,001 step SVGs carries the title in its `<title>`, and report.html holds them all again:
    /// 2 × 1,001 × 1,000,000 bytes, about 2 GB, over 1 GiB. It used to be rendered (2 GB in memory,
    /// a minute and a half in a debug build) and then refused; now it is refused before rendering.
    @Test func aSiteOverTheLimitIsRefusedBeforeItIsRendered() throws {
        let folder = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let steps = String(repeating: "  - wait 1 frame\n", count: 1_000)
        try ("```board\ntitle: " + String(repeating: "T", count: 1_000_000) + "\nid: long\nviewport: 300x300\n"
             + "items: [A, B, C]\nsteps:\n" + steps + "```\n")
            .write(to: folder.appendingPathComponent("long.md"), atomically: true, encoding: .utf8)
        let result = try CLI.run(["build", "long.md", "--out", "site"], in: folder)
        #expect(result.status == 1)
        let message = try #require(result.stderr.split(separator: "\n").first.map(String.init))
        #expect(result.stderr == message + "\n")
        let prefix = "site: error: the site would be about "
        let suffix = " bytes, over the limit of 1 GiB (1073741824 bytes) that a build writes; nothing was written"
        #expect(message.hasPrefix(prefix) && message.hasSuffix(suffix), "\(message)")
        let estimate = try #require(Int(message.dropFirst(prefix.count).dropLast(suffix.count)))
        #expect(estimate > 2 * 1_001 * 1_000_000)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("site").path))
    }

    /// `SHUFFLEBOARD_OUTPUT_LIMIT` sets the limit the estimate is held to: 100 steps with a title
    /// of 10,000 bytes are at least 2 × 101 × 10,000 = 2,020,000 bytes (the title in each step SVG
    /// and again in the report; 2,662,920 bytes are written), over 1 MiB, under 4 MiB.
    @Test func theEstimateKeepsToTheOutputLimitFromTheEnvironment() throws {
        let folder = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let steps = String(repeating: "  - wait 1 frame\n", count: 100)
        try ("```board\ntitle: " + String(repeating: "T", count: 10_000) + "\nid: long\nviewport: 300x300\n"
             + "items: [A, B, C]\nsteps:\n" + steps + "```\n")
            .write(to: folder.appendingPathComponent("long.md"), atomically: true, encoding: .utf8)
        let refused = try CLI.run(["build", "long.md", "--out", "site"], in: folder,
                                  environment: ["SHUFFLEBOARD_OUTPUT_LIMIT": "1048576"])
        #expect(refused.status == 1)
        #expect(refused.stderr.hasPrefix("site: error: the site would be about "), "\(refused.stderr)")
        #expect(refused.stderr.hasSuffix(" bytes, over the limit of 1 MiB (1048576 bytes) that a build writes; "
                                         + "nothing was written\n"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("site").path))
        let built = try CLI.run(["build", "long.md", "--out", "site"], in: folder,
                                environment: ["SHUFFLEBOARD_OUTPUT_LIMIT": "4194304"])
        #expect(built.status == 0, "\(built.stderr)")
    }

    /// 2,000 rows 44 points high (88,000 points of content) held at the bottom edge of a 667-point
    /// viewport for 120 s: at up to 12 points a frame the offset runs over nearly all of it, so the
    /// walkthrough, whose region spans every viewport position, draws nearly 2,000 items on each of
    /// the 7,200 frames of the hold and more: over 10,000,000 item-frames. Rendering it took 82 s and
    /// 1.7 GB (debug build) for a 38 MB site; it is refused once the board has run.
    @Test func aWalkthroughOverTheItemFramesLimitIsRefusedBeforeItIsRendered() throws {
        let folder = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try """
            ```board
            id: phone
            profile: snapshot-edge-scroll
            layout: list
            viewport: 375x667
            item-size: 375x44
            items: 2000
            steps:
              - press 180,20
              - move to bottom edge over 0.5s
              - hold 120s
              - release
            ```

            """.write(to: folder.appendingPathComponent("phone.md"), atomically: true, encoding: .utf8)
        let result = try CLI.run(["build", "phone.md", "--out", "site"], in: folder)
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("phone.md:1:1: error: the walkthrough of board 'phone' would draw "),
                "\(result.stderr)")
        #expect(result.stderr.hasSuffix(" item-frames, over the limit of 10000000 per board (see docs/limits.md); "
                                        + "nothing was written\n"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("site").path))
    }
}
