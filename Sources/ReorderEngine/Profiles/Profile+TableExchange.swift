extension Profile {
    /// Seed 002, a UITableView long-press drag: a row snapshot fades in and
    /// follows the finger's y; the row under the finger, when it differs, is
    /// *exchanged* in the data source while the screen *moves* the source row
    /// there — the same for neighbours, not when one update jumps several rows.
    /// End and cancel alike: the snapshot shrinks back to the cell and fades out
    /// while the cell fades in.
    public static let tableExchange = Profile(
        name: "table-exchange", requirements: Requirements(list: true, oneSection: true)
    ) {
        let back = DropStyle.back(scale: 1, alpha: 0, cellFadesIn: true)
        return ProfileParts(snapshot: TableRowSnapshot(), targetRule: ItemUnderFinger(),
                            commitRule: LiveExchange(), drop: ScreenStays(release: back, cancel: back))
    }
}
