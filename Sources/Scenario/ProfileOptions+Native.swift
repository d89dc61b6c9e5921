import ReorderEngine

extension ProfileOptions {
    /// `item-touch-helper`'s options: what an app's `ItemTouchHelper.Callback` overrides, as its
    /// methods' names in kebab case (`getMoveThreshold` → `move-threshold`). Lines are those of
    /// `v7/recyclerview/src/main/java/androidx/recyclerview/widget/ItemTouchHelper.java` in
    /// `aosp-mirror/platform_frameworks_support` at `a9ac247`.
    public static let itemTouchHelper = ProfileOptions(ItemTouchHelperOptions(), [
        .number("move-threshold", library: "getMoveThreshold", range: 0...100, \.moveThreshold,
                summary: "the share of its own height (or width) the view must move from its slot before another row may "
                    + "take its place",
                source: "ItemTouchHelper.java:1700, moveIfNecessary 848-854"),
        .number("bounding-box-margin", library: "getBoundingBoxMargin", range: -10_000...10_000, unit: "px",
                \.boundingBoxMargin,
                summary: "points added to each side of the dragged view's box when looking for the rows it touches "
                    + "(negative: taken off); an int, so a fraction is cut toward zero",
                source: "ItemTouchHelper.java:1670, findSwapTargets 796-800"),
    ]) { Profile.androidItemTouchHelper($0) }

    /// `lx-reorderable`'s options: LXReorderableCollectionViewFlowLayout's two public properties
    /// (`LXReorderableCollectionViewFlowLayout.h` 12-13), lines of the `.m` at `6a51b29`.
    public static let lxReorderable = ProfileOptions(LXReorderableOptions(), [
        .number("scrolling-speed", library: "scrollingSpeed", range: 0...100_000, unit: "pt/s", \.scrollingSpeed,
                summary: "how fast the edge auto-scroll goes: each display-link frame scrolls rint(speed / fps) points",
                source: "LXReorderableCollectionViewFlowLayout.m:82, handleScroll: 245"),
        .number("scrolling-trigger-edge-insets", library: "scrollingTriggerEdgeInsets", range: 0...100_000, unit: "pt",
                \.scrollingTriggerEdgeInsets,
                summary: "how far inside an edge the snapshot's centre starts the auto-scroll, the same on every side "
                    + "(UIEdgeInsetsMake(v, v, v, v))",
                source: "LXReorderableCollectionViewFlowLayout.m:83, handlePanGesture: 425-441"),
    ]) { Profile.lxFlowLayout($0) }

    /// `hello-pangea-dnd`'s options: `DragDropContext`'s `autoScrollerOptions` (paths under
    /// `src/` of `hello-pangea/dnd` at `28c47a7`), the ones that reach the scroller and are not
    /// functions.
    public static let helloPangeaDnd = ProfileOptions(PangeaAutoScrollerOptions(), [
        .number("start-from-percentage", library: "startFromPercentage", range: 0...1, \.startFromPercentage,
                summary: "the share of the list's length, from an edge, at which the item's centre starts auto-scrolling",
                source: "fluid-scroller/config.ts:5, get-distance-thresholds.ts 21-22"),
        .number("max-scroll-at-percentage", library: "maxScrollAtPercentage", range: 0...1, \.maxScrollAtPercentage,
                summary: "the share of the list's length, from an edge, from which it scrolls at the top speed",
                source: "fluid-scroller/config.ts:6, get-distance-thresholds.ts 23-24"),
        .number("max-pixel-scroll", library: "maxPixelScroll", range: 0...10_000, unit: "px", \.maxPixelScroll,
                summary: "the top speed, pixels per frame; nearer the zone's start it is ceil(top × p²)",
                source: "fluid-scroller/config.ts:7, get-value-from-distance.ts 40-65"),
        .boolean("disabled", library: "disabled", \.disabled,
                 summary: "no auto-scroll; but start is not asked, so a drag that starts in the zone still scrolls 1 px once",
                 source: "fluid-scroller/config.ts:13, auto-scroller/index.ts 41"),
    ]) { Profile.pangea($0) }
}
