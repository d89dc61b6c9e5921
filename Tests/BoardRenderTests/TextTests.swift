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
