import Foundation
import Mustache
import Testing
@testable import BoardRender

/// The names the templates read are a contract: a `--templates` folder (a copy of the built-in
/// templates, `shuffleboard templates --out`) reads them. The contexts answer them from a table
/// their box makes once (``ContextBox``, ``TemplateEncoder``): each field under its own name.
@Suite struct TemplateNamesTests {
    /// Every name a built-in template reads, in every branch (both sides of `{{#selfContained}}`),
    /// is answered where it reads it: by the section's context or one it is inside. A field renamed
    /// or dropped (a `{{stillAlt}}` left without a `stillAlt`) fails here, where a render would
    /// print nothing for it.
    @Test(arguments: [("page", "page"), ("report", "report"), ("index", "index"), ("figure", "figure")])
    func everyNameABuiltInTemplateReadsIsAnswered(_ template: String, _ root: String) throws {
        let context: ContextBox = switch root {
        case "page": ContextBox(PageContext.sample)
        case "report": ContextBox(ReportContext.sample)
        case "index": ContextBox(IndexContext.sample)
        default: ContextBox(FigureContext.sample)   // a fragment's figure.html, render's figure
        }
        var unanswered: [String] = []
        try Self.walk(template, stack: [context], unanswered: &unanswered)
        #expect(unanswered.isEmpty, "\(unanswered)")
    }

    /// The walk itself finds a name no context answers (the check above can fail).
    @Test func theWalkFindsANameNoContextAnswers() throws {
        var unanswered: [String] = []
        try Self.walk(text: "{{title}}{{#steps}}{{caption}}{{noSuchName}}{{/steps}}{{^rows}}{{other}}{{/rows}}",
                      named: "t", stack: [ContextBox(FigureContext.sample)], unanswered: &unanswered)
        #expect(unanswered == ["t:1 noSuchName in steps", "t:1 other in ^rows"])
    }

    /// Every name a context answered when the names were a hand-kept switch (before issue 30) is
    /// still answered in the same section, by the section's context or, failing that, one it is
    /// inside: a user's template that reads it keeps working.
    @Test func everyNameAnsweredBeforeStillIs() throws {
        let figure = ["id", "pauseID", "playID", "title", "profile", "dir", "width", "height", "alt", "walkthroughSVG",
                      "walkthroughFileSVG", "stillFile", "stillAlt", "stillSVG", "sharedHTML", "thumbnailView",
                      "inlineStill", "duration", "end", "fps", "stepTimes", "violationTimes", "frameTimes",
                      "statusClass", "statusText", "steps", "rows", "hasViolations", "violations",
                      "hasExpectFailures", "expectFailures", "source", "file", "line", "walkthroughFile",
                      "hasVariants", "firstProfile", "firstStatusClass", "firstStatusText", "variants",
                      "partingHeads", "partings", "variantRows", "selfContained", "styleCSS"]
        let step = ["number", "file", "anchor", "caption", "hasNote", "note", "time", "playbackTime", "inlineSVG",
                    "variantStills", "dir", "width", "height"]
        let violation = ["rule", "message", "frame", "time", "stepAnchor", "playbackTime"]
        let parting = ["aspect", "when", "cells"]
        let board = ["id", "title", "href", "pageTitle", "pageHref", "thumbnail", "thumbnailView", "thumbnailWidth",
                     "thumbnailHeight", "profile", "statusClass", "statusText"]
        let contract: [(root: ContextBox, path: [String], names: [String])] = [
            (ContextBox(PageContext.sample), [], ["title", "version", "root", "blocks"]),
            (ContextBox(PageContext.sample), ["blocks"], ["isProse", "proseHTML", "figures"]),
            (ContextBox(PageContext.sample), ["blocks", "figures"], figure),
            (ContextBox(ReportContext.sample), [], ["title", "version", "figure", "pageFile", "styleSheet", "playerScript"]),
            (ContextBox(ReportContext.sample), ["figure"], figure),
            (ContextBox(FigureContext.sample), ["variants"], figure),
            (ContextBox(FigureContext.sample), ["steps"], step),
            (ContextBox(FigureContext.sample), ["steps", "variantStills"], ["profile", "file", "width", "height", "alt"]),
            (ContextBox(FigureContext.sample), ["rows"], ["caption", "screen", "data", "differs", "comparison"]),
            (ContextBox(FigureContext.sample), ["violations"], violation),
            (ContextBox(FigureContext.sample), ["variants", "violations"], violation),
            (ContextBox(FigureContext.sample), ["partings"], parting),
            (ContextBox(FigureContext.sample), ["variantRows"], parting),
            (ContextBox(IndexContext.sample), [], ["title", "version", "pages", "boards", "boardCount", "pageCount"]),
            (ContextBox(IndexContext.sample), ["pages"], ["title", "href", "file", "boards", "boardsText"]),
            (ContextBox(IndexContext.sample), ["boards"], board),
            (ContextBox(IndexContext.sample), ["pages", "boards"], board),
        ]
        for (root, path, names) in contract {
            var stack = [root]
            for section in path {
                let entered = try #require(Self.entered(Self.find(section, in: stack)), "\(path): '\(section)'")
                stack.append(entered)
            }
            for name in names {
                #expect(Self.find(name, in: stack) != nil, "'\(name)' in \(path.isEmpty ? "the root" : path.joined(separator: " > "))")
            }
        }
    }

