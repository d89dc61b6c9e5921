import Foundation
import Testing
import TestSupport
@testable import BoardRender

/// The built-in style sheet and script as the site ships them (``CompactText``): comments
/// and indentation gone, nothing else.
@Suite struct CompactTextTests {
    @Test func cssLosesCommentsAndTheSpaceAroundPunctuation() {
        let css = """
            /* A comment
               over two lines. */
            .a, .b > c {
              color: red;   /* after */
              font: 16px/1.5 "Segoe UI", sans-serif;
            }
            @media (max-width: 600px) {
              main { padding: .6rem; }
            }

            """
        #expect(CompactText.css(css)
                == ".a,.b > c{color:red;font:16px/1.5 \"Segoe UI\",sans-serif}@media (max-width:600px){main{padding:.6rem}}\n")
    }

    @Test func cssKeepsStringsAndTheSpaceOfADescendantBeforeAColon() {
        // `a :hover` is any hovered element inside an a; `a:hover` is a hovered a.
        #expect(CompactText.css("a :hover { color: red; }\n") == "a :hover{color:red}\n")
        // Inside a string nothing changes: not the spaces, not a "comment".
        #expect(CompactText.css(".x::before { content: \"a  /* b */ ;  }\"; }") == ".x::before{content:\"a  /* b */ ;  }\"}\n")
        #expect(CompactText.css(".x::before { content: 'it\\'s  ;'; }") == ".x::before{content:'it\\'s  ;'}\n")
        // A comment between two words separates them as a space did.
        #expect(CompactText.css("a/**/b { }") == "a b{}\n")
    }

    @Test func cssThatIsNotClosedIsLeftAlone() {
        let open = "a { color: red; } /* never closed"
        #expect(CompactText.css(open) == open)
        let string = "a { content: \"never closed; }\n"
        #expect(CompactText.css(string) == string)
    }

    @Test func aScriptLosesItsCommentLinesAndIndentationButNotItsLineBreaks() {
        let js = """
            // The player.
            (() => {
              // Seek there.
              const url = "https://example.com/a"; // not a comment line: kept
              let x = 1

              ;[x].forEach(f)
            })();

            """
        #expect(CompactText.script(js)
                == "(() => {\nconst url = \"https://example.com/a\"; // not a comment line: kept\nlet x = 1\n;[x].forEach(f)\n})();\n")
    }

    @Test func aScriptWithWhatItDoesNotFollowIsLeftAlone() {
        for js in ["const s = `a\n  // not a comment\n`;\n", "/* block\n */\nx();\n", "const s = 'a\\\n  b';\n"] {
            #expect(CompactText.script(js) == js)
        }
        // A backtick in a comment line is no template literal.
        #expect(CompactText.script("  // the `time`\n  x();\n") == "x();\n")
    }

    @Test func theBuiltInStyleAndScriptAreShippedCompactAndAFoldersAsWritten() throws {
        let style = try #require(Templates.builtIn["style"]), player = try #require(Templates.builtIn["player"])
        let builtIn = try Templates()
        #expect(builtIn.render(NoContext(), "style") == CompactText.css(style))
        #expect(builtIn.render(NoContext(), "player") == CompactText.script(player))
        // Compacting changed them: the built-in templates have comments.
        #expect(CompactText.css(style).utf8.count < style.utf8.count && !CompactText.css(style).contains("/*"))
        #expect(CompactText.script(player).utf8.count < player.utf8.count)
        // `shuffleboard templates` writes the readable originals. A folder's that are those, byte
        // for byte, ship as the built-in ones do; one changed by a byte is used as written.
        #expect(style.contains("/* "))
        let same = try Templates(overriding: ["style": ("mine/style.mustache", style), "player": ("mine/player.mustache", player)])
        #expect(same.render(NoContext(), "style") == CompactText.css(style))
        #expect(same.render(NoContext(), "player") == CompactText.script(player))
        let custom = try Templates(overriding: ["style": ("mine/style.mustache", "/* mine */\n" + style),
                                                "player": ("mine/player.mustache", "// mine\n" + player)])
        #expect(custom.render(NoContext(), "style") == "/* mine */\n" + style)
        #expect(custom.render(NoContext(), "player") == "// mine\n" + player)
    }

    @Test func scopingTheCompactStyleIsCompactingTheScopedOne() throws {
        // A fragment build scopes the shipped style sheet under figure.board (ScopedCSS):
        // it reads the compact text as it reads the original.
        let style = try #require(Templates.builtIn["style"])
        // (ScopedCSS joins the selectors it writes with ", ": compacted again, that is ",".)
        let scoped = ScopedCSS.scope(CompactText.css(style), under: "figure.board")
        #expect(CompactText.css(scoped) == CompactText.css(ScopedCSS.scope(style, under: "figure.board")))
        #expect(scoped.contains("figure.board{color-scheme:light dark;--bg:#ffffff;"))
    }

    @Test func theCompactScriptIsValidJavaScript() throws {
        // node --check parses without running; skipped where there is no node.
        let node = ["/usr/bin/node", "/usr/local/bin/node"].first { FileManager.default.isExecutableFile(atPath: $0) }
        guard let node else { return }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("compact-player-\(getpid()).js")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data(CompactText.script(try #require(Templates.builtIn["player"])).utf8).write(to: file)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: node)
        process.arguments = ["--check", file.path]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
    }

    @Test func cssOutsideASCIIIsKeptWholeAndAStringsEscapeStillSkipsOneScalar() {
        // Worked by hand: the spaces after `{`, `:` and `;` go, `;` before `}` goes; "▶" (3 bytes
        // of UTF-8) and "é" stay as they were; in the string, `\` escapes the whole "▶" and the
        // `"` after it ends the string (the bytes inside a scalar are never a quote).
        #expect(CompactText.css(".a::before { content: \"\\▶\"; }\né b { margin: 0; }")
                == ".a::before{content:\"\\▶\"}é b{margin:0}\n")
    }

    @Test func aScriptByBytesIsAScriptByCharacter() throws {
        // script(_:) works on bytes when every character is one scalar, else by Character
        // (scriptByCharacter): each text gives the same either way, the built-in player
        // (two characters outside ASCII) first.
        let player = try #require(Templates.builtIn["player"])
        let texts = [
            player,
            "  let a = '▶' // é\n\t// gone\n  x()  \n",
            "f(\"→\")\r\n  // CRLF: one character, so the slow way, left as is\r\n",
            "a()\n  \u{1FEF}x\n",                        // U+1FEF is a backtick to Character ==
            "  /\u{301}/ a mark joins the slash\n  b()\n",
            "  //\u{301} a mark joins the slash\n",
            "const s = 'é\\\ny';\n", "x /* é */\n", "", "\n\n", "  \r", "é`",
        ]
        for text in texts {
            #expect(CompactText.script(text) == CompactText.scriptByCharacter(text), "\(text.debugDescription)")
        }
        // By hand: the comment line and the blank one go, each line loses its indentation.
        #expect(CompactText.script("  let a = '▶' // é\n\t// gone\n\n  x()  \n") == "let a = '▶' // é\nx()\n")
    }
}
