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
    public static let jqueryUISortable = jqueryUI(JQueryUIOptions())

    /// jQuery UI Sortable with `options` (a board's `{jquery-ui-sortable: {…}}`): `distance`
    /// and `delay` reach the start (``JQueryUIDistanceLift``, and the parts' ``JQueryUIMouse``),
    /// `axis` the helper and the hit test, the others the rearrange step and the scroll.
    public static func jqueryUI(_ options: JQueryUIOptions) -> Profile {
        let o = options
        return Profile(
            name: "jquery-ui-sortable", pressDuration: 0,
            autoScroll: JQueryUIScroll(scrollSensitivity: o.scrollSensitivity, scrollSpeed: o.scrollSpeed,
                                       scroll: o.scroll, distance: o.distance),
            requirements: Requirements(oneSection: true)
        ) {
            let none = AnimationSet(displacement: 0, drop: 0, cancel: 0, curve: .linear)
            var target = JQueryUIIntersect(scrollSensitivity: o.scrollSensitivity, scrollSpeed: o.scrollSpeed,
                                           scroll: o.scroll, pointerTolerance: o.tolerance == .pointer, distance: o.distance)
            target.axis = o.axis
            return ProfileParts(lift: JQueryUIDistanceLift(distance: o.distance, delay: o.delay),
                                snapshot: JQueryUIHelper(axis: o.axis),
                                targetRule: target, commitRule: MoveAtEnd(),
                                moves: SingleMove(animations: none), drop: JQueryUIDrop())
        }
    }
}

/// jQuery UI Sortable's options that the `jquery-ui-sortable` profile models, at the library's
/// defaults (`ui/widgets/sortable.js` and `ui/widgets/mouse.js`, 1.13.2).
public struct JQueryUIOptions: Hashable, Sendable {
    /// `tolerance`: which test moves the placeholder past an item.
    public enum Tolerance: String, CaseIterable, Hashable, Sendable {
        /// The pointer over the item, in its half in the direction of the move.
        case intersect
        /// The pointer over the item.
        case pointer
    }

    /// `axis`: the one direction the helper is drawn moving in (the library's `false`, its
    /// default, is `none`).
    public enum Axis: String, CaseIterable, Hashable, Sendable {
        /// Both: the helper follows the pointer.
        case none
        /// Only down and up: `_mouseDrag` sets the helper's `top`, never its `left`, and
        /// `_intersectsWithPointer` does not ask whether the pointer's y is over an item.
        case y
        /// Only left and right: `_mouseDrag` sets the helper's `left`, never its `top`;
        /// `_intersectsWithPointer` asks only the pointer's x; and `refreshPositions` takes the
        /// items as floating (`this.floating`), so the horizontal direction decides first. In a
        /// list the helper's `top` stays below the in-flow items before it in the DOM, which the
        /// placeholder changes (``JQueryUIPlaceholder``); in a flow, at the first row.
        case x
    }

    public var tolerance: Tolerance = .intersect
    /// Whole pixels the pointer moves from the press before the drag starts (0: at the press).
    public var distance: Double = 1
    /// Milliseconds after the press before a move may start the drag (`mouse.js` `delay`).
    public var delay: Double = 0
    public var axis: Axis = .none
    public var scroll = true
    public var scrollSensitivity: Double = 20
    public var scrollSpeed: Double = 20

    public init() {}
}
