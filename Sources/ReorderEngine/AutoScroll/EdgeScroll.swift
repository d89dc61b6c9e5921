import CollectionLayout

/// Seed 001's edge auto-scroll (SPEasyCollectionView). In progress: not yet scrolling.
public struct EdgeScroll: AutoScrollModel {
    public init() {}
    public var name: String { "snapshot-edge-scroll" }
    public var isRunning: Bool { false }
    public var ratio: Double { 0 }
    public mutating func fingerMoved(_ context: AutoScrollContext) {}
    public mutating func tick(_ context: AutoScrollContext) -> Point { .zero }
    public mutating func stop() {}
}
