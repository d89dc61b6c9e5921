/// "Did you mean …?" suggestions for misspelt keys, verbs and names.
extension String {
    /// The Levenshtein distance between two strings, counted in characters,
    /// ignoring ASCII case.
    func editDistance(to other: String) -> Int {
        let a = Array(lowercased()), b = Array(other.lowercased())
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = Swift.min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }

    /// The candidate closest to this string, when it is close enough to be a likely
    /// typo: at most 2 edits, and fewer edits than half the candidate's length.
    func closest(among candidates: [String]) -> String? {
        var best: (candidate: String, distance: Int)?
        for candidate in candidates where candidate != self {
            let distance = editDistance(to: candidate)
            guard distance <= 2, distance * 2 < candidate.count else { continue }
            if let current = best, current.distance <= distance { continue }
            best = (candidate, distance)
        }
        return best?.candidate
    }

    /// `"; did you mean 'x'?"` when a close candidate exists, else `""`.
    func suggestion(among candidates: [String]) -> String {
        closest(among: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }
}

extension Array where Element == String {
    /// `a, b or c`, for messages listing the accepted values.
    var orList: String {
        switch count {
        case 0: return ""
        case 1: return self[0]
        default: return dropLast().joined(separator: ", ") + " or " + self[count - 1]
        }
    }
}
