import Testing
@testable import BoardFormat

/// Board ids made from titles keep the letters of every script, lower-cased as Unicode
/// does, and stay file names and HTML ids (issue 15, "Slugs"). Every expected value is
/// worked out by hand from the rule in String+Slug.swift; code points are named where the
/// eye cannot tell them apart.
@Suite struct SlugTests {
    /// The scalars of a string, in hex, to compare what looks the same.
    static func codes(_ s: String) -> [String] { s.unicodeScalars.map { String($0.value, radix: 16) } }

    @Test func theIssuesExampleKeepsItsAccentAndDropsTheQuotes() {
        // "R" → "r", "é" kept, spaces and « » (punctuation) are runs of one "-", none at the end.
        #expect("Réordonner les « tuiles »".slug == "réordonner-les-tuiles")
    }

    @Test func cjkTitlesAreKeptNotBoardN() throws {
        #expect("拖放排序".slug == "拖放排序")
        // "・" (U+30FB) is punctuation: a "-"; "ー" (U+30FC) is a letter (Lm): kept.
        #expect("ドラッグ・アンド・ドロップ".slug == "ドラッグ-アンド-ドロップ")
        #expect("타일 재정렬".slug == "타일-재정렬")
        let board = try parseBoard("```board\ntitle: 拖放排序\nviewport: 100x100\nitems: 1\n```\n")
        #expect(board.id == "拖放排序")
    }

    @Test func mixedScriptsAndNumbersOfEveryScript() {
        #expect("Drag карточку to 目标 (v2)".slug == "drag-карточку-to-目标-v2")
        #expect("Перетащить Ёлку".slug == "перетащить-ёлку")
        // Arabic-Indic three (U+0663) is a digit (Nd): kept.
        #expect("٣ خطوات".slug == "٣-خطوات")
        // Devanagari vowel signs and virama are marks (Mc, Mn) on their letters: kept.
        #expect("हिन्दी सूची".slug == "हिन्दी-सूची")
    }

    @Test func combiningMarksAreNormalisedToNFC() {
        // "e" + U+0301 COMBINING ACUTE composes to U+00E9: the same id as the precomposed title.
        let decomposed = "Re\u{301}ordonner".slug
        #expect(decomposed == "réordonner")
        #expect(Self.codes(decomposed) == ["72", "e9", "6f", "72", "64", "6f", "6e", "6e", "65", "72"])
        // "q" + U+0303 has no precomposed form: the mark stays on its letter.
        #expect(Self.codes("Q\u{303}".slug) == ["71", "303"])
        // A mark with no letter under it (after a space) is dropped with the space.
        #expect("a \u{301}b".slug == "a-b")
    }

    @Test func lowerCaseIsUnicodesDefaultNotALocales() {
        // U+0130 (İ) → "i" + U+0307 COMBINING DOT ABOVE (SpecialCasing.txt, unconditional);
        // "I" → "i", not the Turkish dotless "ı".
        #expect(Self.codes("İstanbul".slug) == ["69", "307", "73", "74", "61", "6e", "62", "75", "6c"])
        #expect("ISPARTA".slug == "isparta")
        // Final_Sigma: Σ at a word's end → ς (U+03C2), elsewhere σ (U+03C3).
        #expect("ΟΔΟΣ ΣΟΦΊΑΣ".slug == "οδος-σοφίας")
        // ß has no single lower-case change; the title-case ǅ (U+01C5) lowers to ǆ (U+01C6).
        #expect("Straße ǅ".slug == "straße-ǆ")
    }

    @Test func emojiAndSymbolsAreDroppedLikePunctuation() {
        #expect("Émoji 🙂".slug == "émoji")
        // Only emoji: no letter, so the board falls back to board-N.
        #expect("🙂🎉".slug == "")
        // Keycap "1️⃣": "1", U+FE0F (a variation selector, dropped), U+20E3 (enclosing mark, dropped).
        #expect("1\u{FE0F}\u{20E3} first".slug == "1-first")
        // A family emoji's zero-width joiners are format characters: invisible, no "-" of their own.
        #expect("👩\u{200D}👩\u{200D}👧 group".slug == "group")
        #expect("© 2024 → ✓".slug == "2024")
    }

    @Test func invisibleFormatCharactersVanishWithoutADash() {
        // U+00AD SOFT HYPHEN and U+200C ZERO WIDTH NON-JOINER are format characters (Cf).
        #expect("co\u{AD}operate".slug == "cooperate")
        #expect("می\u{200C}خواهم".slug == "میخواهم")
    }

    @Test func slugsAreFileNamesAndHTMLIDs() {
        // No "/", "\", NUL, control, "." or space survives; no leading "-".
        #expect("a/b\\c\u{0}d\te\u{7F}f\u{85}g".slug == "a-b-c-d-e-f-g")
        #expect(".hidden".slug == "hidden")
        #expect("../../etc/passwd".slug == "etc-passwd")
        #expect("  --Hello, World!--  ".slug == "hello-world")
        // Underscore is punctuation in a title, as before: a "-".
        #expect("snake_case".slug == "snake-case")
        for title in ["Réordonner les « tuiles »", "拖放排序", "İstanbul", "ΟΔΟΣ", "a \u{301}b", "Q\u{303}", "٣ خطوات"] {
            #expect(title.slug.isValidBoardID, "\(title) → \(title.slug)")
        }
    }

