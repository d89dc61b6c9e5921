/// The DevTools protocol's framing on `--remote-debugging-pipe`: each message is one JSON text
/// followed by a NUL byte, in both directions (Chromium's `DevToolsPipeHandler`). JSON text
/// never holds a raw NUL (a string writes it as `\u0000`), so the byte is a separator that
/// needs no escaping.
///
/// Reads come in whatever pieces the pipe gives: a message may be split across reads, and
/// one read may hold several messages. This value keeps the unfinished tail between reads.
public struct PipeFrames: Sendable {
    private var pending: [UInt8] = []

    public init() {}

    /// The bytes of an unfinished message kept for the next read.
    public var unfinished: Int { pending.count }

    /// Adds what a read returned and gives back every message it completed, in order, each
    /// without its NUL. An empty message (two NULs in a row) is skipped: Chromium sends none,
    /// and a reader should not choke on one.
    ///
    /// - Complexity: O(bytes read + bytes of the messages completed).
    public mutating func append(_ bytes: some Sequence<UInt8>) -> [[UInt8]] {
        var messages: [[UInt8]] = []
        for byte in bytes {
            if byte == 0 {
                if !pending.isEmpty { messages.append(pending) }
                pending = []
            } else {
                pending.append(byte)
            }
        }
        return messages
    }

    /// One message as it goes on the pipe: its bytes and the NUL that ends it.
    public static func frame(_ message: some Sequence<UInt8>) -> [UInt8] {
        Array(message) + [0]
    }
}
