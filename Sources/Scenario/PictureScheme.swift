/// Which colours a board's picture files use (`scheme:`, docs/theming.md).
public enum PictureScheme: String, Sendable, CaseIterable {
    /// The reader's: light, and dark where the viewer prefers it (`prefers-color-scheme`, which
    /// a picture shown by `<img>` follows in Chromium, Firefox and Safari). `export`'s films and
    /// sheets, which no viewer's preference reaches, are light.
    case auto
    /// Light everywhere: a document that must stay light (print, a light-only site).
    case light
    /// Dark everywhere, `export`'s too (DocC's `NAME~dark.svg`).
    case dark
}
