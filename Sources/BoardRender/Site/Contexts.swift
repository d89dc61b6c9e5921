/// The values the templates see, a context per template (and per section of one): plain
/// `Encodable` structs of typed fields, turned once into the names a template reads by the box
/// they are handed over in (``ContextBox``, Contexts+Lookup.swift). Built in one place
/// (``SiteBuilder``). Numbers are numbers here (`Int`, `Double`, ``ClockTime``); they become
/// text when a template reads them, in one place (``TemplateNumbers``). User text is escaped by
/// the templates (`{{x}}`); only fields named `…HTML` or `…SVG` (and the style sheet and script)
/// hold markup this program made and are inserted raw (`{{{x}}}`).
///
/// The names are a contract: a `--templates` folder reads them (`shuffleboard templates --out`
/// writes the built-in templates, which read them all). `TemplateNamesTests` checks that every
/// name a built-in template reads is answered where it reads it, and that every name answered
/// before the contexts were split still is.

/// `page.mustache`: a page of prose and boards.
struct PageContext: TemplateContext {
    var title: String
    var version: String
    /// The relative way back to the site root ("" or "../…"), where
    /// `shuffleboard.css` and `shuffleboard.js` are.
    var root: String
    var blocks: [BlockContext]
}

/// A block of a page: prose, or a board's figure.
struct BlockContext: TemplateContext {
    var isProse: Bool
    var proseHTML: String
    /// Zero or one figure.
    var figures: [FigureContext]
}

/// `figure.mustache`, and the report's `{{#figure}}`: a board. Its ``player`` (the `walkthrough`
/// partial's values), ``outcome`` and ``profiles`` are parts of it, their fields its names
/// (``Inlined``), and its properties in Swift too (`figure.duration` is `figure.player.duration`).
@dynamicMemberLookup
struct FigureContext: TemplateContext {
    /// The figure's HTML id: the board's id.
    var id: String
    var title: String
    /// The board's profile; a board of several: all of them, comma-separated.
    var profile: String
    /// Folder of the board's files, relative to the page ("boards/<id>/", ``SitePath/boardFolder(_:)``).
    var dir: String
    /// The badge: "ok", "warn" or "fail", and what it says.
    var statusClass: String
    var statusText: String
    /// The walkthrough and its player.
    @Inlined var player: WalkthroughContext
    var steps: [StepContext]
    var rows: [OrderRow]
    /// The violations and the expectations not met.
    @Inlined var outcome: OutcomeContext
    /// The board's YAML, its file and the line its fence starts on.
    var source: String
    var file: String
    var line: Int
    /// The walkthrough's file, in ``dir``: `walkthrough.svg`, or `walkthrough-1.svg` for the
    /// first profile's alone on a board of several profiles.
    var walkthroughFile = "walkthrough.svg"
    /// The walkthrough as its own file: ids unscoped.
    var walkthroughFileSVG: String
    /// A board of several profiles: the others, and where they part.
    @Inlined var profiles = ProfilesContext()
    /// The compact figure (``FigureStyle/compact``): the walkthrough, its player and one line of
    /// caption, none of the rest.
    var compact = false
    /// Whether the badge says something is wrong (a violation, an expectation not met): the
    /// compact figure's caption shows it only then.
    var flagged = false
    /// A board's `scheme: light` or `dark` (``pinnedScheme``), which the figure carries as
    /// `data-scheme` so that the style sheet pins its colours and its inline pictures' to that
    /// scheme, whatever the page's switch or the OS says (docs/theming.md); false for `auto`.
    var hasPinnedScheme = false
    var pinnedScheme = ""
    /// `shuffleboard render`: the figure carries its CSS (``styleCSS``) and its pictures
    /// inline, and links to no file (``SiteBuilder/render(_:others:pageFile:)``).
    var selfContained = false
    /// With ``selfContained``: the figure's scoped CSS, for its `<style>`.
    var styleCSS = ""
    /// With the stills inline (the report, `render`): the parts they share, drawn once
    /// (``SharedDrawings/defsHTML``); the stills `use` them. Empty on a page.
    var sharedHTML = ""
    /// The index's view of the board's telling still: around the viewport at that frame (not a page value).
    var thumbnailView = ViewBox()

    subscript<Value>(dynamicMember path: WritableKeyPath<WalkthroughContext, Value>) -> Value {
        get { player[keyPath: path] }
        set { player[keyPath: path] = newValue }
    }

