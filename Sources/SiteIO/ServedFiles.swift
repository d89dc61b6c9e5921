import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The files `shuffleboard serve` reads and makes itself, beside what ``SiteFiles`` writes:
/// its temporary output folder and the pages it serves with its live-reload script added
/// (which pages, and how they are read: SiteServer's `SiteResponder`).
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
