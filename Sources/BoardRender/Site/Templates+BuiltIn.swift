import Foundation
import Mustache
import Parallel
import Scenario

extension Templates {
    /// The text of each template as the package's `templates/` held it when the program was
    /// built, by name (``names``): the EmbedTemplates build-tool plugin writes it into the module.
    public static var builtIn: [String: String] { BuiltInTemplates.texts }

    /// The built-in templates as a build uses them: ``builtIn``, with the style sheet and
    /// the script compacted (``CompactText``; every report inlines both). Worked out once.
    static let shipped: [String: String] = {
        var texts = BuiltInTemplates.texts
        texts["style"] = texts["style"].map(CompactText.css)
        texts["player"] = texts["player"].map(CompactText.script)
        return texts
    }()

    /// The file name a diagnostic gives a built-in template: `templates/page.mustache (built in)`.
    public static func builtInPath(_ name: String) -> String { "templates/\(name).mustache (built in)" }

    /// The built-in templates, each replaced by `overrides[name]` where there is one.
    /// `overrides` maps a name to (file path, text), as a `--templates` folder gives them.
    /// An override that is the built-in text byte for byte (a folder `shuffleboard templates`
    /// wrote, a template left as it was) is the built-in template, shipped as ``shipped``
    /// ships it: the same site as without the folder. Any other is used as written.
    public init(overriding overrides: [String: (path: String, text: String)] = [:]) throws {
        var sources: [String: (path: String, text: String)] = [:]
        for (name, text) in Self.shipped { sources[name] = (Self.builtInPath(name), text) }
        for (name, source) in overrides {
            let unchanged = source.text == Self.builtIn[name]
            sources[name] = (source.path, unchanged ? Self.shipped[name] ?? source.text : source.text)
        }
        try self.init(sources: sources)
    }
}

extension Templates {
    /// Starts parsing the built-in templates that have tags (those of ``shipped`` that are not
    /// ``literals``) on a thread of its own, so that what a build does first (reading its
    /// arguments, its input files) runs beside it: they were the largest one-time cost of a
    /// one-board build (issue 17). ``init(sources:)`` then takes the parse of every template whose
    /// text is the built-in one from there, waiting for it if need be; any other text is parsed
    /// as before. The templates are the same either way: only when they are parsed changes.
    public static func parseBuiltInAhead() {
        BuiltInParses.shared.start()
    }
}

/// The parses ``Templates/parseBuiltInAhead()`` started, by name, once all are done.
final class BuiltInParses: @unchecked Sendable {
    static let shared = BuiltInParses()
    private let condition = NSCondition()
    private var started = false
    private var done: [String: Result<MustacheTemplate, Diagnostic>]?

    var isStarted: Bool {
        condition.lock()
        defer { condition.unlock() }
        return started
    }

    func start() {
        condition.lock()
        defer { condition.unlock() }
        guard !started else { return }
        started = true
        Thread.detachNewThread { [self] in
            let given = Templates.shipped.filter { Templates.literalDelimiters($0.value) == "" }
                .map { (name: $0.key, text: $0.value) }
                .sorted { $0.text.utf8.count > $1.text.utf8.count }
            let parsed = Parallel.map(given, jobs: Parallel.processorCount) { name, text in
                (name, Templates.parse(text, path: Templates.builtInPath(name)))
            }
            condition.lock()
            done = Dictionary(parsed, uniquingKeysWith: { a, _ in a })
            condition.broadcast()
            condition.unlock()
        }
    }

    /// The parse of built-in template `name` (nil if it was not started, or if `name` has no
    /// tags); waits for the parses to be done.
    func parse(_ name: String) -> Result<MustacheTemplate, Diagnostic>? {
        condition.lock()
        defer { condition.unlock() }
        guard started else { return nil }
        while done == nil { condition.wait() }
        return done?[name]
    }
}
