import CShims
import Foundation
import Testing
@testable import SiteIO

/// `ExportFolder.install`'s swap, with the atomic exchange and without (the fallback of two renames, for a
/// file system that has none, taken here by an exchange that fails with `EINVAL`). What the user does in the
/// board's folder while the export puts its files in place is done inside the exchange's stand-in, after
/// the folder was walked and staged.
@Suite struct ExportFolderSwapTests {
    /// The four files, made in a work folder as an export makes them.
    func stage(_ folder: ExportFolder, _ text: String) throws -> String {
        let scratch = try folder.scratch("three")
        for name in Self.names { try folder.write(Array("\(name) \(text)".utf8), to: name, in: scratch, id: "three") }
        return scratch
    }

    static let names = ["walkthrough.gif", "walkthrough.mp4", "steps.png", "issue.md"]

    func read(_ path: String) -> String? {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }

    /// A file the user adds while the export swaps moves to the new folder (the fallback removed the old
    /// folder with it, before bringing arrivals over from the staging path, gone by then); one the user
    /// saves over a kept file (an editor's rename: a new inode) is the saved one (the kept paths were not
    /// looked at); one the user removes stays removed. Both swaps, nothing left beside the folder.
    @Test(arguments: [false, true]) func whatTheUserDoesDuringTheSwapIsKept(fallback: Bool) throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("export-swap-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: out) }
        let folder = try ExportFolder(out)
        try folder.prepare(["three"], names: Self.names)
        try folder.install("three", names: Self.names, from: try stage(folder, "old"))
        let board = "\(out)/three"
        try Data("first\n".utf8).write(to: URL(fileURLWithPath: "\(board)/notes.txt"))
        try Data("gone\n".utf8).write(to: URL(fileURLWithPath: "\(board)/removed.txt"))

        var exchanged = false
        try folder.install("three", names: Self.names, from: try stage(folder, "new")) { a, b in
            exchanged = true
            try? Data("late\n".utf8).write(to: URL(fileURLWithPath: "\(board)/late.txt"))
            try? Data("saved\n".utf8).write(to: URL(fileURLWithPath: "\(board)/notes.txt"), options: .atomic)
            unlink("\(board)/removed.txt")
            if fallback { errno = EINVAL; return -1 }
            return shuffleboard_exchange(a, b)
        }
        #expect(exchanged)
        #expect(read("\(board)/late.txt") == "late\n")
        #expect(read("\(board)/notes.txt") == "saved\n")
        #expect(read("\(board)/removed.txt") == nil)
        #expect(read("\(board)/issue.md") == "issue.md new")
        #expect(try FileManager.default.contentsOfDirectory(atPath: out).filter { !$0.hasPrefix(".three.export-") }
            == ["three"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: board).sorted()
            == [".shuffleboard-manifest", "issue.md", "late.txt", "notes.txt", "steps.png", "walkthrough.gif",
                "walkthrough.mp4"])
    }
}
