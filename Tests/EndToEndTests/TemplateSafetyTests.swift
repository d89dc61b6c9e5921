import Foundation
import Testing

/// What a hostile or unlucky `--templates` folder, and a full disk under `templates --out`, get
/// (issue 29, items 5, 11 and 25): a precise message, exit 1 and nothing written, never a crash.
struct TemplateSafetyTests {
    static let fm = FileManager.default
    static let board = CLI.root.appendingPathComponent("examples/hello-pangea-dnd.md").path

    /// A folder `theme` in a fresh temporary folder holding `files` (name → text).
    static func theme(_ files: [String: String]) throws -> URL {
        let dir = try CLI.temporaryDirectory()
        try fm.createDirectory(at: dir.appendingPathComponent("theme"), withIntermediateDirectories: true)
        for (name, text) in files {
            try Data(text.utf8).write(to: dir.appendingPathComponent("theme/\(name).mustache"))
        }
        return dir
    }

    /// Templates that include themselves, directly, through another, inside a section or an inverted
    /// one, through a built-in template, as a parent, or under other delimiters, overflowed the stack
    /// (SIGSEGV) in build and render. Now refused before anything is rendered, at the tag.
    @Test(arguments: [
        (["page": "<p>{{> page}}</p>\n"], "theme/page.mustache:1:4: error: template 'page' includes itself (page → page)"),
        (["figure": "A{{> report}}\n", "report": "B{{#x}}{{> figure}}{{/x}}\n"],
         "theme/figure.mustache:1:2: error: template 'figure' includes itself (figure → report → figure)"),
        (["walkthrough": "{{^still}}\n  {{> walkthrough}}\n{{/still}}\n"],
         "theme/walkthrough.mustache:2:3: error: template 'walkthrough' includes itself (walkthrough → walkthrough)"),
        (["walkthrough": "<div>{{>figure}}</div>"],
         "theme/walkthrough.mustache:1:6: error: template 'walkthrough' includes itself (walkthrough → figure → walkthrough)"),
        (["index": "{{<index}}{{/index}}"], "theme/index.mustache:1:1: error: template 'index' includes itself (index → index)"),
        (["page": "{{=<% %>=}}\n<%> page%>"], "theme/page.mustache:2:1: error: template 'page' includes itself (page → page)"),
        (["page": "x{{>*name}}"], "theme/page.mustache:1:2: error: template 'page' names a partial by a value ('*name'), "
            + "which may be the template itself; write the partial's own name"),
    ])
    func templatesThatIncludeThemselvesAreRefused(files: [String: String], message: String) throws {
        let dir = try Self.theme(files)
        defer { try? Self.fm.removeItem(at: dir) }
        let build = try CLI.run(["build", Self.board, "--out", "site", "--templates", "theme"], in: dir)
        #expect(build.status == 1)
        #expect(build.stderr == message + "\n")
        #expect(!Self.fm.fileExists(atPath: dir.appendingPathComponent("site").path))
        let render = try CLI.run(["render", Self.board, "--templates", "theme"], in: dir)
        #expect(render.status == 1)
        #expect(render.stdout.isEmpty)
        #expect(render.stderr == message + "\n")
    }

    /// Saving a template that includes itself killed `serve` (SIGSEGV) and left its folder behind:
    /// now the rebuild fails with the message, the pages keep the last good build, and the next
    /// save rebuilds.
    @Test func serveLivesOnATemplateThatIncludesItself() throws {
        let dir = try Self.theme(["index": "<p>ok</p>\n"])
        defer { try? Self.fm.removeItem(at: dir) }
        let input = dir.appendingPathComponent("in"), theme = dir.appendingPathComponent("theme")
        try Self.fm.createDirectory(at: input, withIntermediateDirectories: true)
        try Self.fm.copyItem(at: URL(fileURLWithPath: Self.board), to: input.appendingPathComponent("board.md"))
        let server = try ServeTests.Server([input.path, "--templates", theme.path, "--port", "0"])
        let index = theme.appendingPathComponent("index.mustache")
        try Data("<p>{{> index}}</p>\n".utf8).write(to: index)
        var failed = ""   // the failed rebuild's lines, on standard error
        while !failed.contains("last good build") {
            let data = server.err.fileHandleForReading.availableData
            if data.isEmpty { break }   // it exited
            failed += String(decoding: data, as: UTF8.self)
        }
        #expect(failed.hasPrefix("\(index.path):1:4: error: template 'index' includes itself (index → index)\n"), "\(failed)")
        #expect(server.process.isRunning)
        try Data("<p>fine</p>\n".utf8).write(to: index)
        #expect(server.read(until: "Rebuilt ").contains("Rebuilt 1 page"))
        #expect(server.stop().status == 0)
    }

