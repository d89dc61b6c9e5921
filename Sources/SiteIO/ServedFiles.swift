import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The files `shuffleboard serve` reads and makes itself, beside what ``SiteFiles`` writes:
/// its temporary output folder and the pages it serves with its live-reload script added.
public enum ServedFiles {
    /// A new, empty, private folder for a site under the system's temporary folder
    /// (`$TMPDIR`, else `/tmp`): `shuffleboard-serve-XXXXXX`.
    public static func makeTemporaryFolder() throws -> String {
        var base = ProcessInfo.processInfo.environment["TMPDIR"] ?? "/tmp"
        if base.isEmpty { base = "/tmp" }
        if base.count > 1 && base.hasSuffix("/") { base.removeLast() }
        var template = Array((base + "/shuffleboard-serve-XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else {
            throw Failure.at("\(base.escapingTerminalControls())", "cannot make a temporary folder for the site: "
                + String(cString: strerror(errno)))
        }
        return String(cString: made)
    }

    /// Removes a folder ``makeTemporaryFolder()`` made, and everything in it (never across a mount).
    public static func removeTemporaryFolder(_ path: String) {
        FileTree.remove(path)
    }

    /// The site-relative path of the HTML page a request for `urlPath` (`/`, `/guide/`,
    /// `/grid.html`, percent-encoded) asks for: a folder's `index.html`. Nil for anything
    /// else: not a page, or a path that is not plainly inside the site (`..`, `.`, empty
    /// segments, a NUL or a backslash).
    public static func pagePath(forURLPath urlPath: String) -> String? {
        guard let decoded = urlPath.removingPercentEncoding, decoded.hasPrefix("/") else { return nil }
        var path = String(decoded.dropFirst())
        if path.isEmpty || path.hasSuffix("/") { path += "index.html" }
        guard path.hasSuffix(".html") else { return nil }
        let segments = path.split(separator: "/", omittingEmptySubsequences: false)
        if segments.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." }) { return nil }
        if path.contains("\0") || path.contains("\\") { return nil }
        return path
    }

    /// The bytes of the page at `relative` (from ``pagePath(forURLPath:)``) in the site folder
    /// `out`, as they are on disk (whatever their encoding), if it is a regular file there; nil otherwise.
    public static func page(_ relative: String, in out: String) -> [UInt8]? {
        let full = out + "/" + relative
        var info = stat()
        guard stat(full, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG,
              let data = FileManager.default.contents(atPath: full) else { return nil }
        return [UInt8](data)
    }

    /// `page` with `tag` added before its last `</body>` (ASCII, any case; at the end if it has
    /// none). Byte for byte otherwise: a page in Latin-1 or any other encoding that keeps ASCII
    /// as ASCII stays as it was written.
    public static func inserting(_ tag: [UInt8], beforeBodyEndOf page: [UInt8]) -> [UInt8] {
        let end = Array("</body>".utf8)
        var index = page.count - end.count
        while index >= 0 {
            if (0..<end.count).allSatisfy({ lowercasedASCII(page[index + $0]) == end[$0] }) {
                return Array(page[..<index]) + tag + page[index...]
            }
            index -= 1
        }
        return page + tag
    }

    private static func lowercasedASCII(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
    }
}
