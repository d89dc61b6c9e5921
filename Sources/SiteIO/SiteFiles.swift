import BoardFormat
import CShims
import Foundation
import SitePlan
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes the site so that nothing is lost:
///
/// - Every file goes into a staging folder next to the output folder (`.DIR.staging-<pid>`, same parent,
///   so the same file system). Once everything is written and flushed to disk (each file the build wrote and
///   each folder it made, not the whole file system), the staging folder and the
///   output folder swap places in one atomic rename (`renameat2(RENAME_EXCHANGE)`). A build that fails
///   or is killed (even with `kill -9`) before the swap leaves the previous site as it was; one killed
///   after it leaves the new site. The old tree, now at the staging path, is then removed.
/// - Only what changed is written (``SiteWriter/Plan``): each file is compared, byte for byte, with the one
///   at its path. When nothing differs, nothing is staged or swapped and the folder keeps every inode and
///   time; otherwise the staging folder holds the unchanged files as hard links to the ones in the output
///   folder, so after the swap they are the same files. docs/output-folder.md has the design.
/// - `DIR/.shuffleboard-manifest` lists the files the build wrote (``SiteManifest``; by input under
///   `--merge`, where a build replaces or removes only its own). The next build carries every other
///   entry of the output folder (the user's) over into the staging folder — files as hard links, so they
///   survive untouched; folders and symbolic links recreated with their permissions, owner, group and
///   times — and drops only the files the old manifest lists. A build that would replace a file the
///   manifest does not list stops instead, before writing anything. Names are handled as bytes
///   (``RawPath``): any name survives, NFC and NFD spellings are different files.
/// - What the user changes in the output folder while a build runs wins: after the swap, a kept file
///   replaced, edited or removed meanwhile (in the old tree) is brought over as the user left it, and
///   entries added meanwhile are moved over.
/// - It never moves or deletes across a mount: an output folder holding a mount point is refused before
///   anything is written, and removal stops at any folder on another mount (``FileTree/remove(_:)``). An
///   output folder that cannot trade places with its staging folder — itself a mount point, or a folder
///   of an overlayfs lower layer (`EXDEV`) — is updated in place, file by file (``SiteWriter``).
/// - It refuses an output folder that holds one of its inputs (``checkOutput(_:inputs:)``) and a site
///   larger than ``limit``.
///
/// Builds into folders with the same parent take turns (an exclusive `flock` on the parent), so staging
/// folders left by a killed build can be removed at the start of the next one.
public enum SiteFiles {
    /// The most a build writes: 1 GiB in total. `SHUFFLEBOARD_OUTPUT_LIMIT` (bytes) overrides it.
    static let defaultLimit = BoardLimits.siteBytes
    static let manifestName = ".shuffleboard-manifest"
    static let manifestHeader = "# Written by shuffleboard: the files of the last build, which the next build "
        + "replaces or removes. It keeps every other file in this folder."

    public static var limit: Int {
        if let text = ProcessInfo.processInfo.environment["SHUFFLEBOARD_OUTPUT_LIMIT"], let value = Int(text),
           value >= 0 {
            return value
        }
        return defaultLimit
    }

    /// Refuses an output folder that is, or contains, one of `inputs` (Markdown files, input folders,
    /// the templates folder) or the current folder, symbolic links and `..` resolved. An input folder
    /// that contains the output folder is fine (`build . --out public`), as long as no Markdown file
    /// it holds lies inside the output folder: pass the files found as well as the paths given.
    public static func checkOutput(_ out: String, inputs: [String]) throws {
        let display = displayName(out)
        let output = resolved(out)
        var info = stat()
        if lstat(output, &info) == 0 && !isDirectory(info) {
            throw Failure.at("\(display)", "the output folder is not a folder")
        }
        for input in inputs where isInside(resolved(input), output) {
            throw Failure.at("\(display)", "the output folder contains an input (\(input.escapingTerminalControls())); "
                + "choose another --out")
        }
        if isInside(resolved("."), output) {
            throw Failure.at("\(display)", "the output folder is or contains the current folder, which a build "
                + "would replace; choose another --out")
        }
    }

