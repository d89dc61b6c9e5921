import Scenario
import CollectionLayout
import Yams

/// The board limits (``BoardLimits``) checked on single values while parsing.
extension BoardParser {
    /// `key: 'value' exceeds the limit of 100000 points per length`, when any of `values`
    /// is longer than ``BoardLimits/length``; returns whether they are within it.
    mutating func checkLength(_ values: [Double], key: String, written: String,
                              at position: SourcePosition) -> Bool {
        let (limit, what) = key == "offset" ? (BoardLimits.offset, "for the offset") : (BoardLimits.length, "per length")
        guard values.allSatisfy({ abs($0) <= limit }) else {
            report("\(key): \(written.quoted) exceeds the limit of \(format(limit, places: nil)) points \(what)"
                   + BoardLimits.seeDocs, at: position)
            return false
        }
        return true
    }

    /// Whether one duration (`press-duration`, `interval`) fits in a script at `fps`.
    mutating func checkDuration(_ duration: WrittenDuration, key: String, written: String, fps: Int,
                                at node: Node) -> Bool {
        if case .frames(let n) = duration, n > BoardLimits.frames {
            report("\(key): \(written.quoted) exceeds the limit of \(BoardLimits.frames) frames per board"
                   + BoardLimits.seeDocs, at: node)
            return false
        }
        guard duration.seconds(fps: fps) <= BoardLimits.simulatedSeconds else {
            report("\(key): \(written.quoted) exceeds the limit of \(format(BoardLimits.simulatedSeconds, places: nil))s "
                   + "of simulated time per board" + BoardLimits.seeDocs, at: node)
            return false
        }
        return true
    }
}
