// libFuzzer entry point for the board parser. Built and run by scripts/fuzz.sh,
// not by the package (no unsafeFlags in Package.swift).
import BoardFormat

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzBoardParser(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { UnsafeBufferPointer(start: $0, count: size) } ?? UnsafeBufferPointer(start: nil, count: 0)
    let text = String(decoding: bytes, as: UTF8.self)   // invalid UTF-8 → U+FFFD, as the CLI reads files
    do {
        let page = try PageParser.parse(markdown: text, file: "fuzz.md")
        // Touch what the renderers read, so a bad value shows up here rather than later.
        for board in page.boards {
            precondition(!board.id.isEmpty, "empty board id")
            _ = board.title.count + board.source.count
        }
        // Resolving runs nothing, but builds every board's layout value from the catalog.
        _ = page.document().scenarios.count
    } catch {
        _ = error.diagnostics.count
    }
    return 0
}
