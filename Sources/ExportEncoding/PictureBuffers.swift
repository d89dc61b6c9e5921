import Foundation

/// A batch of pictures in memory: `count` buffers of `bytes` each, written by one thread
/// apiece while rasterising, then read by the encoders' writers.
final class PictureBuffers: @unchecked Sendable {
    private var storage: [UnsafeMutableRawBufferPointer]

    init(count: Int, bytes: Int) {
        storage = (0..<count).map { _ in UnsafeMutableRawBufferPointer.allocate(byteCount: bytes, alignment: 16) }
    }

    deinit { storage.forEach { $0.deallocate() } }

    func withPicture<R, E: Error>(_ i: Int, _ body: (UnsafeMutableRawBufferPointer) throws(E) -> R) throws(E) -> R {
        try body(storage[i])
    }
}

/// The first error of work done off the caller's thread.
final class FirstFailure: @unchecked Sendable {
    private let lock = NSLock()
    private var first: Error?
    var error: Error? { lock.lock(); defer { lock.unlock() }; return first }
    func note(_ e: Error) { lock.lock(); if first == nil { first = e }; lock.unlock() }
}
