import ReorderEngine

/// A board resolved: every name in it turned into the value it stands for,
/// ready to run and to draw. Nothing here is a name to look up again.
///
/// `BoardFormat` makes scenarios from Markdown (and reports what it cannot
/// resolve); ``ScenarioRun`` runs one; the renderer draws the run.
public struct Scenario: Sendable {
    /// Slug used for file names; unique per site.
    public var id: String
    public var title: String
    /// The Markdown file, as published.
    public var file: String
    /// The line of the opening fence.
    public var line: Int
    /// The board's YAML body, verbatim (reports quote it so a reader can run it again).
    public var source: String

    /// The collection, its items and where the gesture starts.
    public var stage: Stage
    /// The gesture, step by step, and the frame rate it runs at.
    public var script: Script
    /// What `expect:` asks of the final state.
    public var expectation: Expectation?
    /// On a board of several profiles, what `expect:` asks of one profile's runs, by profile
    /// name, and of one entry's run, by the name it gives itself (`as:`); it replaces
    /// ``expectation`` for that run (``expectation(for:entry:)``).
    public var profileExpectations: [String: Expectation] = [:]
    /// What runs the script.
    public var subject: Subject
    /// The colours of the board's picture files (`scheme:`): the reader's by default.
    public var scheme: PictureScheme = .auto
    /// What its pictures frame (`camera:`): the viewport and a margin by default.
    public var camera: Camera = .viewport
    /// What its figure shows (`figure:`); `nil`: the command's `--figure` decides.
    public var figure: FigureStyle?

    public init(id: String, title: String, file: String, line: Int, source: String, stage: Stage,
                script: Script, expectation: Expectation? = nil, subject: Subject) {
        self.id = id
        self.title = title
        self.file = file
        self.line = line
        self.source = source
        self.stage = stage
        self.script = script
        self.expectation = expectation
        self.subject = subject
    }

    /// What runs a scenario's script.
    public enum Subject: Sendable {
        /// A reorder session under each variant, in order (one today).
        case reorder([Variant])
        /// The carousel engine (`layout: carousel`), which runs no reorder profile.
        case carousel(CarouselConfiguration)
    }

    /// What `expect:` asks of the run under `profile`, of the entry named `entry` (`as:`) if it
    /// has a name: the entry's own expectation, else the profile's, else the board's.
    public func expectation(for profile: String, entry: String? = nil) -> Expectation? {
        entry.flatMap { profileExpectations[$0] } ?? profileExpectations[profile] ?? expectation
    }

    /// Whether `expect:` asks anything of any run.
    public var hasExpectations: Bool { expectation != nil || !profileExpectations.isEmpty }

    /// Whether a variant is a recording the board names (`{observed: recorded/list.json}`).
    public var hasRecordings: Bool { variants.contains { $0.recorded != nil } }

    /// Whether the carousel engine runs this scenario.
    public var isCarousel: Bool {
        if case .carousel = subject { true } else { false }
    }

    /// The variants a reorder scenario runs; none for a carousel.
    public var variants: [Variant] {
        if case .reorder(let variants) = subject { variants } else { [] }
    }
}
