import ReorderEngine

/// `layout: carousel`: what a carousel board may and may not say.
///
/// A carousel has one section of items, each shown as a page the size of the
/// viewport, repeated ``CarouselConfiguration/repeats`` times. Keys that shape
/// other boards mean nothing here; they are errors rather than silently
/// ignored, so a board never looks as if it asked for something it did not get.
extension BoardParser {
    /// Keys that do not apply to a carousel, each with the reason.
    static let notForCarousel: [(key: String, reason: String)] = [
        ("item-size", "every page is the size of the viewport"),
        ("line-spacing", "pages touch"),
        ("item-spacing", "pages touch"),
        ("section-inset", "pages fill the viewport"),
        ("header", "it has no headers"),
        ("footer", "it has no footers"),
        ("pin-headers", "it has no headers"),
        ("columns", "that is for waterfalls"),
        ("profile", "its pages are not reordered"),
        ("profiles", "its pages are not reordered"),
        ("autoscroll", "its timer scrolls it, every 'interval'"),
        ("press-duration", "a press lifts nothing"),
        ("locked", "its pages are not reordered"),
        ("expect", "its order never changes"),
    ]

    /// The most items a carousel may have: repeated 500 times, the largest
    /// board of ``maxGeneratedItems`` items.
    static let maxCarouselItems = BoardParser.maxGeneratedItems / 500

    /// Reports keys that do not apply, more than one section, and items the
    /// carousel cannot show.
    mutating func checkCarousel(fields: [String: Field], sections: [BoardSection]?) {
        for (key, reason) in Self.notForCarousel {
            if let field = fields[key] {
                report("'\(key)' does not apply to a carousel (\(reason)); remove it", at: field.key)
            }
        }
        guard let sections, let written = fields["items"] ?? fields["sections"] else { return }
        guard sections.count == 1 else {
            report("a carousel has one section of pages, found \(sections.count); "
                   + "list them as 'items: [A, B, C]'", at: written.key)
            return
        }
        let items = sections[0].items
        if items.isEmpty {
            report("a carousel needs at least one item, found none", at: written.value)
        } else if items.count > Self.maxCarouselItems {
            report("a carousel repeats its items 500 times, so it takes at most \(Self.maxCarouselItems) items, "
                   + "found \(items.count)", at: written.value)
        }
        for item in items where item.size != nil {
            report("a carousel's pages are the size of the viewport; remove the size after \(item.label.quoted)",
                   at: labelPositions[item.label] ?? source.position(of: written.value))
        }
    }
}
