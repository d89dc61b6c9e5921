import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Nothing a build writes names the builder's folders (issue 11, item 18): inputs
/// are named relative to the folder given, never by an absolute path. The terminal
/// keeps the path as typed.
@Suite struct PublishedPathTests {
    static let templates = CLI.root.appendingPathComponent("templates").path

    static let page = """
        # Guide

        ```board
        viewport: 200x200
        items: [A, B]
        steps: [press A, move to B, release]
        ```
        """

    /// A temporary folder `<tmp>/shuffleboard-tests-<UUID>/work/docs/guide.md`; the UUID is
    /// what an absolute path of it would show.
    static func tree() throws -> (root: URL, docs: URL) {
        let root = try CLI.temporaryDirectory()
        let docs = root.appendingPathComponent("work/docs")
        try FileManager.default.createDirectory(at: docs, withIntermediateDirectories: true)
        try page.write(to: docs.appendingPathComponent("guide.md"), atomically: true, encoding: .utf8)
        return (root, docs)
    }

    /// Every file under `folder` and its text.
    static func files(in folder: URL) throws -> [(String, String)] {
        let fm = FileManager.default
        let paths = fm.enumerator(atPath: folder.path)?.allObjects as? [String] ?? []
        return paths.compactMap { path in
            fm.contents(atPath: folder.appendingPathComponent(path).path).map { (path, String(decoding: $0, as: UTF8.self)) }
        }
    }

    @Test func aSiteBuiltFromAnAbsolutePathNamesItsInputsFromTheFolder() throws {
        let (root, docs) = try Self.tree()
        defer { try? FileManager.default.removeItem(at: root) }
        let out = root.appendingPathComponent("site")
        // Run from the package root: the inputs are nowhere below the current folder.
        let result = try CLI.run(["build", docs.path, "--out", out.path, "--templates", Self.templates])
        #expect(result.status == 0, "\(result.stderr)")
        let files = try Self.files(in: out)
        #expect(files.count > 5)
        let secret = root.lastPathComponent   // shuffleboard-tests-<UUID>
        for (path, text) in files {
            #expect(!text.contains(secret), "\(path) names the builder's folder")
            #expect(!text.contains(docs.path), "\(path) names the builder's folder")
        }
        let text = Dictionary(uniqueKeysWithValues: files)
        // The input is docs/guide.md: the folder's own name, then the path inside it.
        #expect(text["index.html"]?.contains("docs/guide.md") == true)
        #expect(text["guide.html"]?.contains("Board source (docs/guide.md, line 3)") == true)
        #expect(text["boards/guide/report.html"]?.contains("From docs/guide.md, line 3.") == true)
        #expect(text["boards/guide/trace.json"]?.contains("\"file\":\"docs/guide.md\",\"line\":3") == true)
    }

    @Test func traceNamesAFileGivenByAbsolutePathByItsName() throws {
        let (root, docs) = try Self.tree()
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try CLI.run(["trace", docs.appendingPathComponent("guide.md").path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("\"file\":\"guide.md\",\"line\":3"))
        #expect(!result.stdout.contains(root.lastPathComponent))
    }

    @Test func aPathClimbingOutOfTheCurrentFolderIsNamedFromTheFolderToo() throws {
        let (root, _) = try Self.tree()
        defer { try? FileManager.default.removeItem(at: root) }
        let elsewhere = root.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        let result = try CLI.run(["trace", "../work/docs"], in: elsewhere)
        #expect(result.stdout.contains("\"file\":\"docs/guide.md\",\"line\":3"), "\(result.stdout.prefix(300))")
        // A path below the current folder stays as typed.
        let local = try CLI.run(["trace", "work/docs"], in: root)
        #expect(local.stdout.contains("\"file\":\"work/docs/guide.md\",\"line\":3"))
    }

    @Test func diagnosticsKeepThePathAsTyped() throws {
        let (root, docs) = try Self.tree()
        defer { try? FileManager.default.removeItem(at: root) }
        try "```board\nitems: [A]\n```\n".write(to: docs.appendingPathComponent("bad.md"), atomically: true, encoding: .utf8)
        let result = try CLI.run(["trace", docs.path])
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix(docs.path + "/bad.md:1:1: error: missing required key 'viewport'"),
                "\(result.stderr)")
    }
}

extension PublishedPathTests {
    @Test func aMarkdownFileWhoseNameIsNotUTF8IsBuiltNotDropped() throws {
        let (root, docs) = try Self.tree()
        defer { try? FileManager.default.removeItem(at: root) }
        // "caf" + 0xE9 (é in Latin-1) + ".md": no String can hold the name.
        let name: [UInt8] = Array("\(docs.path)/caf".utf8) + [0xE9] + Array(".md".utf8) + [0]
        let fd = name.withUnsafeBufferPointer {
            $0.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_WRONLY | O_CREAT | O_EXCL, 0o644) }
        }
        try #require(fd >= 0)
        let text = Array("# Caf\n\n```board\nviewport: 100x100\nitems: [A]\n```\n".utf8)
        #expect(write(fd, text, text.count) == text.count)
        close(fd)
        let result = try CLI.run(["trace", "docs"], in: root.appendingPathComponent("work"))
        #expect(result.status == 0, "\(result.stderr)")
        // The byte that is not UTF-8 is shown as \xE9 (a JSON string holding a backslash).
        #expect(result.stdout.contains("\"file\":\"docs/caf\\\\xE9.md\",\"line\":3"), "\(result.stdout.prefix(400))")
        #expect(result.stdout.contains("\"file\":\"docs/guide.md\",\"line\":3"))
    }
}