    /// Lookups climb: a name the section's context does not have is read from the one it is in,
    /// and a field is answered with its own value, a number in digits.
    @Test func aSectionReadsItsOwnFieldsThenItsParents() throws {
        let text = "{{#steps}}{{number}} {{caption}} in {{title}}; {{/steps}}{{line}} {{fps}} {{#hasVariants}}several{{/hasVariants}}"
        let rendered = try MustacheTemplate(string: text).render(ContextBox(FigureContext.sample))
        #expect(rendered == "51 caption in title; 39 25 several")
    }

    /// The box's table holds four kinds of value only: text, a Bool, a box, a list of them. The
    /// template library tries casts to five protocols on each new type it meets, each a scan of
    /// the binary's conformance records the first time (issue 17).
    @Test func theTablesHoldTextBoolsBoxesAndLists() {
        func check(_ value: Any, _ path: String) {
            switch value {
            case is TemplateText, is Bool: break
            case let box as ContextBox: for (name, value) in box.table { check(value, path + "." + name) }
            case let list as [Any]: for item in list { check(item, path + "[]") }
            default: Issue.record("\(path) is a \(type(of: value))")
            }
        }
        check(ContextBox(ReportContext.sample), "report")
        check(ContextBox(PageContext.sample), "page")
        check(ContextBox(IndexContext.sample), "index")
    }

    /// Numbers are printed when a template reads them, in one place (``TemplateNumbers``): points
    /// and the session's seconds to two places, the walkthrough's clock to four, counts in digits.
    @Test func numbersArePrintedWhenATemplateReadsThem() throws {
        let text = "{{width}}x{{height}} {{fps}} {{duration}} {{end}} [{{stepTimes}}] "
            + "{{#steps}}{{number}} {{time}} {{playbackTime}} {{width}}{{/steps}} "
            + "{{#violations}}{{frame}} {{time}} {{playbackTime}}{{/violations}} {{thumbnailView}}"
        let rendered = try MustacheTemplate(string: text).render(ContextBox(FigureContext.sample))
        // 480.5 keeps its half; 12.5 s and 11.25 s of the clock as they are; the step at 0.5 s of the
        // session shows at 1.5 s of the clock; 1/3 s is 0.33 in the session's seconds, 0.3333 on the
        // clock (four places); the thumbnail's view box is four numbers, space-separated.
        #expect(rendered == "320x480.5 25 12.5 11.25 [0 1.5] 51 0.5 1.5 320 73 0.33 0.3333 1 2 300 220")
    }

