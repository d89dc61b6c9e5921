import CollectionLayout

/// Everything a carousel session needs: the items, the viewport, the timer and
/// the script. A carousel (seed 001, the auto-scrolling banner) is not a reorder
/// profile but a kind of board: pages the size of the viewport, the items
/// repeated ``repeats`` times so that it can keep going forward, a timer that
/// advances one page every ``interval`` seconds and stops while a finger drags.
public struct CarouselConfiguration: Sendable {
    /// The pages, by label, in order. Labels are unique.
    public var items: [String]
    /// The visible bounds, points. Every page has this size.
    public var viewport: Size
    /// The axis the pages follow one another along.
    public var direction: ScrollDirection
    /// The initial content offset.
    public var offset: Point
    /// Seconds between two fires of the timer.
    public var interval: Double
    public var fps: Int
    public var steps: [ScriptStep]
    /// How many times the items are repeated (the seed's 500).
    public var repeats: Int
    /// The timer's animated scroll to the next page: seconds and curve. UIKit
    /// documents no duration for `scrollToItem(at:at:animated:)`.
    public var advanceDuration: Double
    public var advanceCurve: TimingCurve
    /// The scroll to the nearest page when the finger lifts: seconds and curve.
    public var settleDuration: Double
    public var settleCurve: TimingCurve

    /// Core Animation's `kCAMediaTimingFunctionEaseOut`: control points (0, 0) and (0.58, 1).
    public static let easeOut = TimingCurve.cubicBezier(0, 0, 0.58, 1)

    public init(items: [String], viewport: Size, direction: ScrollDirection = .horizontal,
                offset: Point = .zero, interval: Double = 3, fps: Int = 60, steps: [ScriptStep] = [],
                repeats: Int = 500, advanceDuration: Double = 0.3, advanceCurve: TimingCurve = .easeInOut,
                settleDuration: Double = 0.3, settleCurve: TimingCurve = CarouselConfiguration.easeOut) {
        self.items = items
        self.viewport = viewport
        self.direction = direction
        self.offset = offset
        self.interval = interval
        self.fps = fps
        self.steps = steps
        self.repeats = repeats
        self.advanceDuration = advanceDuration
        self.advanceCurve = advanceCurve
        self.settleDuration = settleDuration
        self.settleCurve = settleCurve
    }

    /// Ticks for a duration in seconds at ``fps``: ``FrameRate/ticks(_:)``,
    /// `n = max(1, round(D × fps))`.
    public func ticks(_ seconds: Double) -> Int {
        FrameRate(fps: fps).ticks(seconds)
    }

    /// The layout of the pages: a flow layout whose items are the viewport's
    /// size with no spacing and no insets, so page `i` starts `i` viewport
    /// lengths along the scroll axis.
    public var layout: FlowLayout {
        FlowLayout(direction: direction, collectionSize: viewport, lineSpacing: 0, itemSpacing: 0,
                   sectionInset: .zero)
    }

    /// Every page, in order: `repeats × items.count` copies, page `i` being copy
    /// `i / items.count` of item `i mod items.count`.
    public var copies: [CarouselCopy] {
        var copies: [CarouselCopy] = []
        copies.reserveCapacity(max(0, repeats) * items.count)
        for copy in 0..<max(0, repeats) {
            for item in items { copies.append(CarouselCopy(item: item, copy: copy)) }
        }
        return copies
    }

    /// The one section the carousel shows: every page's ``CarouselCopy/key``, in order.
    public var pages: [String] { copies.map(\.key) }
}
