import Mustache
import Testing
@testable import BoardRender

/// The templates' contexts answer `child(named:)` (swift-mustache's `MustacheParent`) instead of
/// being read through `Mirror` (issue 17). Each must answer every one of its fields, under the
/// field's own name, with the field's value, and nil for any other name, so that the lookup
/// climbs the context stack as it did through `Mirror` (`{{dir}}` inside `{{#steps}}` is the
/// figure's). Adding a field without answering it fails here.
protocol Unboxing { var unboxed: Any { get } }
extension ContextBox: Unboxing { var unboxed: Any { value } }

@Suite struct ContextLookupTests {
    static let samples: [(name: String, value: any MustacheParent & Sendable)] = [
        ("PageContext", PageContext.sample), ("BlockContext", BlockContext.sample),
        ("FigureContext", FigureContext.sample), ("StepContext", StepContext.sample),
        ("VariantStill", VariantStill.sample), ("OrderRow", OrderRow.sample),
        ("ViolationContext", ViolationContext.sample), ("PartingRow", PartingRow.sample),
        ("ReportContext", ReportContext.sample), ("IndexContext", IndexContext.sample),
        ("IndexPage", IndexPage.sample), ("IndexBoard", IndexBoard.sample), ("NoContext", NoContext()),
    ]

    /// A context answered in a ``ContextBox`` (or a list of them) as the value it holds, a field
    /// answered as ``TemplateText`` as its text (a number's digits, as `String(describing:)` prints it).
    static func unboxed(_ answer: Any) -> Any {
        if let text = answer as? TemplateText { return text.renderText }
        if let box = answer as? any Unboxing { return box.unboxed }
        if let boxes = answer as? [any Unboxing] { return boxes.map(\.unboxed) }
        return answer
    }

    @Test func sectionsEnterBoxedContexts() {
        // The figure a report's {{#figure}} enters, and each of a figure's {{#steps}}: boxed.
        #expect((ReportContext.sample.child(named: "figure") as? ContextBox)?.value is FigureContext)
        let steps = FigureContext.sample.child(named: "steps") as? [ContextBox]
        #expect(steps?.isEmpty == false && steps?.allSatisfy { $0.value is StepContext } == true)
        #expect(FigureContext.sample.child(named: "expectFailures") is [String])
        // Text and numbers come as TemplateText, Bools as themselves (sections test them).
        #expect((FigureContext.sample.child(named: "fps") as? TemplateText)?.renderText == String(FigureContext.sample.fps))
        #expect(FigureContext.sample.child(named: "hasVariants") is Bool)
    }

    static func labels(_ value: Any) -> [String] {
        Mirror(reflecting: value).children.compactMap(\.label)
    }

    @Test(arguments: samples.indices)
    func everyFieldAnswersUnderItsOwnName(_ index: Int) throws {
        let (name, value) = Self.samples[index]
        for child in Mirror(reflecting: value).children {
            let label = try #require(child.label)
            let answer = value.child(named: label).map(Self.unboxed)
            #expect(answer != nil, "\(name).\(label) is not answered")
            #expect(answer.map { String(describing: $0) } == String(describing: child.value),
                    "\(name).\(label) answers another value")
        }
    }

    @Test(arguments: samples.indices)
    func otherNamesAnswerNil(_ index: Int) {
        let (name, value) = Self.samples[index]
        let own = Set(Self.labels(value))
        // Every other context's fields (what an inner section looks up on its way up the
        // stack), the names the templates use for the current item and a section's context.
        let others = Set(Self.samples.flatMap { Self.labels($0.value) } + [".", "", "first", "last", "index"])
            .subtracting(own)
        #expect(!others.isEmpty)
        for other in others.sorted() {
            #expect(value.child(named: other) == nil, "\(name) answers '\(other)', which is not its field")
        }
    }

    @Test func samplesHoldDistinctStrings() {
        // The check above tells fields apart only when their values differ: in the samples
        // every String field holds its own name.
        let figure = FigureContext.sample
        #expect((figure.child(named: "width") as? TemplateText)?.renderText == "width")
        #expect((figure.child(named: "height") as? TemplateText)?.renderText == "height")
        #expect((figure.child(named: "fps") as? TemplateText)?.renderText == "25")
    }
}