    /// A figure's parts (``Inlined``) add their names to the figure's: none is the figure's own or
    /// another part's (the encoder would keep one of them only).
    @Test func aFiguresPartsNameNothingTwice() {
        let own = Mirror(reflecting: FigureContext.sample).children.compactMap(\.label).filter { !$0.hasPrefix("_") }
        let parts = [TemplateEncoder.table(of: WalkthroughContext.sample), TemplateEncoder.table(of: OutcomeContext.sample),
                     TemplateEncoder.table(of: ProfilesContext())].flatMap(\.keys)
        #expect(Set(own).isDisjoint(with: parts))
        #expect(Set(parts).count == parts.count)
        #expect(ContextBox(FigureContext.sample).table.count == own.count + parts.count)
    }

    /// A variant answers its own walkthrough and player; what it does not have (its board's steps,
    /// `dir`, `title`) a template inside `{{#variants}}` reads from the figure.
    @Test func aVariantReadsItsOwnPlayerAndTheFiguresSteps() throws {
        let text = "{{#variants}}{{id}} {{walkthroughFile}} {{pauseID}} {{title}} {{#steps}}{{number}}{{/steps}}{{/variants}}"
        let rendered = try MustacheTemplate(string: text).render(ContextBox(FigureContext.sample))
        #expect(rendered == "variantID walkthrough-2.svg pauseID title 51")
    }

    // MARK: - A static walk of a template's tags

    /// The context a section enters: a box, a list's first item (the samples' lists are not empty,
    /// so that the names inside are checked), or none (a Bool, a text).
    static func entered(_ value: Any?) -> ContextBox? {
        switch value {
        case let box as ContextBox: box
        case let list as [Any]: list.first as? ContextBox
        default: nil
        }
    }

    static func find(_ name: String, in stack: [ContextBox]) -> Any? {
        for box in stack.reversed() {
            if let value = box.table[name] { return value }
        }
        return nil
    }

    static func walk(_ template: String, stack: [ContextBox], unanswered: inout [String]) throws {
        let text = try #require(Templates.shipped[template], "no built-in template '\(template)'")
        try walk(text: text, named: template, stack: stack, unanswered: &unanswered)
    }

    /// Walks `text`'s tags (the built-in templates set no delimiters) with `stack`, into partials and
    /// both sides of each section, and lists each name that no context of the stack answers.
    static func walk(text: String, named template: String, stack: [ContextBox], unanswered: inout [String]) throws {
        let tag = try NSRegularExpression(pattern: #"\{\{(\{?)\s*([#^/>!&]?)\s*([^}]*?)\s*\}?\}\}"#)
        let ns = text as NSString
        var stack = stack
        var sections: [(name: String, pushed: Bool)] = []
        for match in tag.matches(in: text, range: NSRange(location: 0, length: ns.length)) {
            let sigil = ns.substring(with: match.range(at: 2)), name = ns.substring(with: match.range(at: 3))
            let line = ns.substring(to: match.range.location).filter { $0 == "\n" }.count + 1
            switch sigil {
            case "!": continue
            case ">":
                try walk(name, stack: stack, unanswered: &unanswered)
                continue
            case "/":
                if sections.popLast()?.pushed == true { stack.removeLast() }
                continue
            default: break
            }
            if name == "." { continue }
            let first = String(name.split(separator: ".").first ?? "")
            let value = find(first, in: stack)
            if value == nil {
                let inside = sections.map(\.name)
                unanswered.append("\(template):\(line) \(name)" + (inside.isEmpty ? "" : " in \(inside.joined(separator: " > "))"))
            }
            if sigil == "#" || sigil == "^" {
                let box = sigil == "#" ? entered(value) : nil
                if let box { stack.append(box) }
                sections.append((sigil == "^" ? "^" + name : name, box != nil))
            }
        }
    }
}

// MARK: - Samples

extension PageContext {
    /// Each String field holds its own name, each number a value of its own, every list one item
    /// (so the names inside it are checked).
    static var sample: PageContext {
        PageContext(title: "title", version: "version", root: "root", blocks: [.sample])
    }
}

extension BlockContext {
    static var sample: BlockContext { BlockContext(isProse: true, proseHTML: "proseHTML", figures: [.sample]) }
}

extension FigureContext {
    static var sample: FigureContext { sample(variants: [.sample]) }

