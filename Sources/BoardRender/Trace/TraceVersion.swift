/// The versions of the trace format (docs/trace.md).
///
/// - ``v1``: the whole screen order and data order in frame 0, in every frame where one
///   changed, and at the end: O(items × changes) bytes.
/// - ``v2``: the whole orders in frame 0 and at the end only; a frame where one changed
///   by one move or exchange carries that edit (`orderEdit`, `dataEdit`), and the whole
///   order only where it changed otherwise: O(items + changes) bytes. The default.
public enum TraceVersion: Int, CaseIterable, Sendable {
    case v1 = 1
    case v2 = 2

    /// What `trace` prints and `build` writes unless told otherwise.
    public static let current = TraceVersion.v2
}