    /// Writes the site into `out`, changing only what differs from what is there (see the type's summary).
    /// With `merge` (a key from ``mergeKey(_:)``), the files earlier builds of other inputs wrote stay.
    @discardableResult
    public static func write(_ files: [OutputFile], to out: String,
                             merge: String? = nil) throws -> WriteSummary {
        let display = displayName(out)
        try validate(files.map(\.path), display: display)
        let manifest = ([manifestHeader] + files.map(\.path).sorted()).joined(separator: "\n") + "\n"
        let total = files.reduce(manifest.utf8.count) { $0 + $1.bytes.count }
        let limit = self.limit
        if total > limit {
            throw Failure.at("\(display)", "the site would be \(total) bytes, over the limit of "
                + "\(describe(bytes: limit)) that a build writes; nothing was written")
        }
        return try SiteWriter(out: resolved(out), display: display).write(files, owner: merge ?? "")
    }

    /// The key under which a `--merge` build of `paths` (as given on the command line) records its files in
    /// the manifest: a hash of the paths, sorted, so that no path (an absolute one) is published. The same
    /// inputs named the same way get the same key.
    public static func mergeKey(_ paths: [String]) -> String {
        let text = paths.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }.joined(separator: "\n")
        let hash = text.utf8.reduce(UInt64(0xcbf2_9ce4_8422_2325)) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// Paths the builder produced: relative, no `.`/`..`/empty parts, no line breaks, each written once,
    /// none both a file and a folder. Compared as bytes: two names that are the same text in different
    /// Unicode normalisations are two files.
    private static func validate(_ paths: [String], display: String) throws {
        var seen = Set<RawPath>()
        for path in paths {
            let raw = RawPath(path)
            if !raw.isPlainRelative || path.contains(where: { $0.isNewline }) || raw == RawPath(manifestName) {
                throw Failure.at("\(display)/\(path)", "cannot write a file with this name")
            }
            if !seen.insert(raw).inserted {
                throw Failure.at("\(display)/\(path)", "the site would write this file twice")
            }
        }
        for path in paths.map(RawPath.init) {
            for ancestor in path.ancestors where seen.contains(ancestor) {
                throw Failure.at("\(display)/\(ancestor)", "the site would write this both as a file and as a folder")
            }
        }
    }

    // MARK: Paths

    /// `out` as the user wrote it, for messages: without trailing slashes, control characters written out.
    public static func displayName(_ out: String) -> String {
        var name = out
        while name.count > 1 && name.hasSuffix("/") { name.removeLast() }
        return name.escapingTerminalControls()
    }

    /// The absolute path with symbolic links and `.`/`..` resolved; parts that do not exist (yet) are
    /// appended to their nearest existing ancestor, resolved.
    static func resolved(_ path: String) -> String {
        var absolute = path
        if !absolute.hasPrefix("/") {
            absolute = FileManager.default.currentDirectoryPath + "/" + absolute
        }
        if let real = realpath(absolute, nil) {
            defer { free(real) }
            return String(cString: real)
        }
        let parts = absolute.split(separator: "/")
        guard let last = parts.last else { return "/" }
        let parent = resolved("/" + parts.dropLast().joined(separator: "/"))
        switch last {
        case ".": return parent
        case "..": return parent == "/" ? "/" : (parent as NSString).deletingLastPathComponent
        default: return parent == "/" ? "/\(last)" : "\(parent)/\(last)"
        }
    }

    /// Whether `path` is `folder` or lies inside it (both resolved).
    static func isInside(_ path: String, _ folder: String) -> Bool {
        folder == "/" || path == folder || path.hasPrefix(folder + "/")
    }

    public static func describe(bytes: Int) -> String {
        if bytes >= 1 << 30 && bytes % (1 << 30) == 0 { return "\(bytes >> 30) GiB (\(bytes) bytes)" }
        if bytes >= 1 << 20 && bytes % (1 << 20) == 0 { return "\(bytes >> 20) MiB (\(bytes) bytes)" }
        return "\(bytes) bytes"
    }

    static func isDirectory(_ info: stat) -> Bool { info.st_mode & S_IFMT == S_IFDIR }
}
