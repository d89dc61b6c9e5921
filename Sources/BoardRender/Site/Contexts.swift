/// The values the templates see. Built in one place (``SiteBuilder``); plain
/// structs rendered through Mirror. User text is escaped by the templates
/// (`{{x}}`); only fields named `…HTML` or `…SVG` hold markup this program made
/// and are inserted raw (`{{{x}}}`).

struct PageContext {
    var title: String
    var version: String
    /// The relative way back to the site root ("" or "../…").
    var root: String
    var blocks: [BlockContext]
}

struct BlockContext {
    var isProse: Bool
    var proseHTML: String
    /// Zero or one figure.
    var figures: [FigureContext]
}

struct FigureContext {
    /// The figure's HTML id: the board's id.
    var id: String
    /// The HTML id of the play/pause checkbox (``ElementID``).
    var pauseID: String
    var title: String
    var profile: String
    /// Folder of the board's files, relative to the page ("boards/<id>/", ``SitePath/boardFolder(_:)``).
    var dir: String
    var width: String
    var height: String
    var alt: String
    /// The still picture shown while the walkthrough is paused: the last step's.
    var stillFile: String
    /// Every step picture's file name, space-separated, for the scrubber script
    /// (which resolves them against the still picture's URL).
    var stepFiles: String
    /// The index of the last step picture (the scrubber's maximum).
    var lastStep: Int
    var statusClass: String
    var statusText: String
    var steps: [StepContext]
    var rows: [OrderRow]
    var hasViolations: Bool
    var violations: [ViolationContext]
    var hasExpectFailures: Bool
    var expectFailures: [String]
    var source: String
    var file: String
    var line: Int

    /// The figure as a page shows it: its files linked from `dir`, no step picture inline.
    func linked(from dir: String) -> FigureContext {
        var figure = self
        figure.dir = dir
        for i in figure.steps.indices { figure.steps[i].inlineSVG = "" }
        return figure
    }
}

struct StepContext {
    var number: Int
    var file: String
    var anchor: String
    var caption: String
    var hasNote: Bool
    var note: String
    var time: String
    /// Inline SVG, for the self-contained report.
    var inlineSVG: String
}

struct OrderRow {
    var caption: String
    var screen: String
    var data: String
    var differs: Bool
}

struct ViolationContext {
    var rule: String
    var message: String
    var frame: Int
    var time: String
    var stepAnchor: String
}

struct ReportContext {
    var title: String
    var version: String
    var walkthroughSVG: String
    var figure: FigureContext
    var pageFile: String
}

struct IndexContext {
    var title: String
    var version: String
    var pages: [IndexPage]
    var boards: [IndexBoard]
    var boardCount: Int
    var pageCount: Int
}

struct IndexPage {
    var title: String
    var href: String
    var file: String
    var boards: [IndexBoard]
    /// "1 board", "3 boards".
    var boardsText: String
}

struct IndexBoard {
    var id: String
    var title: String
    var href: String
    var pageTitle: String
    var pageHref: String
    var thumbnail: String
    var profile: String
    var statusClass: String
    var statusText: String
}

/// The context of a template that reads no values (the `style` partial).
struct NoContext {}
