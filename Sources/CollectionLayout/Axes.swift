/// Maps "along the scroll axis" and "across it" to x and y, so that a layout
/// written for one direction serves both.
///
/// Vertical: along is y (heights), across is x (widths). Horizontal: the reverse.
struct Axes: Sendable {
    var direction: ScrollDirection

    func along(_ s: Size) -> Double { direction == .vertical ? s.height : s.width }
    func across(_ s: Size) -> Double { direction == .vertical ? s.width : s.height }

    func along(_ p: Point) -> Double { direction == .vertical ? p.y : p.x }
    func across(_ p: Point) -> Double { direction == .vertical ? p.x : p.y }

    /// Where `r` starts along the scroll axis (minY for vertical, minX for horizontal).
    func start(_ r: Rect) -> Double { direction == .vertical ? r.minY : r.minX }
    /// Where `r` ends along the scroll axis.
    func end(_ r: Rect) -> Double { direction == .vertical ? r.maxY : r.maxX }
    /// Where `r` starts across the scroll axis (minX for vertical, minY for horizontal).
    func crossStart(_ r: Rect) -> Double { direction == .vertical ? r.minX : r.minY }
    /// Where `r` ends across the scroll axis.
    func crossEnd(_ r: Rect) -> Double { direction == .vertical ? r.maxX : r.maxY }

    func rect(along: Double, across: Double, alongLength: Double, acrossLength: Double) -> Rect {
        direction == .vertical
            ? Rect(x: across, y: along, width: acrossLength, height: alongLength)
            : Rect(x: along, y: across, width: alongLength, height: acrossLength)
    }

    /// `r` moved along the scroll axis so that it starts at `start`.
    func moving(_ r: Rect, alongTo start: Double) -> Rect {
        direction == .vertical
            ? Rect(x: r.minX, y: start, width: r.width, height: r.height)
            : Rect(x: start, y: r.minY, width: r.width, height: r.height)
    }

    /// `r` moved by `d` along the scroll axis.
    @inline(__always)
    func offset(_ r: Rect, by d: Double) -> Rect {
        if d == 0 { return r }
        return direction == .vertical
            ? Rect(x: r.minX, y: r.minY + d, width: r.width, height: r.height)
            : Rect(x: r.minX + d, y: r.minY, width: r.width, height: r.height)
    }

    func size(along: Double, across: Double) -> Size {
        direction == .vertical ? Size(width: across, height: along) : Size(width: along, height: across)
    }

    /// Section insets as (start and end along the scroll axis, start and end across it).
    func insets(_ i: Insets) -> (alongStart: Double, alongEnd: Double, crossStart: Double, crossEnd: Double) {
        direction == .vertical
            ? (i.top, i.bottom, i.left, i.right)
            : (i.left, i.right, i.top, i.bottom)
    }
}
