import TestSupport
import Testing
@testable import BoardRender

/// ``ScopedCSS`` reads an ASCII style sheet by byte and any other by `Character`: the two must
/// scope ASCII alike.
@Suite struct ScopedCSSTests {
    @Test func theBytesOfAnASCIIStyleSheetAreScopedAsItsCharactersAre() throws {
        let builtIn = try #require(Templates.builtIn["style"])
        for css in [builtIn, CompactText.css(builtIn)] {
            let scoped = ScopedCSS.scope(css, under: "figure.board")
            #expect(scoped == ScopedCSS.scopeByCharacter(css, under: "figure.board"))
            #expect(scoped.contains("figure.board .walkthrough"))
        }
        // Seeded texts of the pieces that steer the reading: braces, semicolons, commas, quotes
        // and escapes inside and outside strings, comments (some unfinished), at-rules that group
        // rules and others, brackets, the document selectors, CR LF and the other whitespace,
        // and unfinished tails.
        let pieces = ["{", "}", ";", ",", "\"", "'", "\\", "(", ")", "[", "]", "/*", "*/", "/", "*",
                      " ", "\t", "\n", "\r\n", "\r", "\u{0B}", "\u{0C}", "a", "b.c", "#d", ":root", "html",
                      "body", "body:where(.dark)", "@media (x)", "@supports (y)", "@keyframes k",
                      "@import url(x)", "@layer l", "figure.board", "color: red", ">", "~", "+"]
        var random = SplitMix64(seed: 17)
        for _ in 0..<2000 {
            let css = (0..<random.int(0...40)).map { _ in pieces[random.int(0...pieces.count - 1)] }.joined()
            #expect(ScopedCSS.scope(css, under: "figure.board") == ScopedCSS.scopeByCharacter(css, under: "figure.board"),
                    "\(css.debugDescription)")
        }
    }

    @Test func aStyleSheetOutsideASCIIIsReadByCharacter() {
        // A brace joined by a combining mark is one Character, not a brace: no block opens there,
        // and "a {\u{301} color: red;" is read as a statement, as it was; its bytes would open one.
        let css = "a {\u{301} color: red; }\nb { x: y; }"
        #expect(ScopedCSS.scope(css, under: "f") == ScopedCSS.scopeByCharacter(css, under: "f"))
        #expect(ScopedCSS.scope(css, under: "f").hasPrefix("a {\u{301} color: red;"))
    }
}
