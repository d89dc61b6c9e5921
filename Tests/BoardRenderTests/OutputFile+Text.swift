import SitePlan

extension OutputFile {
    /// The file's bytes as UTF-8 text (every file the builder makes is text).
    var contents: String { String(decoding: bytes, as: UTF8.self) }
}

extension Array where Element == OutputFile {
    /// The files as (path, text) pairs, as the tests read them.
    var texts: [(path: String, contents: String)] { map { ($0.path, $0.contents) } }
}
