import CollectionLayout

/// Everything a session did, computed ahead of time.
public struct Timeline: Sendable {
    public var fps: Int
    /// One layout per distinct screen order the session showed; frames point into it.
    public var layouts: [PreparedLayout]
    public var frames: [Frame]
    /// For each script step, the index of the frame that ends it.
    public var stepEnds: [Int]
    public var violations: [Violation]
    /// What made it: profile, auto-scroll model and zones, direction.
    public var provenance: Provenance

    public init(fps: Int, layouts: [PreparedLayout], frames: [Frame], stepEnds: [Int], violations: [Violation],
                provenance: Provenance) {
        self.provenance = provenance
        self.fps = fps
        self.layouts = layouts
        self.frames = frames
        self.stepEnds = stepEnds
        self.violations = violations
    }

    /// Where `label` is drawn at `frame` (content coordinates), or `nil` if it is
    /// hidden or not on screen. The lifted item is drawn at ``Frame/liftedFrame``.
    public func drawnFrame(of label: String, at frame: Frame) -> Rect? {
        if frame.lifted == label { return frame.liftedFrame }
        if let r = frame.displaced[label] { return r }
        for (s, section) in frame.order.enumerated() {
            if let i = section.firstIndex(of: label) {
                return layouts[frame.layoutIndex].frame(at: IndexPath(section: s, item: i))
            }
        }
        return nil
    }
}
