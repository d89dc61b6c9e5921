import Foundation
import Testing
@testable import SiteIO
import SitePlan

/// The site writer's plan and manifest as units (they were tested only through the binary): what a
/// build would link, write and remove, worked out by hand from a folder made here.
@Suite struct SitePlanningTests {
    /// A fresh folder holding `files` (path → text); the caller removes it.
    static func folder(_ files: [String: String]) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("siteio-\(UUID().uuidString)")
        for (path, text) in files {
            let file = url.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: file, atomically: false, encoding: .utf8)
        }
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url.path
    }

    /// The previous build wrote a.html, b.html and boards/x/walkthrough.svg (the manifest); the folder
    /// also holds the user's notes.txt. The new site holds a.html with the same bytes, b.html with other
    /// bytes, and c.html, which is new. So: a.html is the same (linked); b.html changed and c.html was
    /// added (both written); boards/x/walkthrough.svg is no longer built (removed); notes.txt is in no
    /// list (the user's, kept by the writer).
    @Test func aPlanSortsTheFilesIntoSameChangedAddedAndRemoved() throws {
        let out = try Self.folder(["a.html": "A", "b.html": "B", "boards/x/walkthrough.svg": "<svg/>", "notes.txt": "mine"])
        defer { try? FileManager.default.removeItem(atPath: out) }
        var previous = SiteManifest()
        previous.assign([RawPath("a.html"), RawPath("b.html"), RawPath("boards/x/walkthrough.svg")], to: "")
        let plan = SiteWriter.Plan([OutputFile("a.html", text: "A"), OutputFile("b.html", text: "B, changed"),
                                    OutputFile("c.html", text: "C")], owner: "", previous: previous, in: out)
        #expect(Set(plan.same.keys) == [RawPath("a.html")])
        #expect(plan.moving == [RawPath("b.html"), RawPath("c.html")])
        #expect(plan.removed == [RawPath("boards/x/walkthrough.svg")])
        #expect(plan.others.isEmpty)
        #expect(plan.summary.unchanged == 1 && plan.summary.changed == 1 && plan.summary.added == 1 && plan.summary.removed == 1)
        #expect(plan.manifest[""] == [RawPath("a.html"), RawPath("b.html"), RawPath("c.html")])
    }

    /// A file of the same size but other bytes is not the same ("B" and "b"), and a listed file the user
    /// removed since is added again, not changed.
    @Test func sameSizeIsNotSameBytesAndAMissingFileIsAdded() throws {
        let out = try Self.folder(["b.html": "B"])
        defer { try? FileManager.default.removeItem(atPath: out) }
        var previous = SiteManifest()
        previous.assign([RawPath("b.html"), RawPath("gone.html")], to: "")
        let plan = SiteWriter.Plan([OutputFile("b.html", text: "b"), OutputFile("gone.html", text: "G")], owner: "",
                                   previous: previous, in: out)
        #expect(plan.same.isEmpty)
        #expect(plan.summary.changed == 1)   // b.html: listed and there
        #expect(plan.summary.added == 1)     // gone.html: listed, not there
    }

    /// A file is bytes, not text: the folder holds a.bin and b.bin, each FF 00 FE (not UTF-8). The site's
    /// a.bin of those three bytes is the same (linked); its b.bin, FF 00 FD, is as long but differs (as
    /// text, FE and FD would both read as U+FFFD), so it is written.
    @Test func filesAreComparedAsBytes() throws {
        let out = try Self.folder([:])
        defer { try? FileManager.default.removeItem(atPath: out) }
        for name in ["a.bin", "b.bin"] {
            try Data([0xFF, 0x00, 0xFE]).write(to: URL(fileURLWithPath: out).appendingPathComponent(name))
        }
        var previous = SiteManifest()
        previous.assign([RawPath("a.bin"), RawPath("b.bin")], to: "")
        let plan = SiteWriter.Plan([OutputFile("a.bin", bytes: [0xFF, 0x00, 0xFE]), OutputFile("b.bin", bytes: [0xFF, 0x00, 0xFD])],
                                   owner: "", previous: previous, in: out)
        #expect(Set(plan.same.keys) == [RawPath("a.bin")])
        #expect(plan.moving == [RawPath("b.bin")])
    }

    /// Under `--merge` key "k", another key's file stays (kept, linked) unless this build writes it; the
    /// plain group's files this build writes move to "k".
    @Test func aMergeBuildKeepsTheOtherInputsFiles() throws {
        let out = try Self.folder(["other.html": "O", "shared.css": "S"])
        defer { try? FileManager.default.removeItem(atPath: out) }
        var previous = SiteManifest()
        previous.assign([RawPath("other.html"), RawPath("shared.css")], to: "j")
        let plan = SiteWriter.Plan([OutputFile("mine.html", text: "M"), OutputFile("shared.css", text: "S")], owner: "k",
                                   previous: previous, in: out)
        #expect(Set(plan.others.keys) == [RawPath("other.html")])
        #expect(plan.removed.isEmpty)
        #expect(Set(plan.same.keys) == [RawPath("shared.css")])
        #expect(plan.manifest["k"] == [RawPath("mine.html"), RawPath("shared.css")])
        #expect(plan.manifest["j"] == [RawPath("other.html"), RawPath("shared.css")])
    }

    /// The manifest's text: the header, then the plain group's paths byte-sorted, then each `--merge`
    /// group under its heading; read back, the same groups. A line that is not a plain relative path
    /// (`../x`, `/etc/passwd`) is ignored when read.
    @Test func theManifestRoundTripsAndIgnoresPathsOutOfTheFolder() {
        var manifest = SiteManifest()
        manifest.assign([RawPath("b.html"), RawPath("a.html")], to: "")
        manifest.assign([RawPath("z.css")], to: "k")
        let text = String(decoding: manifest.bytes, as: UTF8.self)
        #expect(text == SiteFiles.manifestHeader + "\na.html\nb.html\n/input k\nz.css\n")
        #expect(SiteManifest(bytes: manifest.bytes) == manifest)
        let hostile = SiteManifest(bytes: Array((SiteFiles.manifestHeader + "\n../x\n/etc/passwd\nok.html\n").utf8))
        #expect(hostile.all == [RawPath("ok.html")])
    }
}
