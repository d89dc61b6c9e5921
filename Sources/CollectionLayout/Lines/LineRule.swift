/// How a layout that puts items in lines (flow, list) breaks a section's items
/// into lines and places each line's items: the one rule that both a fresh
/// layout and a re-layout after a move run, so that the two agree to the bit.
protocol LineRule {
    var axes: Axes { get }
    /// The spacing between lines, along the scroll axis.
    var lineSpacing: Double { get }

    /// Lays out the line whose first item is `first` of `sizes`, starting at
    /// `start` along the scroll axis: appends its items' frames to `frames` and
    /// returns the index after its last item and the line's length along the
    /// scroll axis.
    func layOutLine<Sizes: RandomAccessCollection>(_ sizes: Sizes, from first: Int, at start: Double,
                                                   into frames: inout [Rect]) -> (end: Int, length: Double)
        where Sizes.Element == Size, Sizes.Index == Int
}

extension LineRule {
    /// Lays out every line of `sizes` from `top`, the lines one spacing apart,
    /// into chunks of about `chunkLength` items; returns them and where the
    /// last line ends (`nil` without items).
    func layOutBody<Sizes: RandomAccessCollection>(_ sizes: Sizes, top: Double, chunkLength: Int)
        -> (body: LineBody, end: Double?) where Sizes.Element == Size, Sizes.Index == Int {
        var builder = LineBody.Builder(chunkLength: chunkLength, expected: sizes.count)
        var cursor = top
        var first = 0
        while first < sizes.count {
            if first > 0 { cursor += lineSpacing }
            let (end, length) = layOutLine(sizes, from: first, at: cursor, into: &builder.frames)
            builder.closeLine(start: cursor, end: cursor + length, itemCount: end - first)
            cursor += length
            first = end
        }
        return (LineBody(axes: axes, segments: builder.finish()), sizes.isEmpty ? nil : cursor)
    }
}
