/// How the lifted item goes home when the finger lifts or the gesture is cancelled.
public struct Drop: Hashable, Sendable {
    /// Whether the screen first animates back to the order at lift (one move
    /// of the lifted item), over ``seconds``.
    public var screenGoesBack: Bool
    public var style: DropStyle
    /// Seconds of the way home (and of the screen's way back).
    public var seconds: Double
    public var curve: TimingCurve

    public init(screenGoesBack: Bool = false, style: DropStyle, seconds: Double, curve: TimingCurve) {
        self.screenGoesBack = screenGoesBack
        self.style = style
        self.seconds = seconds
        self.curve = curve
    }
}
