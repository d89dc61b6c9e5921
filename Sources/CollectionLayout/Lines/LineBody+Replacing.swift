extension LineBody {
    /// The body of the section's new sizes `sizes`, after `edit`.
    ///
    /// Lines end where they did up to the line before the edit (an item moved
    /// to the start of a line may now fit on the line before). From there the
    /// lines are laid out again, with `rule`, until one starts at an item past
    /// the edit that also started a line before: from that line on the lines
    /// are the old ones (same items, same breaks, the same last line), moved by
    /// the difference in where they start. The new lines go into a new chunk,
    /// which takes in neighbouring pieces shorter than a quarter of
    /// `chunkLength`.
    ///
    /// - Precondition: the body and `sizes` have items.
    /// - Complexity: O(d + B + s) for d items on the lines laid out again, B =
    ///   `chunkLength` and s segments, plus O(log n) per size read.
    func replacing<Sizes: RandomAccessCollection, Rule: LineRule>(
        sizes: Sizes, edit: SizeEdit, rule: Rule, chunkLength: Int
    ) -> LineBody where Sizes.Element == Size, Sizes.Index == Int {
        precondition(count > 0 && !sizes.isEmpty, "a body to replace has items, before and after")
        let newCount = sizes.count
        // The first line that may change.
        var first = lineIndex(ofItem: min(edit.start, count - 1))
        if first > 0, line(first).items.lowerBound == edit.start { first -= 1 }
        let firstLine = line(first)
        let runStart = firstLine.items.lowerBound
        var runFrames: [Rect] = []
        var runLines: [Line] = []
        var start = firstLine.start
        var k = runStart
        var tail: (line: Int, delta: Double)?
        while k < newCount {
            if !runLines.isEmpty { start += rule.lineSpacing }
            let (end, length) = rule.layOutLine(sizes, from: k, at: start, into: &runFrames)
            runLines.append(Line(items: (k - runStart)..<(end - runStart), start: start, end: start + length))
            start += length
            k = end
            if k >= edit.newEnd, k < newCount {
                let old = k - edit.newEnd + edit.oldEnd
                let m = lineIndex(ofItem: old)
                let oldLine = line(m)
                if oldLine.items.lowerBound == old {
                    tail = (m, (start + rule.lineSpacing) - oldLine.start)
                    break
                }
            }
        }

        // Segments before the run, and the piece of the one it starts in.
        let sf = segment(ofItem: runStart)
        var before = Array(segments[..<sf])
        var beforePiece: LineSegment?
        let cut = localLine(ofItem: runStart, in: sf)
        if cut > segments[sf].lines.lowerBound {
            let s = segments[sf]
            beforePiece = s.cut(s.lines.lowerBound..<cut)
        }
        // The old lines after the run, moved.
        var after: [LineSegment] = []
        if let tail {
            let sm = segment(ofLine: tail.line)
            let s = segments[sm]
            let local = s.lines.lowerBound + tail.line - firstLines[sm]
            after.append(s.cut(local..<s.lines.upperBound, shiftedBy: tail.delta))
            after += segments[(sm + 1)...].map { $0.shifted(by: tail.delta) }
        }

        // Take in neighbours shorter than a quarter chunk, so that segments
        // other than new runs are at least that long: a body has at most some
        // 8n / B segments, however many moves it went through.
        let small = max(1, chunkLength / 4)
        var run = Run(frames: runFrames, lines: runLines, axes: axes)
        if let piece = beforePiece, piece.itemCount < small {
            run.prepend(piece)
            beforePiece = nil
        }
        if beforePiece == nil, let last = before.last, last.itemCount < small {
            run.prepend(last)
            before.removeLast()
        }
        if let piece = after.first, piece.itemCount < small {
            run.append(piece)
            after.removeFirst()
            if let next = after.first, next.itemCount < small {
                run.append(next)
                after.removeFirst()
            }
        }
        return LineBody(axes: axes, segments: before + (beforePiece.map { [$0] } ?? [])
                        + run.segments(chunkLength: chunkLength) + after)
    }

    /// The line holding item `i`. O(log s + log l).
    func lineIndex(ofItem i: Int) -> Int {
        let s = segment(ofItem: i)
        return firstLines[s] + localLine(ofItem: i, in: s) - segments[s].lines.lowerBound
    }

    /// The chunk line of segment `s` holding item `i` (a section index).
    private func localLine(ofItem i: Int, in s: Int) -> Int {
        let segment = segments[s]
        let local = segment.items.lowerBound + i - firstItems[s]
        let lines = segment.chunkLines
        return segment.lines.lowerBound + partitionPoint(segment.lines.count) {
            lines[segment.lines.lowerBound + $0].items.upperBound <= local
        }
    }
}

/// Lines being gathered into new chunks: positions final (shift 0), item
/// indices from 0.
private struct Run {
    var frames: [Rect]
    var lines: [Line]
    let axes: Axes

    var itemCount: Int { frames.count }

    /// Puts the segment's lines, as drawn, before the run's.
    mutating func prepend(_ segment: LineSegment) {
        let (frames, lines) = materialise(segment, firstItem: 0)
        self.lines = lines + self.lines.map { $0.movingItems(by: frames.count) }
        self.frames = frames + self.frames
    }

    /// Puts the segment's lines, as drawn, after the run's.
    mutating func append(_ segment: LineSegment) {
        let (frames, lines) = materialise(segment, firstItem: self.frames.count)
        self.lines += lines
        self.frames += frames
    }

    private func materialise(_ segment: LineSegment, firstItem: Int) -> (frames: [Rect], lines: [Line]) {
        let items = segment.items
        let frames = segment.frames[items].map { axes.offset($0, by: segment.shift) }
        let lines = segment.chunkLines[segment.lines].map {
            Line(items: $0.items.moved(by: firstItem - items.lowerBound),
                 start: $0.start + segment.shift, end: $0.end + segment.shift)
        }
        return (frames, lines)
    }

    /// The run as segments of new chunks of about `chunkLength` items each.
    func segments(chunkLength: Int) -> [LineSegment] {
        guard frames.count > 2 * chunkLength else {
            return lines.isEmpty ? [] : [LineSegment(frames: frames, lines: lines)]
        }
        return LineBody(axes: axes, frames: frames, lines: lines, chunkLength: chunkLength).segments
    }
}