    /// `{{> page}}` under other delimiters is text, no include; a template may include another of the folder.
    @Test func includesThatEndAreKept() throws {
        let dir = try Self.theme(["page": "{{=<% %>=}}<main>{{> page}}<%> index%></main>\n", "index": "<p>index</p>\n"])
        defer { try? Self.fm.removeItem(at: dir) }
        let build = try CLI.run(["build", Self.board, "--out", "site", "--templates", "theme"], in: dir)
        #expect(build.status == 0, "\(build.stderr)")
        let page = try String(contentsOf: dir.appendingPathComponent("site/hello-pangea-dnd.html"), encoding: .utf8)
        #expect(page == "<main>{{> page}}<p>index</p>\n</main>\n")
    }

    /// The limits that bound a template's parse (docs/limits.md): its bytes, its tags, its nesting; and
    /// the one text fuzzing found that the library cannot read without trapping.
    @Test func templatesOverTheLimitsAreRefused() throws {
        let cases: [(String, String)] = [
            ("/* {{! one }} */\n" + String(repeating: "a", count: 1_048_577 - 17),
             "theme/style.mustache:1:1: error: the template is 1048577 bytes, over the limit of 1048576 bytes per template "
                + "(see docs/limits.md)"),
            (String(repeating: "{{! x }}\n", count: 2_001),
             "theme/style.mustache:2001:1: error: the template has 2001 tags, over the limit of 2000 tags per template "
                + "(see docs/limits.md)"),
            (String(repeating: "{{#a}}", count: 100) + String(repeating: "{{/a}}", count: 100),
             "theme/style.mustache:1:385: error: sections nested 65 deep exceed the limit of 64 levels of nesting per "
                + "template (see docs/limits.md)"),   // the 65th `{{#a}}` starts after 64 × 6 Characters
            // The library traps (a range out of order) on an empty section under a one-character delimiter.
            ("{{=| |=}}|#a||/a|", "theme/style.mustache:1:14: error: a section of nothing but blanks, under a "
                + "one-character start delimiter, cannot be read; put something in it, or set a longer delimiter"),
        ]
        for (text, message) in cases {
            let dir = try Self.theme(["style": text])
            defer { try? Self.fm.removeItem(at: dir) }
            let build = try CLI.run(["build", Self.board, "--out", "site", "--templates", "theme"], in: dir)
            #expect(build.status == 1)
            #expect(build.stderr == message + "\n")
            #expect(!Self.fm.fileExists(atPath: dir.appendingPathComponent("site").path))
        }
    }

    /// A style sheet of one tag and many braces (it took 3.9 to 7 s at 373 KB, quadratic in its length)
    /// is the site's CSS as written, its one tag rendered, followed by the narrow arrangement's rules
    /// for the site's pictures (bc04f0a: one rule per size and move they carry, which a theme of its
    /// own cannot know).
    @Test func aLargeStyleSheetWithATagIsItsText() throws {
        var css = "/* {{! a comment }} */\n"
        for i in 0..<20_000 { css += ".c\(i){color:red}\n" }
        let dir = try Self.theme(["style": css])
        defer { try? Self.fm.removeItem(at: dir) }
        let build = try CLI.run(["build", Self.board, "--out", "site", "--templates", "theme"], in: dir)
        #expect(build.status == 0, "\(build.stderr)")
        let written = try String(contentsOf: dir.appendingPathComponent("site/shuffleboard.css"), encoding: .utf8)
        let theirs = "/*  */\n" + css.drop { $0 != "\n" }.dropFirst()
        #expect(written.hasPrefix(theirs))
        #expect(written.dropFirst(theirs.count).hasPrefix("/* The narrow arrangement's sizes and moves"))
    }

