import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Symbolic links in an input folder are followed only where they stay inside the
/// files and folders named on the command line (issue 11, item 17): a link out is
/// an error naming the link and its target, and the file it leads to is not read.
@Suite struct InputLinkTests {
    static let templates = CLI.root.appendingPathComponent("templates").path

    /// A folder `docs` with `real.md`, and `outside/secret.md`, beside it.
    static func tree() throws -> URL {
        let dir = try CLI.temporaryDirectory()
        let fm = FileManager.default
        try fm.createDirectory(at: dir.appendingPathComponent("docs"), withIntermediateDirectories: true)
        try fm.createDirectory(at: dir.appendingPathComponent("outside"), withIntermediateDirectories: true)
        try "# Real\n".write(to: dir.appendingPathComponent("docs/real.md"), atomically: true, encoding: .utf8)
        try "# Secret\n\nTOKEN=s3cr3t\n".write(to: dir.appendingPathComponent("outside/secret.md"),
                                               atomically: true, encoding: .utf8)
        return dir
    }

    static func link(_ path: String, to target: String, in dir: URL) throws {
        try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent(path).path,
                                                   withDestinationPath: target)
    }

    /// build, trace and check on `docs` all fail with exactly `stderr`, and nothing is written.
    static func expectRefused(_ dir: URL, stderr: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        for command in [["build", "docs", "--out", "site", "--templates", templates], ["trace", "docs"],
                        ["check", "docs"]] {
            let result = try CLI.run(command, in: dir)
            #expect(result.status == 1, "\(command[0])", sourceLocation: sourceLocation)
            #expect(result.stderr == stderr, "\(command[0]): \(result.stderr)", sourceLocation: sourceLocation)
            #expect(!result.stdout.contains("s3cr3t"), sourceLocation: sourceLocation)
        }
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("site").path),
                sourceLocation: sourceLocation)
    }

    @Test func aLinkToAFileOutsideTheInputFolderIsRefusedAndNotRead() throws {
        let dir = try Self.tree()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Self.link("docs/env.md", to: "../outside/secret.md", in: dir)
        try Self.expectRefused(dir, stderr: "docs/env.md: error: is a symbolic link to ../outside/secret.md, outside "
            + "the input folder docs, and a build reads nothing outside the files and folders named on the command "
            + "line; copy the file into docs instead of linking to it\n")
    }

    #if os(Linux)
    @Test func aLinkToTheBuildsEnvironmentIsRefused() throws {
        let dir = try Self.tree()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Self.link("docs/env.md", to: "/proc/self/environ", in: dir)
        try Self.expectRefused(dir, stderr: "docs/env.md: error: is a symbolic link to /proc/self/environ, outside "
            + "the input folder docs, and a build reads nothing outside the files and folders named on the command "
            + "line; copy the file into docs instead of linking to it\n")
    }
    #endif

    @Test func aLinkToAFolderOutsideTheInputFolderIsRefused() throws {
        let dir = try Self.tree()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Self.link("docs/sub", to: "../outside", in: dir)
        try Self.expectRefused(dir, stderr: "docs/sub: error: is a symbolic link to ../outside, outside the input "
            + "folder docs, and a build reads nothing outside the files and folders named on the command line; "
            + "copy the folder into docs, or name it on the command line too\n")
    }

    @Test func linksThatLeadNowhereOrToAFIFOAreRefused() throws {
        let dir = try Self.tree()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Self.link("docs/a.md", to: "b.md", in: dir)
        try Self.link("docs/b.md", to: "a.md", in: dir)
        try Self.link("docs/gone.md", to: "missing.md", in: dir)
        #expect(mkfifo(dir.appendingPathComponent("docs/pipe.md").path, 0o600) == 0)
        // One line per problem, in the order of the names; reading the FIFO would block.
        try Self.expectRefused(dir, stderr: """
            docs/a.md: error: is a symbolic link to b.md, which leads to no file (it is missing, or the links loop)
            docs/b.md: error: is a symbolic link to a.md, which leads to no file (it is missing, or the links loop)
            docs/gone.md: error: is a symbolic link to missing.md, which leads to no file (it is missing, or the links loop)
            docs/pipe.md: error: is not a regular file (a FIFO, socket or device), so it is not read

            """)
    }

    @Test func linksInsideTheInputsAreFineAndFolderLinksAreNotFollowedTwice() throws {
        let dir = try Self.tree()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Self.link("docs/alias.md", to: "real.md", in: dir)     // a file inside: read, named after the link
        try Self.link("docs/loop", to: ".", in: dir)               // a folder containing it: not followed
        try Self.link("docs/sub", to: "../outside", in: dir)       // outside, but named on the command line too
        let result = try CLI.run(["build", "docs", "outside", "--out", "site", "--templates", Self.templates], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        let pages = try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("site").path)
            .filter { $0.hasSuffix(".html") }.sorted()
        // real and alias from docs, secret once (from outside, not again through docs/sub), the index.
        #expect(pages == ["alias.html", "index.html", "real.html", "secret.html"])
    }

    @Test func aFileNamedOnTheCommandLineMayBeALink() throws {
        let dir = try Self.tree()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Self.link("named.md", to: "outside/secret.md", in: dir)
        let result = try CLI.run(["trace", "named.md"], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
    }
}
