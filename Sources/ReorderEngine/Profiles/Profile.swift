/// A reorder implementation, modelled exactly: a composition of small parts.
///
/// A new implementation is a new ``Profile`` value built from parts (and, where
/// none fits, a new small part type), never a branch in the engine.
public struct Profile: Sendable {
    public var name: String
    /// Seconds the finger must stay down before the long-press is recognised.
    public var pressDuration: Double
    /// Whether the profile asks `canMoveItemAt` (refuses locked items).
    public var respectsLocked: Bool
    public var targetRule: any TargetRule
    /// Whether the target rule also runs on every display-link tick while the
    /// auto-scroll runs (seed 001), not only on finger updates.
    public var retargetsOnDisplayLink: Bool
    public var commitRule: any CommitRule
    public var snapshot: any SnapshotModel
    public var animations: AnimationSet
    public var moveStyle: ScreenMoveStyle
    public var release: DropStyle
    public var cancel: DropStyle
    /// Whether the screen animates back to the original order on cancel.
    public var cancelRevertsScreen: Bool
    public var autoScroll: any AutoScrollModel
    /// What boards this profile can run.
    public var requirements: Requirements

    public init(name: String, pressDuration: Double = 0.5, respectsLocked: Bool = false,
                targetRule: any TargetRule, retargetsOnDisplayLink: Bool = false, commitRule: any CommitRule,
                snapshot: any SnapshotModel, animations: AnimationSet = .uikit, moveStyle: ScreenMoveStyle = .single,
                release: DropStyle, cancel: DropStyle, cancelRevertsScreen: Bool,
                autoScroll: any AutoScrollModel = NoAutoScroll(), requirements: Requirements = .init()) {
        self.name = name
        self.pressDuration = pressDuration
        self.respectsLocked = respectsLocked
        self.targetRule = targetRule
        self.retargetsOnDisplayLink = retargetsOnDisplayLink
        self.commitRule = commitRule
        self.snapshot = snapshot
        self.animations = animations
        self.moveStyle = moveStyle
        self.release = release
        self.cancel = cancel
        self.cancelRevertsScreen = cancelRevertsScreen
        self.autoScroll = autoScroll
        self.requirements = requirements
    }

    /// What a board needs for a profile to run it.
    public struct Requirements: Hashable, Sendable {
        /// The profile drives a table: it needs `layout: list`.
        public var list: Bool
        /// The profile handles one section only.
        public var oneSection: Bool

        public init(list: Bool = false, oneSection: Bool = false) {
            self.list = list
            self.oneSection = oneSection
        }
    }

    /// Every profile, by name.
    public static let all: [Profile] = [
        .system, .snapshotHitTest, .snapshotEdgeScroll, .tableExchange, .waterfallLive, .centerDistance,
    ]

    /// The names boards may use with `profile:`.
    public static let knownNames: [String] = all.map(\.name)

    /// The names boards may use with `autoscroll:`.
    public static let knownAutoScrollNames: [String] = ["none"] + all.map(\.autoScroll.name).filter { $0 != "none" }

    /// The profile called `name`, if any.
    public static func named(_ name: String) -> Profile? {
        all.first { $0.name == name }
    }

    /// The auto-scroll model called `name`, if any.
    public static func autoScrollModel(named name: String) -> (any AutoScrollModel)? {
        if name == "none" { return NoAutoScroll() }
        return all.first { $0.autoScroll.name == name }?.autoScroll
    }
}

/// How the screen moves the lifted item to its target.
public enum ScreenMoveStyle: Hashable, Sendable {
    /// One `moveItemAt`: the others animate aside with the displacement duration.
    case single
    /// A chain of adjacent one-place moves (one exchange event each), every one
    /// animated for `base − perRatio × |ratio|` seconds, the ratio coming from
    /// the auto-scroll's edge detection (seed 001).
    case adjacentChain(base: Double, perRatio: Double)
}
