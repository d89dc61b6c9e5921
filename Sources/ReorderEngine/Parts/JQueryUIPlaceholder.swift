import CollectionLayout

/// Where jQuery UI 1.13.2 Sortable's placeholder stands in the list's DOM while a drag runs,
/// as the `axis: "x"` rule needs it (`ui/widgets/sortable.js`).
///
/// During a drag no item moves in the DOM: the helper (the dragged item itself, `helper:
/// "original"`) keeps its place among its siblings, out of the flow (`position: absolute`), and
/// only the placeholder moves. So the DOM is the items in their order at the start, the helper
/// among them at its own index, and the placeholder in one of the `count + 1` gaps between them:
///
/// - `_createPlaceholder` puts it right after the helper (`currentItem.after`, 987), gap
///   `helper + 1`;
/// - `_rearrange` (1442-1449) inserts it before the item it passed (`direction "down"`, the
///   intersection 1 of a move left or up) or before that item's `nextSibling`, that is right
///   after it (intersection 2, a move right or down); the next sibling may be the helper;
/// - `_mouseDrag` (466-470) passes over the item that `placeholder.next()` (intersection 1) or
///   `.prev()` (2) already is, and those neighbours count the helper: in the helper's own gap
///   the placeholder has the helper on one side, so the item on the screen beside it on that
///   side is not passed over, and moving past it changes only which side of the helper the
///   placeholder is on.
///
/// On screen the helper is not in the flow: the placeholder's index on screen is the items
/// before it, the helper not counted (``shown``). Its index in the DOM against the helper's
/// (``beforeHelper``) is what the screen cannot show: in the helper's own gap it can stand
/// before or after the helper, and in a list the helper's static top follows
/// (``JQueryUIIntersect``).
public struct JQueryUIPlaceholder: Hashable, Sendable {
    /// The dragged item's index at the start: the helper's place in the DOM until the drop.
    public let helper: Int
    /// The items in the section, the helper among them.
    public let count: Int
    /// How many items (the helper among them) stand before the placeholder in the DOM:
    /// `0...count`.
    public private(set) var gap: Int

    /// The DOM `_createPlaceholder` leaves: the placeholder right after the helper.
    public init(helper: Int, count: Int) {
        self.helper = helper
        self.count = count
        gap = helper + 1
    }

    /// Whether the placeholder stands before the helper in the DOM.
    public var beforeHelper: Bool { gap <= helper }

    /// The placeholder's index on screen: the items before it in the DOM, less the helper.
    public var shown: Int { gap > helper ? gap - 1 : gap }

    /// Where item `i` (its index at the start, not the helper) stands on screen with the
    /// placeholder shown at `placeholder`: the others keep their order around it.
    public static func screenIndex(of i: Int, helper: Int, placeholder: Int) -> Int {
        let k = i < helper ? i : i - 1
        return k < placeholder ? k : k + 1
    }

    /// Whether item `i` is the placeholder's neighbour in the DOM on the side `_mouseDrag` asks
    /// for an intersection that puts it `after` the item (2: `placeholder.prev()`) or before
    /// it (1: `placeholder.next()`). The helper is a neighbour too, and is never `i`.
    public func isBeside(_ i: Int, after: Bool) -> Bool {
        after ? gap - 1 == i : gap == i
    }

    /// `_rearrange` past item `i`: right after it (`after`), or right before it.
    public mutating func insert(after: Bool, item i: Int) {
        gap = after ? i + 1 : i
    }

    /// Brings the DOM in line with a placeholder shown at `index` that something other than
    /// ``insert(after:item:)`` put there; keeps the side of the helper in its own gap.
    public mutating func show(at index: Int) {
        guard index != shown else { return }
        gap = index < helper ? index : index + 1
    }
}
