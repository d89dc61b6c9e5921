import ReorderEngine

/// How a frame's trace writes its screen order or its data order, against the
/// previous frame's.
enum TraceChange: Equatable {
    /// Unchanged: nothing is written.
    case none
    /// The whole order: frame 0, every change in version 1, and in version 2 a change
    /// that is not one move or exchange.
    case whole
    /// Version 2: the one move or exchange that made it from the previous frame's.
    case edit(DataEdit)

    /// - Complexity: O(1) when unchanged or shared; otherwise about the edits since
    ///   `previous` (``Order/singleEdit(to:)``).
    init(from previous: Order?, to now: Order, version: TraceVersion) {
        guard let previous else { self = .whole; return }
        if previous == now {
            self = .none
        } else if version == .v1 {
            self = .whole
        } else {
            self = previous.singleEdit(to: now).map(TraceChange.edit) ?? .whole
        }
    }
}
