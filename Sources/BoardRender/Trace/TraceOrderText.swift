import ReorderEngine

/// Orders written as trace JSON (`[["A","B"],["C"]]`), each leaf of their
/// persistent lists escaped once.
///
/// A trace writes the whole screen and data order in every frame where one
/// changed, and consecutive orders share all but the few leaves an edit
/// copied (``PersistentList/forEachLeaf(_:)``): the text of a shared leaf is
/// remembered by its token, so writing an order a few edits from one written
/// before escapes only the labels of the new leaves. Held by one trace, for
/// the orders of its timelines.
final class TraceOrderText {
    /// The text of each leaf seen (its labels escaped, joined by ","), by its
    /// token's identity; the token is kept so the identity is not reused.
    private var leaves: [ObjectIdentifier: (token: AnyObject, text: String)] = [:]

    /// `order` as JSON, byte for byte as `TraceJSON.order` writes it.
    ///
    /// - Complexity: O(L + b) for L leaves and b bytes written, plus O(m) for
    ///   the m labels of the leaves not seen before.
    func text(_ order: Order) -> String {
        var out = "["
        for (s, section) in order.enumerated() {
            out += s == 0 ? "[" : ",["
            var first = true
            section.forEachLeaf { token, labels in
                guard !labels.isEmpty else { return }
                out += first ? "" : ","
                out += text(ofLeaf: token, labels)
                first = false
            }
            out += "]"
        }
        return out + "]"
    }

    /// The text of the leaf `token` holding `labels`, escaped the first time.
    private func text(ofLeaf token: AnyObject, _ labels: [String]) -> String {
        let id = ObjectIdentifier(token)
        if let known = leaves[id] { return known.text }
        let text = labels.map(Escape.json).joined(separator: ",")
        leaves[id] = (token, text)
        return text
    }
}
