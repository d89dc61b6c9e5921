import Foundation
import Testing

/// The templates are built into the binary; `templates --out DIR` writes them out and
/// `build --templates DIR` puts the files of DIR in place of the built-in ones.
struct TemplatesTests {
    static let fm = FileManager.default
    static let repoTemplates = CLI.root.appendingPathComponent("templates")

    /// The names of the `.mustache` files of `folder`, sorted.
    static func templateFiles(_ folder: URL) -> [String] {
        ((try? fm.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".mustache") }.sorted()
    }

    @Test func writtenTemplatesAreTheRepositorysByteForByte() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? Self.fm.removeItem(at: dir) }
        let result = try CLI.run(["templates", "--out", "custom/theme"], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("Wrote 7 templates into custom/theme/"), "\(result.stdout)")
        let written = dir.appendingPathComponent("custom/theme")
        let names = Self.templateFiles(Self.repoTemplates)
        #expect(names.count == 7)
        #expect(Self.templateFiles(written) == names)
        for name in names {
            let a = try Data(contentsOf: written.appendingPathComponent(name))
            let b = try Data(contentsOf: Self.repoTemplates.appendingPathComponent(name))
            #expect(a == b, "\(name) differs from templates/\(name)")
        }
    }

    /// Built from a folder with no templates around, with the built-in templates, with the ones
    /// `templates --out` wrote, and with the repository's: the same site, byte for byte.
    @Test func buildNeedsNoTemplatesFolderAndWrittenTemplatesRoundTrip() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? Self.fm.removeItem(at: dir) }
        let examples = CLI.root.appendingPathComponent("examples").path
        #expect(try CLI.run(["templates", "--out", "mine"], in: dir).status == 0)
        let builtIn = try CLI.run(["build", examples, "--out", "built-in"], in: dir)
        #expect(builtIn.status == 0, "\(builtIn.stderr)")
        let mine = try CLI.run(["build", examples, "--out", "mine-site", "--templates", "mine"], in: dir)
        #expect(mine.status == 0, "\(mine.stderr)")
        let repo = try CLI.run(["build", examples, "--out", "repo-site", "--templates", Self.repoTemplates.path], in: dir)
        #expect(repo.status == 0, "\(repo.stderr)")
        CLI.expectSameTree(dir.appendingPathComponent("built-in"), dir.appendingPathComponent("mine-site"))
        CLI.expectSameTree(dir.appendingPathComponent("built-in"), dir.appendingPathComponent("repo-site"))
    }

    @Test func existingTemplatesAreRefusedWithoutForceAndNothingIsWritten() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? Self.fm.removeItem(at: dir) }
        #expect(try CLI.run(["templates", "--out", "t"], in: dir).status == 0)
        let style = dir.appendingPathComponent("t/style.mustache")
        let page = dir.appendingPathComponent("t/page.mustache")
        try Data("/* mine */\n".utf8).write(to: style)
        try Self.fm.removeItem(at: page)

        let refused = try CLI.run(["templates", "--out", "t"], in: dir)
        #expect(refused.status == 1)
        #expect(refused.stdout.isEmpty)
        #expect(refused.stderr == "t/figure.mustache: error: the file exists (and 5 more of the 7 templates); "
            + "nothing was written (pass --force to overwrite, or choose another --out)\n", "\(refused.stderr)")
        #expect(try Data(contentsOf: style) == Data("/* mine */\n".utf8))
        #expect(!Self.fm.fileExists(atPath: page.path))

        let forced = try CLI.run(["templates", "--out", "t", "--force"], in: dir)
        #expect(forced.status == 0, "\(forced.stderr)")
        #expect(try Data(contentsOf: style) == Data(contentsOf: Self.repoTemplates.appendingPathComponent("style.mustache")))
        #expect(Self.fm.fileExists(atPath: page.path))
    }

    @Test func outThatIsAFileIsRefused() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? Self.fm.removeItem(at: dir) }
        try Data("x".utf8).write(to: dir.appendingPathComponent("file"))
        let result = try CLI.run(["templates", "--out", "file", "--force"], in: dir)
        #expect(result.status == 1)
        #expect(result.stderr == "file: error: --out names a file, not a folder; nothing was written\n", "\(result.stderr)")
    }

    /// A `--templates` folder replaces the templates it holds, file by file; the rest stay built in.
    @Test func templatesFolderOverridesFileByFile() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? Self.fm.removeItem(at: dir) }
        let theme = dir.appendingPathComponent("theme")
        try Self.fm.createDirectory(at: theme, withIntermediateDirectories: true)
        var css = try String(contentsOf: Self.repoTemplates.appendingPathComponent("style.mustache"), encoding: .utf8)
        css += "\n.board { outline: 1px solid rebeccapurple; }\n"
        try css.write(to: theme.appendingPathComponent("style.mustache"), atomically: true, encoding: .utf8)
        let examples = CLI.root.appendingPathComponent("examples").path
        let result = try CLI.run(["build", examples, "--out", "site", "--templates", "theme"], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        let page = try String(contentsOf: dir.appendingPathComponent("site/index.html"), encoding: .utf8)
        let stylesheet = try String(contentsOf: dir.appendingPathComponent("site/shuffleboard.css"), encoding: .utf8)
        #expect((page + stylesheet).contains("rebeccapurple"))
        #expect(page.contains("<html"))   // page.mustache, from the built-in set
    }

    @Test func badTemplatesFoldersGetOnePreciseMessage() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? Self.fm.removeItem(at: dir) }
        let examples = CLI.root.appendingPathComponent("examples").path
        try Self.fm.createDirectory(at: dir.appendingPathComponent("typo"), withIntermediateDirectories: true)
        try Data("x".utf8).write(to: dir.appendingPathComponent("typo/pgae.mustache"))
        try Self.fm.createDirectory(at: dir.appendingPathComponent("empty"), withIntermediateDirectories: true)
        let known = "figure.mustache, index.mustache, page.mustache, player.mustache, report.mustache, "
            + "style.mustache, walkthrough.mustache"
        let cases: [(String, String)] = [
            ("missing", "missing: error: no such templates folder (--templates)\n"),
            ("typo", "typo/pgae.mustache: error: no template is named 'pgae.mustache'; "
                + "a --templates folder replaces some of \(known)\n"),
            ("empty", "empty: error: the templates folder holds none of \(known) "
                + "(`shuffleboard templates --out empty` writes them all)\n"),
        ]
        for (folder, message) in cases {
            let result = try CLI.run(["build", examples, "--out", "site", "--templates", folder], in: dir)
            #expect(result.status == 1)
            #expect(result.stderr == message)
            #expect(!Self.fm.fileExists(atPath: dir.appendingPathComponent("site").path))
        }
    }

    /// A template with a syntax error in a `--templates` folder is named with its line and column.
    @Test func templateSyntaxErrorNamesTheOverridingFile() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? Self.fm.removeItem(at: dir) }
        try Self.fm.createDirectory(at: dir.appendingPathComponent("theme"), withIntermediateDirectories: true)
        try Data("<p>\n{{#x}}\n".utf8).write(to: dir.appendingPathComponent("theme/index.mustache"))
        let result = try CLI.run(["build", CLI.root.appendingPathComponent("examples").path, "--out", "site",
                                  "--templates", "theme"], in: dir)
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("theme/index.mustache:"), "\(result.stderr)")
        #expect(result.stderr.contains("error: template syntax: a section is never closed"), "\(result.stderr)")
    }
}
