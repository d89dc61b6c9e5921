/// Frames and lines of a flow or list section whose items differ in size,
/// kept in chunks that later versions of the layout share.
///
/// A chunk holds the frames and lines of a run of whole lines, positioned as
/// when it was made. A body is a sequence of *segments*: each a run of whole
/// lines of one chunk, moved along the scroll axis by the segment's `shift`.
/// A move re-lays out the lines it disturbs into a new chunk and keeps every
/// other line by reference: the lines before it as they are, the lines after
/// it moved by how much the disturbed lines grew or shrank. So a move costs
/// about the lines it disturbs plus one pass over the segments (some n / B for
/// chunks of B items), not one pass over the items.
///
/// Item indices within a chunk start at 0; a segment's first item is found by
/// counting the items of the segments before it (kept as prefix sums).
///
/// Public only as a name (``GridDerived`` mentions it); its members are internal.
public final class LineBody: Sendable {
    let axes: Axes
    let segments: [LineSegment]
    /// `firstItems[s]`: the section index of segment `s`'s first item; one more
    /// entry, the item count.
    let firstItems: [Int]
    /// `firstLines[s]`: the index of segment `s`'s first line; one more entry,
    /// the line count.
    let firstLines: [Int]
    /// `ends[s]`: where segment `s`'s last line ends along the scroll axis.
    let ends: [Double]

    init(axes: Axes, segments: [LineSegment]) {
        self.axes = axes
        self.segments = segments
        var firstItems = [0], firstLines = [0], ends: [Double] = []
        firstItems.reserveCapacity(segments.count + 1)
        firstLines.reserveCapacity(segments.count + 1)
        ends.reserveCapacity(segments.count)
        for segment in segments {
            firstItems.append(firstItems.last! + segment.itemCount)
            firstLines.append(firstLines.last! + segment.lines.count)
            ends.append(segment.end)
        }
        self.firstItems = firstItems
        self.firstLines = firstLines
        self.ends = ends
    }

    /// Lines laid out in one pass, cut into chunks of about `chunkLength` items
    /// (at the first line end at or after each multiple).
    convenience init(axes: Axes, frames: [Rect], lines: [Line], chunkLength: Int) {
        guard frames.count > chunkLength else {
            self.init(axes: axes, segments: lines.isEmpty ? [] : [LineSegment(LineChunk(frames: frames, lines: lines))])
            return
        }
        var segments: [LineSegment] = []
        var first = 0
        while first < lines.count {
            var last = first
            while last + 1 < lines.count, lines[last].items.upperBound - lines[first].items.lowerBound < chunkLength {
                last += 1
            }
            let items = lines[first].items.lowerBound..<lines[last].items.upperBound
            let chunk = LineChunk(frames: Array(frames[items]),
                                  lines: lines[first...last].map { $0.movingItems(by: -items.lowerBound) })
            segments.append(LineSegment(chunk))
            first = last + 1
        }
        self.init(axes: axes, segments: segments)
    }

    var count: Int { firstItems[segments.count] }
    var lineCount: Int { firstLines[segments.count] }

    /// The segment holding item `i`.
    func segment(ofItem i: Int) -> Int {
        partitionPoint(segments.count) { firstItems[$0 + 1] <= i }
    }

    /// The segment holding line `l`.
    func segment(ofLine l: Int) -> Int {
        partitionPoint(segments.count) { firstLines[$0 + 1] <= l }
    }

    /// The frame of item `i`. O(log s) for s segments.
    func frame(_ i: Int) -> Rect {
        precondition(i >= 0 && i < count, "index \(i) is not in 0..<\(count)")
        let s = segment(ofItem: i)
        let segment = segments[s]
        return axes.offset(segment.chunk.frames[segment.items.lowerBound + i - firstItems[s]], by: segment.shift)
    }

    /// Line `l`, with section item indices. O(log s).
    func line(_ l: Int) -> Line {
        precondition(l >= 0 && l < lineCount, "line \(l) is not in 0..<\(lineCount)")
        let s = segment(ofLine: l)
        return segments[s].line(segments[s].lines.lowerBound + l - firstLines[s], firstItem: firstItems[s])
    }

    /// Where the last line ends, or `nil` without lines.
    var bodyEnd: Double? { ends.last }

    /// Every frame moved by `d` along the scroll axis. O(s).
    func shifted(by d: Double) -> LineBody {
        d == 0 ? self : LineBody(axes: axes, segments: segments.map { $0.shifted(by: d) })
    }

    /// The size every item has, when they all have one.
    var uniformSize: Size? {
        guard let size = segments.first?.uniformSize else { return nil }
        return segments.allSatisfy { $0.uniformSize == size } ? size : nil
    }

