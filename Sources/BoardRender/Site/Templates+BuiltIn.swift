extension Templates {
    /// The text of each template as the package's `templates/` held it when the program was
    /// built, by name (``names``): the EmbedTemplates build-tool plugin writes it into the module.
    public static var builtIn: [String: String] { BuiltInTemplates.texts }

    /// The file name a diagnostic gives a built-in template: `templates/page.mustache (built in)`.
    public static func builtInPath(_ name: String) -> String { "templates/\(name).mustache (built in)" }

    /// The built-in templates, each replaced by `overrides[name]` where there is one.
    /// `overrides` maps a name to (file path, text), as a `--templates` folder gives them.
    public init(overriding overrides: [String: (path: String, text: String)] = [:]) throws {
        var sources: [String: (path: String, text: String)] = [:]
        for (name, text) in Self.builtIn { sources[name] = (Self.builtInPath(name), text) }
        for (name, source) in overrides { sources[name] = source }
        try self.init(sources: sources)
    }
}
