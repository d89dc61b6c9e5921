/// How a section closes after its body, along the scroll axis: what
/// ``SectionStack`` needs to place the footer and the bounds once the body's
/// end is known.
struct SectionClose: Hashable, Sendable {
    var direction: ScrollDirection
    /// Where the section starts (its header's start).
    var start: Double
    var trailingInset: Double
    var footerLength: Double
    /// The section's length across the scroll axis.
    var cross: Double

    /// The footer and bounds of a section whose body ends at `bodyEnd`.
    func close(bodyEnd: Double) -> (footer: Rect?, bounds: Rect) {
        let axes = Axes(direction: direction)
        let footer = footerLength > 0
            ? axes.rect(along: bodyEnd + trailingInset, across: 0, alongLength: footerLength, acrossLength: cross)
            : nil
        let end = contentEnd(bodyEnd: bodyEnd)
        return (footer, axes.rect(along: start, across: 0, alongLength: end - start, acrossLength: cross))
    }

    /// Where the section ends along the scroll axis (the cursor
    /// ``SectionStack`` leaves after it) when its body ends at `bodyEnd`.
    func contentEnd(bodyEnd: Double) -> Double {
        var cursor = bodyEnd + trailingInset
        if footerLength > 0 { cursor += footerLength }
        return cursor
    }
}
