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
}
