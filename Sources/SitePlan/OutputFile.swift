/// One file of the output, as the writer takes it: where it goes (a `/`-separated path under the output
/// folder, each name one that ``SitePath`` made) and its bytes. Text is UTF-8.
///
/// Every output — a board's walkthrough, stills, report and trace, a page, the site's CSS, and
/// `export`'s GIF, MP4, step sheet and `issue.md` — hands its files over as these, so that a file need
/// not be text, and the writer (SiteIO) is the only code that puts them on disk.
public struct OutputFile: Sendable, Equatable {
    public var path: String
    public var bytes: [UInt8]

    public init(_ path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    /// A text file: `text`'s UTF-8.
    public init(_ path: String, text: String) {
        self.init(path, bytes: Array(text.utf8))
    }
}