    @Test func asciiTitlesGiveTheSlugsOfBefore() {
        // The rule before issue 15: a-z, 0-9 kept, A-Z lowered, every other run one "-".
        #expect("Drag B into the second section".slug == "drag-b-into-the-second-section")
        #expect("Grid: 3×3 (auto-scroll)".slug == "grid-3-3-auto-scroll")
    }

    @Test func aLongCJKTitleIsCutAtACharacterWithinTheByteLimit() throws {
        // "拖" is 3 UTF-8 bytes; 100 of them are 300 > 255. Kept: 246 / 3 = 82 characters
        // (246 bytes), then "-" and the FNV-1a hash of the 300-byte slug, ffe238b1 (computed
        // outside this program, in Python): 246 + 9 = 255 bytes.
        let board = try parseBoard("```board\ntitle: \(String(repeating: "拖", count: 100))\nviewport: 100x100\nitems: 1\n```\n")
        #expect(board.id == String(repeating: "拖", count: 82) + "-ffe238b1")
        #expect(board.id.utf8.count == 255)
    }

    @Test func theCutNeverSeparatesAMarkFromItsLetter() {
        // "a" then 100 × "q̃" ("q" + U+0303: 3 bytes, one character). 1 + 3 × 81 = 244 ≤ 246,
        // one more would be 247: 81 whole "q̃" are kept; a cut by scalars would keep a bare
        // "q" at byte 245. Hash of the whole slug: 07650ce4 (Python).
        let title = "a" + String(repeating: "q\u{303}", count: 100)
        #expect(BoardParser.fallbackID(title: title, index: 1)
                == "a" + String(repeating: "q\u{303}", count: 81) + "-07650ce4")
    }
}

/// `id:` accepts what a title's slug may be, lower-case letters of any script included,
/// and says precisely what is wrong otherwise.
@Suite struct ExplicitBoardIDTests {
    static func board(id: String) -> String {
        "```board\nid: \(id)\nviewport: 100x100\nitems: 1\n```\n"
    }

    @Test func asciiIDsWorkAsBefore() throws {
        #expect(try parseBoard(Self.board(id: "drag-b_2")).id == "drag-b_2")
        #expect(try parseBoard(Self.board(id: "3col")).id == "3col")
    }

    @Test func idsOfEveryScriptAreAccepted() throws {
        #expect(try parseBoard(Self.board(id: "réordonner-les-tuiles")).id == "réordonner-les-tuiles")
        #expect(try parseBoard(Self.board(id: "拖放排序")).id == "拖放排序")
        #expect(try parseBoard(Self.board(id: "i\u{307}stanbul")).id == "i\u{307}stanbul")
    }

    @Test func aDecomposedIDIsUsedInNFC() throws {
        let id = try parseBoard(Self.board(id: "re\u{301}")).id
        #expect(SlugTests.codes(id) == ["72", "e9"])
    }

    @Test func anUpperCaseLetterIsNamedWithASuggestion() throws {
        // `id:` on Markdown line 2, value at column 5.
        expectDiagnostic(try onlyDiagnostic(of: Self.board(id: "Émile")),
                         "id: 'Émile' has the upper-case letter 'É' (U+00C9); an id is in lower case; did you mean 'émile'?",
                         line: 2, column: 5)
    }

    @Test func aDotIsNamedWithWhatAnIDHolds() throws {
        expectDiagnostic(try onlyDiagnostic(of: Self.board(id: "a.b")),
                         "id: 'a.b' has '.' (U+002E), which an id cannot hold: it holds letters, digits, "
                         + "combining marks, '-' and '_'; did you mean 'a-b'?",
                         line: 2, column: 5)
    }

    @Test func anInvisibleCharacterIsNamedByItsCode() throws {
        // U+200B ZERO WIDTH SPACE (Cf): shown as its code, not as an empty quote.
        expectDiagnostic(try onlyDiagnostic(of: Self.board(id: "a\u{200B}b")),
                         "id: 'a\u{200B}b' has U+200B, which an id cannot hold: it holds letters, digits, "
                         + "combining marks, '-' and '_'; did you mean 'ab'?",
                         line: 2, column: 5)
    }

    @Test func anIDMustStartWithALetterOrDigit() throws {
        expectDiagnostic(try onlyDiagnostic(of: Self.board(id: "_x")),
                         "id: '_x' starts with '_' (U+005F); an id starts with a letter or digit; did you mean 'x'?",
                         line: 2, column: 5)
        // A lone combining mark: no slug to suggest.
        expectDiagnostic(try onlyDiagnostic(of: Self.board(id: "\u{301}")),
                         "id: '\u{301}' starts with U+0301; an id starts with a letter or digit",
                         line: 2, column: 5)
    }

    @Test func theLengthLimitCountsBytes() throws {
        // "é" is 2 bytes: 128 of them are 256 bytes, one over.
        let id = String(repeating: "é", count: 128)
        expectDiagnostic(try onlyDiagnostic(of: Self.board(id: id)),
                         "id: '" + String(repeating: "é", count: 39) + "…' is 256 bytes long, over the limit of 255 "
                         + "for a board id, which names a folder (see docs/limits.md)",
                         line: 2, column: 5)
        #expect(try parseBoard(Self.board(id: String(repeating: "é", count: 127))).id.utf8.count == 254)
    }
}
