/// The SortableJS 1.14.0 options the `sortablejs` profile models, with the
/// library's defaults except `animation` (150 ms, as its README's example and
/// issue 14 set it). Lengths are CSS pixels, taken as points.
public struct SortableOptions: Hashable, Sendable {
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
