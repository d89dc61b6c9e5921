import CollectionLayout

/// LXReorderableCollectionViewFlowLayout's edge auto-scroll (lxcid/
/// LXReorderableCollectionViewFlowLayout at `6a51b29`, 0.2.1,
/// `LXReorderableCollectionViewFlowLayout.m`): a `CADisplayLink` that moves
/// the content a constant distance per frame toward the edge the snapshot's
/// centre came near, along the layout's scroll axis.
///
/// - Zone (`handlePanGesture:`, lines 423-445), on every finger update only:
///   with `c` the snapshot's centre and `B` the visible bounds (content
///   coordinates), vertical: `c.y < B.minY + 50` scrolls up, else
///   `c.y > B.maxY − 50` scrolls down, else the link stops; horizontal the
///   same on x with left and right. Strict comparisons; 50 is
///   `scrollingTriggerEdgeInsets` (line 83). A link already running in the
///   same direction is kept (`setupScrollTimerInDirection:`, lines 213-228).
/// - Step (`handleScroll:`, line 245): `rint(scrollingSpeed × duration)`,
///   `scrollingSpeed` = 300 (line 82) and `duration` the display's frame
///   interval, 1/fps: 5 pt a frame at 60 fps (`rint` rounds half to even:
///   2 pt at 120 fps).
/// - Clamp (lines 249-286): toward the start, when `offset − step ≤ −inset`
///   the step becomes `−offset − inset`; toward the end, with
///   `max = max(content, viewport) − viewport + inset`, when
///   `offset + step ≥ max` it becomes `max − offset`. At either end the link
///   keeps running with steps of 0.
/// - The link only scrolls: it moves the content and the snapshot together
///   (lines 292-294) and re-checks neither the zone nor the target (issue
///   #66), so a still finger keeps scrolling to the end of the content, and
///   its item does not move until the finger does.
/// - The pan's end or cancel stops it (lines 448-451).
public struct ConstantEdgeScroll: AutoScrollModel {
    /// Which way the link scrolls (`LXScrollingDirection`).
    public enum Direction: Hashable, Sendable {
        case up, down, left, right
    }

    /// `scrollingSpeed`'s default, points per second.
    public static let defaultSpeed = 300.0
    /// `scrollingTriggerEdgeInsets`' default on every side, points.
    public static let defaultInset = 50.0

    /// Points per second (`scrollingSpeed`).
    public var speed: Double
    /// The trigger inset on every side (`scrollingTriggerEdgeInsets`).
    public var inset: Double
    /// The collection view's `contentInset`, which the clamps read. Boards have none.
    public var contentInset: Insets

    /// The running link's direction; `nil` when no link runs.
    public private(set) var direction: Direction?

    public init(speed: Double = defaultSpeed, inset: Double = defaultInset, contentInset: Insets = .zero) {
        self.speed = speed
        self.inset = inset
        self.contentInset = contentInset
    }

    public var name: String { "lx-reorderable" }
    public var edgeZone: Double { inset }
    public var isRunning: Bool { direction != nil }

    /// The zone test of `handlePanGesture:` on the snapshot's centre.
    public mutating func fingerMoved(_ context: AutoScrollContext) {
        guard let s = context.snapshot else { return stop() }
        let c = s.center, o = context.offset, v = context.viewport
        switch context.direction {
        case .vertical:
            if c.y < o.y + inset {
                direction = .up
            } else if c.y > o.y + v.height - inset {
                direction = .down
            } else {
                direction = nil
            }
        case .horizontal:
            if c.x < o.x + inset {
                direction = .left
            } else if c.x > o.x + v.width - inset {
                direction = .right
            } else {
                direction = nil
            }
        }
    }

    /// `handleScroll:`: one step in the link's direction, clamped at the content's ends.
    public mutating func tick(_ context: AutoScrollContext) -> Point {
        guard let direction else { return .zero }
        let distance = Self.step(speed: speed, fps: Self.fps(context))
        let o = context.offset, v = context.viewport, c = context.contentSize
        switch direction {
        case .up:
            var d = -distance
            if o.y + d <= -contentInset.top { d = -o.y - contentInset.top }
            return Point(x: 0, y: d)
        case .down:
            let maxY = max(c.height, v.height) - v.height + contentInset.bottom
            var d = distance
            if o.y + d >= maxY { d = maxY - o.y }
            return Point(x: 0, y: d)
        case .left:
            var d = -distance
            if o.x + d <= -contentInset.left { d = -o.x - contentInset.left }
            return Point(x: d, y: 0)
        case .right:
            let maxX = max(c.width, v.width) - v.width + contentInset.right
            var d = distance
            if o.x + d >= maxX { d = maxX - o.x }
            return Point(x: d, y: 0)
        }
    }

    /// `invalidatesScrollTimer`.
    public mutating func stop() {
        direction = nil
    }

    /// The distance per frame: `rint(speed × duration)` with `duration` =
    /// 1/fps as a double (`CFTimeInterval`), rounded half to even as `rint`
    /// does in the default rounding mode.
    public static func step(speed: Double, fps: Int) -> Double {
        (speed * (1.0 / Double(fps))).rounded(.toNearestOrEven)
    }

    /// The session's frame rate, from the tick and its time (`tick / fps` seconds).
    static func fps(_ context: AutoScrollContext) -> Int {
        let (seconds, attoseconds) = context.time.components
        let time = Double(seconds) + Double(attoseconds) * 1e-18
        guard context.tick > 0, time > 0 else { return 60 }
        return Int((Double(context.tick) / time).rounded())
    }
}