    /// The bytes held by the chunks (each counted once) and the segment arrays.
    var storedBytes: Int {
        var seen = Set<ObjectIdentifier>()
        var bytes = segments.capacity * MemoryLayout<LineSegment>.stride
            + (firstItems.capacity + firstLines.capacity) * MemoryLayout<Int>.stride
            + ends.capacity * MemoryLayout<Double>.stride
        for segment in segments where seen.insert(ObjectIdentifier(segment.chunk)).inserted {
            bytes += segment.chunk.frames.capacity * MemoryLayout<Rect>.stride
                + segment.chunk.lines.capacity * MemoryLayout<Line>.stride
        }
        return bytes
    }

    // MARK: - Queries

    /// The item whose frame contains `point` (half-open). O(log s + log l + k)
    /// for l lines in the segment found and k items on the line found.
    func item(at point: Point) -> Int? {
        let along = axes.along(point)
        let s = partitionPoint(segments.count) { ends[$0] <= along }
        guard s < segments.count else { return nil }
        let segment = segments[s]
        let lines = segment.chunk.lines, frames = segment.chunk.frames
        let local = along - segment.shift
        let l = segment.lines.lowerBound + interpolatedPartition(segment.lines.count, below: local) {
            lines[segment.lines.lowerBound + $0].end
        }
        guard l < segment.lines.upperBound, lines[l].start <= local else { return nil }
        for i in lines[l].items where axes.offset(frames[i], by: segment.shift).contains(point) {
            return firstItems[s] + i - segment.items.lowerBound
        }
        return nil
    }

    /// The items whose frames intersect `rect`, in index order. O(log s + log l + k)
    /// for k items on the lines overlapping the rectangle along the scroll axis.
    func items(in rect: Rect) -> [Int] {
        let (lo, hi) = (axes.start(rect), axes.end(rect))
        var result: [Int] = []
        var s = partitionPoint(segments.count) { ends[$0] <= lo }
        while s < segments.count {
            let segment = segments[s]
            let lines = segment.chunk.lines, frames = segment.chunk.frames
            let (localLo, localHi) = (lo - segment.shift, hi - segment.shift)
            var l = segment.lines.lowerBound + interpolatedPartition(segment.lines.count, below: localLo) {
                lines[segment.lines.lowerBound + $0].end
            }
            if l < segment.lines.upperBound, lines[l].start >= localHi { break }
            while l < segment.lines.upperBound, lines[l].start < localHi {
                for i in lines[l].items where axes.offset(frames[i], by: segment.shift).intersects(rect) {
                    result.append(firstItems[s] + i - segment.items.lowerBound)
                }
                l += 1
            }
            if l < segment.lines.upperBound { break }
            s += 1
        }
        return result
    }
}

/// The frames and lines of a run of whole lines, as laid out once. Lines'
/// item ranges index `frames`.
final class LineChunk: Sendable {
    let frames: [Rect]
    let lines: [Line]

    init(frames: [Rect], lines: [Line]) {
        self.frames = frames
        self.lines = lines
    }
}

/// Whole lines of a chunk, moved along the scroll axis by `shift`.
struct LineSegment: Sendable {
    let chunk: LineChunk
    /// The chunk's lines in this segment: never empty.
    let lines: Range<Int>
    let shift: Double
    /// The size of every item of the segment, when they all have one.
    let uniformSize: Size?

    /// All of `chunk`, unmoved.
    init(_ chunk: LineChunk) {
        self.init(chunk, lines: chunk.lines.indices, shift: 0)
    }

    init(_ chunk: LineChunk, lines: Range<Int>, shift: Double) {
        precondition(!lines.isEmpty, "a segment holds at least one line")
        self.chunk = chunk
        self.lines = lines
        self.shift = shift
        let items = chunk.lines[lines.lowerBound].items.lowerBound..<chunk.lines[lines.upperBound - 1].items.upperBound
        let first = chunk.frames[items.lowerBound].size
        uniformSize = chunk.frames[items].allSatisfy { $0.size == first } ? first : nil
    }

    private init(_ other: LineSegment, shift: Double) {
        chunk = other.chunk
        lines = other.lines
        self.shift = shift
        uniformSize = other.uniformSize
    }

    func shifted(by d: Double) -> LineSegment { LineSegment(self, shift: shift + d) }

    /// The chunk's items in this segment.
    var items: Range<Int> {
        chunk.lines[lines.lowerBound].items.lowerBound..<chunk.lines[lines.upperBound - 1].items.upperBound
    }

    var itemCount: Int { items.count }

    /// Where the segment's last line ends, shifted.
    var end: Double { chunk.lines[lines.upperBound - 1].end + shift }

    /// The chunk's line `l`, shifted, with section item indices given the
    /// section index of the segment's first item.
    func line(_ l: Int, firstItem: Int) -> Line {
        let line = chunk.lines[l]
        return Line(items: line.items.moved(by: firstItem - items.lowerBound),
                    start: line.start + shift, end: line.end + shift)
    }
}

extension Line {
    /// The line with its item indices moved by `d`.
    func movingItems(by d: Int) -> Line {
        Line(items: items.moved(by: d), start: start, end: end)
    }
}

extension Range where Bound == Int {
    func moved(by d: Int) -> Range<Int> { (lowerBound + d)..<(upperBound + d) }
}
