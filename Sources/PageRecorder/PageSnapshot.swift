import CollectionLayout
import Foundation

/// What the page side (`Scripts/record.js`, `__record.snapshot`) reports of one frame.
struct PageSnapshot {
    /// The items' labels in document order, those still in the page.
    var data: [String]
    /// The container's `scrollLeft`, `scrollTop`.
    var offset: Point
    /// The element following the pointer, in the container's content coordinates.
    var lifted: Rect?
    /// Exceptions thrown inside the page's timers and frames since the last frame.
    var errors: [String]
    /// Whether a timer, an animation frame or a running animation is still to come.
    var busy: Bool

    init?(_ value: Any?) {
        guard let object = value as? [String: Any], let data = object["data"] as? [String],
              let offset = Self.numbers(object["offset"]), offset.count == 2 else { return nil }
        self.data = data
        self.offset = Point(x: offset[0], y: offset[1])
        if let r = Self.numbers(object["lifted"]), r.count == 4 {
            lifted = Rect(x: r[0], y: r[1], width: r[2], height: r[3])
        }
        errors = object["errors"] as? [String] ?? []
        busy = object["busy"] as? Bool ?? false
    }

    /// A JSON array of numbers (JSONSerialization gives NSNumbers, integers or not).
    static func numbers(_ value: Any?) -> [Double]? {
        guard let array = value as? [Any] else { return nil }
        var out: [Double] = []
        for element in array {
            if let n = element as? NSNumber { out.append(n.doubleValue) } else { return nil }
        }
        return out
    }
}
