/// Where a section's sizes changed: old items `start..<oldEnd` became new
/// items `start..<newEnd`; items before are the same, and so are the items
/// after (old index `oldEnd + k` is new index `newEnd + k`).
struct SizeEdit: Hashable, Sendable {
    var start: Int
    var oldEnd: Int
    var newEnd: Int
}
