import BoardRender
import CRsvg
import Foundation
import Scenario
import SiteIO

/// What `export` draws and encodes with: librsvg (with cairo) rasterises SVG in this
/// process, loaded when export starts (``CRsvg``: dlopen, so that nothing else needs
/// it); the `ffmpeg` program, found on PATH, encodes the GIF (palettegen, paletteuse)
/// and the MP4 (libx264).
///
/// Why librsvg loaded at run time rather than linked like libcmark: a system library
/// target links into the whole product, so every build of the tool, and every machine
/// that runs it, would need librsvg, and the site must build without it. Why not the
/// `rsvg-convert` program: one process per picture cost 30 ms of CPU each (a hundred
/// pictures a board); in process, a picture costs what drawing it costs.
struct ExportTools: Sendable {
    var ffmpeg: String

    /// The environment variable naming the librsvg to load instead of `librsvg-2.so.2` (tests).
    static let libraryVariable = "SHUFFLEBOARD_LIBRSVG"

    /// The tools, or a failure naming the Debian packages to install.
    static func find(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> ExportTools {
        var missing: [(what: String, package: String)] = []
        var why = [CChar](repeating: 0, count: 512)
        if sb_rsvg_load(environment[libraryVariable], &why, why.count) != 0 {
            missing.append(("librsvg 2.52 or later", "librsvg2-2"))
        }
        let ffmpeg = lookUp("ffmpeg", path: environment["PATH"])
        if ffmpeg == nil { missing.append(("ffmpeg", "ffmpeg")) }
        guard let ffmpeg, missing.isEmpty else {
            let detail = missing.first?.package == "librsvg2-2"
                ? " (" + String(decoding: why.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self) + ")" : ""
            throw Failure("error: export needs " + missing.map { "\($0.what) (Debian package \($0.package))" }
                .joined(separator: " and ") + ", not found; install with: apt-get install -y "
                + missing.map(\.package).joined(separator: " ") + " (or run make, which installs them); "
                + "build and render need neither" + detail)
        }
        return ExportTools(ffmpeg: ffmpeg)
    }

    static func lookUp(_ name: String, path: String?) -> String? {
        for dir in (path ?? "").split(separator: ":") where !dir.isEmpty {
            let candidate = "\(dir)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// Rasterises `svg` at its own size on white into a PNG file at `path` (librsvg, cairo).
    static func rasterise(_ svg: String, to path: URL, shown: String) throws {
        var why = [CChar](repeating: 0, count: 512)
        var text = svg
        let status = text.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { chars in
                sb_rsvg_render_png(chars.baseAddress, chars.count, path.path, &why, why.count)
            }
        }
        guard status == 0 else {
            let text = String(decoding: why.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            let written = "cannot write: "
            throw Failure("\(shown): error: " + (text.hasPrefix(written)
                ? "cannot write \(path.lastPathComponent): \(text.dropFirst(written.count))"
                : "\(path.lastPathComponent): \(text)") + "; \(shown) was left as it was")
        }
    }

    /// Rasterises `svg` at its own size on opaque white into `pixels`, a `width` × `height`
    /// picture of `bgra` bytes (at least the SVG's size; the rest stays white).
    static func rasterise(_ svg: String, width: Int, height: Int, into pixels: UnsafeMutableRawBufferPointer) throws {
        precondition(pixels.count >= width * height * 4)
        var why = [CChar](repeating: 0, count: 512)
        var text = svg
        let status = text.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { chars in
                sb_rsvg_render_bgra(chars.baseAddress, chars.count, Int32(width), Int32(height),
                                    pixels.baseAddress?.assumingMemoryBound(to: UInt8.self), &why, why.count)
            }
        }
        guard status == 0 else {
            throw Failure("error: " + String(decoding: why.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
    }
}

/// A program (ffmpeg) reading what this process writes to its standard input; its standard
/// error is read into memory (the last 64 KiB), for the message when it fails: a log file in the
/// work folder was empty exactly when the disk was full.
final class Encoder: @unchecked Sendable {
    let process = Process()
    let input = Pipe()
    let errors = Pipe()
    let name: String
    /// The board's folder, for messages, and what the program makes.
    let shown: String
    let making: String
    private let said = NSLock()
    private var text: [UInt8] = []
    private let reading = DispatchGroup()

    init(_ program: String, _ arguments: [String], in folder: URL, shown: String, making: String) throws {
        // A program that exits early must not kill this one as it writes: EPIPE instead of SIGPIPE.
        signal(SIGPIPE, SIG_IGN)
        name = (program as NSString).lastPathComponent
        self.shown = shown
        self.making = making
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        process.currentDirectoryURL = folder
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        do {
            try process.run()
        } catch {
            throw Failure("\(shown): error: cannot run \(name): \(error.localizedDescription); \(shown) was left as it was")
        }
        try? errors.fileHandleForWriting.close()
        let handle = errors.fileHandleForReading
        DispatchQueue.global().async(group: reading) { [self] in
            while let chunk = try? handle.read(upToCount: 1 << 16), !chunk.isEmpty {
                said.lock()
                text += chunk
                if text.count > 1 << 16 { text.removeFirst(text.count - (1 << 16)) }
                said.unlock()
            }
        }
    }

    /// Writes all of `bytes`; throws if the program stopped reading.
    func write(_ bytes: UnsafeRawBufferPointer) throws {
        let fd = input.fileHandleForWriting.fileDescriptor
        var done = 0
        while done < bytes.count {
            let n = Glibc.write(fd, bytes.baseAddress! + done, bytes.count - done)
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else {
                throw Failure("\(shown): error: \(name) stopped reading its input (\(String(cString: strerror(errno)))); "
                    + "\(shown) was left as it was")
            }
            done += n
        }
    }

    /// Ends the input, waits for the program, and returns why it failed, if it did: its last lines, without
    /// the `[gif @ 0x55…]` prefixes (addresses differ from run to run).
    func finish() -> Failure? {
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
        reading.wait()
        guard process.terminationStatus == 0 else {
            said.lock()
            let lines = String(decoding: text, as: UTF8.self).split(whereSeparator: \.isNewline)
                .map { $0.replacingOccurrences(of: #"\[[^\]]* @ 0x[0-9a-f]+\] "#, with: "", options: .regularExpression) }
            said.unlock()
            // A write that failed for want of room or rights: said as a build says it.
            for code in [ENOSPC, EDQUOT, EROFS, EFBIG, EIO, EACCES] {
                let reason = String(cString: strerror(code))
                if lines.contains(where: { $0.hasSuffix(reason) }) {
                    return Failure("\(shown): error: cannot write \(making): \(reason); \(shown) was left as it was")
                }
            }
            let why = lines.suffix(3).joined(separator: "; ")
            return Failure("\(shown): error: \(name) could not make \(making) (exit \(process.terminationStatus))"
                + (why.isEmpty ? "" : ": " + why) + "; \(shown) was left as it was")
        }
        return nil
    }
}
