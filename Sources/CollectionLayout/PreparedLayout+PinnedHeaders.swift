/// Pinned headers, as UIKit's `sectionHeadersPinToVisibleBounds`: a header
/// sticks to the start of the visible rectangle while its section scrolls past,
/// and is pushed out by the end of its section.
extension PreparedLayout {
    /// Where the header of `section` is drawn when headers pin to the visible
    /// bounds, or `nil` when the section has no header.
    ///
    /// Along the scroll axis (y for vertical, x for horizontal) the header moves
    /// from its natural start to
    ///
    ///     max(natural, min(max(natural, visible start), sectionEnd − headerLength))
    ///
    /// where `sectionEnd` is the end of the section's bounds minus its footer:
    /// the end of its items plus the trailing inset. So the header stays in place
    /// until the visible rectangle's start passes it, then sticks to that start,
    /// then is pushed back as the section's last items scroll past, and never
    /// moves before its natural place. Across the scroll axis it does not move.
    ///
    /// - Parameters:
    ///   - section: the section's index.
    ///   - visible: the visible rectangle in content coordinates (the viewport
    ///     at the current content offset).
    /// - Precondition: `section` exists.
    /// - Complexity: O(1) (a section laid out lazily is laid out only as far
    ///   as it takes to tell whether its end pushes the header).
    public func pinnedHeaderFrame(section: Int, visible: Rect) -> Rect? {
        precondition(sections.indices.contains(section),
                     "section \(section) is not in 0..<\(sections.count)")
        let geometry = sections[section]
        guard let header = geometry.header else { return nil }
        let axes = Axes(direction: direction)
        let natural = axes.start(header)
        let length = axes.along(header.size)
        let footerLength = geometry.footerLength(axes: axes)
        let pinned = max(natural, axes.start(visible))
        // Far from the section's end the header sticks where it pins: found
        // without laying out the rest of a lazily laid out section (the margin
        // of a point keeps rounding out of the comparison).
        if geometry.ends(after: pinned + length + footerLength + 1, axes: axes) {
            return axes.moving(header, alongTo: pinned)
        }
        let sectionEnd = axes.end(geometry.bounds) - footerLength
        let start = max(natural, min(pinned, sectionEnd - length))
        return axes.moving(header, alongTo: start)
    }

    /// The sections whose bounds intersect `visible` (content coordinates), as
    /// `Rect.intersects` decides: the ones whose pinned headers may show.
    ///
    /// Returns an empty range (at the first section ending after the
    /// rectangle's start) when none does.
    ///
    /// - Complexity: O(log s) for s sections (a section laid out lazily is
    /// laid out only as far as it takes to tell where it ends).
    public func sections(in visible: Rect) -> Range<Int> {
        let axes = Axes(direction: direction)
        let first = firstSection(endingAfter: axes.start(visible))
        // Section starts increase: the sections starting before the rectangle
        // ends are a prefix.
        let end = partitionPoint(sections.count) { sections[$0].start(axes: axes) < axes.end(visible) }
        guard first < end else { return first..<first }
        // All sections span the same extent across the scroll axis.
        let across = sections[first].crossExtent(axes: axes)
        guard across.lowerBound < axes.crossEnd(visible),
              axes.crossStart(visible) < across.upperBound else { return first..<first }
        return first..<end
    }
}
