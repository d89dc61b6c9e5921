/// A Markdown file to build.
public struct InputFile: Sendable {
    /// The path to name in diagnostics on the terminal: the file or folder as typed
    /// on the command line, then the path inside the folder (bytes that are not
    /// UTF-8 as `\xE9`, ``RawPath/display(_:)``).
    public var file: String
    /// The path to read, as the file system has it (NUL-terminated).
    var cPath: [CChar]
    /// The name written into the site (index, pages, reports, trace JSON): never
    /// absolute, so a published page does not tell where its builder keeps files.
    /// A path typed relative to the current folder (and not climbing out of it with
    /// `..`) is kept: `docs/guide/grid.md`. Otherwise a folder's files are named from
    /// the folder's own name, `/home/me/work/docs` → `docs/guide/grid.md`, and a file
    /// is named by its name alone, `/home/me/work/grid.md` → `grid.md`.
    public var name: String
    /// Where its page goes (``SitePath/pagePath(_:)``).
    public var pagePath: String
}
