import Foundation

/// Folders of the package that tests read: the examples, the templates and
/// the fixture boards.
public enum Fixtures {
    /// The package root (this file is Tests/TestSupport/Fixtures.swift).
    public static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// `examples/`: the boards the README shows.
    public static let examples = packageRoot.appendingPathComponent("examples")

    /// `templates/`: the Mustache templates the site is built from.
    public static let templates = packageRoot.appendingPathComponent("templates")
}
