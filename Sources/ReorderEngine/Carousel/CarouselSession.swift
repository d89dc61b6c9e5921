/// Runs a carousel (seed 001, the auto-scrolling banner) on a fixed time step
/// of 1/fps seconds and records every frame in the same ``Timeline`` a reorder
/// session produces, so the renderer and the trace writer need nothing new.
///
/// The model:
/// - Page `i` is the `i`-th copy in ``CarouselConfiguration/pages``, one
///   viewport long along the scroll axis. The current index is
///   `max(0, floor((offset + page / 2) / page))` and the page indicator shows
///   `current mod count` (``Frame/page``, on every frame).
/// - A timer started on frame 0 fires every `interval`. On a fire the next index
///   is `current + 1`, or 0 when `current` is the last of the `repeats × count`
///   pages; the content scrolls there, animated, except the jump back to 0.
/// - `press` puts a finger down for one tick; the first tick where the finger
///   moves begins the drag: the timer is invalidated and a running scroll stops
///   where it is. While dragging, the offset changes by minus the finger's
///   movement along the scroll axis (no rubber band: it stays within bounds).
/// - `release` or `cancel` ends the drag: the content settles, animated, on the
///   current index (the nearest page), and a new timer starts, first firing one
///   interval later. A press and release without a move is a tap: the timer
///   keeps running.
///
/// Within one tick: pending `release`/`cancel` apply first, then the finger,
/// then the timer, then the running scroll advances one tick (a scroll started
/// this tick included), then the frame is recorded and checked.
public struct CarouselSession: Sendable {
    public var configuration: CarouselConfiguration

    public init(_ configuration: CarouselConfiguration) {
        self.configuration = configuration
    }

    /// Computes the whole session.
    public func run() -> Timeline {
        var runner = CarouselRunner(configuration)
        runner.record()
        for step in configuration.steps { runner.play(step.gesture) }
        return runner.finish()
    }

    /// The index of the page the offset is on: `max(0, floor((offset + page / 2) / page))`,
    /// where `offset` is the content offset along the scroll axis and `page` the
    /// viewport's length along it.
    public static func currentIndex(offset: Double, pageLength page: Double) -> Int {
        guard page > 0 else { return 0 }
        let index = ((offset + page / 2) / page).rounded(.down)
        return index.isFinite ? max(0, Int(min(index, Double(Int.max / 2)))) : 0
    }
}
