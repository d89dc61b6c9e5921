import Foundation
import Testing

/// `profiles:` as a user meets it: a wrong list stops the build with one precise message
/// and writes nothing; a right one builds a walkthrough per profile, and `build` and `check`
/// name the profile whose run misses `expect:`.
@Suite struct ProfilesCLITests {
    @Test func aProfileListedTwiceStopsTheBuildAndWritesNothing() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        // Markdown line 3 is the fence, so YAML line 2 ('profiles: …') is line 4; "profiles: [system, "
        // is 19 characters, so the second 'system' is at column 20.
        let md = """
            # Twice

            ```board
            viewport: 200x200
            profiles: [system, system]
            items: [A, B]
            ```
            """
        try md.write(to: dir.appendingPathComponent("twice.md"), atomically: true, encoding: .utf8)
        let out = dir.appendingPathComponent("site")
        let result = try CLI.run(["build", "twice.md", "--out", out.path, "--templates",
                                  CLI.root.appendingPathComponent("templates").path], in: dir)
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("twice.md:5:20: error: profiles: 'system' is listed twice (first at line 5, column 12)"),
                "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    @Test func severalProfilesBuildAWalkthroughEachAndCheckNamesTheProfile() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        // Drag A onto C and cancel: system animates the screen back, snapshot-hit-test keeps
        // its live moves (screen and data: [B, C, A]). 'expect' of the first order holds
        // under system only.
        let md = """
            # Two

            ```board
            id: two
            viewport: 200x200
            profiles: [system, snapshot-hit-test]
            items: [A, B, C]
            steps: [press A, move to C, cancel]
            expect:
              order: [[A, B, C]]
            ```
            """
        try md.write(to: dir.appendingPathComponent("two.md"), atomically: true, encoding: .utf8)
        let out = dir.appendingPathComponent("site")
        let build = try CLI.run(["build", "two.md", "--out", out.path, "--templates",
                                 CLI.root.appendingPathComponent("templates").path], in: dir)
        // The site is written, and the build fails at 'expect:' (YAML line 6: Markdown line 3 + 6 = 9),
        // naming the profile; system's run holds.
        #expect(build.status == 1)
        #expect(build.stderr.hasPrefix("two.md:9:1: error: expectation not met: board 'two' under profile "
            + "'snapshot-hit-test': expected final screen order [[A, B, C]], got [[B, C, A]]; the run shows it from frame "),
                "\(build.stderr)")
        #expect(build.stderr.filter { $0 == "\n" }.count == 1, "\(build.stderr)")
        for name in ["walkthrough.svg", "walkthrough-2.svg", "trace.json", "report.html"] {
            #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("boards/two/\(name)").path), "\(name)")
        }
        let check = try CLI.run(["check", "two.md"], in: dir)
        #expect(check.status == 1)
        // 'expect:' is YAML line 6: Markdown line 3 + 6 = 9.
        #expect(check.stderr.hasPrefix("two.md:9:1: error: board 'two': under profile 'snapshot-hit-test':"),
                "\(check.stderr)")
        #expect(!check.stderr.contains("under profile 'system'"))
    }
}
