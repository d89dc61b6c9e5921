import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Builds that change nothing write nothing (issue 15): a rebuild with the same output leaves the folder
/// alone (inodes and times), one that changes a board rewrites only the files whose bytes differ, and
/// `--merge` builds of different inputs into one folder keep each other's files. Real files in a temporary
/// folder, built the way a user builds (``CLI``).
@Suite struct UnchangedBuildTests {
    typealias Workspace = SiteWriterTests.Workspace

    /// One entry's identity and times, as `lstat` sees them.
    struct Identity: Equatable, CustomStringConvertible {
        var inode: UInt64
        var modified: String
        var changed: String
        var description: String { "inode \(inode), mtime \(modified), ctime \(changed)" }
    }

    /// Every entry under `path`, the folder itself as `.` (hidden entries too), by path.
    static func identities(_ space: Workspace, _ path: String = "site") -> [String: Identity] {
        let root = space.url(path).path
        let entries = ["."] + ((space.fm.enumerator(atPath: root)?.allObjects as? [String]) ?? [])
        var result: [String: Identity] = [:]
        for entry in entries {
            var info = stat()
            guard lstat(root + "/" + entry, &info) == 0 else { continue }
            result[entry] = Identity(inode: UInt64(info.st_ino),
                                     modified: "\(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)",
                                     changed: "\(info.st_ctim.tv_sec).\(info.st_ctim.tv_nsec)")
        }
        return result
    }

    /// The bytes of every file under `site`, by path.
    static func contents(_ space: Workspace, _ path: String = "site") -> [String: Data] {
        let root = space.url(path).path
        var result: [String: Data] = [:]
        for entry in (space.fm.enumerator(atPath: root)?.allObjects as? [String]) ?? [] {
            var isFolder: ObjCBool = false
            if space.fm.fileExists(atPath: root + "/" + entry, isDirectory: &isFolder), !isFolder.boolValue {
                result[entry] = space.fm.contents(atPath: root + "/" + entry)
            }
        }
        return result
    }

    // MARK: Nothing changed

