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
