import Scenario
import Yams

/// `{observed: recorded/list.json}`, an entry of `profile:` or `profiles:` that names a run
/// recorded elsewhere (issue 32's `record`) to draw, check and compare beside the models.
extension BoardParser {
    /// What the board calls a recorded run: its entry's key, the trace's `profile`, the key of
    /// its own `expect:`.
    static let observed = "observed"

    /// The entry `{observed: PATH}` (`pairs` its one pair), or `nil` when the entry is another.
    /// The path is checked as written, before any file is read: a relative path inside the board's
    /// folder, since a board may come from anyone and must not make a build read elsewhere (the
    /// reader checks again where links lead). `.some(nil)` when it is wrong (reported).
    mutating func observedEntry(_ node: Node, pairs: [(key: Node, value: Node)]) -> ProfileName?? {
        guard pairs.count == 1, pairs[0].key.text == Self.observed else { return nil }
        let value = pairs[0].value
        guard let path = value.text else {
            report("observed: expected the recorded trace's file, relative to the board's file, like "
                   + "{observed: recorded/list.json}, found \(value.found)", at: value)
            return .some(nil)
        }
        if let problem = Self.pathProblem(path) {
            report("observed: \(path.quoted) \(problem); a recording is named relative to the board's file, "
                   + "inside its folder, like {observed: recorded/list.json}", at: value)
            return .some(nil)
        }
        return ProfileName(name: Self.observed, node: node, recording: path)
    }

    /// Why `path` cannot name a recording inside the board's folder, or `nil` when it can.
    static func pathProblem(_ path: String) -> String? {
        if path.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) {
            return "holds a control character"
        }
        if path.hasPrefix("/") { return "is an absolute path" }
        if path.hasPrefix("~") { return "starts with '~', which names a home folder" }
        if path.contains("\\") { return "holds a backslash" }
        var depth = 0
        for component in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch component {
            case ".": continue
            case "..":
                depth -= 1
                if depth < 0 { return "leads outside the board's folder" }
            default: depth += 1
            }
        }
        if depth == 0 || path.hasSuffix("/") { return "names a folder, not a file" }
        return nil
    }

    /// A bare `observed`, written as if it were a profile: what it needs.
    mutating func reportBareObserved(_ node: Node, key: String) {
        report("\(key): 'observed' names a recorded run by its trace file, like {observed: recorded/list.json}", at: node)
    }
}