    subscript<Value>(dynamicMember path: WritableKeyPath<OutcomeContext, Value>) -> Value {
        get { outcome[keyPath: path] }
        set { outcome[keyPath: path] = newValue }
    }

    subscript<Value>(dynamicMember path: WritableKeyPath<ProfilesContext, Value>) -> Value {
        get { profiles[keyPath: path] }
        set { profiles[keyPath: path] = newValue }
    }

    /// The figure as a page shows it: its files linked from `dir`, no step picture inline.
    func linked(from dir: String) -> FigureContext {
        var figure = self
        figure.dir = dir
        for i in figure.steps.indices { figure.steps[i].inlineSVG = ""; figure.steps[i].dir = dir }
        figure.player = figure.player.linked
        figure.sharedHTML = ""
        figure.variants = figure.variants.map { $0.linked }
        return figure
    }
}

/// `walkthrough.mustache` (a partial of the figure and the report): the walkthrough and its player.
/// A part of its figure or variant: these are their names.
struct WalkthroughContext: Sendable, Encodable {
    /// The HTML id of the play/pause checkbox (``ElementID``): checked means paused.
    var pauseID: String
    /// The HTML id of the checkbox shown in its place under reduced motion, where the
    /// walkthrough starts paused: checked means playing.
    var playID: String
    /// The walkthrough's size, in points (its stills' too).
    var width: Double
    var height: Double
    /// "Animated walkthrough: " and what it shows, in words.
    var alt: String
    /// The walkthrough SVG, inline: the player seeks and pauses its SMIL timeline
    /// (an SVG in `<img>` cannot be paused, and a page opened from file:// cannot
    /// reach into an `<object>`). Its ids are scoped by the board's id
    /// (``WalkthroughSVG/scoped(_:prefix:)``), so several share a page.
    var walkthroughSVG: String
    /// The still shown by the no-script pause control and under reduced motion: the
    /// first step's picture (step 0), whatever the animation was showing.
    var stillFile: String
    /// The still's alt text, saying which step it is.
    var stillAlt: String
    /// The still inline, for the self-contained report (`inlineStill`), else empty.
    var stillSVG: String
    var inlineStill: Bool
    /// One loop of the walkthrough's clock (``WalkthroughClock``).
    var duration: ClockTime
    /// When the session's last frame shows, on that clock: where the player stops without loop.
    var end: ClockTime
    /// Frames per second of the session: the player steps by one frame, 1/fps seconds.
    var fps: Int
    /// When each step picture's frame shows (step 0 first): the player's step markers and step stepping.
    var stepTimes: ClockTimes
    /// When each violation's frame shows.
    var violationTimes: ClockTimes
    /// When the walkthrough shows each session frame, in the player's compact text
    /// (``frameTimes(_:fps:)``): it steps frame by frame on the walkthrough's clock and says which
    /// frame shows.
    var frameTimes: String
    /// What the walkthrough's zone marks mean (``ZoneLegend``), shown under it when it draws any.
    var hasZoneLegend = false
    var zoneLegend = ""
    /// What its other marks mean (``MarksLegend``: edge zones, arrows, the strip's edits and ≠),
    /// shown under it when it draws any.
    var hasMarksLegend = false
    var marksLegend = ""

    /// As a page shows it: the still linked, not inline.
    var linked: WalkthroughContext {
        var player = self
        player.stillSVG = ""
        player.inlineStill = false
        return player
    }