    /// A run killed while writing leaves its staging folder: the next run takes its templates away
    /// (and only them) and writes all seven.
    @Test func aKilledRunsStagingFolderIsClearedByTheNext() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? Self.fm.removeItem(at: dir) }
        let staging = dir.appendingPathComponent("t/.templates.staging-99999")
        try Self.fm.createDirectory(at: staging, withIntermediateDirectories: true)
        try Data("half".utf8).write(to: staging.appendingPathComponent("page.mustache"))
        let result = try CLI.run(["templates", "--out", "t"], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try Self.fm.contentsOfDirectory(atPath: dir.appendingPathComponent("t").path).sorted()
            == TemplatesTests.templateFiles(TemplatesTests.repoTemplates))
    }

    /// Only a folder named as a run names its staging folder (`.templates.staging-` and a pid) is
    /// taken for a killed run's: a user's `.templates.staging-notes/`, and the prefix with nothing,
    /// a sign, a letter or other digits than ASCII after it, keep their files, templates too (every
    /// one of them lost its page.mustache). A pid's folder is still cleared, in the same run.
    @Test func aUsersFolderNamedLikeAStagingFolderIsKept() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? Self.fm.removeItem(at: dir) }
        let out = dir.appendingPathComponent("t")
        let kept = [".templates.staging-notes", ".templates.staging-", ".templates.staging-+12", ".templates.staging-12a",
                    ".templates.staging-١٢"]
        for name in kept {
            try Self.fm.createDirectory(at: out.appendingPathComponent(name), withIntermediateDirectories: true)
            try Data("mine".utf8).write(to: out.appendingPathComponent("\(name)/page.mustache"))
        }
        let stale = out.appendingPathComponent(".templates.staging-4242")
        try Self.fm.createDirectory(at: stale, withIntermediateDirectories: true)
        try Data("half".utf8).write(to: stale.appendingPathComponent("page.mustache"))
        let result = try CLI.run(["templates", "--out", "t", "--force"], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        for name in kept {
            #expect(try Self.fm.contentsOfDirectory(atPath: out.appendingPathComponent(name).path) == ["page.mustache"], "\(name)")
            #expect(try String(contentsOf: out.appendingPathComponent("\(name)/page.mustache"), encoding: .utf8) == "mine")
        }
        #expect(try Self.fm.contentsOfDirectory(atPath: out.path).sorted()
            == (TemplatesTests.templateFiles(TemplatesTests.repoTemplates) + kept).sorted())
    }

    /// On a full disk `templates --out` left 3 of its 7 files, said "There isn’t enough space", and a
    /// rerun was refused for the files it had left. Now it writes all or none, and a rerun works.
    @Test(.enabled(if: OutputFolderTests.canMount)) func aFullDiskLeavesNoTemplateBehind() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? Self.fm.removeItem(at: dir) }
        try Self.fm.createDirectory(at: dir.appendingPathComponent("full"), withIntermediateDirectories: true)
        let result = try OutputFolderTests.privately("""
            mount -t tmpfs -o size=16k none full || exit 99
            mkdir full/kept
            "$SB" templates --out full/new/t > out1.txt 2> err1.txt; echo $? >> status.txt
            "$SB" templates --out full/kept > out2.txt 2> err2.txt; echo $? >> status.txt
            find full | LC_ALL=C sort > left.txt
            mount -o remount,size=1m full || exit 99
            "$SB" templates --out full/kept > out3.txt 2> err3.txt; echo $? >> status.txt
            ls -A full/kept > written.txt
            """, in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        func read(_ name: String) -> String { (try? String(contentsOf: dir.appendingPathComponent(name), encoding: .utf8)) ?? "" }
        #expect(read("status.txt") == "1\n1\n0\n")
        #expect(read("err1.txt") == "full/new/t: error: cannot write the templates: No space left on device; nothing was written\n")
        #expect(read("err2.txt") == "full/kept: error: cannot write the templates: No space left on device; nothing was written\n")
        #expect(read("out1.txt").isEmpty && read("out2.txt").isEmpty)
        #expect(read("left.txt") == "full\nfull/kept\n")
        #expect(read("err3.txt").isEmpty)
        #expect(read("written.txt") == TemplatesTests.templateFiles(TemplatesTests.repoTemplates).joined(separator: "\n") + "\n")
    }
}
