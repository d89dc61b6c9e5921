import CollectionLayout

/// How the screen moves the lifted item to a new target, and for how long the
/// others animate aside. A profile's recipe makes a fresh one per session.
public protocol MoveStyle: Sendable {
    /// The screen move from `from` to `to` (two different index paths).
    mutating func move(from: IndexPath, to: IndexPath, context: MoveContext) -> ScreenMove
    /// Whether the runner makes each of a move's steps a screen move of its own, in order,
    /// instead of one move from `from` to `to` (``RectSwapping``: an exchange is two). By
    /// default, one move.
    var performsSteps: Bool { get }
}

extension MoveStyle {
    public var performsSteps: Bool { false }
}

/// One `moveItemAt`: the others animate aside with the displacement duration.
public struct SingleMove: MoveStyle {
    public var animations: AnimationSet

    public init(animations: AnimationSet = .uikit) {
        self.animations = animations
    }

    public func move(from: IndexPath, to: IndexPath, context: MoveContext) -> ScreenMove {
        ScreenMove(steps: [LayoutMove(from: from, to: to)], seconds: animations.displacement, curve: animations.curve)
    }
}

/// Seed 001: a chain of adjacent one-place moves (a jump to another section is
/// one move), every one animated for `max(0, base − perRatio × |ratio|)`
/// seconds, where the ratio is how close to the edge the auto-scroll found the
/// snapshot (``EdgeProximity``; 0 for a model that does not say).
public struct AdjacentChain: MoveStyle {
    public var base: Double
    public var perRatio: Double
    public var curve: TimingCurve

    public init(base: Double, perRatio: Double, curve: TimingCurve = .easeInOut) {
        self.base = base
        self.perRatio = perRatio
        self.curve = curve
    }

    public func move(from: IndexPath, to: IndexPath, context: MoveContext) -> ScreenMove {
        var steps: [LayoutMove] = []
        var step = from
        while step != to {
            var next = step
            if step.section != to.section {
                next = to
            } else {
                next.item += to.item > step.item ? 1 : -1
            }
            steps.append(LayoutMove(from: step, to: next))
            step = next
        }
        let ratio = (context.autoScroll as? any EdgeProximity)?.ratio ?? 0
        return ScreenMove(steps: steps, seconds: max(0, base - perRatio * abs(ratio)), curve: curve)
    }
}
