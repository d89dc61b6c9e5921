import BoardFormat
import CollectionLayout
import Foundation
import ReorderEngine
import Scenario
import Testing
import TestSupport
@testable import BoardRender

/// Trace version 2 (docs/trace.md): a change of the screen order or the data that is one
/// move or exchange is written as that edit; frame 0 and `final` carry the whole orders.
@Suite struct TraceV2Tests {
    /// A frame with these orders and nothing else going on.
    static func frame(_ index: Int, order: Order, data: Order) -> Frame {
        Frame(index: index, time: Double(index) / 60, offset: .zero, finger: nil, lifted: nil, liftedFrame: nil,
              layoutIndex: 0, order: order, data: data)
    }

    /// What frame `index` of these orders writes after `previous`, between `liftedFrame` and `events`.
    static func written(_ before: (Order, Order), _ after: (Order, Order), version: TraceVersion = .v2) -> String {
        let text = TraceJSON.frame(frame(1, order: after.0, data: after.1),
                                   previous: frame(0, order: before.0, data: before.1), version: version)
        let start = text.range(of: "\"liftedFrame\": null")!.upperBound
        let end = text.range(of: ", \"events\"")!.lowerBound
        return String(text[start..<end])
    }

    @Test func aScreenMoveIsWrittenAsTheMove() {
        // A B C D → B C A D on screen, data unchanged: A moved from 0 to 2.
        let old: Order = [["A", "B", "C", "D"]]
        #expect(Self.written((old, old), ([["B", "C", "A", "D"]], old))
                == ", \"orderEdit\": {\"kind\": \"move\", \"from\": [0,0], \"to\": [0,2]}")
        // Version 1 writes the whole order.
        #expect(Self.written((old, old), ([["B", "C", "A", "D"]], old), version: .v1)
                == ", \"order\": [[\"B\",\"C\",\"A\",\"D\"]]")
    }

    @Test func aDataExchangeIsWrittenAsTheExchange() {
        // table-exchange's commit: the data swaps rows 0 and 3; the screen already shows it.
        let old: Order = [["A", "B", "C", "D"]]
        let swapped: Order = [["D", "B", "C", "A"]]
        #expect(Self.written((swapped, old), (swapped, swapped))
                == ", \"dataEdit\": {\"kind\": \"exchange\", \"from\": [0,0], \"to\": [0,3]}")
    }

    @Test func aMoveAcrossSectionsAndBothOrdersInOneFrame() {
        // [A B] [C] → [A] [C B] on screen and in the data, in one frame: B from (0,1) to (1,1), twice.
        let old: Order = [["A", "B"], ["C"]]
        let new: Order = [["A"], ["C", "B"]]
        let edit = "{\"kind\": \"move\", \"from\": [0,1], \"to\": [1,1]}"
        #expect(Self.written((old, old), (new, new)) == ", \"orderEdit\": \(edit), \"dataEdit\": \(edit)")
    }

    @Test func aChangeThatIsNotOneEditIsWrittenWhole() {
        // A B C D → B A D C: two swaps in one frame, no single edit.
        let old: Order = [["A", "B", "C", "D"]]
        #expect(Self.written((old, old), ([["B", "A", "D", "C"]], old)) == ", \"order\": [[\"B\",\"A\",\"D\",\"C\"]]")
        // Unchanged: nothing.
        #expect(Self.written((old, old), (old, old)) == "")
    }

    /// A list of 2,000 rows of 5 points under a 300-point viewport (60 rows on screen): the finger
    /// takes row "1" to the bottom edge and holds, so the content scrolls and the lifted row moves
    /// down, a few places at a time.
    static let edgeScroll = """
        ```board
        id: hold
        layout: list
        viewport: 320x300
        item-size: 320x5
        line-spacing: 0
        items: 2000
        steps:
          - press 160,2
          - move to bottom edge over 0.5s
          - hold 5s
          - release
        ```
        """

    @Test func anEdgeScrollWritesEachScreenMoveAsAMoveOfTheLiftedRow() throws {
        let board = try #require(try PageParser.parse(markdown: Self.edgeScroll, file: "hold.md").document().scenarios.first)
        let run = ScenarioRun(board)
        let v2 = TraceJSON.document([run], version: .v2)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(v2.utf8)) as? [String: Any])
        #expect(json["version"] as? Int == 2)
        let frames = try #require((json["boards"] as? [[String: Any]])?.first?["frames"] as? [[String: Any]])
        let timeline = run.timeline.frames
        let changed = (1..<timeline.count).filter { timeline[$0].order != timeline[$0 - 1].order }
        // Many screen moves, each an edit: no whole order after frame 0.
        #expect(changed.count > 20, "\(changed.count) screen moves")
        #expect(frames.dropFirst().allSatisfy { $0["order"] == nil })
        #expect(frames.indices.filter { frames[$0]["orderEdit"] != nil } == changed)
        // Each is a move of the lifted row ("1", first), starting where the last one left it.
        var at = [0, 0]
        for k in changed {
            let edit = try #require(frames[k]["orderEdit"] as? [String: Any])
            #expect(edit["kind"] as? String == "move")
            #expect(edit["from"] as? [Int] == at, "frame \(k)")
            let to = try #require(edit["to"] as? [Int])
            #expect(to[0] == 0 && to[1] > at[1], "frame \(k): the row moves down")
            #expect(timeline[k].order[0][to[1]] == "1")
            at = to
        }
        // v1 writes 2,000 labels at each of those frames; v2 a few dozen bytes.
        let v1 = TraceJSON.document([run], version: .v1)
        #expect(v2.utf8.count * 2 < v1.utf8.count, "v2 \(v2.utf8.count) bytes, v1 \(v1.utf8.count)")
    }

    // MARK: Round trip

    /// Every example board under each of its profiles.
    static let examples: [[ScenarioRun]] = {
        let folder = Fixtures.examples
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return files.filter { $0.hasSuffix(".md") }.sorted().flatMap { name -> [[ScenarioRun]] in
            let text = (try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)) ?? ""
            let page = try? PageParser.parse(markdown: text, file: "examples/\(name)")
            return (page?.document().scenarios ?? []).map { ScenarioRun.all($0) }
        }
    }()

    /// `moveItemAt` and exchange on nested arrays, as a reader of the trace would apply them.
    static func apply(_ edit: [String: Any], to order: [[String]]) throws -> [[String]] {
        let from = try #require(edit["from"] as? [Int]), to = try #require(edit["to"] as? [Int])
        var order = order
        switch edit["kind"] as? String {
        case "move":
            let label = order[from[0]].remove(at: from[1])
            order[to[0]].insert(label, at: min(to[1], order[to[0]].count))
        case "exchange":
            (order[from[0]][from[1]], order[to[0]][to[1]]) = (order[to[0]][to[1]], order[from[0]][from[1]])
        default:
            Issue.record("unknown edit \(edit)")
        }
        return order
    }

    /// `key` ("order" or "data") of every frame: carried from where it was written, edits applied.
    static func carried(_ frames: [[String: Any]], _ key: String) throws -> [[[String]]] {
        var current: [[String]] = []
        return try frames.map { frame in
            if let whole = frame[key] {
                current = try #require(whole as? [[String]])
            } else if let edit = frame[key + "Edit"] as? [String: Any] {
                current = try apply(edit, to: current)
            }
            return current
        }
    }

    /// A frame without its orders and edits: the rest must be the same in both versions.
    static func rest(_ frame: [String: Any]) -> NSDictionary {
        NSDictionary(dictionary: frame.filter { !["order", "data", "orderEdit", "dataEdit"].contains($0.key) })
    }

    @Test func expandingV2GivesV1sOrdersAtEveryFrameOfEveryExampleBoard() throws {
        #expect(Self.examples.count >= 20)
        var edits = 0
        for runs in Self.examples {
            let id = runs[0].scenario.id
            let v1 = try #require(try JSONSerialization.jsonObject(with: Data(TraceJSON.document(boards: [runs], version: .v1).utf8))
                                  as? [String: Any])
            let v2 = try #require(try JSONSerialization.jsonObject(with: Data(TraceJSON.document(boards: [runs], version: .v2).utf8))
                                  as? [String: Any])
            let b1 = try #require((v1["boards"] as? [[String: Any]])?.first)
            let b2 = try #require((v2["boards"] as? [[String: Any]])?.first)
            // Everything but the frames is the same: items, final, violations, profiles.
            #expect(NSDictionary(dictionary: b1.filter { $0.key != "frames" && $0.key != "variants" })
                    .isEqual(to: b2.filter { $0.key != "frames" && $0.key != "variants" }), "\(id)")
            let entries1 = [b1] + (b1["variants"] as? [[String: Any]] ?? [])
            let entries2 = [b2] + (b2["variants"] as? [[String: Any]] ?? [])
            #expect(entries1.count == runs.count && entries2.count == runs.count, "\(id)")
            for (e1, e2) in zip(entries1, entries2) {
                let f1 = try #require(e1["frames"] as? [[String: Any]]), f2 = try #require(e2["frames"] as? [[String: Any]])
                #expect(f1.count == f2.count, "\(id)")
                #expect(try Self.carried(f1, "order") == Self.carried(f2, "order"), "\(id) \(e1["profile"] ?? "")")
                #expect(try Self.carried(f1, "data") == Self.carried(f2, "data"), "\(id) \(e1["profile"] ?? "")")
                for (a, b) in zip(f1, f2) { #expect(Self.rest(a).isEqual(to: Self.rest(b) as! [AnyHashable: Any]), "\(id) frame \(a["index"] ?? "")") }
                // Frame 0 carries both whole in v2 too; the final orders are the expanded last ones.
                #expect(f2[0]["order"] != nil && f2[0]["data"] != nil)
                let final = try #require(e2["final"] as? [String: Any])
                #expect(final["order"] as? [[String]] == (try Self.carried(f2, "order")).last, "\(id)")
                #expect(final["data"] as? [[String]] == (try Self.carried(f2, "data")).last, "\(id)")
                edits += f2.filter { $0["orderEdit"] != nil || $0["dataEdit"] != nil }.count
            }
        }
        // The examples reorder: the round trip went through edits, not only whole orders.
        #expect(edits > 50)
    }

    @Test func theV2BoundIsAtLeastWhatIsWritten() throws {
        for runs in Self.examples {
            for run in runs {
                let written = TraceJSON.board(run, version: .v2).utf8.count
                let bound = TraceJSON.maximumBytes(run, version: .v2)
                #expect(bound >= written, "\(run.scenario.id)")
                #expect(bound - written < 1_000 * run.timeline.frames.count, "\(run.scenario.id): \(bound) for \(written)")
            }
        }
        // On the edge scroll, where v1 writes the order at every move, the v2 bound is far below v1's.
        let hold = ScenarioRun(try #require(try PageParser.parse(markdown: Self.edgeScroll, file: "hold.md").document().scenarios.first))
        #expect(TraceJSON.maximumBytes(hold, version: .v2) * 2 < TraceJSON.maximumBytes(hold, version: .v1))
    }
}
