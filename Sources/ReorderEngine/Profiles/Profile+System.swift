extension Profile {
    /// UIKit interactive movement (iOS 9+; seeds 000, 001, 003, 004).
    ///
    /// The item under the finger lifts after 0.5 s (locked items refuse); its
    /// centre follows the finger; on every finger update the item under the
    /// finger becomes the target and the screen reorders live, the others
    /// animating aside over 0.25 s ease-in-out; the data source receives one
    /// move at the end; cancel animates the screen back and leaves the data alone.
    public static let system = Profile(name: "system") {
        ProfileParts(lift: UnlockedItemsLift(), snapshot: CentredOnFinger(), targetRule: ItemUnderFinger(),
                     commitRule: MoveAtEnd(), drop: CellIntoSlot())
    }
}
