import BoardFormat
import Foundation
import ReorderEngine
import Testing
@testable import SiteIO

/// What `serve` knows of a board's recording to record it again (``RecordedPages``): the options
/// its `source` keeps, the command that would, and whether a save of the board changed its gesture.
@Suite struct RecordedPagesTests {
    static let board = """
        # Rows

        ```board
        id: r
        title: Rows
        profiles: [sortablejs, {observed: recorded/list.json}]
        layout: list
        viewport: 320x200
        item-size: 320x50
        fps: 10
        items: [A, B, C]
        steps: [press A, move to B over 0.2s, release]
        ```
        """

    /// A trace of one frame, as `record` writes its `source` (the frames do not matter here).
    static let trace = """
        {"version":3,"boards":[{"id":"r","title":"Rows","file":"list.md","line":3,"profile":"observed",
        "source":{"kind":"recorded","from":"file:///srv/my%20list.html","browser":"Chromium 156","items":"li",
        "library":null,"container":"#list","touch":true},"fps":10,"viewport":[320,200],"contentSize":[320,150],
        "items":{"A":[0,0,320,50],"B":[0,50,320,50],"C":[0,100,320,50]},
        "frames":[{"index":0,"time":0,"data":[["A","B","C"]]}]}]}
        """

    /// A folder holding `list.md` (`markdown`) and `recorded/list.json`.
    static func folder(_ markdown: String = board) throws -> String {
        let folder = NSTemporaryDirectory() + "recorded-pages-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder + "/recorded", withIntermediateDirectories: true)
        try Data(markdown.utf8).write(to: URL(fileURLWithPath: folder + "/list.md"))
        try Data(trace.utf8).write(to: URL(fileURLWithPath: folder + "/recorded/list.json"))
        return folder
    }

    static func pages(_ folder: String) throws -> RecordedPages { RecordedPages.of(try Inputs.markdownFiles([folder])) }

    @Test func aRecordingKeepsWhatRecordingItAgainTakes() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let entry = try #require(try Self.pages(folder).entries.first)
        #expect(entry.page == "/srv/my list.html")
        #expect(entry.recording == folder + "/recorded/list.json" && entry.board == folder + "/list.md" && entry.id == "r")
        #expect(entry.source.replay == Recording.Replay(container: "#list", touch: true))
        #expect(entry.version == 3)
        #expect(entry.command == "shuffleboard record \(folder)/list.md --board r --url 'file:///srv/my%20list.html' "
            + "--items li --container '#list' --touch --out \(folder)/recorded/list.json")
    }

    @Test func aNewTitleIsNotANewGestureAndANewStepOrPressIs() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let before = try Self.pages(folder)
        func saved(_ old: String, _ new: String) throws -> [String] {
            try Data(Self.board.replacingOccurrences(of: old, with: new).utf8).write(to: URL(fileURLWithPath: folder + "/list.md"))
            return try Self.pages(folder).gestureChanged(since: before).map(\.id)
        }
        #expect(try saved("title: Rows", "title: Rows moved") == [])
        #expect(try saved("steps: [", "expect:\n  data: [B, A, C]\nsteps: [") == [])
        // The first model's press: sortablejs's 0 s lasts max(1, round(0 × 10)) = 1 frame, and so does
        // jquery-ui-sortable's; system's 0.5 s lasts round(0.5 × 10) = 5.
        #expect(try saved("[sortablejs, {observed", "[jquery-ui-sortable, {observed") == [])
        #expect(try saved("[sortablejs, {observed", "[system, {observed") == ["r"])
        #expect(try saved("fps: 10", "fps: 10\npress-duration: 0.5s") == ["r"])
        #expect(try saved("move to B", "move to C") == ["r"])
        #expect(try saved("viewport: 320x200", "viewport: 320x220") == ["r"])
        // Read again after the save, with the gestures as they were read before it (serve's build
        // between the two): still a change for the next look.
        let fresh = try Self.pages(folder).keepingGestures(of: before)
        #expect(fresh.entries.map(\.gesture) == before.entries.map(\.gesture))
        #expect(try Self.pages(folder).gestureChanged(since: fresh).map(\.id) == ["r"])
    }
}
