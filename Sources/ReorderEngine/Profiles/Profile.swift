/// A reorder implementation, modelled exactly: a composition of small parts.
///
/// A new implementation is a new ``Profile`` value built from parts (possibly
/// new small types), not a branch in the engine.
public struct Profile: Sendable {
    public var name: String
    /// Seconds the finger must stay down before the long-press is recognised.
    public var pressDuration: Double
    /// Whether the profile asks `canMoveItemAt` (refuses locked items).
    public var respectsLocked: Bool
    public var targetRule: any TargetRule
    public var commitRule: any CommitRule
    public var snapshot: any SnapshotModel
    public var animations: AnimationSet
    public var autoScroll: any AutoScrollModel

    public init(name: String, pressDuration: Double, respectsLocked: Bool, targetRule: any TargetRule,
                commitRule: any CommitRule, snapshot: any SnapshotModel, animations: AnimationSet,
                autoScroll: any AutoScrollModel) {
        self.name = name
        self.pressDuration = pressDuration
        self.respectsLocked = respectsLocked
        self.targetRule = targetRule
        self.commitRule = commitRule
        self.snapshot = snapshot
        self.animations = animations
        self.autoScroll = autoScroll
    }

    /// Every profile, by name.
    public static let all: [Profile] = [.system]

    /// The names boards may use with `profile:`.
    public static let knownNames: [String] = all.map(\.name)

    /// The names boards may use with `autoscroll:`.
    public static let knownAutoScrollNames: [String] = autoScrollModels.map(\.name)

    static let autoScrollModels: [any AutoScrollModel] = [NoAutoScroll()]

    /// The profile called `name`, if any.
    public static func named(_ name: String) -> Profile? {
        all.first { $0.name == name }
    }

    /// The auto-scroll model called `name`, if any.
    public static func autoScrollModel(named name: String) -> (any AutoScrollModel)? {
        autoScrollModels.first { $0.name == name }
    }
}
