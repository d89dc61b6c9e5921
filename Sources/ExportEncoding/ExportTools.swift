import CRsvg
import Foundation
import SiteIO

/// What `export` draws and encodes with: librsvg (with cairo) rasterises SVG in this
/// process, loaded when export starts (``CRsvg``: dlopen, so that nothing else needs
/// it); the `ffmpeg` program, found on PATH and started through SiteIO (``ChildProcess``),
/// encodes the GIF (palettegen, paletteuse) and the MP4 (libx264).
///
/// Why librsvg loaded at run time rather than linked like libcmark: a system library
/// target links into the whole product, so every build of the tool, and every machine
/// that runs it, would need librsvg, and the site must build without it. Why not the
/// `rsvg-convert` program: one process per picture cost 30 ms of CPU each (a hundred
/// pictures a board); in process, a picture costs what drawing it costs.
public struct ExportTools: Sendable {
    /// The `ffmpeg` program's path.
    public var ffmpeg: String

    /// The environment variable naming the librsvg to load instead of `librsvg-2.so.2` (tests).
    public static let libraryVariable = "SHUFFLEBOARD_LIBRSVG"

    /// The tools, or a failure naming the Debian packages to install.
    public static func find(environment: [String: String] = ProcessInfo.processInfo.environment)
        throws(Failure) -> ExportTools {
        var missing: [(what: String, package: String)] = []
        var why = [CChar](repeating: 0, count: 512)
        if sb_rsvg_load(environment[libraryVariable], &why, why.count) != 0 {
            missing.append(("librsvg 2.52 or later", "librsvg2-2"))
        }
        let ffmpeg = ChildProcess.find("ffmpeg", path: environment["PATH"])
        if ffmpeg == nil { missing.append(("ffmpeg", "ffmpeg")) }
        guard let ffmpeg, missing.isEmpty else {
            let detail = missing.first?.package == "librsvg2-2" ? " (" + text(why) + ")" : ""
            throw Failure.plain("export needs " + missing.map { "\($0.what) (Debian package \($0.package))" }
                .joined(separator: " and ") + ", not found; install with: apt-get install -y "
                + missing.map(\.package).joined(separator: " ") + " (or run make, which installs them); "
                + "build and render need neither" + detail)
        }
        return ExportTools(ffmpeg: ffmpeg)
    }

    /// librsvg or cairo could not draw or encode a picture: `why`, as they said it.
    struct Unrasterised: Error {
        var why: String
    }

    /// `svg` rasterised at its own size on white, as PNG bytes (librsvg, cairo's PNG encoder), in memory:
    /// the file is written by whoever places it (``ExportFolder``).
    static func png(_ svg: String) throws(Unrasterised) -> [UInt8] {
        var why = [CChar](repeating: 0, count: 512)
        var text = svg
        var png: UnsafeMutablePointer<UInt8>?
        var length = 0
        let status = text.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { chars in
                sb_rsvg_render_png(chars.baseAddress, chars.count, &png, &length, &why, why.count)
            }
        }
        defer { sb_rsvg_free(png) }
        guard status == 0, let png else { throw Unrasterised(why: Self.text(why)) }
        return Array(UnsafeBufferPointer(start: png, count: length))
    }

    /// Rasterises `svg` at its own size on opaque white into `pixels`, a `width` × `height`
    /// picture of `bgra` bytes (at least the SVG's size; the rest stays white).
    static func rasterise(_ svg: String, width: Int, height: Int,
                          into pixels: UnsafeMutableRawBufferPointer) throws(Failure) {
        precondition(pixels.count >= width * height * 4)
        var why = [CChar](repeating: 0, count: 512)
        var text = svg
        let status = text.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { chars in
                sb_rsvg_render_bgra(chars.baseAddress, chars.count, Int32(width), Int32(height),
                                    pixels.baseAddress?.assumingMemoryBound(to: UInt8.self), &why, why.count)
            }
        }
        guard status == 0 else { throw Failure.plain("" + Self.text(why)) }
    }

    /// A C message buffer's text, to its first NUL.
    private static func text(_ buffer: [CChar]) -> String {
        String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
