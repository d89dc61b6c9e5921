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