    @Test func aSecondBuildWithNoChangeLeavesEveryInodeAndTimeAsItWas() throws {
        let space = try Workspace()
        defer { space.remove() }
        try space.board("alpha")
        try space.board("sub/beta")
        #expect(try space.build().status == 0)
        try space.write("site/mine.txt", "mine\n")
        let before = Self.identities(space)
        #expect(before.count > 20)
        usleep(20_000)   // so that a rewritten file would show a later time, not only another inode

        let result = try space.build(["in", "-v"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Nothing changed: site/ left as it was\n"), "\(result.stdout)")
        let after = Self.identities(space)
        #expect(Set(after.keys) == Set(before.keys))
        for (path, identity) in before {
            #expect(after[path] == identity, "\(path): was \(identity), now \(after[path].map(\.description) ?? "gone")")
        }
        #expect(try space.leftovers().isEmpty)
    }

    @Test func aFragmentRebuildWithNoChangeWritesNothingEither() throws {
        let space = try Workspace()
        defer { space.remove() }
        try space.board("alpha")
        #expect(try space.build(["in", "--fragment"]).status == 0)
        let before = Self.identities(space)
        let result = try space.build(["in", "--fragment", "-v"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Nothing changed"), "\(result.stdout)")
        #expect(Self.identities(space) == before)
    }

    // MARK: One board changed

    @Test func changingOneBoardRewritesOnlyTheFilesWhoseBytesDiffer() throws {
        let space = try Workspace()
        defer { space.remove() }
        for name in ["alpha", "beta", "gamma"] { try space.board(name) }
        #expect(try space.build().status == 0)
        try space.write("site/mine.txt", "mine\n")
        let before = Self.identities(space), oldBytes = Self.contents(space)
        usleep(20_000)

        try space.board("beta", moves: 3)
        let result = try space.build(["in", "-v"])
        #expect(result.status == 0, "\(result.stderr)")
        let after = Self.identities(space)
        let newBytes = Self.contents(space).filter { $0.key != "mine.txt" && $0.key != ".shuffleboard-manifest" }
        // The rebuilt site is what a build into an empty folder makes.
        #expect(try space.build(out: "fresh").status == 0)
        #expect(space.snapshot().filter { !$0.hasPrefix("mine.txt ") } == space.snapshot("fresh"))
        // A file whose bytes are the same is the same file, untouched; one whose bytes differ is new.
        var rewritten: [String] = []
        for (path, bytes) in newBytes {
            guard let old = oldBytes[path] else { rewritten.append(path); continue }
            let oldFile = try #require(before[path]), newFile = try #require(after[path])
            if old == bytes {
                #expect(newFile.inode == oldFile.inode && newFile.modified == oldFile.modified,
                        "\(path) has the same bytes but was rewritten")
            } else {
                #expect(newFile.inode != oldFile.inode, "\(path) changed in place, not replaced")
                rewritten.append(path)
            }
        }
        // Beta's page and board changed (one more step: step-04.svg is new); alpha's and gamma's did not.
        #expect(rewritten.contains("boards/beta/walkthrough.svg") && rewritten.contains("boards/beta/step-04.svg"))
        #expect(rewritten.contains("beta.html"))
        #expect(!rewritten.contains { $0.contains("alpha") || $0.contains("gamma") }, "\(rewritten.sorted())")
        #expect(newBytes.keys.filter { $0.contains("alpha") || $0.contains("gamma") }.count >= 14)
        // (Its change time is the link's: the swap hard-links every file it keeps.)
        #expect(after["mine.txt"]?.inode == before["mine.txt"]?.inode)
        #expect(after["mine.txt"]?.modified == before["mine.txt"]?.modified)
        #expect(result.stdout.contains("Files: 1 added, \(rewritten.count - 1) changed, 0 removed, "
            + "\(newBytes.count - rewritten.count) as they were\n"), "\(result.stdout)")
        #expect(try space.leftovers().filter { $0 != "fresh" }.isEmpty)
    }

    @Test func removingABoardRemovesOnlyItsFiles() throws {
        let space = try Workspace()
        defer { space.remove() }
        for name in ["alpha", "beta"] { try space.board(name) }
        #expect(try space.build().status == 0)
        let before = Self.identities(space)
        try space.fm.removeItem(at: space.url("in/beta.md"))
        let result = try space.build(["in", "-v"])
        #expect(result.status == 0, "\(result.stderr)")
        let after = Self.identities(space)
        #expect(!after.keys.contains { $0.contains("beta") })
        for path in ["alpha.html", "boards/alpha/walkthrough.svg", "boards/alpha/trace.json"] {
            #expect(after[path]?.inode == before[path]?.inode, "\(path)")
        }
        #expect(result.stdout.contains(" removed,"))
    }

    @Test func aFileOfTheBuildsThatWasEditedOrDeletedIsWrittenAgain() throws {
        let space = try Workspace()
        defer { space.remove() }
        try space.board("alpha")
        #expect(try space.build().status == 0)
        let built = space.snapshot()
        try space.write("site/boards/alpha/walkthrough.svg", "<svg/>")
        try space.fm.removeItem(at: space.url("site/boards/alpha/trace.json"))
        // Same size, other bytes: read, not only compared by size.
        let report = space.url("site/boards/alpha/report.html")
        var bytes = try Data(contentsOf: report)
        bytes[bytes.count / 2] ^= 0x01
        try bytes.write(to: report)

        let result = try space.build(["in", "-v"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Files: 1 added, 2 changed, 0 removed,"), "\(result.stdout)")
        #expect(space.snapshot() == built)
    }

    // MARK: Failing midway

    @Test func aRebuildOfOneBoardFailingWhileWritingLeavesThePreviousSiteAsItWas() throws {
        let space = try Workspace()
        defer { space.remove() }
        for name in ["alpha", "beta"] { try space.board(name) }
        #expect(try space.build().status == 0)
        let before = space.snapshot(), identities = Self.identities(space)
        // As in SiteWriterTests: a limit on the size of a file makes write(2) fail (EFBIG) on beta's new
        // walkthrough, after other changed files were written into the staging folder.
        try space.board("beta", moves: 6)
        let result = try CLI.run(executable: URL(fileURLWithPath: "/bin/sh"),
                                 ["-c", "trap '' XFSZ; ulimit -f 16; exec \"$0\" \"$@\"", CLI.binary.path,
                                  "build", "in", "--out", "site", "--templates", SiteWriterTests.templates],
                                 in: space.dir)
        #expect(result.status == 1)
        #expect(result.stderr.contains(": error: cannot write: "), "\(result.stderr)")
        #expect(result.stderr.hasSuffix("; site was left as it was\n"), "\(result.stderr)")
        #expect(space.snapshot() == before)
        #expect(Self.identities(space).mapValues(\.inode) == identities.mapValues(\.inode))
        #expect(try space.leftovers().isEmpty)
    }

    @Test func aRebuildOfSomeBoardsKilledMidwayLeavesEitherThePreviousSiteOrTheNewOne() throws {
        let space = try Workspace()
        defer { space.remove() }
        let names = (1...12).map { "board-\($0)" }
        let changing = Set(names.filter { Int($0.dropFirst(6))! % 3 == 0 })
        for name in names { try space.board(name, moves: changing.contains(name) ? 6 : 4) }
        #expect(try space.build(out: "site-b").status == 0)
        for name in names { try space.board(name, moves: 4) }
        #expect(try space.build(out: "site-a").status == 0)
        let siteA = space.snapshot("site-a"), siteB = space.snapshot("site-b")
        #expect(siteA != siteB)
        try space.fm.removeItem(at: space.url("site-a"))
        try space.fm.removeItem(at: space.url("site-b"))

        var outcomes: [String] = []
        for delay in [0, 0.001, 0.005, 0.02, 0.1] as [Double] {
            for name in names { try space.board(name, moves: 4) }
            #expect(try space.build().status == 0)
            #expect(space.snapshot() == siteA)
            for name in changing { try space.board(name, moves: 6) }
            let process = try space.startBuild()
            let staging = space.url(".site.staging-\(process.processIdentifier)").path
            while process.isRunning && !space.fm.fileExists(atPath: staging) { usleep(100) }
            usleep(UInt32(delay * 1_000_000))
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            process.waitUntilExit()
            let after = space.snapshot()
            #expect(after == siteA || after == siteB, "killed \(delay)s after staging began: a mixed site")
            outcomes.append(after == siteA ? "A" : after == siteB ? "B" : "mixed")
        }
        print("killed partial rebuilds left: \(outcomes.joined(separator: " "))")
        #expect(try space.build().status == 0)
        #expect(space.snapshot() == siteB)
        #expect(try space.leftovers().isEmpty)
    }

    /// An output folder that is a mount point is updated in place (it cannot trade places with another):
    /// there too, an unchanged rebuild touches nothing and a changed one replaces only the changed files.
    @Test(.enabled(if: OutputFolderTests.canMount))
    func anOutputFolderUpdatedInPlaceRewritesOnlyWhatChanged() throws {
        let space = try Workspace()
        defer { space.remove() }
        try space.board("alpha")
        try space.board("beta")
        try space.fm.createDirectory(at: space.url("site"), withIntermediateDirectories: true)
        let result = try OutputFolderTests.inMountNamespace("""
            mount -t tmpfs none site || exit 99
            "$SB" build in --out site --templates "$TEMPLATES" > /dev/null 2>&1 || exit 1
            find site -printf '%i %T@ %C@ %p\n' | LC_ALL=C sort -k4 > first.txt
            sleep 0.02
            "$SB" build in --out site --templates "$TEMPLATES" -v > out2.txt 2>&1 || exit 2
            find site -printf '%i %T@ %C@ %p\n' | LC_ALL=C sort -k4 > second.txt
            sed -i 's/move to B, move to C, release/move to B, move to C, move to D, release/' in/alpha.md
            "$SB" build in --out site --templates "$TEMPLATES" > out3.txt 2>&1 || exit 3
            find site -type f -printf '%i %T@ %p\n' | LC_ALL=C sort -k3 > third.txt
            """, in: space)
        #expect(result.status == 0, "\(result.stderr)")
        let first = try String(contentsOf: space.url("first.txt"), encoding: .utf8)
        #expect(first.split(separator: "\n").count > 20)
        #expect(try String(contentsOf: space.url("second.txt"), encoding: .utf8) == first)
        #expect(try String(contentsOf: space.url("out2.txt"), encoding: .utf8).contains("Nothing changed"))
        // Beta's files are the same files; alpha's walkthrough is a new one.
        let before = Dictionary(uniqueKeysWithValues: first.split(separator: "\n").map { line in
            let parts = line.split(separator: " ")
            return (String(parts[3]), "\(parts[0]) \(parts[1])")
        })
        let after = Dictionary(uniqueKeysWithValues: try String(contentsOf: space.url("third.txt"), encoding: .utf8)
            .split(separator: "\n").map { line in
                let parts = line.split(separator: " ")
                return (String(parts[2]), "\(parts[0]) \(parts[1])")
            })
        for path in after.keys where path.contains("/boards/beta/") {
            #expect(after[path] == before[path], "\(path)")
        }
        #expect(after["site/boards/alpha/walkthrough.svg"] != before["site/boards/alpha/walkthrough.svg"])
        #expect(after.keys.contains("site/boards/alpha/step-05.svg"))
    }

    // MARK: --merge

    @Test func mergeBuildsOfDifferentPagesKeepEachOthersBoards() throws {
        let space = try Workspace()
        defer { space.remove() }
        try space.board("alpha")
        try space.board("beta")
        try space.board("gamma")
        let alpha = try space.build(["in/alpha.md", "--fragment", "--merge"])
        #expect(alpha.status == 0, "\(alpha.stderr)")
        let beta = try space.build(["in/beta.md", "--fragment", "--merge", "-v"])
        #expect(beta.status == 0, "\(beta.stderr)")
        #expect(space.fm.fileExists(atPath: space.url("site/boards/alpha/figure.html").path))
        #expect(space.fm.fileExists(atPath: space.url("site/boards/beta/figure.html").path))
        #expect(beta.stdout.contains("of other inputs kept"), "\(beta.stdout)")
        // Without --merge, the same build removes alpha's board, as it always did.
        let plain = try space.build(["in/beta.md", "--fragment"], out: "plain")
        #expect(plain.status == 0)
        #expect(!space.fm.fileExists(atPath: space.url("plain/boards/alpha").path))

        // Alpha's page now holds gamma instead of alpha: its build removes its own old board, keeps beta's.
        try space.fm.removeItem(at: space.url("in/alpha.md"))
        try space.board("alpha", id: "gamma2")
        let again = try space.build(["in/alpha.md", "--fragment", "--merge"])
        #expect(again.status == 0, "\(again.stderr)")
        #expect(!space.fm.fileExists(atPath: space.url("site/boards/alpha").path))
        #expect(space.fm.fileExists(atPath: space.url("site/boards/gamma2/figure.html").path))
        #expect(space.fm.fileExists(atPath: space.url("site/boards/beta/figure.html").path))

        // Merge builds that change nothing write nothing, taking turns too (both write shuffleboard.css).
        let before = Self.identities(space)
        #expect(try space.build(["in/beta.md", "--fragment", "--merge", "-v"]).stdout.contains("Nothing changed"))
        #expect(try space.build(["in/alpha.md", "--fragment", "--merge", "-v"]).stdout.contains("Nothing changed"))
        #expect(Self.identities(space) == before)

        // The manifest lists every file in the folder, under the key of the build that wrote it.
        let manifest = try space.manifest()
        let headings = manifest.filter { $0.hasPrefix("/input ") }
        #expect(headings.count == 2, "\(manifest)")
        #expect(Set(manifest.filter { !$0.hasPrefix("/") }) == Set(space.files()))

        // A build without --merge owns the whole folder again: beta's files go.
        let whole = try space.build(["in/alpha.md", "--fragment"])
        #expect(whole.status == 0)
        #expect(!space.fm.fileExists(atPath: space.url("site/boards/beta").path))
        #expect(try space.manifest().allSatisfy { !$0.hasPrefix("/") })
        #expect(try space.build(["in/alpha.md", "--fragment"], out: "alone").status == 0)
        #expect(space.snapshot() == space.snapshot("alone"))
    }

    @Test func aMergeBuildStillKeepsTheUsersFilesAndRefusesToReplaceThem() throws {
        let space = try Workspace()
        defer { space.remove() }
        try space.board("alpha")
        try space.board("beta")
        #expect(try space.build(["in/alpha.md", "--fragment", "--merge"]).status == 0)
        try space.write("site/CNAME", "example.com\n")
        try space.write("site/boards/beta/figure.html", "<p>mine</p>\n")
        let before = space.snapshot()
        let refused = try space.build(["in/beta.md", "--fragment", "--merge"])
        #expect(refused.status == 1)
        #expect(refused.stderr.hasPrefix("site/boards/beta/figure.html: error: the build would replace this"),
                "\(refused.stderr)")
        #expect(space.snapshot() == before)
        try space.fm.removeItem(at: space.url("site/boards/beta/figure.html"))
        #expect(try space.build(["in/beta.md", "--fragment", "--merge"]).status == 0)
        #expect(space.fm.contents(atPath: space.url("site/CNAME").path) == Data("example.com\n".utf8))
        #expect(space.fm.fileExists(atPath: space.url("site/boards/alpha/figure.html").path))
    }
}
