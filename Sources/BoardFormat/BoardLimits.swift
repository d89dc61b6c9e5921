/// The limits no board may exceed, so that no board can make the tool run away
/// (docs/limits.md). The parser checks each one before it allocates anything of that
/// size, and a board over a limit gets a diagnostic naming the limit and its value.
public enum BoardLimits {
    /// Items in one board, all sections together (`items: N` or literal labels).
    public static let items = 1_000_000
    /// Sections in one board.
    public static let sections = 1_000
    /// Steps in one board's script.
    public static let steps = 1_000
    /// Waterfall columns.
    public static let columns = 1_000
    /// Frames per second.
    public static let fps = 240
    /// Simulated time of one script, seconds: every step's duration, the press
    /// duration of each `press` included. Also the longest single duration.
    public static let simulatedSeconds: Double = 600
    /// Frames of one script: its simulated time × fps, counted in ticks.
    public static let frames = 100_000
    /// Any length or coordinate, points: viewport, sizes, spacings, insets,
    /// header, footer, and the points and distances of steps.
    public static let length: Double = 100_000
    /// The initial content offset, points: past the end of any content a board can have
    /// (a million items of ``length`` with spacing of ``length``), so only absurd offsets fail.
    public static let offset: Double = 1_000_000_000_000
    /// Items a board's viewport can show at once (an upper bound from the viewport, the
    /// smallest item and the spacing: ``BoardParser/Screen/itemsOnScreenBound``).
    public static let itemsOnScreen = 10_000
    /// Items on screen × frames of the script: what the engine may animate and record.
    public static let itemFrames = 10_000_000
    /// The bytes of one board's YAML body.
    public static let boardBytes = 16 * 1024 * 1024
    /// How deeply a board's lists and mappings may nest, the board's own mapping counted
    /// (a board needs 4: the board, `sections:`, a section, its `items:`). Checked in the
    /// text before the YAML parser sees it, whose recursion a few thousand levels overflow.
    public static let nesting = 64
    /// The bytes of one Markdown file outside its code blocks (prose, which cmark parses
    /// inline; ``Markdown/proseBytes(of:)``), 192 KiB. Boards, in code blocks, do not count.
    public static let proseBytes = 192 * 1024
    /// The bytes of the trace JSON `shuffleboard trace` prints, 256 MiB, checked against an upper
    /// bound worked out from the timelines before any of it is written.
    public static let traceBytes = 256 * 1024 * 1024
    /// The bytes the site writer writes for one run, 1 GiB (enforced by the command-line tool;
    /// `SHUFFLEBOARD_OUTPUT_LIMIT` overrides it).
    public static let siteBytes = 1 << 30

    /// The bytes of a file or folder name (UTF-8): 255 on ext4, XFS, btrfs and ZFS; NTFS
    /// and APFS allow 255 UTF-16 units or characters, which 255 UTF-8 bytes never exceed. A board's id names its folder, so an `id:` may be no longer; an id
    /// made from a title is shortened to fit (``BoardParser/fallbackID(title:index:)``).
    public static let fileNameBytes = 255

    /// The pixels of one picture of `export`'s film (the GIF's and the MP4's frames), 16,777,216
    /// (4096 × 4096: 64 MiB of pixels), and of either side, 16,384; checked before anything is
    /// drawn. The tool holds a few pictures per core and ffmpeg a few more: an 8000 × 8000
    /// viewport's pictures (256 MiB each) ran past 9.6 GB.
    public static let exportPicturePixels = 1 << 24
    public static let exportPictureSide = 16_384
    /// The pixels of `export`'s step sheet (`steps.png`, one picture in memory once), 67,108,864
    /// (8192 × 8192: 256 MiB), and of either side, 32,767 (cairo's largest picture).
    public static let exportSheetPixels = 1 << 26
    public static let exportSheetSide = 32_767

    /// The pointer at the end of every limit's message.
    static let seeDocs = " (see docs/limits.md)"
}
