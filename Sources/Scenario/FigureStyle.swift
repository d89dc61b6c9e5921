/// How much of a board its figure shows (`figure:`; `render --figure`, `build --figure`).
public enum FigureStyle: String, Sendable, CaseIterable {
    /// The review figure: the walkthrough and its player, every step's still, the table of
    /// orders, the violations and the board's source. `build`'s own pages and `render` show it
    /// unless told otherwise.
    case full
    /// What a docs page wants, as a Mermaid fence gives a diagram: the walkthrough, its player and
    /// one line of caption (the title, the profiles, a badge when something is wrong, and a link to
    /// the board's report where there is one). No stills, no tables, no source.
    case compact
}
