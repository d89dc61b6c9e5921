import Foundation
import Testing

/// `export`'s output folder, as `build`'s is kept (issue 29, items 1, 3, 9, 17–21): a board's folder is
/// replaced whole or not at all, the user's files in it stay, exports into one folder take turns, pictures
/// are bounded, long films encode, a title cannot break issue.md, an export folder inside the inputs is
/// refused, and I/O errors read like a build's. Needs librsvg and ffmpeg, as `ExportTests`.
@Suite(.serialized, .enabled(if: ExportTests.toolsPresent)) struct ExportSafetyTests {
    let fm = FileManager.default

    func folder(_ name: String) throws -> URL {
        let url = fm.temporaryDirectory.appendingPathComponent("export-safety-\(name)-\(getpid())")
        try? fm.removeItem(at: url)
        try fm.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    func text(_ url: URL) -> String? { try? String(contentsOf: url, encoding: .utf8) }

    /// The four files of a board's folder, by name.
    func files(_ folder: URL) -> [String: Data] {
        Dictionary(uniqueKeysWithValues: ["walkthrough.gif", "walkthrough.mp4", "steps.png", "issue.md"].compactMap { name in
            (try? Data(contentsOf: folder.appendingPathComponent(name))).map { (name, $0) }
        })
    }

    static let straceFound = FileManager.default.isExecutableFile(atPath: "/usr/bin/strace")

    /// Item 1. A SIGKILL at each rename of the export (the four files into the staging folder, the swap)
    /// and at each flush before and after the swap leaves the board's four files all old or all new (main:
    /// killed at its fourth rename, the new GIF, no MP4, the old sheet and issue.md); the next export
    /// removes what the killed one left beside the folder, and the `.export-scratch` main's left inside.
    @Test(.enabled(if: ExportSafetyTests.straceFound)) func aKilledExportLeavesTheOldFilesOrTheNewAndTheNextCleansUp() throws {
        let dir = try folder("killed")
        defer { try? fm.removeItem(at: dir) }
        try ExportTests.board.write(to: dir.appendingPathComponent("old.md"), atomically: true, encoding: .utf8)
        try ExportTests.board.replacingOccurrences(of: "title: Three rows", with: "title: Three new rows")
            .write(to: dir.appendingPathComponent("new.md"), atomically: true, encoding: .utf8)
        for (md, out) in [("old.md", "old"), ("new.md", "new")] {
            #expect(try CLI.run(["export", md, "--out", out, "-q"], in: dir).status == 0)
        }
        let old = files(dir.appendingPathComponent("old/three")), new = files(dir.appendingPathComponent("new/three"))
        #expect(old.count == 4 && new.count == 4 && old["issue.md"] != new["issue.md"])
        var sawOld = false, sawNew = false
        // Killed at its nth call of each (per thread: a board's renames are made on one): the renames
        // into the staging folder (main's into the board's folder), the swap, a flush before the swap
        // (the first) and the one after it (the seventh: four files, the manifest, the staging folder).
        for (call, when) in [("rename", 1), ("rename", 4), ("renameat2", 1), ("fsync", 1), ("fsync", 7)] {
            if files(dir.appendingPathComponent("out/three")) != old {
                try? fm.removeItem(at: dir.appendingPathComponent("out"))
                try fm.copyItem(at: dir.appendingPathComponent("old"), to: dir.appendingPathComponent("out"))
            }
            let r = try CLI.run(executable: URL(fileURLWithPath: "/usr/bin/strace"),
                                ["-f", "-qq", "-o", "/dev/null", "-e", "trace=\(call)",
                                 "-e", "inject=\(call):signal=KILL:when=\(when)", CLI.binary.path,
                                 "export", "new.md", "--out", "out", "-q"], in: dir)
            #expect(r.status != 0, "\(call) \(when): not killed")
            let now = files(dir.appendingPathComponent("out/three"))
            #expect(now == old || now == new, "killed at \(call) #\(when): a mix of old and new files")
            sawOld = sawOld || now == old
            sawNew = sawNew || now == new
        }
        #expect(sawOld && sawNew)   // killed before the swap and after it
        // What a killed export of main left inside: its work folder.
        try fm.createDirectory(at: dir.appendingPathComponent("out/three/.export-scratch"), withIntermediateDirectories: true)
        try Data("x".utf8).write(to: dir.appendingPathComponent("out/three/.export-scratch/gif.log"))
        #expect(try CLI.run(["export", "new.md", "--out", "out", "-q"], in: dir).status == 0)
        #expect(files(dir.appendingPathComponent("out/three")) == new)
        #expect(try fm.contentsOfDirectory(atPath: dir.appendingPathComponent("out").path) == ["three"])
        #expect(try fm.contentsOfDirectory(atPath: dir.appendingPathComponent("out/three").path).sorted()
            == [".shuffleboard-manifest", "issue.md", "steps.png", "walkthrough.gif", "walkthrough.mp4"])
    }

    /// Item 3. A file of the user's beside the export's stays (the same inode); a user's own `issue.md`, or a
    /// folder of theirs named `steps.png`, stops the export before anything is written (main replaced the
    /// one and deleted the other with its contents).
    @Test func theUsersFilesInABoardsFolderAreKeptOrTheExportIsRefused() throws {
        let dir = try folder("users")
        defer { try? fm.removeItem(at: dir) }
        try ExportTests.board.write(to: dir.appendingPathComponent("b.md"), atomically: true, encoding: .utf8)
        #expect(try CLI.run(["export", "b.md", "--out", "bugs", "-q"], in: dir).status == 0)
        let notes = dir.appendingPathComponent("bugs/three/notes/seen.txt")
        try fm.createDirectory(at: notes.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("mine\n".utf8).write(to: notes)
        let inode = try #require(fm.attributesOfItem(atPath: notes.path)[.systemFileNumber] as? Int)
        let before = files(dir.appendingPathComponent("bugs/three"))
        try ExportTests.board.replacingOccurrences(of: "Three rows", with: "Three other rows")
            .write(to: dir.appendingPathComponent("b.md"), atomically: true, encoding: .utf8)
        #expect(try CLI.run(["export", "b.md", "--out", "bugs", "-q"], in: dir).status == 0)
        #expect(text(notes) == "mine\n")
        #expect(try fm.attributesOfItem(atPath: notes.path)[.systemFileNumber] as? Int == inode)
        #expect(files(dir.appendingPathComponent("bugs/three"))["issue.md"] != before["issue.md"])

        // A folder an export wrote before exports kept a manifest (its issue.md ends with the board's
        // source line), with the work folder a killed one left: exported again, the scratch gone.
        let legacy = dir.appendingPathComponent("bugs/three")
        try fm.removeItem(at: legacy.appendingPathComponent(".shuffleboard-manifest"))
        try fm.createDirectory(at: legacy.appendingPathComponent(".export-scratch"), withIntermediateDirectories: true)
        #expect(try CLI.run(["export", "b.md", "--out", "bugs", "-q"], in: dir).status == 0)
        #expect(try fm.contentsOfDirectory(atPath: legacy.path).sorted()
            == [".shuffleboard-manifest", "issue.md", "notes", "steps.png", "walkthrough.gif", "walkthrough.mp4"])

        // A user's own issue.md, in a folder no export wrote.
        let theirs = dir.appendingPathComponent("theirs/three")
        try fm.createDirectory(at: theirs, withIntermediateDirectories: true)
        try Data("my notes on the bug\n".utf8).write(to: theirs.appendingPathComponent("issue.md"))
        let r = try CLI.run(["export", "b.md", "--out", "theirs"], in: dir)
        #expect(r.status == 1)
        #expect(r.stderr == "theirs/three/issue.md: error: the export would replace this, which shuffleboard did not "
            + "write (theirs/three/.shuffleboard-manifest does not list it); move it away or delete it; nothing was "
            + "written\n")
        #expect(try fm.contentsOfDirectory(atPath: theirs.path) == ["issue.md"])
        #expect(text(theirs.appendingPathComponent("issue.md")) == "my notes on the bug\n")
        #expect(try fm.contentsOfDirectory(atPath: dir.appendingPathComponent("theirs").path) == ["three"])

        // A folder of theirs named steps.png, in a folder an export wrote.
        let folder = dir.appendingPathComponent("bugs/three/steps.png")
        try fm.removeItem(at: folder)
        try fm.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("precious\n".utf8).write(to: folder.appendingPathComponent("kept.txt"))
        let s = try CLI.run(["export", "b.md", "--out", "bugs"], in: dir)
        #expect(s.status == 1)
        #expect(s.stderr == "bugs/three/steps.png/kept.txt: error: the export would replace this, which shuffleboard "
            + "did not write (bugs/three/.shuffleboard-manifest does not list it); move it away or delete it; nothing "
            + "was written\n")
        #expect(text(folder.appendingPathComponent("kept.txt")) == "precious\n")
        #expect(try fm.contentsOfDirectory(atPath: dir.appendingPathComponent("bugs").path) == ["three"])
    }

    /// Item 9. Pictures over the bound are refused at once, before anything is drawn (main ran past 60 s
    /// and 9.6 GB on this board), by `export` and by `build --export` before it writes the site.
    @Test func picturesOverTheBoundAreRefusedBeforeAnythingIsDrawn() throws {
        let dir = try folder("big")
        defer { try? fm.removeItem(at: dir) }
        try ExportTests.board.replacingOccurrences(of: "viewport: 200x160", with: "viewport: 8000x8000")
            .replacingOccurrences(of: "item-size: 200x40", with: "item-size: 8000x40")
            .write(to: dir.appendingPathComponent("b.md"), atomically: true, encoding: .utf8)
        let start = ContinuousClock.now
        let r = try CLI.run(["export", "b.md", "--out", "out"], in: dir)
        #expect(ContinuousClock.now - start < .seconds(5))
        #expect(r.status == 1)
        // The canvas: the viewport and 120 points of margin across (8240), the screen and the panel down,
        // rounded up to even pixels.
        #expect(r.stderr.hasPrefix("b.md:3:1: error: board 'three': the pictures of walkthrough.gif and walkthrough.mp4 "
            + "would each be 8240 × "))
        #expect(r.stderr.hasSuffix(", over the export's limit of 16777216 pixels a picture and 16384 a side (see "
            + "docs/limits.md); nothing was written\n"))
        #expect(!fm.fileExists(atPath: dir.appendingPathComponent("out").path))
        let b = try CLI.run(["build", "b.md", "--out", "site", "--export", "out"], in: dir)
        #expect(b.status == 1 && b.stderr == r.stderr)
        #expect(!fm.fileExists(atPath: dir.appendingPathComponent("site").path))
        // A sheet too tall: a tall narrow board of many steps (the film is within its bound).
        let steps = (0..<400).map { "  - \($0 % 2 == 0 ? "press A" : "release")" }.joined(separator: "\n")
        try """
            ```board
            id: tall
            layout: list
            viewport: 1000x1200
            item-size: 1000x40
            items: [A, B]
            steps:
            \(steps)
            ```

            """.write(to: dir.appendingPathComponent("t.md"), atomically: true, encoding: .utf8)
        let t = try CLI.run(["export", "t.md", "--out", "out"], in: dir)
        #expect(t.status == 1)
        #expect(t.stderr.hasPrefix("t.md:1:1: error: board 'tall': steps.png would be "), "\(t.stderr)")
        #expect(t.stderr.hasSuffix(", over the export's limit of 67108864 pixels a picture and 32767 a side (see "
            + "docs/limits.md); nothing was written\n"))
    }

    /// Item 17. The MP4's timing is a filter file, not an argument: no argument ffmpeg is given grows with
    /// the film (main's `-vf` held a term per picture: 128 KiB for a 200 s board at 50 fps, "Argument list
    /// too long"); the film still lasts its samples. A wrapper on PATH records ffmpeg's arguments.
    @Test func theMP4sTimingIsNotAnArgumentThatGrowsWithTheFilm() throws {
        let dir = try folder("long")
        defer { try? fm.removeItem(at: dir) }
        try ExportTests.board.replacingOccurrences(of: "move to C over 0.3s", with: "move to C over 6s")
            .write(to: dir.appendingPathComponent("b.md"), atomically: true, encoding: .utf8)
        let bin = dir.appendingPathComponent("bin")
        try fm.createDirectory(at: bin, withIntermediateDirectories: true)
        let wrapper = bin.appendingPathComponent("ffmpeg")
        try """
            #!/bin/sh
            for a in "$@"; do printf '%s\\n' "${#a}"; done >> "\(dir.path)/lengths"
            exec /usr/bin/ffmpeg "$@"

            """.write(to: wrapper, atomically: true, encoding: .utf8)
        try fm.setAttributes([.posixPermissions: 0o755], ofItemAtPath: wrapper.path)
        let r = try CLI.run(["export", "b.md", "--out", "out", "--fps", "50", "--pace", "real", "-q"], in: dir,
                            environment: ["PATH": "\(bin.path):/usr/bin:/bin"])
        #expect(r.status == 0, "\(r.stderr)")
        let lengths = (text(dir.appendingPathComponent("lengths")) ?? "").split(separator: "\n").compactMap { Int($0) }
        #expect(lengths.count > 40)
        // The longest is the GIF's filter graph (about 110 bytes); main's -vf here was over 4,000.
        #expect((lengths.max() ?? .max) < 400, "the longest argument: \(lengths.max() ?? 0) bytes")
        // The MP4 lasts the loop: its frames' count and the last one's end, as the GIF's delays say.
        let gif = [UInt8](try Data(contentsOf: dir.appendingPathComponent("out/three/walkthrough.gif")))
        var delays: [Int] = []
        for i in 0..<(gif.count - 6) where gif[i] == 0x21 && gif[i + 1] == 0xF9 && gif[i + 2] == 4 {
            delays.append(Int(gif[i + 4]) | Int(gif[i + 5]) << 8)
        }
        let probe = try CLI.run(executable: URL(fileURLWithPath: "/usr/bin/ffprobe"),
                                ["-v", "error", "-count_frames", "-show_entries", "stream=nb_read_frames,duration",
                                 "-of", "csv=p=0", "out/three/walkthrough.mp4"], in: dir)
        let read = probe.stdout.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: ",").map(String.init)
        #expect(read.count == 2, "\(read)")
        // At 50 fps each sample is 2 cs, exactly: the GIF's delays add up to the loop's samples × 2.
        let seconds = Double(delays.reduce(0, +)) / 100
        #expect(abs((Double(read.first ?? "") ?? 0) - seconds) < 0.001, "MP4 \(read), GIF \(seconds) s")
        #expect(Int(read.last ?? "") == delays.count + 1, "MP4 \(read), GIF \(delays.count) frames")
    }

    /// Item 18. A title holding "\r\n" (one Character in Swift) stays in issue.md's heading and its image markup.
    @Test func aCRLFInTheTitleStaysOnItsLine() throws {
        let dir = try folder("crlf")
        defer { try? fm.removeItem(at: dir) }
        try ExportTests.board.replacingOccurrences(of: "title: Three rows", with: #"title: "One\r\n# Two\r\n![x](y)\u2028end""#)
            .write(to: dir.appendingPathComponent("b.md"), atomically: true, encoding: .utf8)
        #expect(try CLI.run(["export", "b.md", "--out", "out", "-q"], in: dir).status == 0)
        let md = try #require(text(dir.appendingPathComponent("out/three/issue.md")))
        let lines = md.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map { String(String.UnicodeScalarView($0)) }
        #expect(lines[0] == ##"### One \# Two \!\[x\](y) end"##)
        #expect(lines[2] == ##"![Walkthrough of One \# Two \!\[x\](y) end, 15 frames per second](walkthrough.gif)"##)
        let before = md.components(separatedBy: "<details>")[0]
        #expect(!before.unicodeScalars.contains { [0x0D, 0x2028].contains($0.value) })
    }

    /// Item 19. Two exports into one folder at once take turns: both succeed, with the files one alone
    /// makes (main: "ffmpeg failed (exit 1): " or an NSCocoaErrorDomain dump).
    @Test func twoExportsIntoOneFolderAtOnceTakeTurns() throws {
        let dir = try folder("turns")
        defer { try? fm.removeItem(at: dir) }
        try ExportTests.board.write(to: dir.appendingPathComponent("b.md"), atomically: true, encoding: .utf8)
        #expect(try CLI.run(["export", "b.md", "--out", "alone", "-q"], in: dir).status == 0)
        let alone = files(dir.appendingPathComponent("alone/three"))
        for round in 0..<2 {
            try? fm.removeItem(at: dir.appendingPathComponent("out"))
            // Both started before either is waited for.
            let runs = try (0..<2).map { _ in
                let process = Process()
                process.executableURL = CLI.binary
                process.arguments = ["export", "b.md", "--out", "out", "-q"]
                process.currentDirectoryURL = dir
                let errors = Pipe()
                process.standardError = errors
                try process.run()
                return (process, errors)
            }
            for (process, errors) in runs {
                let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
                process.waitUntilExit()
                #expect(process.terminationStatus == 0 && said == "", "round \(round): \(said)")
            }
            #expect(files(dir.appendingPathComponent("out/three")) == alone)
            #expect(try fm.contentsOfDirectory(atPath: dir.appendingPathComponent("out").path) == ["three"])
        }
    }

    /// Item 20. An export folder inside an input folder is refused, nothing written: its issue.md files
    /// hold the boards' sources, which the next build read as pages ("duplicate board id").
    @Test func anExportFolderInsideAnInputIsRefused() throws {
        let dir = try folder("inside")
        defer { try? fm.removeItem(at: dir) }
        try fm.createDirectory(at: dir.appendingPathComponent("docs"), withIntermediateDirectories: true)
        try ExportTests.board.write(to: dir.appendingPathComponent("docs/b.md"), atomically: true, encoding: .utf8)
        let b = try CLI.run(["build", "docs", "--out", "site", "--export", "docs/bugs"], in: dir)
        #expect(b.status == 1)
        #expect(b.stderr == "docs/bugs: error: --export is inside the input folder docs, where the next build would "
            + "read the exported issue.md files as pages; choose a folder outside the inputs; nothing was written\n")
        let e = try CLI.run(["export", "docs", "--out", "docs/bugs/"], in: dir)
        #expect(e.status == 1)
        #expect(e.stderr == "docs/bugs: error: --out is inside the input folder docs, where the next build would "
            + "read the exported issue.md files as pages; choose a folder outside the inputs; nothing was written\n")
        #expect(try fm.contentsOfDirectory(atPath: dir.appendingPathComponent("docs").path) == ["b.md"])
        #expect(!fm.fileExists(atPath: dir.appendingPathComponent("site").path))
        // Beside the inputs is fine.
        #expect(try CLI.run(["build", "docs", "--out", "site", "--export", "bugs", "-q"], in: dir).status == 0)
        #expect(try CLI.run(["build", "docs", "--out", "site", "-q"], in: dir).status == 0)
    }

    /// Item 21. On a full file system (a 40 KiB tmpfs) and a read-only one, the export says which file it
    /// could not write and why, as a build does (main: "ffmpeg failed (exit 1): ", "not a GIF89a", raw
    /// Foundation errors with absolute paths), and leaves nothing behind.
    @Test(.enabled(if: OutputFolderTests.canMount), arguments: ["40k", "120k", "160k"])
    func ioErrorsReadLikeABuilds(size: String) throws {
        let dir = try folder("full-\(size)")
        defer { try? fm.removeItem(at: dir) }
        try ExportTests.board.write(to: dir.appendingPathComponent("b.md"), atomically: true, encoding: .utf8)
        let r = try OutputFolderTests.privately("""
            mkdir full && mount -t tmpfs -o size=\(size) none full || exit 99
            "$SB" export b.md --out full/bugs -q; echo "status $?" >&2; ls -A full
            """, in: dir)
        let lines = r.stderr.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 3 && lines[1] == "status 1" && lines[2] == "", "\(r.stderr)")
        let said = String(lines.first ?? "")
        let known = ["walkthrough.gif", "walkthrough.mp4", "steps.png", "issue.md"].map {
            "full/bugs/three: error: cannot write \($0): No space left on device; full/bugs/three was left as it was"
        }
        #expect(known.contains(said), "\(said)")
        #expect(r.stdout == "")   // not even the folder it made
        let ro = try OutputFolderTests.privately("""
            mkdir ro && mount -t tmpfs none ro && mkdir ro/bugs && mount -o remount,ro ro || exit 99
            "$SB" export b.md --out ro/bugs -q; echo "status $?" >&2
            "$SB" export b.md --out ro/new -q; echo "status $?" >&2
            """, in: dir)
        #expect(ro.stderr == "ro/bugs/three: error: cannot create a work folder beside it: Read-only file system; "
            + "ro/bugs/three was left as it was\nstatus 1\n"
            + "ro/new: error: cannot create the export folder: Read-only file system\nstatus 1\n")
    }
    /// Leftovers are a killed run's only when a pid follows the dash: a user's `.three.export-notes/`,
    /// `.three.staging-mine/` and `.three.previous-mine/` beside the board's folder survive its export (they
    /// were deleted with what they held, and the last, with no `three` there, was renamed to it), while
    /// `.three.staging-12345` and `.three.export-12345` go. A build removes an export's `.DIR.export-<pid>`
    /// beside its output folder too, by the same rule. A `.export-scratch` of the user's in a folder no
    /// export wrote stays when the export is refused (it was removed first).
    @Test func onlyLeftoversNamedWithAPidAreRemoved() throws {
        let dir = try folder("leftovers")
        defer { try? fm.removeItem(at: dir) }
        try ExportTests.board.write(to: dir.appendingPathComponent("b.md"), atomically: true, encoding: .utf8)
        let out = dir.appendingPathComponent("out")
        for name in [".three.export-notes", ".three.staging-mine", ".three.previous-mine", ".three.staging-12345",
                     ".three.export-12345", ".site.export-777", ".site.export-notes"] {
            try fm.createDirectory(at: out.appendingPathComponent(name), withIntermediateDirectories: true)
            try Data("mine\n".utf8).write(to: out.appendingPathComponent("\(name)/n.txt"))
        }
        let r = try CLI.run(["export", "b.md", "--out", "out", "-q"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try fm.contentsOfDirectory(atPath: out.path).sorted() == [".site.export-777", ".site.export-notes",
            ".three.export-notes", ".three.previous-mine", ".three.staging-mine", "three"])
        for name in [".three.export-notes", ".three.previous-mine", ".three.staging-mine"] {
            #expect(text(out.appendingPathComponent("\(name)/n.txt")) == "mine\n", "\(name)")
        }
        #expect(try fm.contentsOfDirectory(atPath: out.appendingPathComponent("three").path).sorted()
            == [".shuffleboard-manifest", "issue.md", "steps.png", "walkthrough.gif", "walkthrough.mp4"])
        let b = try CLI.run(["build", "b.md", "--out", "out/site", "-q"], in: dir)
        #expect(b.status == 0, "\(b.stderr)")
        #expect(!fm.fileExists(atPath: out.appendingPathComponent(".site.export-777").path))
        #expect(text(out.appendingPathComponent(".site.export-notes/n.txt")) == "mine\n")

        // A folder of the user's (its issue.md is not an export's) holding a `.export-scratch`: refused, and
        // the scratch stays.
        let theirs = dir.appendingPathComponent("theirs/three")
        try fm.createDirectory(at: theirs.appendingPathComponent(".export-scratch"), withIntermediateDirectories: true)
        try Data("kept\n".utf8).write(to: theirs.appendingPathComponent(".export-scratch/n.txt"))
        try Data("my notes\n".utf8).write(to: theirs.appendingPathComponent("issue.md"))
        #expect(try CLI.run(["export", "b.md", "--out", "theirs", "-q"], in: dir).status == 1)
        #expect(text(theirs.appendingPathComponent(".export-scratch/n.txt")) == "kept\n")
    }

    /// A folder of the user's in the board's folder whose name is not UTF-8 (`caf\xE9`) is kept and the export
    /// succeeds (its path was rebuilt as text for the flush: "cannot flush to disk: No such file or
    /// directory", every export of the board).
    @Test func aKeptFolderWhoseNameIsNotUTF8() throws {
        let dir = try folder("latin1")
        defer { try? fm.removeItem(at: dir) }
        try ExportTests.board.write(to: dir.appendingPathComponent("b.md"), atomically: true, encoding: .utf8)
        #expect(try CLI.run(["export", "b.md", "--out", "out", "-q"], in: dir).status == 0)
        let folder = Array("\(dir.path)/out/three/caf".utf8) + [0xE9]
        let cFolder = (folder + [0]).map { CChar(bitPattern: $0) }
        #expect(mkdir(cFolder, 0o755) == 0)
        let cFile = (folder + Array("/n.txt".utf8) + [0]).map { CChar(bitPattern: $0) }
        let fd = open(cFile, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        #expect(fd >= 0 && write(fd, "mine", 4) == 4)
        close(fd)
        let r = try CLI.run(["export", "b.md", "--out", "out", "-q"], in: dir)
        #expect(r.status == 0 && r.stderr == "", "\(r.stderr)")
        var info = stat()
        #expect(lstat(cFolder, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR)
        #expect(lstat(cFile, &info) == 0 && info.st_size == 4)
    }

    /// No umask call: the boards install at once, and one that set the umask to read it changed it for the
    /// files the others were making at that moment. It is read from /proc/self/status.
    @Test(.enabled(if: ExportSafetyTests.straceFound)) func theUmaskIsNotChanged() throws {
        let dir = try folder("umask")
        defer { try? fm.removeItem(at: dir) }
        try ExportTests.board.write(to: dir.appendingPathComponent("b.md"), atomically: true, encoding: .utf8)
        try ExportTests.board.replacingOccurrences(of: "id: three", with: "id: four")
            .write(to: dir.appendingPathComponent("c.md"), atomically: true, encoding: .utf8)
        let r = try CLI.run(executable: URL(fileURLWithPath: "/usr/bin/strace"),
                            ["-f", "-qq", "-o", "trace", "-e", "trace=umask", "-e", "signal=none", CLI.binary.path,
                             "export", "b.md", "c.md", "--out", "out", "-q"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(fm.fileExists(atPath: dir.appendingPathComponent("out/four/issue.md").path))
        #expect(text(dir.appendingPathComponent("trace")) == "")
    }
}

#if os(Linux)
extension ExportSafetyTests {
    /// A folder of the user's in the board's folder keeps its extended attributes (its ACL among them),
    /// mode and times through an export, and a link of theirs its times, as a build's kept entries do
    /// (the folder was recreated with its mode and times only, the link with neither).
    @Test(.enabled(if: OutputFolderTests.Attributes.supported, "the temporary folder's file system keeps no extended attributes"))
    func keptFoldersKeepTheirExtendedAttributesAndLinksTheirTimes() throws {
        typealias Attributes = OutputFolderTests.Attributes
        let dir = try folder("attributes")
        defer { try? fm.removeItem(at: dir) }
        try ExportTests.board.write(to: dir.appendingPathComponent("b.md"), atomically: true, encoding: .utf8)
        #expect(try CLI.run(["export", "b.md", "--out", "out", "-q"], in: dir).status == 0)
        let board = dir.appendingPathComponent("out/three")
        let notes = board.appendingPathComponent("notes"), link = board.appendingPathComponent("latest")
        try fm.createDirectory(at: notes, withIntermediateDirectories: true)
        try Data("mine\n".utf8).write(to: notes.appendingPathComponent("seen.txt"))
        try Attributes.set("user.colour", Array("blue".utf8), on: notes)
        let acl = Attributes.acl([(.userObject, 7, nil), (.user, 7, 1234), (.groupObject, 5, nil),
                                  (.mask, 7, nil), (.other, 0, nil)])
        try Attributes.set(Attributes.access, acl, on: notes)
        #expect(chmod(notes.path, 0o2770) == 0)
        try fm.createSymbolicLink(atPath: link.path, withDestinationPath: "notes/seen.txt")
        var times = [timespec(tv_sec: 1_000_000_000, tv_nsec: 5), timespec(tv_sec: 1_100_000_000, tv_nsec: 7)]
        #expect(utimensat(AT_FDCWD, link.path, &times, AT_SYMLINK_NOFOLLOW) == 0)
        #expect(utimensat(AT_FDCWD, notes.path, &times, AT_SYMLINK_NOFOLLOW) == 0)
        let before = try [notes, link].map { try Attributes($0) }
        #expect(before[0].extended == ["user.colour": Array("blue".utf8), Attributes.access: acl])

        let r = try CLI.run(["export", "b.md", "--out", "out", "-q"], in: dir)
        #expect(r.status == 0 && r.stderr == "", "\(r.stderr)")
        let after = try [notes, link].map { try Attributes($0) }
        #expect(after[0].inode != before[0].inode, "the folder was not recreated, so this tested nothing")
        for (name, (old, new)) in zip(["notes", "latest"], zip(before, after)) {
            #expect(new.extended == old.extended, "\(name): extended attributes")
            #expect(new.metadata == old.metadata, "\(name): mode, owner or times")
        }
        #expect(text(link) == "mine\n")
    }
}
#endif
