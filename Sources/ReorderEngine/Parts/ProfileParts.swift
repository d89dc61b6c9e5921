/// The parts of one session, made fresh by a profile's recipe
/// (``Profile/makeParts``). Each is a value the runner keeps and calls; a part
/// with state keeps it in its own fields for the session.
public struct ProfileParts: Sendable {
    /// Whether the item under the finger may lift.
    public var lift: any LiftRule
    /// Where the snapshot appears and how it follows the finger.
    public var snapshot: any SnapshotModel
    /// Where the lifted item goes.
    public var targetRule: any TargetRule
    /// When and how the data source changes.
    public var commitRule: any CommitRule
    /// How the screen moves the item to a new target.
    public var moves: any MoveStyle
    /// How release and cancel end.
    public var drop: any DropRule

    public init(lift: any LiftRule = AnyItemLifts(), snapshot: any SnapshotModel, targetRule: any TargetRule,
                commitRule: any CommitRule, moves: any MoveStyle = SingleMove(), drop: any DropRule) {
        self.lift = lift
        self.snapshot = snapshot
        self.targetRule = targetRule
        self.commitRule = commitRule
        self.moves = moves
        self.drop = drop
    }
}
