/// `DIR/.shuffleboard-manifest`: the files shuffleboard wrote into the output folder, which later builds may
/// replace or remove; every other entry of the folder is the user's and is kept.
///
/// The text is a comment line, then one path a line (bytes, sorted). A plain build's files come first, with
/// no heading. The files of a `--merge` build follow a heading line `/input KEY`, KEY naming the inputs the
/// build was given (``SiteFiles/mergeKey(_:)``); a path never starts with `/`, so the two cannot be
/// confused, and a build from before merging existed reads a heading as a path it ignores. A path may be in
/// several `--merge` groups (a file every build writes); a build removes a path it no longer writes only when
/// no other group lists it.
struct SiteManifest: Equatable {
    /// The paths of each group: `""` for plain builds, else a `--merge` key.
    private(set) var groups: [String: Set<RawPath>] = [:]

    static let headingPrefix: [UInt8] = Array("/input ".utf8)

    init() {}

    /// Reads a manifest's bytes; lines that are not a plain relative path or a heading are ignored.
    init(bytes: [UInt8]) {
        var lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: true)
        if let first = lines.first, first.elementsEqual(SiteFiles.manifestHeader.utf8) { lines.removeFirst() }
        var key = ""
        for line in lines {
            if line.starts(with: Self.headingPrefix) {
                key = String(decoding: line.dropFirst(Self.headingPrefix.count), as: UTF8.self)
                continue
            }
            let path = RawPath(bytes: Array(line))
            if path.isPlainRelative { groups[key, default: []].insert(path) }
        }
    }

    /// Every path any group lists.
    var all: Set<RawPath> { groups.values.reduce(into: Set()) { $0.formUnion($1) } }

    /// The paths of the group `key`.
    subscript(key: String) -> Set<RawPath> { groups[key] ?? [] }

    /// Makes `paths` all the group `key` holds. A plain build (`""`) owns the whole folder: the other groups
    /// go. A `--merge` build shares: its paths stay in the other `--merge` groups that list them (every
    /// fragment build writes `shuffleboard.css`), and leave only the plain group.
    mutating func assign(_ paths: Set<RawPath>, to key: String) {
        if key.isEmpty {
            groups = [:]
        } else if groups[""] != nil {
            groups[""]!.subtract(paths)
            if groups[""]!.isEmpty { groups[""] = nil }
        }
        groups[key] = paths.isEmpty ? nil : paths
    }

    /// Drops `paths` from every group.
    mutating func remove(_ paths: Set<RawPath>) {
        for key in groups.keys {
            groups[key]!.subtract(paths)
            if groups[key]!.isEmpty { groups[key] = nil }
        }
    }

    /// The file's bytes: deterministic (groups by key, paths byte-sorted). A manifest of one plain group is
    /// the header and the sorted paths, as before merging existed.
    var bytes: [UInt8] {
        var text = Array(SiteFiles.manifestHeader.utf8) + [0x0A]
        for key in groups.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
            if !key.isEmpty { text += Self.headingPrefix + Array(key.utf8) + [0x0A] }
            for path in groups[key]!.sorted() { text += path.bytes + [0x0A] }
        }
        return text
    }
}
