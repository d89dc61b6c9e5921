import CollectionLayout
import ReorderEngine

/// A scenario run under one variant (or by the carousel engine): scenario × variant → timeline.
public struct ScenarioRun: Sendable {
    public var scenario: Scenario
    /// Every frame, and what made them (``Timeline/provenance``).
    public var timeline: Timeline
    /// The name the variant's entry gives itself for `expect:` (``Variant/entryName``), if any.
    public var entryName: String?

    public init(scenario: Scenario, timeline: Timeline) {
        self.scenario = scenario
        self.timeline = timeline
    }

    /// Runs `scenario` under `variant`, by default its first; a carousel runs its own engine.
    public init(_ scenario: Scenario, variant: Variant? = nil) {
        self.scenario = scenario
        switch scenario.subject {
        case .carousel(let configuration):
            timeline = CarouselSession(configuration).run()
        case .reorder(let variants):
            let variant = variant ?? variants.first ?? Variant(profile: .system)
            if let recorded = variant.recorded {
                self = Self.recorded(scenario, recorded)
                return
            }
            timeline = ReorderSession(scenario.sessionConfiguration(variant)).run()
            entryName = variant.entryName
        }
    }

    /// The run of a recording the board names. `SiteIO` refuses, at the board's entry, a
    /// recording this cannot draw (it makes the same run when it reads the file); one that was
    /// never read (a scenario parsed without reading its files) is drawn as the stage at rest,
    /// one frame long, so that nothing made up is shown as recorded.
    static func recorded(_ scenario: Scenario, _ recorded: RecordedVariant) -> ScenarioRun {
        if let run = try? ScenarioRun(scenario, recordedVariant: recorded) { return run }
        let stage = scenario.stage
        let layout = stage.layout.prepare(sections: stage.order.map { $0.map { stage.sizes[$0] ?? Size(width: 0, height: 0) } })
        let frame = Frame(index: 0, time: 0, offset: stage.offset, finger: nil, lifted: nil, liftedFrame: nil,
                          layoutIndex: 0, order: stage.order, data: stage.order)
        let timeline = Timeline(fps: scenario.script.fps, layouts: [layout], frames: [frame],
                                stepEnds: scenario.script.steps.map { _ in 0 }, violations: [],
                                provenance: .recorded(Recording(from: recorded.path), name: recorded.name,
                                                      direction: stage.direction))
        return ScenarioRun(scenario: scenario, timeline: timeline)
    }

    /// The final screen and data orders.
    public var finalOrder: Order { timeline.frames[timeline.frames.count - 1].order }
    public var finalData: Order { timeline.frames[timeline.frames.count - 1].data }
}

extension Scenario {
    /// Everything the reorder engine needs to run this scenario under `variant`.
    public func sessionConfiguration(_ variant: Variant) -> SessionConfiguration {
        SessionConfiguration(
            layout: stage.layout, sections: stage.order, sizes: stage.sizes, viewport: stage.viewport,
            offset: stage.offset, fps: script.fps, pressTicks: script.pressTicks, locked: stage.locked,
            profile: variant.profile, autoScroll: variant.autoScroll, steps: script.steps,
            pinHeaders: stage.pinHeaders)
    }
}

extension ScenarioRun {
    /// `scenario` run under each of its variants, in order: one run for a one-profile
    /// board and for a carousel.
    public static func all(_ scenario: Scenario) -> [ScenarioRun] {
        let variants = scenario.variants
        if variants.count <= 1 { return [ScenarioRun(scenario)] }
        return variants.map { ScenarioRun(scenario, variant: $0) }
    }
}
