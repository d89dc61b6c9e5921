import CollectionLayout

/// The column a bug tracker shows pictures in (issue 34): GitHub's issue is about 880 px wide,
/// and a wider picture shows scaled to it, at about half for a picture twice as wide, until
/// opened. `export`'s films (GIF, MP4) and `steps.png` fit it at 100 %:
///
/// - panels of a board of several profiles stand as many abreast as fit (two, or one under
///   another), so their text keeps its size (the smallest, a data strip's slot numbers, is
///   11 px, so any scale down would take it under 11);
/// - a carousel, whose strip of pages is wider, is filmed through a camera that keeps the
///   viewport in the middle and as much of the pages on each side as fits
///   (``Scene/init(_:fitting:)``);
/// - a picture still wider (one panel wider than the column) is scaled down to it: the one case
///   where text is drawn under 11 px.
public enum TrackerColumn {
    /// The column's width, pixels (one a point at 100 %).
    public static let width = 880.0

    /// The scale that fits a picture `width` points wide: 1 when it fits, else the column over it.
    static func scale(_ width: Double) -> Double {
        width <= TrackerColumn.width ? 1 : TrackerColumn.width / width
    }

    /// The size of a picture `width` × `height` points scaled by `scale`, whole points (the
    /// width to the nearest, so a picture scaled to the column is 880; the height up).
    static func size(width: Double, height: Double, scale: Double) -> (width: Double, height: Double) {
        scale < 1 ? ((width * scale).rounded(), (height * scale).rounded(.up)) : (width, height)
    }

    /// `svg` (a picture whose root names its `width`, `height` and a `viewBox` of them, as the
    /// export's pictures do) fitted to the column: as it is where it fits, else drawn at
    /// ``size(width:height:scale:)``: the root's `width` and `height` changed, the `viewBox`
    /// kept, so librsvg, which draws at the root's size, scales it.
    static func fitted(_ svg: String) -> String {
        guard let open = svg.range(of: " width=\""), let close = svg[open.upperBound...].range(of: "\" height=\""),
              let end = svg[close.upperBound...].range(of: "\" viewBox="),
              let width = Double(svg[open.upperBound..<close.lowerBound]),
              let height = Double(svg[close.upperBound..<end.lowerBound]) else { return svg }
        let scale = scale(width)
        guard scale < 1 else { return svg }
        let size = size(width: width, height: height, scale: scale)
        return svg.replacingCharacters(in: open.lowerBound..<end.lowerBound,
                                       with: " width=\"\(format(size.width))\" height=\"\(format(size.height))")
    }
}
