extension Profile {
    /// Seed 003, iOS 9 interactive movement on a custom (waterfall) layout: as
    /// `system`, but the layout's invalidation hook moves the data on every
    /// target change, and UIKit still sends the final move at the end — applied
    /// twice. On cancel the screen goes back; the live moves stay in the data.
    public static let waterfallLive = Profile(name: "waterfall-live") {
        ProfileParts(lift: UnlockedItemsLift(), snapshot: CentredOnFinger(), targetRule: ItemUnderFinger(),
                     commitRule: LiveMoveAndMoveAtEnd(), drop: CellIntoSlot())
    }
}
