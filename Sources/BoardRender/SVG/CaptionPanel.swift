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
    /// The log's window holds the newest entries, at least this many whatever
    /// their lines: most sessions' whole log, so every entry stays in view
    /// from its moment to the end of the loop; a longer log scrolls, "+k
    /// earlier" counting the entries below.
    static let logEntries = 8

    /// Room for a line, points.
    let width: Double
    /// Each step's caption (index 0: before the first step) and note, wrapped, as the walkthrough words them.
    let captions: [[String]]
    let notes: [[String]]
    /// The most lines any caption (walkthrough's or still's) and any note take.
    let captionLines: Int
    let noteLines: Int
    let log: [Entry]
    /// Where each entry's lines start in the log as one column, oldest first
    /// (entry e's first line is line `logStart[e]`; one more element, the total).
    let logStart: [Int]
    /// Lines of the log's window: its tallest run of ``logEntries`` entries.
    let logWindow: Int
    /// Lines the log needs: its window, and a "+k earlier" line under it once
    /// some entry leaves the window.
    var logLines: Int { logWindow + (logStart[log.count] > logWindow ? 1 : 0) }

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
        var start = [0]
        for entry in self.log { start.append(start[start.count - 1] + entry.lines.count) }
        logStart = start
        var most = 0
        for k in self.log.indices {
            most = max(most, start[k + 1] - start[max(0, k - Self.logEntries + 1)])
        }
        logWindow = most
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

    /// The log as frame `f` shows it, newest first: how many entries it holds
    /// by then (the newest is `count - 1`), and how many of them lie wholly
    /// below the window ("+k earlier").
    ///
    /// The window shows the log as one column of lines, newest entry on top,
    /// each entry's lines in order: the first ``logWindow`` lines of it. An
    /// older entry may show only its first lines at the window's foot.
    ///
    /// - Complexity: O(log of the entries).
    func visibleLog(at f: Int) -> (count: Int, earlier: Int) {
        let count = log.partitionIndex { $0.frame > f }
        // Entry e's first line is row logStart[count] - logStart[e + 1] of the window.
        var low = 0, high = count
        while low < high {  // the first entry whose first line is in the window
            let mid = (low + high) / 2
            if logRow(mid, count: count) < logWindow { high = mid } else { low = mid + 1 }
        }
        return (count, low)
    }

    /// The row (from the window's top) of entry `e`'s first line when the log
    /// holds `count` entries: negative for an entry still to come, at least
    /// ``logWindow`` for one wholly below the window.
    func logRow(_ e: Int, count: Int) -> Int { logStart[count] - logStart[e + 1] }

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
