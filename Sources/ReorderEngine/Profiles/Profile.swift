/// A reorder implementation, modelled exactly: a recipe that makes the parts
/// of one session.
///
/// A new implementation is a new ``Profile`` value whose recipe composes parts
/// (and, where none fits, a new small part type), never a branch in the engine.
/// Every session calls ``makeParts`` once and keeps what it returns, so parts
/// with state start afresh each time.
public struct Profile: Sendable {
    public var name: String
    /// Seconds the finger must stay down before the long-press is recognised.
    public var pressDuration: Double
    /// The edge auto-scroll model the profile runs with unless a board names another.
    public var autoScroll: any AutoScrollModel
    /// What boards this profile can run.
    public var requirements: Requirements
    /// The recipe: fresh parts for one session.
    public var makeParts: @Sendable () -> ProfileParts
    /// The library's options this profile was made with, every one of them, defaults included, in
    /// the order its declaration lists them (`ProfileOptions` in Scenario); empty for a profile
    /// that has none. The trace lists them; a label names those that differ from the defaults.
    public var settings: [OptionSetting] = []

    public init(name: String, pressDuration: Double = 0.5, autoScroll: any AutoScrollModel = NoAutoScroll(),
                requirements: Requirements = .init(), parts makeParts: @escaping @Sendable () -> ProfileParts) {
        self.name = name
        self.pressDuration = pressDuration
        self.autoScroll = autoScroll
        self.requirements = requirements
        self.makeParts = makeParts
    }

    /// The name and the options that differ from the library's defaults, as a board writes them:
    /// `sortablejs`, `sortablejs {swap-threshold: 0.5, invert-swap: true}`. Panels, columns and
    /// the trace's variants are labelled with it, so that one library run twice is told apart.
    public var label: String { OptionSetting.label(name, settings) }

    /// What a board needs for a profile to run it.
    public struct Requirements: Hashable, Sendable {
        /// The profile drives a table: it needs `layout: list`.
        public var list: Bool
        /// The profile handles one section only.
        public var oneSection: Bool
        /// The profile handles a list along one line only (a row or a column),
        /// not a grid: on a wrapping layout every item must fit one line.
        public var oneLine: Bool
        /// The profile, with the options it was made with, is modelled on a flow only: why,
        /// in the profile's words (jQuery UI's `axis: x`); `nil` for any layout.
        public var flowOnly: String?

        public init(list: Bool = false, oneSection: Bool = false, oneLine: Bool = false, flowOnly: String? = nil) {
            self.list = list
            self.oneSection = oneSection
            self.oneLine = oneLine
            self.flowOnly = flowOnly
        }
    }
}
