import BoardFormat
import CollectionLayout
import Foundation
import ReorderEngine
import Scenario
import Testing

/// A trace file read as a recorded run (``RecordedTrace/read(_:from:)``): any version's frames
/// carried as docs/trace.md's reader carries them, and what is not one run of a trace refused.
@Suite struct RecordedTraceReadingTests {
    /// `Tests/Fixtures/recorded/buggy.json`: RecordedRunTests' page by hand, in version 3 (A moves
    /// below B at frame 3, when the finger passes B's centre; the data never changes).
    static func buggy() throws -> [UInt8] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/recorded/buggy.json")
        return [UInt8](try Data(contentsOf: url))
    }

    static func error(_ text: String) -> String? {
        do {
            _ = try RecordedTrace.read(Array(text.utf8), from: "t.json")
            return nil
        } catch {
            return error.description
        }
    }

    @Test func aVersionThreeTraceIsReadFrameByFrame() throws {
        let trace = try RecordedTrace.read(try Self.buggy(), from: "buggy.json")
        #expect(trace.recording == Recording(from: "file:///srv/list.html", browser: "Chromium 120", items: "li",
                                             library: "SortableJS 1.14.0"))
        #expect(trace.version == 3 && trace.fps == 10)
        #expect(trace.viewport == Size(width: 320, height: 200))
        #expect(trace.items["B"] == Rect(x: 0, y: 50, width: 320, height: 50))
        #expect(trace.frames.count == 6)
        // Frame 2 writes no order: it keeps frame 1's; frame 3's move (from [0,0] to [0,1]) makes [B, A, C],
        // which frames 4 and 5 keep; the data is never written after frame 0.
        let abc = Order([["A", "B", "C"]]), bac = Order([["B", "A", "C"]])
        #expect(trace.frames.map(\.order) == [abc, abc, abc, bac, bac, bac])
        #expect(trace.frames.map(\.data) == Array(repeating: abc, count: 6))
        // Fingers: none, then 25, 50, 75 down the middle of the rows, none from the release.
        #expect(trace.frames.map { $0.finger?.y } == [nil, 25, 50, 75, nil, nil])
        #expect(trace.frames.map(\.lifted) == [nil, "A", "A", "A", nil, nil])
        #expect(trace.frames[2].liftedFrame == Rect(x: 0, y: 25, width: 320, height: 50))
        // Times are index / fps exactly (the file keeps four decimals).
        #expect(trace.frames.map(\.time) == (0..<6).map { Double($0) / 10 })
        #expect(trace.frames[3].events == [.exchange(item: "A", from: IndexPath(section: 0, item: 0),
                                                     to: IndexPath(section: 0, item: 1))])
    }

    @Test func versionTwosObjectsReadAsVersionThreesArrays() throws {
        let text = """
            {"version": 2,
             "boards": [
             {"id": "r", "title": "R", "file": "r.md", "line": 1,
             "profile": "system", "fps": 60,
             "viewport": {"width": 100, "height": 80},
             "contentSize": {"width": 100, "height": 40},
             "items": {"X": {"x": 0, "y": 0, "width": 100, "height": 20}, "Y": {"x": 0, "y": 20, "width": 100, "height": 20}},
             "frames": [
              {"index": 0, "time": 0, "offset": {"x": 0, "y": 0}, "finger": null, "lifted": null, "liftedFrame": null, "order": [["X","Y"]], "data": [["X","Y"]], "events": []},
              {"index": 1, "time": 0.0167, "offset": {"x": 0, "y": 0}, "finger": {"x": 5, "y": 6}, "lifted": null, "liftedFrame": null, "dataEdit": {"kind": "exchange", "from": [0,0], "to": [0,1]}, "events": []}],
             "final": {}, "violations": []}
             ]}
            """
        let trace = try RecordedTrace.read(Array(text.utf8), from: "r.json")
        // No source: recorded from the file itself.
        #expect(trace.recording == Recording(from: "r.json"))
        #expect(trace.items["Y"] == Rect(x: 0, y: 20, width: 100, height: 20))
        #expect(trace.frames[1].finger == Point(x: 5, y: 6))
        #expect(trace.frames[1].data == Order([["Y", "X"]]))
        #expect(trace.frames[1].order == Order([["X", "Y"]]))
        // 0.0167 is 1/60 to four decimals.
        #expect(trace.frames[1].time == 1.0 / 60)
        // The frame's exchange of the data is told as the engine's runs tell one, with the kind it was
        // written with (a neighbours' exchange is also one move: the written kind wins); the screen
        // did not change, so no exchange event.
        #expect(trace.frames[1].events == [.commit(item: "X", from: IndexPath(section: 0, item: 0),
                                                   to: IndexPath(section: 0, item: 1), kind: .exchange)])
    }

    /// A recorder that writes the orders' changes but no events for them (record writes `lift` and
    /// `release` only): each change gets the event the engine's runs would have, before the
    /// frame's `release`, so a recorded panel's log tells the page's moves as the models' do.
    @Test func changesOfOrderNoEventTellsAreToldAsTheEnginesRunsTellThem() throws {
        let text = """
            {"version": 3,
             "boards": [
             {"id": "r", "title": "R", "file": "r.md", "line": 1, "profile": "observed", "fps": 10,
             "viewport": [100, 90], "contentSize": [100, 90],
             "items": {"A": [0,0,100,30], "B": [0,30,100,30], "C": [0,60,100,30]},
             "frames": [
              {"index": 0, "time": 0, "offset": [0,0], "finger": null, "lifted": null, "order": [["A","B","C"]], "data": [["A","B","C"]]},
              {"index": 1, "time": 0.1, "finger": [50,15], "lifted": "A", "events": [{"type": "lift", "item": "A"}]},
              {"index": 2, "time": 0.2, "orderEdit": {"kind": "move", "from": [0,0], "to": [0,2]}},
              {"index": 3, "time": 0.3, "data": [["B","C","A"]], "lifted": null, "events": [{"type": "release", "item": "A"}]},
              {"index": 4, "time": 0.4, "order": [["A","B","C"]], "data": [["A","B","C"]], "events": [{"type": "commit", "kind": "move", "item": "A", "from": [0,2], "to": [0,0]}]}],
             "final": {}, "violations": []}
             ]}
            """
        let trace = try RecordedTrace.read(Array(text.utf8), from: "r.json")
        let p = { (i: Int) in IndexPath(section: 0, item: i) }
        #expect(trace.frames[1].events == [.lift(item: "A")])
        // Frame 2: the screen's move of A from 0 to 2; the data did not change.
        #expect(trace.frames[2].events == [.exchange(item: "A", from: p(0), to: p(2))])
        // Frame 3: the data, written whole, [A, B, C] → [B, C, A]: one move of A from 0 to 2, told
        // before the release the frame wrote.
        #expect(trace.frames[3].events == [.commit(item: "A", from: p(0), to: p(2), kind: .move), .release(item: "A")])
        // Frame 4 tells its data change itself (nothing added for it); the screen's [B, C, A] →
        // [A, B, C] is one move, of A from 2 to 0, told after the frame's own events.
        #expect(trace.frames[4].events == [.commit(item: "A", from: p(2), to: p(0), kind: .move),
                                           .exchange(item: "A", from: p(2), to: p(0))])
    }

    @Test func whatIsNotOneRunOfATraceIsRefused() throws {
        // `{"version":3,` is 13 bytes: a key was expected at the end.
        #expect(Self.error("{\"version\":3,") == "is not a trace: not JSON (expected a key in quotes at byte 13)")
        #expect(Self.error("[1, 2]") == "is not a trace: expected an object with 'version' and 'boards', as "
            + "`shuffleboard trace` writes")
        #expect(Self.error("{\"version\":4,\"boards\":[]}")
            == "is a trace of format version 4; a recording is read in versions 1, 2 and 3")
        #expect(Self.error("{\"version\":3,\"boards\":[{},{}]}")
            == "holds 2 boards; a recording is one board's run (record one with --board ID)")
        #expect(Self.error("{\"version\":3,\"boards\":[{\"profiles\":[\"system\",\"sortablejs\",\"dnd-kit\"]}]}")
            == "holds 3 runs of its board (under 'profiles'); a recording is one run")
        // A move from a place the order does not have: refused, not applied.
        var text = String(decoding: try Self.buggy(), as: UTF8.self)
        text = text.replacingOccurrences(of: "\"orderEdit\":{\"kind\":\"move\",\"from\":[0,0]",
                                          with: "\"orderEdit\":{\"kind\":\"move\",\"from\":[0,7]")
        #expect(Self.error(text) == "frame 3: 'orderEdit' moves from or to a place the order does not have")
        text = String(decoding: try Self.buggy(), as: UTF8.self).replacingOccurrences(of: "\"time\":0.3,", with: "\"time\":0.35,")
        #expect(Self.error(text) == "frame 3: its 'time' must be its index over the frame rate, 0.3 s")
        // Nested past the bound.
        #expect(Self.error(String(repeating: "[", count: 40)) == "is not a trace: not JSON (nested more than 32 deep at byte 32)")
    }
}
