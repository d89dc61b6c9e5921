import BoardFormat
import CollectionLayout
import Foundation
import ReorderEngine
import Scenario
import Testing
import TestSupport
@testable import BoardRender

/// Trace version 3 (docs/trace.md): version 2's frames, with `offset`, `finger`, `lifted`
/// and `liftedFrame` written in frame 0 and where they changed, `events` only when there
/// are some, points, sizes and rects as arrays, and no spaces.
@Suite struct TraceV3Tests {
    static let order: Order = [["A", "B"]]

    static func frame(_ index: Int, offset: Point = .zero, finger: Point? = nil, lifted: String? = nil,
                      liftedFrame: Rect? = nil, events: [TimelineEvent] = []) -> Frame {
        Frame(index: index, time: Double(index) / 60, offset: offset, finger: finger, lifted: lifted,
              liftedFrame: liftedFrame, layoutIndex: 0, order: order, data: order, events: events)
    }

    @Test func frameZeroWritesEveryFieldWithoutSpaces() {
        let text = TraceJSON.frame(Self.frame(0), previous: nil, version: .v3)
        #expect(text == "{\"index\":0,\"time\":0,\"offset\":[0,0],\"finger\":null,\"lifted\":null,"
                + "\"liftedFrame\":null,\"order\":[[\"A\",\"B\"]],\"data\":[[\"A\",\"B\"]]}")
    }

    @Test func aFrameWhereNothingChangedIsItsIndexAndTime() {
        // Frame 13 at 60 fps: 13/60 = 0.21666… s, four places: 0.2167.
        let still = Self.frame(12, finger: Point(x: 160, y: 22))
        let next = Self.frame(13, finger: Point(x: 160, y: 22))
        #expect(TraceJSON.frame(next, previous: still, version: .v3) == "{\"index\":13,\"time\":0.2167}")
        // Version 2 writes it whole.
        #expect(TraceJSON.frame(next, previous: still, version: .v2)
                == "{\"index\": 13, \"time\": 0.2167, \"offset\": {\"x\": 0, \"y\": 0}, \"finger\": {\"x\": 160, \"y\": 22}, "
                + "\"lifted\": null, \"liftedFrame\": null, \"events\": []}")
    }

    @Test func aFieldIsWrittenWhereItChangesNullIncluded() {
        let lifted = Self.frame(40, offset: Point(x: 0, y: 12), finger: Point(x: 160, y: 66), lifted: "B",
                                liftedFrame: Rect(x: 0, y: 44, width: 320, height: 44))
        // The finger lifts: finger, lifted and liftedFrame become null; the offset stays (not written).
        let released = Self.frame(41, offset: Point(x: 0, y: 12), events: [.release(item: "B")])
        #expect(TraceJSON.frame(released, previous: lifted, version: .v3)
                == "{\"index\":41,\"time\":0.6833,\"finger\":null,\"lifted\":null,\"liftedFrame\":null,"
                + "\"events\":[{\"type\":\"release\",\"item\":\"B\"}]}")
        // The offset scrolls by 12.5 with the finger held: only the offset and the event.
        let scrolled = Self.frame(41, offset: Point(x: 0, y: 24.5), finger: Point(x: 160, y: 66), lifted: "B",
                                  liftedFrame: Rect(x: 0, y: 44, width: 320, height: 44),
                                  events: [.scroll(dx: 0, dy: 12.5)])
        #expect(TraceJSON.frame(scrolled, previous: lifted, version: .v3)
                == "{\"index\":41,\"time\":0.6833,\"offset\":[0,24.5],"
                + "\"events\":[{\"type\":\"scroll\",\"dx\":0,\"dy\":12.5}]}")
    }

    @Test func pointsSizesAndRectsAreArrays() {
        // The finger moves to (160, 66.5) and B lifts at (0, 44) in a 320 × 44 cell, scaled 1.05
        // about its centre: 320 × 1.05 = 336, x = 0 − (336 − 320)/2 = −8; 44 × 1.05 = 46.2,
        // y = 44 − (46.2 − 44)/2 = 42.9.
        let before = Self.frame(7, finger: Point(x: 160, y: 66))
        let lifted = Self.frame(8, finger: Point(x: 160, y: 66.5), lifted: "B",
                                liftedFrame: Rect(x: -8, y: 42.9, width: 336, height: 46.2))
        #expect(TraceJSON.frame(lifted, previous: before, version: .v3)
                == "{\"index\":8,\"time\":0.1333,\"finger\":[160,66.5],\"lifted\":\"B\",\"liftedFrame\":[-8,42.9,336,46.2]}")
        #expect(TraceJSON.size(Size(width: 320, height: 600), JSONStyle(.v3)) == "[320,600]")
        #expect(TraceJSON.size(Size(width: 320, height: 600), JSONStyle(.v2)) == "{\"width\": 320, \"height\": 600}")
    }

    @Test func versionTwoIsByteForByteAsBeforeVersionThree() throws {
        // Tests/Fixtures/trace-v2: what `trace --format-version 2` printed before version 3 existed.
        let root = Fixtures.packageRoot.appendingPathComponent("Tests/Fixtures")
        let markdown = try String(contentsOf: root.appendingPathComponent("trace-v1/table-exchange.md"), encoding: .utf8)
        let before = try String(contentsOf: root.appendingPathComponent("trace-v2/table-exchange.trace.json"), encoding: .utf8)
        let boards = try TraceVariantsTests.runs(markdown, file: "examples/table-exchange.md")
        #expect(boards.map { $0[0].scenario.id } == ["table-slow", "table-flick"])
        #expect(TraceJSON.document(boards: boards, version: .v2) == before)
        #expect(TraceJSON.document(boards: boards).hasPrefix("{\"version\":3,\n\"boards\":[\n{\"id\":\"table-slow\","))
    }

    /// `[a, b, …]` as `{names[0]: a, names[1]: b, …}`; anything else (null) as it is.
    static func object(_ value: Any?, _ names: [String]) throws -> Any {
        guard let array = value as? [Any] else { return try #require(value) }
        #expect(array.count == names.count)
        return Dictionary(uniqueKeysWithValues: zip(names, array))
    }
    static let point = ["x", "y"], rect = ["x", "y", "width", "height"], size = ["width", "height"]

    /// Version 3's frames with what they leave out filled in: each of `offset`, `finger`,
    /// `lifted` and `liftedFrame` from the frame before when missing, `events` as `[]`;
    /// points and rects as objects.
    static func filled(_ frames: [[String: Any]]) throws -> [[String: Any]] {
        var carried: [String: Any] = [:]
        return try frames.map { frame in
            var frame = frame
            for key in ["offset", "finger", "lifted", "liftedFrame"] {
                if let value = frame[key] { carried[key] = value } else { frame[key] = try #require(carried[key], "\(key)") }
            }
            if frame["events"] == nil { frame["events"] = [Any]() }
            frame["offset"] = try object(frame["offset"], point)
            frame["finger"] = try object(frame["finger"], point)
            frame["liftedFrame"] = try object(frame["liftedFrame"], rect)
            if let headers = frame["headers"] as? [[String: Any]] {
                frame["headers"] = try headers.map { h in h.merging(["frame": try object(h["frame"], rect)]) { $1 } }
            }
            return frame
        }
    }

    /// A version 3 entry's `viewport`, `contentSize`, `items` and `final` as objects.
    static func objects(_ entry: [String: Any]) throws -> [String: Any] {
        var entry = entry
        if entry["viewport"] != nil { entry["viewport"] = try object(entry["viewport"], size) }
        if entry["contentSize"] != nil { entry["contentSize"] = try object(entry["contentSize"], size) }
        if let items = entry["items"] as? [String: Any] { entry["items"] = try items.mapValues { try object($0, rect) } }
        if let final = entry["final"] as? [String: Any] {
            entry["final"] = final.merging(["offset": try object(final["offset"], point)]) { $1 }
        }
        return entry
    }

    @Test func fillingInVersionThreeGivesVersionTwoAtEveryFrameOfEveryExampleBoard() throws {
        #expect(TraceV2Tests.examples.count >= 20)
        var left = 0, v2Bytes = 0, v3Bytes = 0
        for runs in TraceV2Tests.examples {
            let id = runs[0].scenario.id
            let v2Text = TraceJSON.document(boards: [runs], version: .v2)
            let v3Text = TraceJSON.document(boards: [runs], version: .v3)
            v2Bytes += v2Text.utf8.count
            v3Bytes += v3Text.utf8.count
            let v2 = try #require(try JSONSerialization.jsonObject(with: Data(v2Text.utf8)) as? [String: Any])
            let v3 = try #require(try JSONSerialization.jsonObject(with: Data(v3Text.utf8)) as? [String: Any])
            #expect(v3["version"] as? Int == 3)
            let b2 = try #require((v2["boards"] as? [[String: Any]])?.first)
            let b3 = try #require((v3["boards"] as? [[String: Any]])?.first)
            #expect(NSDictionary(dictionary: b2.filter { $0.key != "frames" && $0.key != "variants" })
                    .isEqual(to: try Self.objects(b3).filter { $0.key != "frames" && $0.key != "variants" }), "\(id)")
            let entries2 = [b2] + (b2["variants"] as? [[String: Any]] ?? [])
            let entries3 = [b3] + (b3["variants"] as? [[String: Any]] ?? [])
            for (v2, v3) in zip(entries2.dropFirst(), entries3.dropFirst()) {
                #expect(NSDictionary(dictionary: v2.filter { $0.key != "frames" })
                        .isEqual(to: try Self.objects(v3).filter { $0.key != "frames" }), "\(id)")
            }
            #expect(entries2.count == runs.count && entries3.count == runs.count, "\(id)")
            for (e2, e3) in zip(entries2, entries3) {
                let f2 = try #require(e2["frames"] as? [[String: Any]]), f3 = try #require(e3["frames"] as? [[String: Any]])
                #expect(f2.count == f3.count, "\(id)")
                for (a, b) in zip(f2, try Self.filled(f3)) {
                    #expect(NSDictionary(dictionary: a).isEqual(to: b), "\(id) frame \(a["index"] ?? "")")
                }
                left += f3.dropFirst().filter { $0["finger"] == nil && $0["offset"] == nil && $0["events"] == nil }.count
            }
        }
        // The examples hold still between gestures: many frames leave everything out; and the
        // whole is smaller (v3 never writes more than v2 for the same frames).
        #expect(left > 500)
        #expect(v3Bytes < v2Bytes)
    }

    @Test func theV3BoundIsAtLeastWhatIsWritten() {
        for runs in TraceV2Tests.examples {
            for run in runs {
                #expect(TraceJSON.maximumBytes(run, version: .v3) >= TraceJSON.board(run, version: .v3).utf8.count)
            }
        }
    }
}
