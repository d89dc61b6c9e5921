/// Where the Unicode scalars of one line start, in UTF-8 bytes, found without walking
/// the line: YAML counts columns in scalars, diagnostics in bytes (as cmark does), and a
/// board may write a hundred thousand labels on one line, each needing its position.
///
/// On an ASCII line scalar *n* is byte *n*. On any other line the index keeps the byte
/// offset of every ``stride``-th scalar, built in one pass; a lookup starts at the
/// checkpoint before the scalar and walks fewer than ``stride`` scalars from there.
///
/// - Complexity: O(*n*) to build for a line of *n* bytes; a scalar's byte in O(1), a byte's
///   scalar in O(log(*n* / ``stride``)), each plus a walk of fewer than ``stride`` scalars.
struct ColumnIndex {
    /// Scalars from one checkpoint to the next.
    static let stride = 32

    /// The line.
    let text: Substring
    private var utf8: Substring.UTF8View { text.utf8 }
    /// The byte offset of scalar 0, ``stride``, 2 × ``stride``, …; empty on an ASCII line.
    private let checkpoints: [Int]
    /// The scalars of the line.
    let scalarCount: Int
    /// The bytes of the line.
    let byteCount: Int

    init(_ line: Substring) {
        text = line
        var checkpoints: [Int] = []
        var scalars = 0, bytes = 0, isASCII = true
        for byte in line.utf8 {
            if byte & 0xC0 != 0x80 {  // the first byte of a scalar
                if scalars % Self.stride == 0 { checkpoints.append(bytes) }
                scalars += 1
            }
            if byte >= 0x80 { isASCII = false }
            bytes += 1
        }
        self.checkpoints = isASCII ? [] : checkpoints
        scalarCount = scalars
        byteCount = bytes
    }

    /// The byte offset where scalar `scalar` (0-based) starts; the line's length for a
    /// scalar at or past its end.
    func byteOffset(ofScalar scalar: Int) -> Int { locate(scalar: scalar).byte }

    /// How many scalars start before byte `byte` (0-based): the scalar column of a byte.
    func scalarOffset(ofByte byte: Int) -> Int {
        let byte = min(max(0, byte), byteCount)
        guard !checkpoints.isEmpty else { return byte }
        // The last checkpoint at or before `byte`.
        var low = 0, high = checkpoints.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if checkpoints[middle] <= byte { low = middle } else { high = middle - 1 }
        }
        var scalar = low * Self.stride
        var index = utf8.index(utf8.startIndex, offsetBy: checkpoints[low])
        let end = utf8.index(utf8.startIndex, offsetBy: byte)
        while index < end {
            index = utf8.index(after: index)
            while index < end, utf8[index] & 0xC0 == 0x80 { index = utf8.index(after: index) }
            scalar += 1
        }
        return scalar
    }

    /// The byte offset of scalar `scalar`, and how many scalars were walked to find it
    /// (fewer than ``stride``: what keeps a lookup from walking the line).
    func locate(scalar: Int) -> (byte: Int, walked: Int) {
        let scalar = max(0, scalar)
        guard scalar < scalarCount else { return (byteCount, 0) }
        guard !checkpoints.isEmpty else { return (scalar, 0) }
        let checkpoint = scalar / Self.stride
        let walk = scalar - checkpoint * Self.stride
        var index = utf8.index(utf8.startIndex, offsetBy: checkpoints[checkpoint])
        for _ in 0..<walk {
            index = utf8.index(after: index)
            while index < utf8.endIndex, utf8[index] & 0xC0 == 0x80 { index = utf8.index(after: index) }
        }
        return (utf8.distance(from: utf8.startIndex, to: index), walk)
    }
}
