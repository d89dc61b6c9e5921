/// How the lifted item goes home when the finger lifts or the gesture is cancelled.
public struct Drop: Hashable, Sendable {
    /// Whether the screen first animates back to the order at lift (one move
    /// of the lifted item), over ``seconds``.
    public var screenGoesBack: Bool
    public var style: DropStyle
    /// Seconds of the way home (and of the screen's way back).
    public var seconds: Double
    public var curve: TimingCurve
    /// Whether the way home is drawn as a Web Animation is (`element.animate`, dnd-kit's
    /// `DragOverlay` drop): at its first pose in the frame it starts, one tick behind the
    /// runner's own animations, which have moved a tick's worth by then; it goes in the
    /// frame it reaches its last (the animation's `finish` removes the element).
    public var startsAtItsFirstPose: Bool

    public init(screenGoesBack: Bool = false, style: DropStyle, seconds: Double, curve: TimingCurve,
                startsAtItsFirstPose: Bool = false) {
        self.screenGoesBack = screenGoesBack
        self.style = style
        self.seconds = seconds
        self.curve = curve
        self.startsAtItsFirstPose = startsAtItsFirstPose
    }
}
