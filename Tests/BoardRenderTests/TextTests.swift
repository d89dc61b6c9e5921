import Scenario
import Testing
@testable import BoardRender

@Test func xmlEscapingNeutralisesMarkupAndControlCharacters() {
    #expect(Escape.xml("<script>alert('x')</script>") == "&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;")
    #expect(Escape.xml("a & \"b\"") == "a &amp; &quot;b&quot;")
    #expect(Escape.xml("]]>") == "]]&gt;")
    #expect(Escape.xml("bell\u{07}") == "bell\u{FFFD}")
    #expect(Escape.xml("tab\tand\nnewline") == "tab\tand\nnewline")
}

@Test func jsonEscapingIsValidAndInertInHTML() {
    #expect(Escape.json("a\"b\\c") == "\"a\\\"b\\\\c\"")
    #expect(Escape.json("</script>") == "\"\\u003c/script\\u003e\"")
    #expect(Escape.json("\u{01}") == "\"\\u0001\"")
    #expect(Escape.json("é") == "\"é\"")
}

@Test func wrappingBreaksAtWordsAndEllipsises() {
    // 12-point text, 0.56 em a glyph: 67.2 points per 10 glyphs. A 70-point line holds
    // floor(70 / 6.72) = 10 glyphs.
    #expect(FrameSVG.wrap("", width: 70, fontSize: 12, lines: 2) == [""])
    #expect(FrameSVG.wrap("one two three", width: 70, fontSize: 12, lines: 2) == ["one two", "three"])
    #expect(FrameSVG.wrap("aaaa bbbb cccc dddd", width: 70, fontSize: 12, lines: 1) == ["aaaa bbbb…"])
    #expect(FrameSVG.wrap("abcdefghijklmnop", width: 70, fontSize: 12, lines: 1) == ["abcdefghi…"])
}

@Test func aShortTextIsItsWordsJoinedBySingleSpaces() {
    // 10 characters a line, as above; each of these fits one line. Words are rejoined with one
    // space between them, so spaces at the ends go and two spaces become one.
    #expect(FrameSVG.wrap("ab cd", width: 70, fontSize: 12, lines: 1) == ["ab cd"])
    #expect(FrameSVG.wrap(" ab", width: 70, fontSize: 12, lines: 1) == ["ab"])
    #expect(FrameSVG.wrap("ab ", width: 70, fontSize: 12, lines: 1) == ["ab"])
    #expect(FrameSVG.wrap("a  b", width: 70, fontSize: 12, lines: 1) == ["a b"])
    #expect(FrameSVG.wrap("   ", width: 70, fontSize: 12, lines: 1) == [""])
}

@Test func wrappingCountsCharactersNotScalars() {
    // 10 characters a line, as above. "e\u{301}" is one character of two scalars: "ééé" is 3
    // characters, so "ééé ééé" (7) fits one line and "ééé ééé ééé" (11) does not.
    let e = "e\u{301}"
    let three = e + e + e
    #expect(FrameSVG.wrap(three + " " + three, width: 70, fontSize: 12, lines: 5) == [three + " " + three])
    #expect(FrameSVG.wrap([three, three, three].joined(separator: " "), width: 70, fontSize: 12, lines: 5)
            == [three + " " + three, three])
    // A combining mark after a space joins it: " \u{301}" is one character, not a space, so
    // "ab \u{301}cd \u{301}cd \u{301}cd" is one word of 11 characters (a, b, space-and-mark, c, d,
    // twice more), longer than a line: broken after its 10th character, before the last "d".
    let joined = "ab" + String(repeating: " \u{301}cd", count: 3)
    #expect(FrameSVG.wrap(joined, width: 70, fontSize: 12, lines: 5)
            == ["ab \u{301}cd \u{301}cd \u{301}c", "d"])
    // Long lines of one-scalar characters wrap as the per-word count did: 25 words of 3 in 10-wide lines.
    let words = (0..<25).map { "w" + ($0 < 10 ? "0" : "") + String($0) }
    let wrapped = FrameSVG.wrap(words.joined(separator: " "), width: 70, fontSize: 12, lines: .max)
    // "w00 w01" is 7; adding " w02" makes 11 > 10: two words a line, 13 lines, the last "w24".
    #expect(wrapped.count == 13 && wrapped.first == "w00 w01" && wrapped.last == "w24")
}

/// The wrapping rule as first written, each line counted again for every word: the reference
/// that ``FrameSVG/wrap(_:width:fontSize:lines:)`` must agree with, on texts of every kind.
private func wrapCountingAgain(_ text: String, perLine: Int, lines: Int) -> [String] {
    var result: [String] = []
    var current = ""
    for whole in text.split(separator: " ", omittingEmptySubsequences: true) {
        var word = Substring(whole)
        while word.count > perLine {
            if !current.isEmpty { result.append(current) }
            result.append(String(word.prefix(perLine)))
            word = word.dropFirst(perLine)
            current = ""
        }
        if current.isEmpty {
            current = String(word)
        } else if current.count + 1 + word.count <= perLine {
            current += " " + word
        } else {
            result.append(current)
            current = String(word)
        }
    }
    if !current.isEmpty || result.isEmpty { result.append(current) }
    if result.count > lines {
        result = Array(result.prefix(lines))
        var last = result[lines - 1]
        if last.count >= perLine { last = String(last.prefix(perLine - 1)) }
        result[lines - 1] = last + "…"
    }
    return result
}

@Test func wrappingAgreesWithCountingEachLineAgain() {
    // Pieces of every kind: ASCII, accents written as marks, CJK, emoji with a modifier and a ZWJ
    // sequence, a flag, a Hangul syllable in jamo, CR LF, runs of spaces, a mark after a space.
    let pieces = ["a", "word", "longerword", "e\u{301}", "漢字", "👍🏽", "👩‍👩‍👧", "🇫🇷", "\u{1100}\u{1161}",
                  "\r\n", " ", "  ", " \u{301}", "→", "≠", "x\u{200D}y", "\u{0600}"]
    var seed: UInt64 = 0x5EED
    func next(_ n: Int) -> Int {
        seed = seed &* 6364136223846793005 &+ 1442695040888963407
        return Int((seed >> 33) % UInt64(n))
    }
    for _ in 0..<400 {
        let text = (0..<next(40)).map { _ in pieces[next(pieces.count)] }.joined(separator: next(3) == 0 ? "" : " ")
        let perLine = 8 + next(12)   // width = perLine × 0.56 × 10 points at 10 points: perLine glyphs
        let lines = 1 + next(6)
        let width = Double(perLine) * 5.6 + 0.1
        #expect(FrameSVG.wrap(text, width: width, fontSize: 10, lines: lines)
                == wrapCountingAgain(text, perLine: perLine, lines: lines), "\(text.debugDescription)")
    }
}
