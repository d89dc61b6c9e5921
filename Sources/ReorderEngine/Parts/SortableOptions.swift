/// The SortableJS 1.14.0 options the `sortablejs` profile models, with the
/// library's defaults except `animation` (150 ms, as its README's example and
/// issue 14 set it). Lengths are CSS pixels, taken as points.
public struct SortableOptions: Hashable, Sendable {
    /// `direction`: the axis the swap zones lie along.
    public enum Direction: String, CaseIterable, Hashable, Sendable {
        /// The library's default, a function: `_detectDirection` reads the list's CSS and its
        /// first two children (``SortableDragOver/isVertical(_:section:)``).
        case detected
        case vertical
        case horizontal
    }

    /// `swapThreshold`: the part of a target, centred on it, that the pointer
    /// must be in to swap with it (1: anywhere strictly inside).
    public var swapThreshold: Double
    /// `invertSwap`: always use the inverted zones.
    public var invertSwap: Bool
    /// `invertedSwapThreshold`; `nil` means `swapThreshold`.
    public var invertedSwapThreshold: Double?
    /// `animation`, in seconds (0: items jump to their new places).
    public var animation: Double
    /// The AutoScroll plugin's `scrollSensitivity`: how near an edge (on
    /// either side of it) the pointer starts scrolling.
    public var scrollSensitivity: Double
    /// The AutoScroll plugin's `scrollSpeed`: points per 24 ms tick.
    public var scrollSpeed: Double
    /// `direction`, given or detected.
    public var direction: Direction = .detected
    /// The AutoScroll plugin's `scroll`: false, and nothing scrolls.
    public var scroll = true
    /// `fallbackTolerance`: how far (either axis) the pointer must be from
    /// the press before a move starts the drag; 0, any move.
    public var fallbackTolerance: Double = 0
    /// `delay`, in milliseconds: how long after the press a move first may
    /// start the drag (with `delayOnTouchOnly` false, for the mouse too).
    public var delay: Double = 0
    /// `touchStartThreshold`: a move this far from the press (either axis,
    /// whole pixels floored) during the delay cancels the delayed drag. The
    /// library's default is `parseInt(devicePixelRatio)`, 1 at the boards'
    /// device pixel ratio of 1.
    public var touchStartThreshold: Double = 1
    /// `emptyInsertThreshold`: how near an *empty* list the pointer inserts
    /// into it. A board's one list always holds the dragged item, so it
    /// changes nothing here (docs/profiles.md).
    public var emptyInsertThreshold: Double = 5
    /// The Swap plugin's `swap`: the item exchanges places, at the drop,
    /// with the last item the pointer was over, and nothing moves before.
    public var swap = false

    public init(swapThreshold: Double = 1, invertSwap: Bool = false, invertedSwapThreshold: Double? = nil,
                animation: Double = 0.15, scrollSensitivity: Double = 30, scrollSpeed: Double = 10) {
        self.swapThreshold = swapThreshold
        self.invertSwap = invertSwap
        self.invertedSwapThreshold = invertedSwapThreshold
        self.animation = animation
        self.scrollSensitivity = scrollSensitivity
        self.scrollSpeed = scrollSpeed
    }
}
