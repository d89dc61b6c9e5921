import Scenario
import BoardFormat
import CollectionLayout
import ReorderEngine
import Foundation
import Testing
@testable import BoardRender
import TestSupport

/// What the scene and the trace compute from the previous order (the region's
/// items, an order's text, the item tracks) against the same computed afresh,
/// on every board of `examples/` and the hostile fixtures and on an edge hold
/// whose order changes every few frames.
@Suite struct SceneIncrementalTests {
    /// The runs of every board that parses in `examples/` and `Tests/Fixtures/hostile`, and an edge hold.
    static let runs: [ScenarioRun] = {
        var runs: [ScenarioRun] = []
        let folders = [Fixtures.examples, Fixtures.packageRoot.appendingPathComponent("Tests/Fixtures/hostile")]
        for folder in folders {
            let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?
                .compactMap { $0 as? URL }.filter { $0.pathExtension == "md" }
                .sorted { $0.path < $1.path } ?? []
            for file in files {
                guard let text = try? String(contentsOf: file, encoding: .utf8),
                      let page = try? PageParser.parse(markdown: text, file: file.lastPathComponent) else { continue }
                runs += page.boards.map { ScenarioRun($0.scenario()) }
            }
        }
        let items = (0..<300).map { "R\($0)" }.joined(separator: ", ")
        let edge = "# Edge hold\n\n```board\nid: edge-hold\nlayout: list\nviewport: 320x480\nitem-size: 320x44\n"
            + "profile: snapshot-edge-scroll\nitems: [\(items)]\nsteps:\n  - press R2\n"
            + "  - move to bottom edge over 0.5s\n  - hold 2s\n  - release\n```\n"
        if let page = try? PageParser.parse(markdown: edge, file: "edge.md") {
            runs += page.boards.map { ScenarioRun($0.scenario()) }
        }
        // The same sessions with nothing displaced and nothing fading: an item then
        // changes place only with the order (an exchange shows at once).
        runs += runs.filter { !$0.scenario.isCarousel }.map { run in
            var bare = run
            bare.scenario.id += "-bare"
            for f in bare.timeline.frames.indices {
                bare.timeline.frames[f].displaced = [:]
                bare.timeline.frames[f].itemAlpha = [:]
            }
            return bare
        }
        return runs
    }()

    /// The items of frame `index` looked up from scratch: every region path's
    /// label in the frame's order (as `Scene.state(at:displacing:)` did before
    /// it remembered the last order).
    static func freshItems(_ scene: Scene, at index: Int, displacing: Bool) -> [String: Rect] {
        let frame = scene.run.timeline.frames[index]
        let layout = scene.run.timeline.layouts[frame.layoutIndex]
        func shown(_ label: String) -> Bool { label != frame.lifted || frame.itemAlpha[label] != nil }
        let displaced = displacing ? frame.displaced : [:]
        var items: [String: Rect] = [:]
        for path in layout.items(in: scene.region) {
            let label = frame.order[path.section][path.item]
            if !shown(label) { continue }
            items[label] = scene.canvasRect(displaced[label] ?? layout.frame(at: path))
        }
        for (label, r) in displaced where shown(label) && r.intersects(scene.region) {
            items[label] = scene.canvasRect(r)
        }
        return items
    }

    @Test func boardsAndAnEdgeHoldAreThere() {
        #expect(Self.runs.count > 10)
        #expect(Self.runs.contains { $0.scenario.id == "edge-hold" })
    }

    @Test func statesFromTheLastOrderMatchStatesLookedUpAfresh() {
        var rng = SplitMix64(seed: 13)
        for run in Self.runs {
            let scene = Scene(run)
            let n = scene.run.timeline.frames.count
            // In order (as the walkthrough asks), then jumping about (as the stills do).
            let visits = Array(0..<n) + (0..<min(n, 40)).map { _ in rng.below(n) }
            for f in visits {
                for displacing in [true, false] {
                    let state = scene.state(at: f, displacing: displacing)
                    let fresh = Self.freshItems(scene, at: f, displacing: displacing)
                    #expect(state.items == fresh, "\(run.scenario.id) frame \(f)")
                    #expect(state.alpha == scene.run.timeline.frames[f].itemAlpha.filter { fresh[$0.key] != nil })
                }
            }
        }
    }

    @Test func ordersWrittenLeafByLeafMatchOrdersWrittenWhole() {
        for run in Self.runs {
            let text = TraceOrderText()
            for frame in run.timeline.frames {
                #expect(text.text(frame.order) == TraceJSON.order(frame.order))
                #expect(text.text(frame.data) == TraceJSON.order(frame.data))
            }
        }
        let empty: Order = [[], ["A"], []]
        #expect(TraceOrderText().text(empty) == TraceJSON.order(empty))
    }

    @Test func itemTracksMatchEveryFramesState() {
        for run in Self.runs {
            let scene = Scene(run)
            let frames = scene.run.timeline.frames
            let states = frames.indices.map { Self.freshItems(scene, at: $0, displacing: true) }
            func opacity(_ label: String, _ f: Int) -> Double {
                states[f][label] == nil ? 0 : frames[f].itemAlpha[label] ?? 1
            }
            // Items in the order they first show, a frame's newcomers by label.
            var labels: [String] = []
            var seen = Set<String>()
            for items in states {
                for label in items.keys.sorted() where seen.insert(label).inserted { labels.append(label) }
            }
            let starts = frames.indices.filter { $0 == 0 || !Scene.sharesItems(frames[$0], frames[$0 - 1]) }
            let displaced = Set(frames.flatMap(\.displaced.keys))
            let tracks = scene.itemTracks()
            #expect(tracks.map(\.label) == labels, "\(run.scenario.id)")
            for track in tracks {
                let label = track.label
                let size = starts.lazy.compactMap { states[$0][label]?.size }.first
                    ?? states.lazy.compactMap { $0[label]?.size }.first
                #expect(track.size == size, "\(run.scenario.id) \(label)")
                let origins = states.map { $0[label]?.origin }
                let opacities = frames.indices.map { opacity(label, $0) }
                let dense = track.track(frames: frames.count)
                #expect(dense.origins == origins, "\(run.scenario.id) \(label)")
                #expect(dense.opacities == opacities, "\(run.scenario.id) \(label)")
                let still = !displaced.contains(label) && origins[0] != nil && origins.allSatisfy { $0 == origins[0] }
                    && opacities.allSatisfy { $0 == 1 }
                #expect((track.still != nil) == still, "\(run.scenario.id) \(label)")
                #expect(track.still == (still ? origins[0] : nil))
            }
        }
    }
}
