import Scenario

/// A Markdown document and where its HTML goes, relative to the site root, without
/// extension (`guide/grid` → `guide/grid.html`).
public struct SitePage: Sendable {
    public var document: Document
    public var path: String

    public init(document: Document, path: String) {
        self.document = document
        self.path = path
    }
}
