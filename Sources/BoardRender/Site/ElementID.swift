/// The HTML ids of a board's elements.
///
/// A board's `<figure>` has the board's own id (`drag-b`), so that `page.html#drag-b`
/// links to it. Every other element made for a board has the board's id, a dot and
/// what it is: `drag-b.pause` (the play/pause control), `drag-b.step-3` (a step).
/// A board id holds no dot (lower-case letters of any script, digits, combining marks,
/// `-` and `_`: `String+Slug.swift` in BoardFormat), so it can be
/// neither another board's element id nor that of another board's element: with a
/// `-` in their place, boards `x` and `x-pause` on one page both had the id `x-pause`,
/// and one board's Pause control drove the other.
enum ElementID {
    static func pause(board: String) -> String { "\(board).pause" }

    /// The reduced-motion counterpart of ``pause(board:)``: checked means playing.
    static func play(board: String) -> String { "\(board).play" }

    static func step(board: String, number: Int) -> String { "\(board).step-\(number)" }

    /// A part of a board's step stills drawn once in its report and `use`d by each still
    /// (``SharedDrawings``): `drag-b.still-0`. The walkthrough's own ids, scoped by the board's
    /// (``WalkthroughSVG/scoped(_:prefix:)``), are one letter and a number at most.
    static func stillPart(board: String, number: Int) -> String { "\(board).still-\(number)" }

    /// The element holding the walkthrough of a board's `number`-th profile (2 and up) on a
    /// board of several: `drag-b.variant-2`. Its own controls are named from it like a
    /// board's (`drag-b.variant-2.pause`), and its permalinks too (`drag-b.variant-2.t=1.5`).
    static func variant(board: String, number: Int) -> String { "\(board).variant-\(number)" }
}
