extension BoardLimits {
    /// The bytes of one file of a `--templates` folder, 1 MiB, checked before it is read. The
    /// built-in templates are at most 14 KB; Mustache's parser reads a template in time about its
    /// tags times its length, and the tags are bounded too (`Templates.tagLimit`, docs/limits.md).
    public static let templateBytes = 1 << 20
}
