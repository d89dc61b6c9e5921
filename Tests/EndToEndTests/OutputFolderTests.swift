import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The output folder's edge cases that lost user files (issue 11, items 1-4 and 19, and the kept folders'
/// owner and times of item 20): names in other normalisations or not UTF-8 at all, mount points, a file
/// saved while the build runs, an overlayfs lower layer. Run the way a user runs it (``CLI``); the mounts
/// are made in a private mount namespace (`unshare -m`) that ends with the test.
@Suite struct OutputFolderTests {
    typealias Workspace = SiteWriterTests.Workspace

    // MARK: Names as bytes

    @Test func aUsersFileNamedLikeOneOfTheBuildsInAnotherNormalisationSurvives() throws {
        let space = try Workspace()
        defer { space.remove() }
        // The page `é.html` is written from `in/é.md`, NFC: é is U+00E9, bytes C3 A9.
        try space.board("\u{E9}", id: "accent")
        #expect(try space.build().status == 0)
        let nfc: [UInt8] = [0xC3, 0xA9] + Array(".html".utf8)
        #expect(try Self.names(space.url("site")).contains(nfc))
        // The user's `é.html` in NFD: e (65) and U+0301 (CC 81). Another file on Linux; Swift's String
        // equality takes the two names for one.
        let nfd: [UInt8] = [0x65, 0xCC, 0x81] + Array(".html".utf8)
        try Self.create(space.url("site"), nfd, "<p>mine, decomposed</p>\n")

        let result = try space.build()
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try Self.contents(space.url("site"), nfd) == "<p>mine, decomposed</p>\n")
        #expect(try Self.names(space.url("site")).contains(nfc))
        // Built again without the page: the build's NFC page goes, the user's NFD file stays.
        try space.fm.removeItem(at: space.url("in/\u{E9}.md"))
        try space.board("other")
        #expect(try space.build().status == 0)
        let names = try Self.names(space.url("site"))
        #expect(!names.contains(nfc) && names.contains(nfd))
        #expect(try Self.contents(space.url("site"), nfd) == "<p>mine, decomposed</p>\n")
    }

    @Test func namesThatAreNotUTF8AreCarriedOverWithTheirContents() throws {
        let space = try Workspace()
        defer { space.remove() }
        try space.board("alpha")
        #expect(try space.build().status == 0)
        // Latin-1 `café.txt` (E9 alone is not UTF-8) and a folder `déjà/` (E9, E0) with a file in it.
        let cafe = Array("caf".utf8) + [0xE9] + Array(".txt".utf8)
        let deja: [UInt8] = [0x64, 0xE9, 0x6A, 0xE0]
        try Self.create(space.url("site"), cafe, "latin-1\n")
        #expect(mkdir(Self.path(space.url("site"), deja), 0o755) == 0)
        try Self.create(space.url("site"), deja + [0x2F] + Array("inside.txt".utf8), "in a latin-1 folder\n")

        try space.board("alpha", moves: 3)
        let result = try space.build()
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try Self.contents(space.url("site"), cafe) == "latin-1\n")
        #expect(try Self.contents(space.url("site"), deja + [0x2F] + Array("inside.txt".utf8))
            == "in a latin-1 folder\n")
        #expect(space.fm.fileExists(atPath: space.url("site/boards/alpha/step-05.svg").path))
    }

    /// An output folder whose name takes all 255 bytes a name may have: its staging folder beside it cannot
    /// be called `.NAME.staging-<pid>`, so it is named from the first 180 bytes and a hash.
    @Test func anOutputFolderWithTheLongestNameBuildsAndRebuilds() throws {
        let space = try Workspace()
        defer { space.remove() }
        try space.board("alpha")
        let out = String(repeating: "\u{E9}", count: 127) + "s"   // 127 × 2 bytes + 1 = 255 bytes
        #expect(out.utf8.count == 255)
        let first = try space.build(out: out)
        #expect(first.status == 0, "\(first.stderr)")
        try space.write("\(out)/mine.txt", "mine\n")
        try space.board("alpha", moves: 3)
        let second = try space.build(out: out)
        #expect(second.status == 0, "\(second.stderr)")
        #expect(space.fm.fileExists(atPath: space.url("\(out)/boards/alpha/step-05.svg").path))
        #expect(space.fm.contents(atPath: space.url("\(out)/mine.txt").path) == Data("mine\n".utf8))
        #expect(try space.fm.contentsOfDirectory(atPath: space.dir.path).sorted() == ["in", out].sorted())
    }

    // MARK: A file saved while the build runs

    /// An editor saves `site/notes.txt` (a new file renamed over it) or deletes it while the build writes the
    /// new site, after the build carried the old one over. The saved content, or the deletion, must stand.
    @Test(arguments: ["save", "delete"])
    func aUsersFileChangedWhileTheBuildWritesEndsUpAsTheUserLeftIt(change: String) throws {
        let space = try Workspace()
        defer { space.remove() }
        // Many boards, so that writing the new site takes a while after the user's files are carried over.
        let names = (1...20).map { "board-\($0)" }
        for name in names { try space.board(name, moves: 5) }
        #expect(try space.build().status == 0)

        var landed = false
        for attempt in 1...8 where !landed {
            try space.write("site/notes.txt", "before \(attempt)\n")
            for name in names { try space.board(name, moves: 5 + attempt % 2) }
            let process = try space.startBuild()
            // The build has carried the notes over once its staging folder holds them.
            let carried = space.url(".site.staging-\(process.processIdentifier)/notes.txt").path
            while process.isRunning && !space.fm.fileExists(atPath: carried) { usleep(50) }
            var before = stat()
            _ = stat(space.url("site").path, &before)
            if change == "save" {
                try space.write("site/.notes.txt.swp", "saved \(attempt)\n")
                #expect(rename(space.url("site/.notes.txt.swp").path, space.url("site/notes.txt").path) == 0)
            } else {
                #expect(unlink(space.url("site/notes.txt").path) == 0)
            }
            // Whether the change landed before the swap (in the old tree): the output folder was still the
            // same folder. If the build was faster, try again.
            var after = stat()
            _ = stat(space.url("site").path, &after)
            landed = process.isRunning && before.st_ino == after.st_ino
            process.waitUntilExit()
            #expect(process.terminationStatus == 0)
            if change == "save" {
                #expect(space.fm.contents(atPath: space.url("site/notes.txt").path)
                    == Data("saved \(attempt)\n".utf8), "attempt \(attempt)")
                #expect(!space.fm.fileExists(atPath: space.url("site/.notes.txt.swp").path))
            } else {
                #expect(!space.fm.fileExists(atPath: space.url("site/notes.txt").path), "attempt \(attempt)")
            }
            #expect(try space.leftovers().isEmpty)
        }
        #expect(landed, "no attempt changed the file before the swap")
    }

    // MARK: Kept folders keep what they were

    @Test func keptFoldersKeepTheirPermissionsOwnerGroupAndTimes() throws {
        let space = try Workspace()
        defer { space.remove() }
        try space.board("alpha")
        #expect(try space.build().status == 0)
        try space.write("site/extra/deep/file.txt", "mine\n")
        try space.fm.createSymbolicLink(atPath: space.url("site/extra/link").path, withDestinationPath: "deep")
        let canChown = geteuid() == 0
        // 2001-09-09 01:46:40 UTC and 2002-01-01 00:00:00 UTC, nanoseconds kept.
        var times = [timespec(tv_sec: 1_000_000_000, tv_nsec: 123_456_789),
                     timespec(tv_sec: 1_009_843_200, tv_nsec: 987_654_321)]
        for path in ["site/extra/deep", "site/extra/link", "site/extra"] {
            if canChown { #expect(lchown(space.url(path).path, 1234, 5678) == 0) }
            #expect(utimensat(AT_FDCWD, space.url(path).path, &times, AT_SYMLINK_NOFOLLOW) == 0)
        }
        #expect(chmod(space.url("site/extra/deep").path, 0o750) == 0)
        let before = try ["extra", "extra/deep", "extra/link"].map { try Self.metadata(space.url("site/\($0)")) }

        try space.board("alpha", moves: 3)
        let result = try space.build()
        #expect(result.status == 0, "\(result.stderr)")
        let after = try ["extra", "extra/deep", "extra/link"].map { try Self.metadata(space.url("site/\($0)")) }
        #expect(after == before)
        #expect(before[1].mode == 0o750 && before[1].modified == "1009843200.987654321")
        if canChown { #expect(before.allSatisfy { $0.owner == "1234:5678" }) }
        #expect(space.fm.contents(atPath: space.url("site/extra/deep/file.txt").path) == Data("mine\n".utf8))
    }

    // MARK: Mounts

    /// A bind mount of another folder (`data/`, holding the user's precious file) and a tmpfs inside the output
    /// folder: the build refuses before writing anything, and what is mounted is untouched.
    @Test(.enabled(if: OutputFolderTests.canMount), arguments: ["mount --bind data site/mounted", "mount -t tmpfs none site/mounted && echo tmp > site/mounted/tmp.txt"])
    func anOutputFolderHoldingAMountPointIsRefusedAndNothingIsWritten(mount: String) throws {
        let space = try Workspace()
        defer { space.remove() }
        try space.board("alpha")
        try space.write("data/precious.md", "# Precious\n")
        #expect(try space.build().status == 0)
        try space.fm.createDirectory(at: space.url("site/mounted"), withIntermediateDirectories: true)
        try space.board("alpha", moves: 3)
        let result = try Self.inMountNamespace("""
            \(mount) || exit 99
            find site | LC_ALL=C sort > before.txt
            "$SB" build in --out site --templates "$TEMPLATES" > out.txt 2> err.txt; echo $? > status.txt
            find site | LC_ALL=C sort > after.txt
            """, in: space)
        #expect(result.status == 0, "\(result.stderr)")
        let stderr = try String(contentsOf: space.url("err.txt"), encoding: .utf8)
        #expect(try String(contentsOf: space.url("status.txt"), encoding: .utf8) == "1\n")
        #expect(stderr == "site/mounted: error: a mount point inside the output folder; a build replaces the whole "
            + "folder and will not move or delete what another file system holds; unmount it or choose another "
            + "--out; nothing was written\n")
        #expect(try String(contentsOf: space.url("before.txt"), encoding: .utf8)
            == String(contentsOf: space.url("after.txt"), encoding: .utf8))
        #expect(space.fm.contents(atPath: space.url("data/precious.md").path) == Data("# Precious\n".utf8))
        #expect(!space.fm.fileExists(atPath: space.url("site/boards/alpha/step-05.svg").path))
        #expect(try space.leftovers().filter { $0.hasPrefix(".site") }.isEmpty)
    }

    /// What a killed build left next to the output folder is removed by the next build, but never through a
    /// mount: here someone mounted `data/` inside the leftover staging folder.
    @Test(.enabled(if: OutputFolderTests.canMount))
    func cleaningUpAKilledBuildNeverDeletesThroughAMount() throws {
        let space = try Workspace()
        defer { space.remove() }
        try space.board("alpha")
        try space.write("data/precious.md", "# Precious\n")
        try space.write(".site.staging-99999/boards/x.svg", "<svg/>")
        try space.fm.createDirectory(at: space.url(".site.staging-99999/mnt"), withIntermediateDirectories: true)
        let result = try Self.inMountNamespace("""
            mount --bind data .site.staging-99999/mnt || exit 99
            "$SB" build in --out site --templates "$TEMPLATES" > out.txt 2> err.txt; echo $? > status.txt
            """, in: space)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try String(contentsOf: space.url("status.txt"), encoding: .utf8) == "0\n")
        #expect(space.fm.contents(atPath: space.url("data/precious.md").path) == Data("# Precious\n".utf8))
        // Its own files went; the mount point (empty once unmounted) stayed, with the folder above it.
        #expect(!space.fm.fileExists(atPath: space.url(".site.staging-99999/boards").path))
        #expect(try space.fm.contentsOfDirectory(atPath: space.url(".site.staging-99999").path) == ["mnt"])
    }

    /// An output folder that is itself a mount point (a container's volume) cannot trade places with the
    /// staging folder beside it: it is updated in place, and ends up as a fresh build would leave it.
    @Test(.enabled(if: OutputFolderTests.canMount))
    func anOutputFolderThatIsAMountPointIsUpdatedInPlace() throws {
        let space = try Workspace()
        defer { space.remove() }
        try space.board("alpha")
        try space.board("beta")
        try space.fm.createDirectory(at: space.url("site"), withIntermediateDirectories: true)
        try space.fm.createDirectory(at: space.url("fresh"), withIntermediateDirectories: true)
        let result = try Self.inMountNamespace("""
            mount -t tmpfs none site || exit 99
            "$SB" build in --out site --templates "$TEMPLATES" > out1.txt 2> err1.txt || exit 1
            echo mine > site/mine.txt && mkdir site/boards/beta/notes && echo n > site/boards/beta/notes/n.txt
            rm in/beta.md
            sed -i 's/move to B, move to C, release/move to B, move to C, move to D, release/' in/alpha.md
            "$SB" build in --out site --templates "$TEMPLATES" > out2.txt 2> err2.txt || exit 2
            "$SB" build in --out fresh --templates "$TEMPLATES" > /dev/null 2>&1 || exit 3
            ls -a site | LC_ALL=C sort > top.txt
            (cd site && find . -type f ! -name mine.txt ! -path './boards/beta/notes/*' | LC_ALL=C sort | xargs cksum) > site.txt
            (cd fresh && find . -type f | LC_ALL=C sort | xargs cksum) > fresh.txt
            cat site/mine.txt site/boards/beta/notes/n.txt > kept.txt
            """, in: space)
        #expect(result.status == 0, "\(result.stderr) \((try? String(contentsOf: space.url("err2.txt"), encoding: .utf8)) ?? "")")
        let site = try String(contentsOf: space.url("site.txt"), encoding: .utf8)
        #expect(site.contains("./boards/alpha/step-05.svg") && !site.contains("./beta.html"))
        #expect(site == (try String(contentsOf: space.url("fresh.txt"), encoding: .utf8)))
        #expect(try String(contentsOf: space.url("kept.txt"), encoding: .utf8) == "mine\nn\n")
        // No staging folder left inside, nor beside.
        #expect(!(try String(contentsOf: space.url("top.txt"), encoding: .utf8)).contains("staging"))
        #expect(try space.leftovers().filter { $0.hasPrefix(".site") }.isEmpty)
    }

    /// In a container, an output folder of a lower overlayfs layer cannot be renamed (`EXDEV`): the build
    /// updates it in place instead of failing with "Invalid cross-device link".
    @Test(.enabled(if: OutputFolderTests.canMount))
    func anOutputFolderOnAnOverlayLowerLayerIsUpdatedInPlace() throws {
        let space = try Workspace()
        defer { space.remove() }
        try space.board("alpha")
        try space.board("beta")
        for folder in ["lower", "upper", "work", "merged"] {
            try space.fm.createDirectory(at: space.url(folder), withIntermediateDirectories: true)
        }
        let result = try Self.inMountNamespace("""
            "$SB" build in --out lower/site --templates "$TEMPLATES" > /dev/null 2>&1 || exit 1
            echo mine > lower/site/mine.txt
            mount -t overlay overlay -o lowerdir=lower,upperdir=upper,workdir=work merged || exit 99
            rm in/beta.md
            sed -i 's/move to B, move to C, release/move to B, move to C, move to D, release/' in/alpha.md
            "$SB" build in --out merged/site --templates "$TEMPLATES" > out.txt 2> err.txt; echo $? > status.txt
            "$SB" build in --out fresh --templates "$TEMPLATES" > /dev/null 2>&1 || exit 3
            (cd merged/site && find . -type f ! -name mine.txt | LC_ALL=C sort | xargs cksum) > site.txt
            (cd fresh && find . -type f | LC_ALL=C sort | xargs cksum) > fresh.txt
            cat merged/site/mine.txt > kept.txt
            ls -a merged | LC_ALL=C sort > beside.txt
            """, in: space)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try String(contentsOf: space.url("status.txt"), encoding: .utf8) == "0\n",
                "\((try? String(contentsOf: space.url("err.txt"), encoding: .utf8)) ?? "")")
        let site = try String(contentsOf: space.url("site.txt"), encoding: .utf8)
        #expect(site.contains("./boards/alpha/step-05.svg") && !site.contains("./beta.html"))
        #expect(site == (try String(contentsOf: space.url("fresh.txt"), encoding: .utf8)))
        #expect(try String(contentsOf: space.url("kept.txt"), encoding: .utf8) == "mine\n")
        #expect(try String(contentsOf: space.url("beside.txt"), encoding: .utf8) == ".\n..\nsite\n")
    }

    // MARK: Helpers

    /// Whether this process may make a private mount namespace and mount in it (root, as here and in CI).
    static let canMount: Bool = (try? privately("mount -t tmpfs none /mnt").status) == 0

    /// Runs `script` with `/bin/sh` in the workspace, in a private mount namespace, with `$SB` the binary
    /// and `$TEMPLATES` the templates folder. Exit status 99 means a mount failed.
    static func inMountNamespace(_ script: String, in space: Workspace) throws -> CLI.Result {
        try privately(script, in: space.dir)
    }

    static func privately(_ script: String, in directory: URL = CLI.root) throws -> CLI.Result {
        try CLI.run(executable: URL(fileURLWithPath: "/usr/bin/unshare"),
                    ["-m", "--propagation", "private", "/bin/sh", "-c", script], in: directory,
                    environment: ["SB": CLI.binary.path, "TEMPLATES": SiteWriterTests.templates])
    }

    /// `folder/name` as bytes, for names that are not UTF-8 or must keep their exact bytes.
    static func path(_ folder: URL, _ name: [UInt8]) -> [CChar] {
        (Array(folder.path.utf8) + [0x2F] + name + [0]).map { CChar(bitPattern: $0) }
    }

    static func create(_ folder: URL, _ name: [UInt8], _ text: String) throws {
        let fd = open(path(folder, name), O_WRONLY | O_CREAT | O_EXCL, 0o644)
        #expect(fd >= 0)
        let bytes = Array(text.utf8)
        #expect(write(fd, bytes, bytes.count) == bytes.count)
        close(fd)
    }

    static func contents(_ folder: URL, _ name: [UInt8]) throws -> String? {
        let fd = open(path(folder, name), O_RDONLY)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = read(fd, &buffer, buffer.count)
        return count < 0 ? nil : String(decoding: buffer[..<count], as: UTF8.self)
    }

    /// The names in a folder, as bytes.
    static func names(_ folder: URL) throws -> [[UInt8]] {
        guard let dir = opendir(folder.path) else { return [] }
        defer { closedir(dir) }
        var names: [[UInt8]] = []
        while let entry = readdir(dir) {
            names.append(withUnsafeBytes(of: entry.pointee.d_name) { raw in
                Array(raw.prefix { $0 != 0 })
            })
        }
        return names
    }

    struct Metadata: Equatable {
        var mode: mode_t
        var owner: String
        var modified: String
    }

    static func metadata(_ url: URL) throws -> Metadata {
        var info = stat()
        #expect(lstat(url.path, &info) == 0)
        return Metadata(mode: info.st_mode & 0o7777, owner: "\(info.st_uid):\(info.st_gid)",
                        modified: "\(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)")
    }
}
