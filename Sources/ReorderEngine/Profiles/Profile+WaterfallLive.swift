extension Profile {
    /// Seed 003, iOS 9 interactive movement on a custom (waterfall) layout: as
    /// `system`, but the layout's invalidation hook moves the data on every
    /// target change, and UIKit still sends the final move at the end — applied
    /// twice. On cancel the screen goes back; the live moves stay in the data.
    public static let waterfallLive = Profile(
        name: "waterfall-live",
        respectsLocked: true,
        targetRule: ItemUnderFinger(),
        commitRule: LiveMoveAndMoveAtEnd(),
        snapshot: CentredOnFinger(),
        release: .intoSlot,
        cancel: .intoSlot,
        cancelRevertsScreen: true
    )
}
