import Foundation
import SiteIO
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An `ffmpeg` making one of a board's files (``ChildProcess``: its standard input the
/// pictures, its standard error kept in memory), with the board's messages: what it could not
/// do, said as a build says it (`OUT/<id>: error: cannot write walkthrough.mp4: No space left on
/// device; OUT/<id> was left as it was`).
final class Encoder: Sendable {
    let process: ChildProcess
    /// The board's folder, for messages, and what the program makes.
    let shown: String
    let making: String

    init(_ program: String, _ arguments: [String], in folder: String, shown: String, making: String) throws(Failure) {
        self.shown = shown
        self.making = making
        do {
            process = try ChildProcess(program, arguments, in: folder)
        } catch {
            let name = URL(fileURLWithPath: program).lastPathComponent
            throw Failure.at("\(shown)", "cannot run \(name): \(error.why); \(shown) was left as it was")
        }
    }

    /// Writes all of `bytes`; throws if the program stopped reading.
    func write(_ bytes: UnsafeRawBufferPointer) throws(Failure) {
        do {
            try process.write(bytes)
        } catch {
            throw Failure.at("\(shown)", "\(process.name) stopped reading its input (\(String(cString: strerror(error.code)))); "
                + "\(shown) was left as it was")
        }
    }

    /// Ends the input, waits for the program, and returns why it failed, if it did: its last lines, without
    /// the `[gif @ 0x55…]` prefixes (addresses differ from run to run).
    func finish() -> Failure? {
        let exit = process.finish()
        guard exit.status == 0 else {
            let lines = String(decoding: exit.errorOutput, as: UTF8.self).split(whereSeparator: \.isNewline)
                .map { $0.replacingOccurrences(of: #"\[[^\]]* @ 0x[0-9a-f]+\] "#, with: "", options: .regularExpression) }
            // A write that failed for want of room or rights: said as a build says it.
            for code in [ENOSPC, EDQUOT, EROFS, EFBIG, EIO, EACCES] {
                let reason = String(cString: strerror(code))
                if lines.contains(where: { $0.hasSuffix(reason) }) {
                    return Failure.at("\(shown)", "cannot write \(making): \(reason); \(shown) was left as it was")
                }
            }
            let why = lines.suffix(3).joined(separator: "; ")
            return Failure.at("\(shown)", "\(process.name) could not make \(making) (exit \(exit.status))"
                + (why.isEmpty ? "" : ": " + why) + "; \(shown) was left as it was")
        }
        return nil
    }
}
