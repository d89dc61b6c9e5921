extension WaterfallLayout {
    /// The parameters of a ``WaterfallBody`` for a section of this layout
    /// whose body starts at `top`: the columns ``prepare(sections:)`` places
    /// (the same width, and the starts accumulated in the same order).
    func bodyParameters(top: Double) -> WaterfallBody.Parameters {
        let c = max(1, columns)
        let available = collectionSize.width - sectionInset.left - sectionInset.right
        let width = max(0, (available - Double(c - 1) * itemSpacing) / Double(c))
        var xs: [Double] = []
        var x = sectionInset.left
        for _ in 0..<c {
            xs.append(x)
            x = x + width + itemSpacing
        }
        return WaterfallBody.Parameters(xs: xs, width: width, lineSpacing: lineSpacing, top: top)
    }
}
