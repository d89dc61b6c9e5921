import Scenario
import Testing
@testable import BoardFormat

/// Diagnostics point at the Markdown file as written: lines as cmark counts them, columns in
/// the file's UTF-8 bytes, whatever the YAML parser counts and whatever cmark changed in
/// the block's text. Every position is worked out by hand from the input.
@Suite struct PositionTests {
    /// `items: [é, e0, e1, …, e59999]`: one non-ASCII scalar at the start of a long line.
    private static let longLine: String = {
        "items: [é, " + (0..<60_000).map { "e\($0)" }.joined(separator: ", ")
    }()

    @Test func aScalarsByteIsFoundWithoutWalkingTheLine() {
        let line = Substring(Self.longLine)
        let index = ColumnIndex(line)
        // "items: [" is 8 ASCII scalars; 'é' is scalar 8 and bytes 8–9; every later scalar
        // starts one byte after its scalar offset.
        #expect(index.scalarCount == line.unicodeScalars.count)
        #expect(index.byteOffset(ofScalar: 7) == 7)
        #expect(index.byteOffset(ofScalar: 8) == 8)
        #expect(index.byteOffset(ofScalar: 9) == 10)
        #expect(index.byteOffset(ofScalar: index.scalarCount - 1) == index.byteCount - 1)
        #expect(index.byteOffset(ofScalar: index.scalarCount + 5) == index.byteCount)
        #expect(index.scalarOffset(ofByte: 10) == 9)
        #expect(index.scalarOffset(ofByte: index.byteCount) == index.scalarCount)
        // The cost: no lookup walks more than one stride of scalars, wherever it is on the line.
        var longestWalk = 0
        for scalar in Swift.stride(from: 0, to: index.scalarCount, by: 7) {
            let found = index.locate(scalar: scalar)
            #expect(found.byte == (scalar <= 8 ? scalar : scalar + 1))
            longestWalk = max(longestWalk, found.walked)
        }
        #expect(longestWalk < ColumnIndex.stride)
    }

    @Test func everyLabelOnALongNonASCIILineHasItsPosition() throws {
        // The last label repeats the one before it. Its column: "items: [" is 8 bytes, "é, " 4,
        // and each of e0 … e59999 is its length + 2 for ", ": 10 × 2 + 90 × 3 + 900 × 4 + 9,000 × 5
        // + 50,000 × 6 = 348,890 bytes of labels and 120,000 of separators; the repeat starts at
        // byte 8 + 4 + 468,890 = 468,902 (0-based), column 468,903, on line 3.
        // (The old lookup walked the line from its start for each of the 60,002 labels.)
        let diagnostic = try onlyDiagnostic(of: "```board\nviewport: 300x300\n\(Self.longLine), e59999]\n```\n")
        expectDiagnostic(diagnostic, "duplicate item label 'e59999' (first on line 3)", line: 3, column: 468_903)
    }

    @Test(arguments: ["\u{85}", "\u{2028}", "\u{2029}"])
    func lineBreaksOnlyYAMLCountsMoveNoDiagnostic(_ lineBreak: String) throws {
        // libyaml ends a line at NEL, LS and PS; cmark and editors do not. The title on line 5
        // holds one, so YAML counts a line more from there on: the unknown 'C' must still be on
        // line 7, "steps: [press " being 14 bytes, column 15.
        let diagnostic = try onlyDiagnostic(of: """
            # Title

            ```board
            viewport: 100x100
            title: "a\(lineBreak)b"
            items: [A, B]
            steps: [press C, release]
            ```
            """)
        expectDiagnostic(diagnostic, "unknown item 'C' in 'press C'", line: 7, column: 15)
        // On the line of the break itself: libyaml starts column 1 again after it. Line 3:
        // "items: [" is 8 bytes, A 9, ", " 10–11, '"' 12, B 13, the break (2 or 3 bytes), C, '"',
        // ", " and D (1 byte each), ", " and the second A.
        let width = lineBreak.utf8.count
        let sameLine = try onlyDiagnostic(of: "```board\nviewport: 100x100\nitems: [A, \"B\(lineBreak)C\", D, A]\n```\n")
        expectDiagnostic(sameLine, "duplicate item label 'A' (first on line 3)", line: 3, column: 13 + width + 8)
    }

    @Test func nulBytesCountAsTheOneByteTheyAreInTheFile() throws {
        // cmark gives each NUL as U+FFFD (3 bytes); the file has 1. Line 4: "steps: [" is 8 bytes,
        // "press A" 9–15 with the NUL at 16, ", " 17–18, "release" 19–25, ", " 26–27; "press C" starts
        // at 28, its C at 34.
        let diagnostic = try onlyDiagnostic(of: "```board\nviewport: 100x100\nitems: [A\u{0}, B]\n"
                                            + "steps: [press A\u{0}, release, press C]\n```\n")
        expectDiagnostic(diagnostic, "unknown item 'C' in 'press C'", line: 4, column: 34)
        // Inside a quoted scalar after a NUL: '"' at 9, A 10, NUL 11, space 12, the size at 13.
        let size = try onlyDiagnostic(of: "```board\nviewport: 100x100\nitems: [\"A\u{0} 0x5\"]\n```\n")
        expectDiagnostic(size, "items: expected a size greater than 0 like 80x120 after the label, found '0x5' "
                         + "in 'A\u{FFFD} 0x5'", line: 3, column: 13)
    }
}