    static func sample(variants: [VariantContext]) -> FigureContext {
        FigureContext(
            id: "id", title: "title", profile: "profile", dir: "dir", statusClass: "statusClass",
            statusText: "statusText", player: .sample, steps: [.sample], rows: [.sample], outcome: .sample,
            source: "source", file: "file", line: 39, walkthroughFile: "walkthroughFile",
            walkthroughFileSVG: "walkthroughFileSVG",
            profiles: ProfilesContext(hasVariants: true, firstProfile: "firstProfile", firstStatusClass: "firstStatusClass",
                                      firstStatusText: "firstStatusText", variants: variants,
                                      partingHeads: ["partingHeads"], partings: [.sample], variantRows: [.sample]),
            selfContained: true, styleCSS: "styleCSS", sharedHTML: "sharedHTML",
            thumbnailView: ViewBox(x: 1, y: 2, width: 300, height: 220))
    }
}

extension WalkthroughContext {
    static var sample: WalkthroughContext {
        WalkthroughContext(
            pauseID: "pauseID", playID: "playID", width: 320, height: 480.5, alt: "alt", walkthroughSVG: "walkthroughSVG",
            stillFile: "stillFile", stillAlt: "stillAlt", stillSVG: "stillSVG", inlineStill: false,
            duration: ClockTime(12.5), end: ClockTime(11.25), fps: 25, stepTimes: ClockTimes([ClockTime(0), ClockTime(1.5)]),
            violationTimes: ClockTimes([ClockTime(1.25)]), frameTimes: "frameTimes")
    }
}

extension OutcomeContext {
    static var sample: OutcomeContext {
        OutcomeContext(hasViolations: true, violations: [.sample], hasExpectFailures: true, expectFailures: ["expectFailures"])
    }
}

extension VariantContext {
    static var sample: VariantContext {
        var figure = FigureContext.sample(variants: [])
        figure.id = "variantID"
        figure.walkthroughFile = "walkthrough-2.svg"
        return VariantContext(figure)
    }
}

extension StepContext {
    static var sample: StepContext {
        StepContext(number: 51, file: "file", anchor: "anchor", caption: "caption", hasNote: true, note: "note",
                    time: 0.5, playbackTime: ClockTime(1.5), inlineSVG: "inlineSVG", variantStills: [.sample],
                    dir: "dir", width: 320, height: 480.5)
    }
}

extension VariantStill {
    static var sample: VariantStill {
        VariantStill(profile: "profile", file: "file", width: 320, height: 480.5, alt: "alt")
    }
}

extension OrderRow {
    static var sample: OrderRow {
        OrderRow(caption: "caption", screen: "screen", data: "data", differs: true, comparison: "comparison")
    }
}

extension ViolationContext {
    static var sample: ViolationContext {
        ViolationContext(rule: "rule", message: "message", frame: 73, time: 1.0 / 3, stepAnchor: "stepAnchor",
                         playbackTime: ClockTime(1.0 / 3))
    }
}

extension ReportContext {
    static var sample: ReportContext {
        ReportContext(title: "title", version: "version", figure: .sample, pageFile: "pageFile",
                      styleSheet: "styleSheet", playerScript: "playerScript")
    }
}

extension IndexContext {
    static var sample: IndexContext {
        IndexContext(title: "title", version: "version", pages: [.sample], boards: [.sample], boardCount: 85,
                     pageCount: 86)
    }
}

extension IndexPage {
    static var sample: IndexPage {
        IndexPage(title: "title", href: "href", file: "file", boards: [.sample], boardsText: "boardsText")
    }
}

extension IndexBoard {
    static var sample: IndexBoard {
        IndexBoard(id: "id", title: "title", href: "href", pageTitle: "pageTitle", pageHref: "pageHref",
                   thumbnail: "thumbnail", profile: "profile", statusClass: "statusClass", statusText: "statusText")
    }
}

extension PartingRow {
    static var sample: PartingRow { PartingRow(aspect: "aspect", when: "when", cells: ["cells"]) }
}