extension PageContext {
    /// Each String field holds its own name, each number its own value, so a field answered
    /// under another's name shows.
    static var sample: PageContext {
        PageContext(
            title: "title",
            version: "version",
            root: "root",
            blocks: [.sample])
    }
}

extension BlockContext {
    static var sample: BlockContext {
        BlockContext(
            isProse: true,
            proseHTML: "proseHTML",
            figures: [.sample])
    }
}

extension FigureContext {
    static var sample: FigureContext {
        FigureContext(
            id: "id",
            pauseID: "pauseID",
            playID: "playID",
            title: "title",
            profile: "profile",
            dir: "dir",
            width: "width",
            height: "height",
            alt: "alt",
            walkthroughSVG: "walkthroughSVG",
            walkthroughFileSVG: "walkthroughFileSVG",
            stillFile: "stillFile",
            stillAlt: "stillAlt",
            stillSVG: "stillSVG",
            inlineStill: false,
            duration: "duration",
            end: "end",
            fps: 25,
            stepTimes: "stepTimes",
            violationTimes: "violationTimes",
            frameTimes: "frameTimes",
            statusClass: "statusClass",
            statusText: "statusText",
            steps: [.sample],
            rows: [.sample],
            hasViolations: true,
            violations: [.sample],
            hasExpectFailures: true,
            expectFailures: ["expectFailures"],
            source: "source",
            file: "file",
            line: 39,
            walkthroughFile: "walkthroughFile",
            hasVariants: true,
            firstProfile: "firstProfile",
            firstStatusClass: "firstStatusClass",
            firstStatusText: "firstStatusText",
            variants: [],
            partingHeads: ["partingHeads"],
            partings: [.sample],
            variantRows: [.sample],
            selfContained: true,
            styleCSS: "styleCSS")
    }
}

extension StepContext {
    static var sample: StepContext {
        StepContext(
            number: 51,
            file: "file",
            anchor: "anchor",
            caption: "caption",
            hasNote: true,
            note: "note",
            time: "time",
            playbackTime: "playbackTime",
            inlineSVG: "inlineSVG",
            variantStills: [.sample],
            dir: "dir",
            width: "width",
            height: "height")
    }
}

extension VariantStill {
    static var sample: VariantStill {
        VariantStill(
            profile: "profile",
            file: "file",
            width: "width",
            height: "height",
            alt: "alt")
    }
}

extension OrderRow {
    static var sample: OrderRow {
        OrderRow(
            caption: "caption",
            screen: "screen",
            data: "data",
            differs: true,
            comparison: "comparison")
    }
}

extension ViolationContext {
    static var sample: ViolationContext {
        ViolationContext(
            rule: "rule",
            message: "message",
            frame: 73,
            time: "time",
            stepAnchor: "stepAnchor",
            playbackTime: "playbackTime")
    }
}

extension ReportContext {
    static var sample: ReportContext {
        ReportContext(
            title: "title",
            version: "version",
            figure: .sample,
            pageFile: "pageFile",
            styleSheet: "styleSheet",
            playerScript: "playerScript")
    }
}

extension IndexContext {
    static var sample: IndexContext {
        IndexContext(
            title: "title",
            version: "version",
            pages: [.sample],
            boards: [.sample],
            boardCount: 85,
            pageCount: 86)
    }
}

extension IndexPage {
    static var sample: IndexPage {
        IndexPage(
            title: "title",
            href: "href",
            file: "file",
            boards: [.sample],
            boardsText: "boardsText")
    }
}

extension IndexBoard {
    static var sample: IndexBoard {
        IndexBoard(
            id: "id",
            title: "title",
            href: "href",
            pageTitle: "pageTitle",
            pageHref: "pageHref",
            thumbnail: "thumbnail",
            profile: "profile",
            statusClass: "statusClass",
            statusText: "statusText")
    }
}

extension PartingRow {
    static var sample: PartingRow {
        PartingRow(
            aspect: "aspect",
            when: "when",
            cells: ["cells"])
    }
}
