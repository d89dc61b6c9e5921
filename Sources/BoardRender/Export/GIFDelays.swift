/// Sets the delays of a GIF's frames: the two-byte delay (centiseconds) of each graphic
/// control extension, in order, read off the file's block structure (GIF89a: header,
/// colour tables, extension blocks `21 label` with sub-blocks, images `2C`, trailer `3B`).
/// Only those bytes change: the pictures and their compression are ffmpeg's.
public enum GIFDelays {
    public struct Unreadable: Error, Equatable {
        public var why: String
    }

    /// `gif` with its frames' delays set to `delays` (centiseconds, one per graphic control
    /// extension, in order); throws if it cannot be read or has another number of them.
    public static func set(_ delays: [Int], in gif: [UInt8]) throws(Unreadable) -> [UInt8] {
        var bytes = gif
        let at = try offsets(bytes)
        guard at.count == delays.count else { throw Unreadable(why: "\(at.count) frames, not \(delays.count)") }
        for (o, d) in zip(at, delays) {
            precondition((0...0xFFFF).contains(d), "delay \(d)")
            bytes[o] = UInt8(d & 0xFF)
            bytes[o + 1] = UInt8(d >> 8)
        }
        return bytes
    }

    /// Where each graphic control extension's delay is (its low byte), in file order.
    static func offsets(_ b: [UInt8]) throws(Unreadable) -> [Int] {
        func bad() -> Unreadable { Unreadable(why: "not a GIF89a that can be read") }
        guard b.count > 13, b.prefix(6) == ArraySlice("GIF89a".utf8) else { throw bad() }
        var i = 13
        if b[10] & 0x80 != 0 { i += 3 << (Int(b[10] & 7) + 1) }
        /// Past the sub-blocks that start at `j`.
        func skipBlocks(_ j: inout Int) throws(Unreadable) {
            while j < b.count && b[j] != 0 { j += Int(b[j]) + 1 }
            guard j < b.count else { throw bad() }
            j += 1
        }
        var result: [Int] = []
        while i < b.count {
            switch b[i] {
            case 0x3B: return result
            case 0x21:
                guard i + 5 < b.count else { throw bad() }
                if b[i + 1] == 0xF9 && b[i + 2] == 4 { result.append(i + 4) }
                var j = i + 2
                try skipBlocks(&j)
                i = j
            case 0x2C:
                guard i + 10 < b.count else { throw bad() }
                var j = i + 10
                if b[i + 9] & 0x80 != 0 { j += 3 << (Int(b[i + 9] & 7) + 1) }
                j += 1   // the LZW minimum code size
                try skipBlocks(&j)
                i = j
            default: throw bad()
            }
        }
        throw bad()
    }
}

