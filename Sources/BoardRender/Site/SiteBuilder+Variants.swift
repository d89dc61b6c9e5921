import Scenario
import CollectionLayout

/// A board of several profiles (`profiles: [system, table-exchange]`): its first
/// variant's figure, as a one-profile board's, then a walkthrough per other variant,
/// each labelled with its profile, and the "where they part" table (``Parting``).
extension SiteBuilder {
    /// The runs of `run`'s scenario under its variants after the first (none for a
    /// one-profile board or a carousel, nor beside a recorded run made by hand, which stands
    /// for no variant: its caller gives the runs beside it; a recording the board names is one).
    static func otherVariants(_ run: ScenarioRun) -> [ScenarioRun] {
        let variants = run.scenario.variants
        guard variants.count > 1, !run.isRecorded || run.scenario.hasRecordings else { return [] }
        return variants.dropFirst().map { ScenarioRun(run.scenario, variant: $0) }
    }

    /// The file of step `i`'s still under the `number`-th variant (2 and up): `step-02-3.svg`.
    static func variantStepFile(_ i: Int, number: Int) -> String {
        (i < 10 ? "step-0\(i)" : "step-\(i)") + "-\(number).svg"
    }

    /// The file of the `number`-th variant's walkthrough (2 and up), beside `walkthrough.svg`.
    static func variantWalkthroughFile(_ number: Int) -> String { "walkthrough-\(number).svg" }

    /// `run` of the `number`-th variant (2 and up) drawn under its own id
    /// (``ElementID/variant(board:number:)``): the walkthrough's element ids (`<id>.canvas`,
    /// `<id>.card-0`) and its controls' then differ from the first variant's on the same page.
    static func renamed(_ run: ScenarioRun, number: Int) -> ScenarioRun {
        var renamed = run
        renamed.scenario.id = ElementID.variant(board: run.scenario.id, number: number)
        return renamed
    }

    /// `figure` (the first variant's) with the other variants' figures and the parting table.
    /// `others` are the other variants' runs, ``renamed(_:number:)``, each with its scene. (Their
    /// files are outputs of their own: ``ProfileWalkthroughsOutput``, ``ProfileStillsOutput``.)
    func addingVariants(_ others: [(run: ScenarioRun, scene: Scene, body: String?)], to figure: FigureContext,
                        first run: ScenarioRun) -> FigureContext {
        guard !others.isEmpty else { return figure }
        var figure = figure
        let runs = [run] + others.map(\.run)
        let profiles = runs.map(\.timeline.provenance.label)
        for (i, other) in others.enumerated() {
            let number = i + 2
            let id = other.run.scenario.id
            var variant = VariantContext(figureContext(other.run, scene: other.scene, dir: figure.dir, inline: false,
                                                       walkthroughBody: other.body))
            // A violation links to the board's step (the variants share the script's steps).
            for v in variant.violations.indices {
                variant.violations[v].stepAnchor = run.scenario.id + variant.violations[v].stepAnchor.dropFirst(id.count)
            }
            // Step 0 is the frame before the press: the same picture under every profile the
            // engine ran; a recording's is its own (its page need not match the board's stage).
            variant.stillSVG = other.run.isRecorded && figure.inlineStill ? FrameSVG.step(other.scene, index: 0)
                : figure.stillSVG
            if other.run.isRecorded { variant.stillFile = Self.variantStepFile(0, number: number) }
            variant.inlineStill = figure.inlineStill
            variant.walkthroughFile = Self.variantWalkthroughFile(number)
            // Its stills, a column beside the first profile's in the steps.
            for i in figure.steps.indices {
                let file = Self.variantStepFile(i, number: number)
                figure.steps[i].variantStills.append(VariantStill(
                    profile: profiles[number - 1], file: file,
                    width: other.scene.canvas.width, height: other.scene.canvas.height,
                    alt: "\(figure.steps[i].caption), under \(profiles[number - 1]): full-size still"))
            }
            figure.variants.append(variant)
        }
        figure.hasVariants = true
        figure.firstProfile = profiles[0]
        (figure.firstStatusClass, figure.firstStatusText) = (figure.statusClass, figure.statusText)
        // The board's badge: the worst of its profiles', naming them.
        let classes = [figure.statusClass] + figure.variants.map(\.statusClass)
        for (status, text) in [("fail", "expectations not met"), ("warn", "violations")] {
            let named = zip(classes, profiles).filter { $0.0 == status }.map(\.1)
            if !named.isEmpty {
                (figure.statusClass, figure.statusText) = (status, "\(text) under \(named.joined(separator: ", "))")
                break
            }
        }
        figure.profile = profiles.joined(separator: ", ")
        figure.partingHeads = profiles
        figure.partings = PartingRow.rows(runs)
        figure.variantRows = variantRows(runs)
        return figure
    }

    /// A row per step (step 0 first), a cell per run: what its screen and data source show
    /// after that step, at the run's own frame for the step's end.
    func variantRows(_ runs: [ScenarioRun]) -> [PartingRow] {
        let steps = runs[0].scenario.script.steps
        return (0...steps.count).map { i in
            let caption = i == 0 ? "Before the first step" : "\(i). \(steps[i - 1].text)"
            let cells = runs.map { run -> String in
                let t = run.timeline
                let frame = t.frames[i == 0 ? 0 : t.stepEnds[i - 1]]
                let screen = OrderText.summary(frame.order, comparedWith: frame.data)
                if frame.order == frame.data { return "\(screen), data the same" }
                return "screen \(screen), data \(OrderText.summary(frame.data, comparedWith: frame.order))"
            }
            return PartingRow(aspect: caption, when: "", cells: cells)
        }
    }
}
