/// One section of a stage: its title, if any, and its items' labels.
public struct StageSection: Hashable, Sendable {
    public var title: String?
    public var items: [String]

    public init(title: String? = nil, items: [String]) {
        self.title = title
        self.items = items
    }
}
