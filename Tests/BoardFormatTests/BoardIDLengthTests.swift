import Scenario
import Testing
@testable import BoardFormat

/// A board's id names its folder, so it must fit in a file name: 255 bytes
/// (issue 11, item 12). An `id:` the user wrote that is longer is an error at the
/// id; an id made from a title is shortened, the same way every time.
@Suite struct BoardIDLengthTests {
    static func board(id: String) -> String {
        "```board\nid: \(id)\nviewport: 100x100\nitems: 1\n```\n"
    }

    @Test func anIDOfTwoHundredFiftyFiveCharactersIsAccepted() throws {
        let id = String(repeating: "a", count: 255)
        #expect(try parseBoard(Self.board(id: id)).id == id)
    }

    @Test func anIDOneCharacterLongerIsAnErrorAtTheID() throws {
        // `id:` is YAML line 1 after the fence on line 1: Markdown line 2; its value starts at column 5.
        let diagnostic = try onlyDiagnostic(of: Self.board(id: String(repeating: "a", count: 256)))
        expectDiagnostic(diagnostic, "id: '" + String(repeating: "a", count: 39) + "…' is 256 characters long, "
                         + "over the limit of 255 for a board id, which names a folder (see docs/limits.md)",
                         line: 2, column: 5)
    }

    @Test func aLongTitleGivesAnIDShortenedWithAHashOfTheWholeSlug() throws {
        // The title "Ab Ab … Ab" (100 words) slugs to "ab-ab-…-ab": 100 × 2 + 99 = 299 characters.
        // Kept: the first 246 ("ab-" × 82) less the trailing "-", 245 characters; then "-" and the
        // FNV-1a hash of the 299-character slug, 64d2ebea (computed outside this program):
        // 245 + 1 + 8 = 254 characters.
        let words = Array(repeating: "Ab", count: 100)
        let board = try parseBoard("# \(words.joined(separator: " "))\n\n```board\nviewport: 100x100\nitems: 1\n```\n")
        let expected = Array(repeating: "ab", count: 82).joined(separator: "-") + "-64d2ebea"
        #expect(board.id == expected)
        #expect(board.id.utf8.count == 254)
        // A title that differs only after the cut gets another id: "…-ac" hashes to 65d2ed7d.
        let other = try parseBoard("# \((words.dropLast() + ["Ac"]).joined(separator: " "))\n\n"
                                   + "```board\nviewport: 100x100\nitems: 1\n```\n")
        #expect(other.id == Array(repeating: "ab", count: 82).joined(separator: "-") + "-65d2ed7d")
    }

    @Test func aTitleSlugOfTwoHundredFiftyFiveCharactersIsKeptWhole() throws {
        let title = String(repeating: "b", count: 255)
        let board = try parseBoard("```board\ntitle: \(title)\nviewport: 100x100\nitems: 1\n```\n")
        #expect(board.id == title)
    }

    @Test func theHashIsFNV1aOf32Bits() {
        // The published FNV-1a test vectors.
        #expect("".fnv1a32 == 0x811C_9DC5)
        #expect("a".fnv1a32 == 0xE40C_292C)
    }
}
