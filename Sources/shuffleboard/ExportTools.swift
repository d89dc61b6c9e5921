import BoardRender
import Foundation
import Scenario
import SiteIO

/// The programs `export` runs: `rsvg-convert` (librsvg) rasterises SVG, `ffmpeg`
/// encodes the GIF (palettegen, paletteuse) and the MP4 (libx264). Found on
/// PATH when `export` runs, never when building: the site builds without them.
///
/// Why programs and not librsvg linked in: linking would make every build of the
/// tool need librsvg's headers (SwiftPM links a system library target into the
/// whole product), and the site must build without them; the programs are what
/// Debian ships with the same library, and one process per picture keeps a
/// crash or a hostile SVG out of the tool.
struct ExportTools: Sendable {
    var rsvg: String
    var ffmpeg: String

    /// The programs, or a failure naming the Debian package to install.
    static func find(path: String? = ProcessInfo.processInfo.environment["PATH"]) throws -> ExportTools {
        var missing: [String] = []
        let rsvg = lookUp("rsvg-convert", path: path)
        let ffmpeg = lookUp("ffmpeg", path: path)
        if rsvg == nil { missing.append("rsvg-convert (Debian package librsvg2-bin)") }
        if ffmpeg == nil { missing.append("ffmpeg (Debian package ffmpeg)") }
        guard let rsvg, let ffmpeg else {
            let packages = [rsvg == nil ? "librsvg2-bin" : nil, ffmpeg == nil ? "ffmpeg" : nil].compactMap { $0 }
            throw Failure("error: export needs " + missing.joined(separator: " and ") + ", not found on PATH; "
                + "install with: apt-get install -y " + packages.joined(separator: " ")
                + " (or run make, which installs them); build and render need neither")
        }
        return ExportTools(rsvg: rsvg, ffmpeg: ffmpeg)
    }

    static func lookUp(_ name: String, path: String?) -> String? {
        for dir in (path ?? "").split(separator: ":") where !dir.isEmpty {
            let candidate = "\(dir)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// Runs `program` with `arguments`; throws with its standard error when it fails.
    static func run(_ program: String, _ arguments: [String], in folder: URL) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        process.currentDirectoryURL = folder
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let text = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let said = String(decoding: text, as: UTF8.self).split(separator: "\n").suffix(5).joined(separator: "\n")
            throw Failure("error: \((program as NSString).lastPathComponent) failed (exit \(process.terminationStatus)): "
                + said)
        }
    }
}

/// Runs `work` on every element of `items`, as many at once as the machine has cores;
/// the first error thrown (by index) is rethrown after all have finished.
func parallelEach<T: Sendable>(_ items: [T], _ work: @Sendable (T) throws -> Void) throws {
    let errors = FirstError()
    DispatchQueue.concurrentPerform(iterations: items.count) { i in
        do { try work(items[i]) } catch { errors.note(i, error) }
    }
    if let (_, e) = errors.first { throw e }
}

/// The first error of ``parallelEach``'s work, by index.
private final class FirstError: @unchecked Sendable {
    let lock = NSLock()
    var first: (index: Int, error: Error)?
    func note(_ i: Int, _ e: Error) {
        lock.lock()
        if first.map({ $0.index > i }) ?? true { first = (i, e) }
        lock.unlock()
    }
}
