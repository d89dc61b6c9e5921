extension BoardLimits {
    /// The bytes of a recording a board names (`{observed: recorded/list.json}`), 64 MiB, checked
    /// before it is read: a recorded gesture of 200 frames is tens of kilobytes, and reading a
    /// file builds its JSON values in memory, several times its size.
    public static let recordingBytes = 64 << 20
}
