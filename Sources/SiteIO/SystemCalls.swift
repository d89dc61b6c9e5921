#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The C library's `write(2)` and `read(2)`, by a name that the types' own `write` and `read`
/// methods do not hide (inside them a bare `write(fd, …)` is the method), on Glibc and Darwin alike:
/// the one place that names the module, where each caller wrote `Glibc.write` and did not build
/// elsewhere.
enum SystemCalls {
    /// `write(2)`: the bytes written, or -1 and `errno`.
    static func write(_ fd: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.write(fd, bytes, count)
        #else
        Darwin.write(fd, bytes, count)
        #endif
    }

    /// `read(2)`: the bytes read, 0 at the end, or -1 and `errno`.
    static func read(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.read(fd, buffer, count)
        #else
        Darwin.read(fd, buffer, count)
        #endif
    }
}
