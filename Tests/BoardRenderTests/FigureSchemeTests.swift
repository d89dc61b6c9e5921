import Testing
@testable import BoardRender

/// A board's `scheme: light` or `dark` pins its figure: the figure says so in `data-scheme`, which
/// the style sheet's `figure.board[data-scheme=…]` rules read (docs/theming.md, "One scheme in a
/// docs page"); a board of the reader's scheme (`auto`, the default) has no such attribute, so its
/// figure is as before.
@Suite struct FigureSchemeTests {
    static func markdown(scheme: String?) -> String {
        """
        ```board
        title: Drag A to C
        id: pin
        \(scheme.map { "scheme: \($0)\n" } ?? "")viewport: 240x100
        items: [A, B, C]
        steps: [press A, move to C, release]
        ```
        """
    }

    static func figureTag(scheme: String?) throws -> Substring {
        let html = try CompactFigureTests.rendered(Self.markdown(scheme: scheme), default: .compact)
        return html.prefix { $0 != ">" }
    }

    @Test func aPinnedBoardsFigureCarriesItsScheme() throws {
        #expect(try Self.figureTag(scheme: "light") == "<figure class=\"board compact\" id=\"pin\" data-scheme=\"light\"")
        #expect(try Self.figureTag(scheme: "dark") == "<figure class=\"board compact\" id=\"pin\" data-scheme=\"dark\"")
    }

    @Test func theReadersSchemeLeavesTheFigureAsItWas() throws {
        #expect(try Self.figureTag(scheme: nil) == "<figure class=\"board compact\" id=\"pin\"")
        #expect(try Self.figureTag(scheme: "auto") == "<figure class=\"board compact\" id=\"pin\"")
    }

    /// Every pinned block of the style sheet sets the toggles the inline pictures read, and the
    /// colours, for both schemes.
    @Test func theStyleSheetPinsBothSchemes() throws {
        let css = try #require(Templates.builtIn["style"])
        for scheme in ["light", "dark"] {
            let start = try #require(css.range(of: "figure.board[data-scheme=\(scheme)] {"))
            let block = css[start.upperBound...].prefix { $0 != "}" }
            #expect(block.contains("color-scheme: \(scheme);"))
            #expect(block.contains(scheme == "light" ? "--bg: #ffffff;" : "--bg: #14161b;"))
            #expect(block.contains(scheme == "light" ? "--pl: ; --pd: initial;" : "--pl: initial; --pd: ;"))
        }
    }
}
