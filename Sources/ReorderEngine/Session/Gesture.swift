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

    /// The point one point inside this edge of a viewport of `size`, keeping
    /// the other coordinate of `finger` (of the viewport's centre when no
    /// finger is down). Viewport coordinates.
    public func point(keeping finger: Point?, in size: Size) -> Point {
        var p = finger ?? Point(x: size.width / 2, y: size.height / 2)
        switch self {
        case .top: p.y = 1
        case .bottom: p.y = size.height - 1
        case .left: p.x = 1
        case .right: p.x = size.width - 1
        }
        return p
    }
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
