/// Page paths and the relative links built from them.
///
/// A page path comes from an input file's path (`guide/grid.md` → `guide/grid`), so
/// it may hold anything a file name can: `..`, control characters, `#`, `?`, `:`,
/// quotes, names Windows reserves. ``pagePath(_:)`` makes it safe to write under the
/// output folder; ``href(_:)`` makes it safe to put in an `href`/`src`.
public enum SitePath {
    /// Device names Windows reserves in any folder, with any extension.
    static let reservedNames: Set<String> = Set(["con", "prn", "aux", "nul"])
        .union((0...9).flatMap { ["com\($0)", "lpt\($0)"] })
        .union(["com¹", "com²", "com³", "lpt¹", "lpt²", "lpt³"])

    /// A page path (relative, `/`-separated, without extension) that stays inside the
    /// output folder and clear of the site's own files:
    /// - `\` counts as a separator; a leading `/` (absolute path) is dropped;
    /// - empty, `.` and `..` components get a `_` in front;
    /// - control characters (C0, DEL, C1) and NUL become `_`;
    /// - Windows device names (`CON`, `nul`, `com1`, …, also before a dot), and names
    ///   ending in a dot or space, get a `_` appended;
    /// - the site's `index` (at the top) and `boards` folder (as the first component)
    ///   get a `_` appended, so a page never overwrites them.
    public static func pagePath(_ raw: String) -> String {
        let unified = String(raw.unicodeScalars.map { $0 == "\\" ? "/" : Character($0) })
        var parts = unified.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        while parts.count > 1, parts.first == "" { parts.removeFirst() }   // absolute: relative to the output
        if parts.isEmpty { parts = [""] }
        var result: [String] = []
        for (i, part) in parts.enumerated() {
            var name = ""
            for scalar in part.unicodeScalars {
                if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
                    name += "_"
                } else {
                    name.unicodeScalars.append(scalar)
                }
            }
            if name.isEmpty || name == "." || name == ".." {
                name = "_" + name
            }
            do {
                let isLast = i == parts.count - 1
                if isReserved(name)
                    || name.hasSuffix(".") || name.hasSuffix(" ")
                    || (i == 0 && !isLast && name == "boards")
                    || (i == 0 && isLast && name == "index") {
                    name += "_"
                }
            }
            result.append(name)
        }
        return result.joined(separator: "/")
    }

    /// Whether Windows reserves `name` as a device name, in any case and before any
    /// extension: `con`, `NUL.txt`, `Com1.tar.gz`, `lpt9 `.
    static func isReserved(_ name: String) -> Bool {
        let stem = name.split(separator: ".", omittingEmptySubsequences: false).first.map(String.init) ?? name
        return reservedNames.contains(stem.lowercased().trimmingTrailingSpaces)
    }

    /// The folder of a board's files, `boards/<id>/`, safe on every file system: an
    /// id Windows reserves (``isReserved(_:)``: `con`, `aux`, `nul`, `prn`, `com1`…`com9`,
    /// `lpt1`…`lpt9`) gets a `_` in front, `boards/_con/`. A board id never starts
    /// with `_`, so no other board's folder is `_con`. (A page path gets the `_` at
    /// the end, as a Markdown file's name may start with one.)
    public static func boardFolder(_ id: String) -> String {
        "boards/" + (isReserved(id) ? "_" + id : id) + "/"
    }

    /// The first name among the folders and the file a page is written to
    /// (`guide/grid` → `guide`, `grid.html`) that is longer than a file name may be
    /// (`limit`, counted in UTF-8 bytes: the build passes `BoardLimits.fileNameBytes`), if
    /// any, and whether it is the page's own file rather than one of its folders.
    public static func overlongName(ofPage path: String, limit: Int) -> (name: String, isFile: Bool)? {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        for (i, part) in parts.enumerated() {
            let isFile = i == parts.count - 1
            let name = isFile ? part + ".html" : part
            if name.utf8.count > limit { return (name, isFile) }
        }
        return nil
    }

    /// A relative URL for a path inside the site (`guide/grid.html#b`): starts with
    /// `./`, so that no first component (`javascript:x.html`) reads as a URL scheme,
    /// and percent-encodes every byte but unreserved ASCII and `/`, so that `#`, `?`,
    /// `%`, spaces and quotes in file names stay part of the path. `fragment` (a board
    /// id or anchor) is appended after `#`, encoded the same way.
    public static func href(_ path: String, fragment: String? = nil) -> String {
        var out = "./" + encode(path)
        if let fragment { out += "#" + encode(fragment) }
        return out
    }

    /// `s` percent-encoded as in ``href(_:fragment:)``, without the `./`: for the prefix of
    /// a board's asset URLs (`boards/拖放/` → `boards/%E6%8B%96%E6%94%BE/`). ASCII ids are
    /// unchanged.
    public static func encode(_ s: String) -> String {
        let hex = Array("0123456789ABCDEF".utf8)
        var bytes: [UInt8] = []
        for byte in s.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
                 UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                bytes.append(byte)
            default:
                bytes += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

extension String {
    fileprivate var trimmingTrailingSpaces: String {
        var s = Substring(self)
        while s.last == " " { s.removeLast() }
        return String(s)
    }
}
