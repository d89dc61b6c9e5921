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

    public init(name: String, pressDuration: Double = 0.5, autoScroll: any AutoScrollModel = NoAutoScroll(),
                requirements: Requirements = .init(), parts makeParts: @escaping @Sendable () -> ProfileParts) {
        self.name = name
        self.pressDuration = pressDuration
        self.autoScroll = autoScroll
        self.requirements = requirements
        self.makeParts = makeParts
    }

    /// What a board needs for a profile to run it.
    public struct Requirements: Hashable, Sendable {
        /// The profile drives a table: it needs `layout: list`.
        public var list: Bool
        /// The profile handles one section only.
        public var oneSection: Bool
        /// The profile handles a list along one line only (a row or a column),
        /// not a grid: on a wrapping layout every item must fit one line.
        public var oneLine: Bool

        public init(list: Bool = false, oneSection: Bool = false, oneLine: Bool = false) {
            self.list = list
            self.oneSection = oneSection
            self.oneLine = oneLine
        }
    }
}
