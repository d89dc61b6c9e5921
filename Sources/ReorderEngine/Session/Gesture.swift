import CollectionLayout

/// Where a step puts the finger, resolved when the step starts.
public enum Target: Hashable, Sendable {
    /// The centre of the item with this label, on screen, when the step starts.
    case item(String)
    /// A point in viewport (screen) coordinates.
    case point(Point)
    /// One point inside that edge of the viewport, keeping the finger's other coordinate.
    case edge(Edge)
}

/// An edge of the viewport.
public enum Edge: String, Hashable, Sendable, CaseIterable {
    case top, bottom, left, right
}

/// One scripted gesture step. Durations are in ticks (1/fps seconds), already
/// converted with `n = max(1, round(D × fps))`.
public enum GestureStep: Hashable, Sendable {
    /// Put the finger down at the target; lasts the profile's press duration.
    case press(Target)
    /// Move the finger in a straight line to the target over `ticks`.
    case move(to: Target, ticks: Int)
    /// Move the finger by a delta (points) over `ticks`.
    case moveBy(dx: Double, dy: Double, ticks: Int)
    /// Let `ticks` pass with no finger movement.
    case hold(ticks: Int)
    /// Let `ticks` pass with no finger down (the carousel's timer runs).
    case wait(ticks: Int)
    /// Lift the finger: the drop. Takes no time.
    case release
    /// Cancel the gesture. Takes no time.
    case cancel
}

/// A step as written on a board: the gesture, its source text and an optional note.
public struct ScriptStep: Hashable, Sendable {
    public var gesture: GestureStep
    /// The step as the user wrote it (`move to F over 0.4s`).
    public var text: String
    public var note: String?

    public init(gesture: GestureStep, text: String, note: String? = nil) {
        self.gesture = gesture
        self.text = text
        self.note = note
    }
}
