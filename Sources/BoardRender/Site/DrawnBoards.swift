import Scenario
import SitePlan

/// Boards drawn by an earlier ``SiteBuilder/build(_:runs:variants:drawn:progress:)``, kept so that
/// the next build of the same site draws again only the boards that changed (`shuffleboard serve`).
///
/// Drawing is most of a build's time (the walkthrough, a still per step, the report, the trace); a
/// board's drawing depends only on its runs, its page's file and the templates. An entry is reused
/// when its ``key(_:others:pageFile:)`` is the same: the board's id, file, line, title, YAML text,
/// pace and number of profiles, and the page's file. The templates are not in the key: a caller
/// whose templates change starts a new `DrawnBoards`. After each build it holds the boards that build
/// drew or reused, no others.
///
/// Not for concurrent use: one build at a time (hence `@unchecked Sendable`, so that it can be
/// handed from one build's thread to the next one's).
public final class DrawnBoards: @unchecked Sendable {
    struct Entry {
        var key: String
        var files: [OutputFile]
        var inline: FigureContext
    }

    var entries: [String: Entry] = [:]
    var next: [String: Entry] = [:]
    /// How many boards the last build drew (the others were reused).
    public private(set) var drawnCount = 0

    public init() {}

    static func key(_ run: ScenarioRun, others: [ScenarioRun], pageFile: String) -> String {
        let s = run.scenario
        // A recording's frames, as read: a rewritten recording draws its board again.
        let recorded = s.variants.compactMap(\.recorded).map { String($0.hashValue) }
        return ([s.id, s.file, String(s.line), s.title, s.source, s.script.pace.map { "\($0)" } ?? "-",
                 String(others.count), pageFile] + recorded).joined(separator: "\u{0}")
    }

    /// The board's files and figure as drawn before under the same key, or as `draw` draws them now.
    func files(_ run: ScenarioRun, others: [ScenarioRun], pageFile: String,
               draw: () -> ([OutputFile], FigureContext)) -> ([OutputFile], FigureContext) {
        let key = Self.key(run, others: others, pageFile: pageFile)
        if let entry = entries[run.scenario.id], entry.key == key {
            next[run.scenario.id] = entry
            return (entry.files, entry.inline)
        }
        let (files, inline) = draw()
        next[run.scenario.id] = Entry(key: key, files: files, inline: inline)
        drawnCount += 1
        return (files, inline)
    }

    /// Begins a build: nothing drawn yet.
    func begin() {
        next = [:]
        drawnCount = 0
    }

    /// Ends a build: keeps what it drew or reused.
    func end() {
        entries = next
        next = [:]
    }
}
