/// The kinds of collection a board can show: each is one entry of the ``Catalog``.
public enum LayoutKind: String, Hashable, Sendable, CaseIterable {
    case flow, list, waterfall, carousel
}
