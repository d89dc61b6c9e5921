/// The versions of the trace format (docs/trace.md).
///
/// - ``v1``: the whole screen order and data order in frame 0, in every frame where one
///   changed, and at the end: O(items × changes) bytes.
/// - ``v2``: the whole orders in frame 0 and at the end only; a frame where one changed
///   by one move or exchange carries that edit (`orderEdit`, `dataEdit`), and the whole
///   order only where it changed otherwise: O(items + changes) bytes.
/// - ``v3``: v2's frames, with a frame's `offset`, `finger`, `lifted` and `liftedFrame`
///   written, as its orders are, in frame 0 and where they changed, `events` only when
///   there are some; points, sizes and rects as arrays (`[x,y]`, `[width,height]`,
///   `[x,y,width,height]`); no space after `:` or `,`. The default.
public enum TraceVersion: Int, CaseIterable, Sendable {
    case v1 = 1
    case v2 = 2
    case v3 = 3

    /// What `trace` prints and `build` writes unless told otherwise.
    public static let current = TraceVersion.v3

    /// Whether a frame writes `offset`, `finger`, `lifted` and `liftedFrame` only where they
    /// changed (frame 0 writes them all), and `events` only when there are some.
    var sparseFrames: Bool { rawValue >= 3 }
    /// What follows a key: `": "` up to version 2, `":"` from version 3.
    var colon: String { rawValue >= 3 ? ":" : ": " }
    /// What separates a value from the next key or item: `", "` up to version 2, `","` from version 3.
    var comma: String { rawValue >= 3 ? "," : ", " }
}
