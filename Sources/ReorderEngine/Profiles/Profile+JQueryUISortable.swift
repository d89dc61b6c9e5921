extension Profile {
    /// jQuery UI 1.13.2 Sortable (Debian's `libjs-jquery-ui`), every option
    /// at its default (`tolerance: "intersect"`, `helper: "original"`,
    /// `distance: 1`, `delay: 0`, `scroll: true`, `scrollSensitivity: 20`,
    /// `scrollSpeed: 20`, no `revert`): the press captures the item and the
    /// first move of at least a pixel starts the drag (``JQueryUIMouse``), and
    /// only then is the item lifted (``JQueryUIDistanceLift``);
    /// the item itself follows the whole-pixel pointer (``JQueryUIHelper``)
    /// while a hidden placeholder takes its place on screen; on every move
    /// the list scrolls 20 px within 20 px of an edge (``JQueryUIScroll``)
    /// and the placeholder moves past the item under the pointer when the
    /// pointer is in its half in the direction of the last move
    /// (``JQueryUIIntersect``), at once; the DOM, and so the data, changes
    /// once, at the drop, where the item takes the placeholder's place.
    public static let jqueryUISortable = Profile(
        name: "jquery-ui-sortable", pressDuration: 0, autoScroll: JQueryUIScroll(),
        requirements: Requirements(oneSection: true)
    ) {
        let none = AnimationSet(displacement: 0, drop: 0, cancel: 0, curve: .linear)
        return ProfileParts(lift: JQueryUIDistanceLift(), snapshot: JQueryUIHelper(), targetRule: JQueryUIIntersect(), commitRule: MoveAtEnd(),
                            moves: SingleMove(animations: none), drop: JQueryUIDrop())
    }
}
