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

    /// Lines laid out in one pass (`lines` over `frames`), cut into chunks of
    /// about `chunkLength` items (at the first line end at or after each multiple).
    convenience init(axes: Axes, frames: [Rect], lines: [Line], chunkLength: Int) {
        var builder = LineBody.Builder(chunkLength: chunkLength, expected: frames.count)
        for line in lines {
            builder.add(line, frames: frames[line.items])
        }
        self.init(axes: axes, segments: builder.finish())
    }

    /// Gathers lines into chunks as they are laid out, so that a fresh layout
    /// writes each frame once.
    struct Builder {
        let chunkLength: Int
        /// The frames of the chunk being filled; a line rule appends to it.
        var frames: [Rect] = []
        private var lines: [Line] = []
        private var segments: [LineSegment] = []

        init(chunkLength: Int, expected: Int) {
            self.chunkLength = chunkLength
            frames.reserveCapacity(min(expected, chunkLength + 64))
        }

        /// Adds a line whose frames were appended to `frames` since the last
        /// line (`line.items` are section indices; only its count matters).
        mutating func closeLine(start: Double, end: Double, itemCount: Int) {
            let first = lines.last?.items.upperBound ?? 0
            lines.append(Line(items: first..<(first + itemCount), start: start, end: end))
            if frames.count >= chunkLength { seal() }
        }

        /// Adds a line and its frames.
        mutating func add(_ line: Line, frames lineFrames: ArraySlice<Rect>) {
            frames += lineFrames
            closeLine(start: line.start, end: line.end, itemCount: lineFrames.count)
        }

            private mutating func seal() {
            guard !lines.isEmpty else { return }
            segments.append(LineSegment(frames: frames, lines: lines))
            let lineCount = lines.count
            frames = []
            frames.reserveCapacity(chunkLength + 64)
            lines = []
            lines.reserveCapacity(lineCount + 16)
        }

        mutating func finish() -> [LineSegment] {
            seal()
            return segments
        }
    }

    /// The chunk length for a section of `n` items: about √(4n), at least 512.
    /// A move copies some B items of the chunks around it and walks the n / B
    /// segments once; B = √(4n) balances the two (each segment costs a few
    /// times more to carry than a frame to copy).
    static func chunkLength(forItems n: Int) -> Int {
        max(512, Int((4 * Double(n)).squareRoot()))
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
        return axes.offset(segment.frames[segment.items.lowerBound + i - firstItems[s]], by: segment.shift)
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
        var seen = Set<ChunkID>()
        var bytes = segments.capacity * MemoryLayout<LineSegment>.stride
            + (firstItems.capacity + firstLines.capacity) * MemoryLayout<Int>.stride
            + ends.capacity * MemoryLayout<Double>.stride
        for segment in segments where seen.insert(segment.chunk).inserted {
            bytes += segment.frames.capacity * MemoryLayout<Rect>.stride
                + segment.chunkLines.capacity * MemoryLayout<Line>.stride
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
        // Through buffer pointers: copying the segment out would retain its
        // chunk's arrays, two more cache misses at a million items.
        return segments.withUnsafeBufferPointer { segments -> Int? in
            // Lines as drawn (moved by the shift). A moved line's end and its
            // items' ends are each rounded after the move, so at a line's end
            // the point may lie in the next line: look there too.
            func search(_ s: Int, fromLine first: Int?) -> (found: Int?, next: Int?) {
                let range = segments[s].lines, shift = segments[s].shift
                return segments[s].chunkLines.withUnsafeBufferPointer { lines in
                    segments[s].frames.withUnsafeBufferPointer { frames in
                        var l = first ?? range.lowerBound + interpolatedPartition(range.count, below: along) {
                            lines[range.lowerBound + $0].end + shift
                        }
                        for _ in 0..<2 {
                            guard l < range.upperBound else { return (nil, 0) }
                            guard lines[l].start + shift <= along else { return (nil, nil) }
                            for i in lines[l].items where axes.offset(frames[i], by: shift).contains(point) {
                                return (firstItems[s] + i - segments[s].items.lowerBound, nil)
                            }
                            l += 1
                        }
                        return (nil, nil)
                    }
                }
            }
            let (found, next) = search(s, fromLine: nil)
            // Ran off the segment: its next one's first line.
            if found == nil, next != nil, s + 1 < segments.count {
                return search(s + 1, fromLine: segments[s + 1].lines.lowerBound).found
            }
            return found
        }
    }

    /// The items whose frames intersect `rect`, in index order. O(log s + log l + k)
    /// for k items on the lines overlapping the rectangle along the scroll axis.
    func items(in rect: Rect) -> [Int] {
        let (lo, hi) = (axes.start(rect), axes.end(rect))
        var result: [Int] = []
        var s = partitionPoint(segments.count) { ends[$0] <= lo }
        segments.withUnsafeBufferPointer { segments in
            while s < segments.count {
                let range = segments[s].lines, shift = segments[s].shift
                let first = firstItems[s] - segments[s].items.lowerBound
                let done = segments[s].chunkLines.withUnsafeBufferPointer { lines in
                    segments[s].frames.withUnsafeBufferPointer { frames -> Bool in
                        var l = range.lowerBound + interpolatedPartition(range.count, below: lo) {
                            lines[range.lowerBound + $0].end + shift
                        }
                        while l < range.upperBound, lines[l].start + shift < hi {
                            for i in lines[l].items where axes.offset(frames[i], by: shift).intersects(rect) {
                                result.append(first + i)
                            }
                            l += 1
                        }
                        // Stopped before the segment's end: the rectangle ends here.
                        return l < range.upperBound
                    }
                }
                if done { break }
                s += 1
            }
        }
        return result
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
