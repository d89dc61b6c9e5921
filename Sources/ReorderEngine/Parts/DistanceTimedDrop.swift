import CollectionLayout

/// @hello-pangea/dnd's drop animation (`src/state/middleware/drop/drop-middleware.ts`
/// 123-147, `get-drop-duration.ts`, `src/animation.ts` 4-28): the dragged item
/// animates from where it is drawn into its slot (`transforms.moveTo`) with
/// `cubic-bezier(.2,1,.1,1)` (`curves.drop`) over a time that grows with the
/// distance: 0.33 s (`minDropTime`) plus 0.22 s per 1500 px, 0.55 s
/// (`maxDropTime`) from 1500 px on, ×0.6 on cancel, rounded to hundredths
/// (`toFixed(2)`). Two quirks of the order of its tests: at no distance it is
/// 0.33 s on cancel too, and from 1500 px 0.55 s on cancel too (the cancel
/// factor is applied only in between). An item already in its slot needs no
/// animation (`isAnimationRequired`): the drop completes at once.
///
/// On cancel the list goes back to its order at lift (`get-drop-impact.ts`:
/// the lift impact) and the item into its home slot.
public struct DistanceTimedDrop: DropRule {
    public static let minDropTime = 0.33
    public static let maxDropTime = 0.55
    public static let maxDropTimeAtDistance = 1500.0
    public static let cancelDropModifier = 0.6
    /// `curves.drop`.
    public static let curve = TimingCurve.cubicBezier(0.2, 1, 0.1, 1)

    public init() {}

    /// `get-drop-duration.ts`: seconds for a drop (or cancel) over `distance` px.
    public static func duration(distance: Double, cancel: Bool) -> Double {
        if distance <= 0 { return minDropTime }
        if distance >= maxDropTimeAtDistance { return maxDropTime }
        let duration = minDropTime + (maxDropTime - minDropTime) * (distance / maxDropTimeAtDistance)
        let withDuration = cancel ? duration * cancelDropModifier : duration
        return (withDuration * 100).rounded() / 100
    }

    /// Without the rects (the runner always gives them): the shortest drop.
    public func release() -> Drop { Drop(style: .intoSlot, seconds: Self.minDropTime, curve: Self.curve) }

    public func cancel() -> Drop {
        Drop(screenGoesBack: true, style: .intoSlot, seconds: Self.minDropTime, curve: Self.curve)
    }

    public func release(_ context: DropContext) -> Drop {
        let distance = Self.distance(context.drawn, context.slot)
        guard distance > 0 else { return Drop(style: .vanish, seconds: 0, curve: Self.curve) }
        return Drop(style: .intoSlot, seconds: Self.duration(distance: distance, cancel: false), curve: Self.curve)
    }

    public func cancel(_ context: DropContext) -> Drop {
        let distance = Self.distance(context.drawn, context.home)
        guard distance > 0 else { return Drop(screenGoesBack: true, style: .vanish, seconds: 0, curve: Self.curve) }
        return Drop(screenGoesBack: true, style: .intoSlot, seconds: Self.duration(distance: distance, cancel: true),
                    curve: Self.curve)
    }

    /// `position.ts` `distance`: the straight line between the centres.
    static func distance(_ a: Rect, _ b: Rect) -> Double {
        let dx = a.midX - b.midX, dy = a.midY - b.midY
        return (dx * dx + dy * dy).squareRoot()
    }
}
