import BoardFormat
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A path inside a folder, as the bytes the file system stores.
///
/// Names are compared, hashed and ordered byte by byte, never as text: on Linux `é.html` written in NFC
/// (`C3 A9`) and in NFD (`65 CC 81`) are two files, which Swift's `String` equality would take for one; and
/// a name need not be UTF-8 at all (a Latin-1 `caf\xE9.txt`), which a `String` cannot hold.
struct RawPath: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The path's bytes: names separated by `/`, no leading or trailing `/`; empty for the folder itself.
    let bytes: [UInt8]

    init(bytes: [UInt8]) { self.bytes = bytes }

    /// A path the site builder produced (always UTF-8).
    init(_ text: String) { bytes = Array(text.utf8) }

    /// The folder itself.
    static let root = RawPath(bytes: [])

    static let slash = UInt8(ascii: "/")

    var isRoot: Bool { bytes.isEmpty }

    /// `self/name`.
    func appending(_ name: [UInt8]) -> RawPath {
        isRoot ? RawPath(bytes: name) : RawPath(bytes: bytes + [Self.slash] + name)
    }

    /// The folders above this path, outermost first: `a/b/c` → `a`, `a/b`.
    var ancestors: [RawPath] {
        bytes.indices.filter { bytes[$0] == Self.slash }.map { RawPath(bytes: Array(bytes[..<$0])) }
    }

    /// The folder this path is in (``root`` for a top-level name).
    var parent: RawPath { ancestors.last ?? .root }

    /// The last name.
    var name: [UInt8] {
        guard let slash = bytes.lastIndex(of: Self.slash) else { return bytes }
        return Array(bytes[(slash + 1)...])
    }

    /// How many names deep: `a` is 1, `a/b` is 2.
    var depth: Int { isRoot ? 0 : bytes.count { $0 == Self.slash } + 1 }

    /// Whether the path is safe to use under a folder: relative, no empty, `.` or `..` names, no NUL.
    var isPlainRelative: Bool {
        !isRoot && !bytes.contains(0) && bytes.split(separator: Self.slash, omittingEmptySubsequences: false)
            .allSatisfy { !$0.isEmpty && !$0.elementsEqual([0x2E]) && !$0.elementsEqual([0x2E, 0x2E]) }
    }

    static func < (a: RawPath, b: RawPath) -> Bool { a.bytes.lexicographicallyPrecedes(b.bytes) }

    /// For messages: the UTF-8 parts as text, every byte that is not part of valid UTF-8 as `\xHH`, so that
    /// two different names never print the same, and control characters written out (`\u{A}`), so that no
    /// name can move the cursor or start a line of its own on the terminal.
    var description: String { Self.display(bytes).escapingTerminalControls() }

    static func display(_ bytes: [UInt8]) -> String {
        var text = ""
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                text.unicodeScalars.append(Unicode.UTF8.decode(encoded))
                offset += encoded.count
            case .error(let length):
                for byte in bytes[offset..<(offset + length)] {
                    text += "\\x" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
                }
                offset += length
            case .emptyInput:
                return text
            }
        }
    }

    /// `folder/self` (or `folder` for ``root``) as a NUL-terminated C string.
    func cPath(under folder: String) -> [CChar] {
        var result = Array(folder.utf8)
        if !isRoot { result.append(Self.slash); result += bytes }
        result.append(0)
        return result.map { CChar(bitPattern: $0) }
    }
}

private extension String {
    func leftPadded(to width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}
