import Testing
@testable import BrowserPipe

/// The pipe's framing: JSON texts each ended by a NUL, arriving in whatever pieces reads give.
@Suite struct PipeFramesTests {
    /// `{"id":1}` and `{"id":2}` sent as one stream, `{"id":1}\0{"id":2}\0`, 18 bytes.
    static let stream = Array(#"{"id":1}"#.utf8) + [0] + Array(#"{"id":2}"#.utf8) + [0]

    @Test func aMessageIsItsBytesAndOneNUL() {
        #expect(PipeFrames.frame(Array("{}".utf8)) == [0x7B, 0x7D, 0])
    }

    /// Two messages in one read come out as two, in order, without their NULs.
    @Test func oneReadMayHoldSeveralMessages() {
        var frames = PipeFrames()
        #expect(frames.append(Self.stream) == [Array(#"{"id":1}"#.utf8), Array(#"{"id":2}"#.utf8)])
        #expect(frames.unfinished == 0)
    }

    /// Split at every place: the first message is whole once its NUL (byte 9) has come, the second
    /// once byte 18 has; before, the bytes wait.
    @Test func aMessageSplitAcrossReadsComesOutOnceWhole() {
        for cut in 0...Self.stream.count {
            var frames = PipeFrames()
            let first = frames.append(Self.stream[..<cut])
            let second = frames.append(Self.stream[cut...])
            #expect(first.count == (cut >= 18 ? 2 : cut >= 9 ? 1 : 0), "cut at \(cut)")
            #expect(first + second == [Array(#"{"id":1}"#.utf8), Array(#"{"id":2}"#.utf8)], "cut at \(cut)")
        }
        var frames = PipeFrames()
        _ = frames.append(Self.stream[..<12])
        // Bytes 9, 10, 11 of the second message ({"i) wait.
        #expect(frames.unfinished == 3)
    }

    /// Bytes one at a time, as a slow pipe could give them.
    @Test func byteByByteGivesTheSameMessages() {
        var frames = PipeFrames()
        var out: [[UInt8]] = []
        for byte in Self.stream { out += frames.append([byte]) }
        #expect(out == [Array(#"{"id":1}"#.utf8), Array(#"{"id":2}"#.utf8)])
    }

    /// Two NULs in a row are no message; a text's own "\u0000" is six bytes, not a NUL.
    @Test func anEmptyMessageIsSkippedAndAnEscapedNULIsText() {
        var frames = PipeFrames()
        let escaped = Array(#"{"s":"\u0000"}"#.utf8)
        #expect(frames.append([0, 0] + escaped + [0]) == [escaped])
    }
}