    /// The walkthrough clock's time of every session frame (`seconds`, never
    /// decreasing) for the player, compactly: whole milliseconds, each frame's as
    /// its difference from the frame before (frame 0's from 0), space-separated.
    /// `d*n` stands for n frames in a row each `d` ms after the one before, so a
    /// skipped stretch (frames sharing one time) is `0*n`; `a/b+j*n` (`+j` left
    /// out when 0) for n frames at a/b ms a frame, frame k of them
    /// `r(j + k) − r(j)` ms after the frame before them, where `r(x)` is x × a / b
    /// rounded (halves up): a stretch played at a steady speed, `1000 × speed /
    /// fps` ms a frame, rounded from where that speed started, j frames earlier
    /// (``StoryTime/baseTimes(_:fps:)``; real time too). "0 1017 50/3+1*4 0*40 600"
    /// is 0, 1.017, 1.033, 1.050, 1.067, 1.083 s, 40 skipped frames at 1.083 s,
    /// then 1.683 s.
    static func frameTimes(_ seconds: [Double], fps: Int) -> String {
        let ms = seconds.map { Int(($0 * 1000).rounded()) }
        var tokens: [String] = []
        var previous = 0, i = 0
        /// The fraction a/b in lowest terms.
        func reduced(_ a: Int, _ b: Int) -> (Int, Int) {
            var (x, y) = (a, b)
            while y != 0 { (x, y) = (y, x % y) }
            return (a / x, b / x)
        }
        while i < ms.count {
            let delta = ms[i] - previous
            var same = 1
            while i + same < ms.count && ms[i + same] - ms[i + same - 1] == delta { same += 1 }
            // A steady speed: the first step's nearest multiple of 1000 / fps.
            var rated = 0, phase = 0, rate = (1, 1)
            let speed = (delta * fps + 500) / 1000
            if speed > 0 && fps > 0 {
                rate = reduced(1000 * speed, fps)
                func r(_ x: Int) -> Int { (2 * x * rate.0 + rate.1) / (2 * rate.1) }
                for j in 0..<rate.1 {
                    var n = 0
                    while i + n < ms.count && ms[i + n] == previous + r(j + n + 1) - r(j) { n += 1 }
                    if n > rated { (rated, phase) = (n, j) }
                }
            }
            if rated > same && rated >= 3 {
                tokens.append("\(rate.0)/\(rate.1)" + (phase == 0 ? "" : "+\(phase)") + "*\(rated)")
                i += rated
            } else {
                tokens.append(same == 1 ? "\(delta)" : "\(delta)*\(same)")
                i += same
            }
            previous = ms[i - 1]
        }
        return tokens.joined(separator: " ")
    }

}

/// What went wrong in a board's run: a part of its figure, and of each variant.
struct OutcomeContext: Sendable, Encodable {
    var hasViolations: Bool
    var violations: [ViolationContext]
    var hasExpectFailures: Bool
    /// Each expectation not met, in words.
    var expectFailures: [String]
}

/// A board of several profiles: a part of its figure. Empty (``hasVariants`` false) for one profile.
struct ProfilesContext: Sendable, Encodable {
    /// Whether the board runs several profiles: then ``variants`` and ``partings`` are shown.
    var hasVariants = false
    /// The first profile (the figure's `profile` lists them all).
    var firstProfile = ""
    /// The first profile's own badge (the figure's `statusClass` is then the worst of all the profiles').
    var firstStatusClass = ""
    var firstStatusText = ""
    /// The profiles after the first, each with its own walkthrough and ids (``ElementID/variant(board:number:)``).
    var variants: [VariantContext] = []
    /// The profiles, in order: the heads of the "where they part" table.
    var partingHeads: [String] = []
    /// The "where they part" table: a row per aspect (``Parting``).
    var partings: [PartingRow] = []
    /// The steps table of a board of several profiles: a row per step, a cell per profile
    /// (``PartingRow`` with the step as its `aspect` and `when` unused).
    var variantRows: [PartingRow] = []
}

/// Each of a figure's `{{#variants}}`: the board under a profile after the first. Its steps are
/// the board's (their stills under it are each step's ``StepContext/variantStills``); a name it
/// does not have (`dir`, `title`, `selfContained`) is the figure's.
@dynamicMemberLookup
struct VariantContext: TemplateContext {
    /// The variant's HTML id (``ElementID/variant(board:number:)``).
    var id: String
    var profile: String
    /// Its own badge.
    var statusClass: String
    var statusText: String
    /// Its walkthrough, on the board's clock, with its own player ids.
    @Inlined var player: WalkthroughContext
    @Inlined var outcome: OutcomeContext
    /// Its walkthrough's file, in the figure's `dir`: `walkthrough-N.svg` for the N-th profile.
    var walkthroughFile: String
    /// Its walkthrough as its own file: ids unscoped.
    var walkthroughFileSVG: String

    /// `figure`'s own values, as a variant of another board's figure: its steps, rows and
    /// profiles are left out (the board's are the figure's).
    init(_ figure: FigureContext) {
        id = figure.id
        profile = figure.profile
        statusClass = figure.statusClass
        statusText = figure.statusText
        player = figure.player
        outcome = figure.outcome
        walkthroughFile = figure.walkthroughFile
        walkthroughFileSVG = figure.walkthroughFileSVG
    }

