import CollectionLayout
import ReorderEngine

// A profile made outside the engine, from existing parts and one new part, to
// show that adding a profile takes one recipe file and no change to the runner,
// and (with one catalog line, see BoardFormatTests/CatalogTests.swift) that
// boards can name it. A plain import: the recipe needs only the engine's public API.

/// Every 50 ms since the start (a free-running interval timer, as a page's
/// `setInterval` would be), the item under the finger becomes the target.
/// Finger updates alone move nothing.
public struct ItemUnderFingerEveryFiftyMilliseconds: TargetRule {
    let timer = IntervalTimer(period: .milliseconds(50))

    public init() {}

    public func answers(_ occasion: TargetOccasion) -> Bool { false }

    public func nextWake(after time: Duration) -> Duration? { timer.nextFire(after: time) }

    public func target(in context: TargetContext) -> IndexPath? {
        context.layout.item(at: context.finger)
    }
}

extension Profile {
    /// As `system`, but the target is hit-tested on a 50 ms timer rather than
    /// on every finger update.
    public static let everyFiftyMilliseconds = Profile(name: "every-50-ms") {
        ProfileParts(lift: UnlockedItemsLift(), snapshot: CentredOnFinger(),
                     targetRule: ItemUnderFingerEveryFiftyMilliseconds(), commitRule: MoveAtEnd(),
                     drop: CellIntoSlot())
    }
}
