import CollectionLayout
import ReorderEngine

/// The text under the picture, laid out once for every frame: a row with the
/// real-time clock and the pace mark, the step's caption and note, and the
/// event log. Nothing is cut: text wraps onto as many lines as it needs, and
/// the panel is as tall as the frame that needs the most lines, so the canvas
/// (``Scene/captionHeight``) fits them all. Step stills and the walkthrough
/// share it, so both have the same size.
struct CaptionPanel {
    /// One entry of the event log: the frame it happened on and its lines,
    /// the first starting with the real time ("0.52 s screen: B to G's slot").
    struct Entry {
        var frame: Int
        var lines: [String]
    }

    static let clockRow = 20.0, captionLine = 17.0, noteLine = 15.0, logLine = 15.0
    static let gap = 6.0, bottom = 6.0
    static let captionSize = 13.0, noteSize = 12.0, logSize = 12.0
    /// The log shows the newest entries, at most this many, under a "+k earlier" line.
    static let logEntries = 4

    /// Room for a line, points.
    let width: Double
    /// Each step's caption (index 0: before the first step) and note, wrapped, as the walkthrough words them.
    let captions: [[String]]
    let notes: [[String]]
    /// The most lines any caption (walkthrough's or still's) and any note take.
    let captionLines: Int
    let noteLines: Int
    let log: [Entry]
    /// Lines the log needs at most: its tallest run of ``logEntries`` entries, and the "+k earlier" line.
    let logLines: Int

    /// - Parameters:
    ///   - captions: the walkthrough's caption of each step, index 0 before the first.
    ///   - stills: the stills' captions, in the same order.
    ///   - notes: each step's note, in the same order.
    ///   - log: the event log's entries, by frame, each starting with its time.
    init(captions: [String], stills: [String], notes: [String?], log: [(frame: Int, text: String)], width: Double) {
        self.width = width
        self.captions = captions.map { Self.wrap($0, size: Self.captionSize, width: width) }
        self.notes = notes.map { $0.map { Self.wrap($0, size: Self.noteSize, width: width - Self.stillIndent) } ?? [] }
        let stills = stills.map { Self.wrap($0, size: Self.captionSize, width: width - Self.stillIndent) }
        captionLines = (self.captions + stills).map(\.count).max() ?? 1
        noteLines = self.notes.map(\.count).max() ?? 0
        self.log = log.map { Entry(frame: $0.frame, lines: Self.wrap($0.text, size: Self.logSize, width: width)) }
        var most = 0
        for k in self.log.indices {
            let window = self.log[max(0, k - Self.logEntries + 1)...k]
            most = max(most, window.reduce(0) { $0 + $1.lines.count })
        }
        logLines = most + (self.log.count > Self.logEntries ? 1 : 0)
    }

    /// The caption of a still starts after its "t = 1.25 s".
    static let stillIndent = 72.0

    var height: Double {
        Self.clockRow + Self.captionLine * Double(captionLines) + Self.noteLine * Double(noteLines)
            + (logLines > 0 ? Self.gap + Self.logLine * Double(logLines) : 0) + Self.bottom
    }

    /// Rows' vertical centres, measured from the panel's top.
    var clockY: Double { Self.clockRow / 2 }
    func captionY(_ line: Int) -> Double { Self.clockRow + Self.captionLine * (Double(line) + 0.5) }
    func noteY(_ line: Int) -> Double {
        Self.clockRow + Self.captionLine * Double(captionLines) + Self.noteLine * (Double(line) + 0.5)
    }
    func logY(_ line: Int) -> Double {
        Self.clockRow + Self.captionLine * Double(captionLines) + Self.noteLine * Double(noteLines) + Self.gap
            + Self.logLine * (Double(line) + 0.5)
    }

    /// The log as frame `f` shows it: the "+k earlier" count, and the newest
    /// entries up to ``logEntries`` (indices into ``log``), oldest first.
    func visibleLog(at f: Int) -> (earlier: Int, entries: Range<Int>) {
        let upTo = log.partitionIndex { $0.frame > f }
        let from = max(0, upTo - Self.logEntries)
        return (from, from..<upTo)
    }

    /// Each visible entry's first line, counted from the log's top, at frame `f`.
    func logRows(at f: Int) -> [Int: Int] {
        var row = log.count > Self.logEntries ? 1 : 0
        var rows: [Int: Int] = [:]
        for e in visibleLog(at: f).entries {
            rows[e] = row
            row += log[e].lines.count
        }
        return rows
    }

    /// `text` wrapped to `width` at `size` points, never cut.
    static func wrap(_ text: String, size: Double, width: Double) -> [String] {
        FrameSVG.wrap(text, width: width, fontSize: size, lines: .max)
    }
}

extension Array {
    /// The first index whose element satisfies `belongs`, the elements being
    /// partitioned (those that do not, then those that do). O(log n).
    func partitionIndex(where belongs: (Element) -> Bool) -> Int {
        var low = 0, high = count
        while low < high {
            let mid = (low + high) / 2
            if belongs(self[mid]) { high = mid } else { low = mid + 1 }
        }
        return low
    }
}
