/// Whole lines of a chunk (the frames and lines of a run of whole lines, as
/// laid out once, shared by every segment cut from it), moved along the
/// scroll axis by `shift`. The chunk's lines' item ranges index its frames.
struct LineSegment: Sendable {
    let frames: [Rect]
    let chunkLines: [Line]
    /// The chunk's lines in this segment: never empty.
    let lines: Range<Int>
    /// The chunk's items in this segment.
    let items: Range<Int>
    let shift: Double
    /// Where the segment's last line ends, shifted.
    let end: Double
    /// The size of every item of the segment, when they all have one.
    let uniformSize: Size?

    /// A whole chunk, unmoved.
    init(frames: [Rect], lines: [Line]) {
        self.init(frames: frames, chunkLines: lines, lines: lines.indices, shift: 0, uniformSize: nil)
    }

    /// Lines `lines` of the chunk, moved by `shift`; `uniformSize` if known.
    init(frames: [Rect], chunkLines: [Line], lines: Range<Int>, shift: Double, uniformSize: Size??) {
        precondition(!lines.isEmpty, "a segment holds at least one line")
        self.frames = frames
        self.chunkLines = chunkLines
        self.lines = lines
        self.shift = shift
        let items = chunkLines[lines.lowerBound].items.lowerBound..<chunkLines[lines.upperBound - 1].items.upperBound
        self.items = items
        end = chunkLines[lines.upperBound - 1].end + shift
        if let known = uniformSize {
            self.uniformSize = known
        } else {
            let first = frames[items.lowerBound].size
            self.uniformSize = frames[items].allSatisfy { $0.size == first } ? first : nil
        }
    }

    /// Some of this segment's lines, moved by `d` more.
    func cut(_ lines: Range<Int>, shiftedBy d: Double = 0) -> LineSegment {
        LineSegment(frames: frames, chunkLines: chunkLines, lines: lines, shift: shift + d,
                    uniformSize: uniformSize == nil ? nil : .some(uniformSize))
    }

    /// The segment moved by `d` more. O(1): reads nothing of the chunk.
    func shifted(by d: Double) -> LineSegment {
        LineSegment(moving: self, by: d)
    }

    private init(moving other: LineSegment, by d: Double) {
        frames = other.frames
        chunkLines = other.chunkLines
        lines = other.lines
        items = other.items
        shift = other.shift + d
        end = other.end + d
        uniformSize = other.uniformSize
    }

    /// The chunk this segment is cut from.
    var chunk: ChunkID { ChunkID(address: frames.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }) }

    var itemCount: Int { items.count }

    /// The chunk's line `l`, shifted, with section item indices given the
    /// section index of the segment's first item.
    func line(_ l: Int, firstItem: Int) -> Line {
        let line = chunkLines[l]
        return Line(items: line.items.moved(by: firstItem - items.lowerBound),
                    start: line.start + shift, end: line.end + shift)
    }
}