    subscript<Value>(dynamicMember path: WritableKeyPath<WalkthroughContext, Value>) -> Value {
        get { player[keyPath: path] }
        set { player[keyPath: path] = newValue }
    }

    subscript<Value>(dynamicMember path: WritableKeyPath<OutcomeContext, Value>) -> Value {
        get { outcome[keyPath: path] }
        set { outcome[keyPath: path] = newValue }
    }

    /// As a page shows it: the still linked, not inline.
    var linked: VariantContext {
        var variant = self
        variant.player = player.linked
        return variant
    }
}

/// Each of a figure's `{{#steps}}`: step `number`'s still (step 0: before the first step).
struct StepContext: TemplateContext {
    var number: Int
    var file: String
    var anchor: String
    var caption: String
    var hasNote: Bool
    var note: String
    /// When the step ends, in the session's seconds.
    var time: Double
    /// When its picture's frame shows on the walkthrough's clock (``WalkthroughClock``).
    var playbackTime: ClockTime
    /// Inline SVG, for the self-contained report.
    var inlineSVG: String
    /// A board of several profiles: the same step's still under each other profile, in order.
    var variantStills: [VariantStill] = []
    /// The figure's `dir`, `width` and `height`, which every step's thumbnail names: answered
    /// here, a step's lookup of them does not go on to the figure (issue 17: each level of the
    /// template library's context stack costs it casts). ``FigureContext/linked(from:)`` keeps
    /// `dir` the figure's.
    var dir: String
    var width: Double
    var height: Double
}

/// A step's still under another profile of the board (`step-02-3.svg`: step 2, the third profile).
struct VariantStill: TemplateContext {
    var profile: String
    var file: String
    var width: Double
    var height: Double
    var alt: String
}

/// Each of a figure's `{{#rows}}`: what the screen shows and the data source holds after a step.
struct OrderRow: TemplateContext {
    var caption: String
    var screen: String
    var data: String
    var differs: Bool
    /// What the last column says: "Same", or "Differs: " and the items placed
    /// differently, with their positions on screen and in the data
    /// (``SiteBuilder/comparison(screen:data:)``).
    var comparison: String
}

/// Each of `{{#violations}}`: an invariant the run broke.
struct ViolationContext: TemplateContext {
    var rule: String
    var message: String
    var frame: Int
    /// The frame's time, in the session's seconds.
    var time: Double
    var stepAnchor: String
    /// When the violation's frame shows on the walkthrough's clock: the player seeks there.
    var playbackTime: ClockTime
}

/// `report.mustache`: a board's page of its own.
struct ReportContext: TemplateContext {
    var title: String
    var version: String
    var figure: FigureContext
    var pageFile: String
    /// The `style` and `player` templates rendered in this context, as `{{> style}}` and
    /// `{{> player}}` in it rendered them (a folder's report may still name them so). The
    /// built-in report places them as fields: a template without tags is then never parsed
    /// (``Templates/literals``).
    var styleSheet: String = ""
    var playerScript: String = ""
}

/// `index.mustache`: the site's pages and boards.
struct IndexContext: TemplateContext {
    var title: String
    var version: String
    var pages: [IndexPage]
    var boards: [IndexBoard]
    var boardCount: Int
    var pageCount: Int
}

/// Each of the index's `{{#pages}}`.
struct IndexPage: TemplateContext {
    var title: String
    var href: String
    var file: String
    var boards: [IndexBoard]
    /// "1 board", "3 boards".
    var boardsText: String
}

/// Each of the index's `{{#boards}}` (and of a page's).
struct IndexBoard: TemplateContext {
    var id: String
    var title: String
    var href: String
    var pageTitle: String
    var pageHref: String
    var thumbnail: String
    /// The part of the thumbnail's still the index shows (``SiteBuilder/thumbnailView(_:frame:)``),
    /// and the still's size, in points.
    var thumbnailView = ViewBox()
    var thumbnailWidth = 0.0
    var thumbnailHeight = 0.0
    var profile: String
    var statusClass: String
    var statusText: String
}

/// The context of a template that reads no values (the `style` and `player` of a site).
struct NoContext: TemplateContext {}
