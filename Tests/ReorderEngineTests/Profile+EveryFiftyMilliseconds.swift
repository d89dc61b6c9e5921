import CollectionLayout
import ReorderEngine

// A profile made in the test target from existing parts and one new part, to
// show that adding a profile takes one recipe file and no change to the runner.
// A plain import: the recipe needs nothing but the engine's public API.

/// Every 50 ms since the start (a free-running interval timer, as a page's
/// `setInterval` would be), the item under the finger becomes the target.
/// Finger updates alone move nothing.
struct ItemUnderFingerEveryFiftyMilliseconds: TargetRule {
    let timer = IntervalTimer(period: .milliseconds(50))

    func answers(_ occasion: TargetOccasion) -> Bool { false }

    func nextWake(after time: Duration) -> Duration? { timer.nextFire(after: time) }

    func target(in context: TargetContext) -> IndexPath? {
        context.layout.item(at: context.finger)
    }
}

extension Profile {
    /// As `system`, but the target is hit-tested on a 50 ms timer rather than
    /// on every finger update.
    static let everyFiftyMilliseconds = Profile(name: "every-50-ms") {
        ProfileParts(lift: UnlockedItemsLift(), snapshot: CentredOnFinger(),
                     targetRule: ItemUnderFingerEveryFiftyMilliseconds(), commitRule: MoveAtEnd(),
                     drop: CellIntoSlot())
    }
}
