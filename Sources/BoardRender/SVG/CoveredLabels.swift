import CollectionLayout

/// The labels a still would lose under what is drawn over them (issue 34): at edge-scroll-cancel's
/// step 2, D and E slid under the lifted A unlabelled; in a grid, G sliding past covered F's label.
/// Each is drawn again above the snapshot, in its card's size, with a halo of the card's white,
/// so that it reads over whatever covers it. A label the snapshot's own label would overlap stays
/// under it (two labels in one place read as neither).
enum CoveredLabels {
    /// The box a card's label takes at `r`: centred, about 0.62 em a character wide and 1 em high
    /// (an estimate on the wide side, for bold sans-serif).
    static func box(_ text: String, in r: Rect) -> Rect {
        let size = CardShapes.labelSize(r.size)
        let width = min(r.width, Double(text.count) * size * 0.62)
        return Rect(x: r.midX - width / 2, y: r.midY - size / 2, width: width, height: size)
    }

    /// The labels of `items` (in the order drawn, each over those before it) that a later item or
    /// the `lifted` snapshot (its label `liftedText`) covers, drawn again; "" when none is.
    static func svg(_ items: [(label: String, text: String, rect: Rect)], lifted: (label: String, text: String, rect: Rect)?) -> String {
        var out = ""
        let liftedBox = lifted.map { box($0.text, in: $0.rect) }
        for (k, item) in items.enumerated() where item.label != lifted?.label && !item.text.isEmpty {
            let label = box(item.text, in: item.rect)
            let underSnapshot = lifted.map { $0.rect.intersects(label) } ?? false
            let underItem = items[(k + 1)...].contains { $0.rect.intersects(label) }
            guard underSnapshot || underItem, !(liftedBox.map(label.intersects) ?? false) else { continue }
            let size = CardShapes.labelSize(item.rect.size)
            out += SVGParts.text(item.text, x: item.rect.midX, y: item.rect.midY, size: size, fill: Palette.text,
                                 extra: " data-covered=\"\(Escape.xml(item.label))\" stroke=\"#fff\" "
                                    + "stroke-width=\"3\" stroke-linejoin=\"round\" paint-order=\"stroke\"")
        }
        return out.isEmpty ? "" : "<g>" + out + "</g>\n"
    }
}
