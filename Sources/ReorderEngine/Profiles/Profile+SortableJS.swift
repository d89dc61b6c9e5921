extension Profile {
    /// SortableJS 1.14.0 (Debian's `libjs-sortable`) on its pointer path
    /// (`forceFallback: true`), `animation: 150`, other options at their
    /// defaults: the item is chosen at the press and lifts when the drag starts,
    /// at the first move (``SortableFirstMoveLift``); a clone follows the pointer at the grab offset while the
    /// item stays in the list as the placeholder; every 50 ms the emulated
    /// drag-over hit-tests the pointer (``SortableDragOver``) and inserts the
    /// item live, in the DOM and so in the data; the others animate to their
    /// new places over 150 ms, CSS `ease`; the AutoScroll plugin scrolls 10 px
    /// every 24 ms within 30 px of an edge (``SortableAutoScroll``); at the
    /// drop the clone goes and nothing moves.
    public static let sortablejs = sortable(SortableOptions())

    /// The `sortablejs` recipe with other options: `fallback-tolerance`, `delay` and
    /// `touch-start-threshold` go to the lift rule, `scroll` to the AutoScroll plugin, and
    /// `swap` replaces the drag-over by the Swap plugin (``SortableSwap``), which exchanges at
    /// the drop.
    public static func sortable(_ options: SortableOptions) -> Profile {
        Profile(name: "sortablejs", pressDuration: 0, autoScroll: SortableAutoScroll(options: options),
                requirements: Requirements(oneSection: true)) {
            let animations = AnimationSet(displacement: options.animation, drop: 0, cancel: 0, curve: .cssEase)
            let lift = SortableFirstMoveLift(fallbackTolerance: options.fallbackTolerance, delay: options.delay,
                                             touchStartThreshold: options.touchStartThreshold)
            let target: any TargetRule = options.swap ? SortableSwap(options: options) : SortableDragOver(options: options)
            return ProfileParts(lift: lift, snapshot: SortableClone(), targetRule: target,
                                commitRule: LiveMove(), moves: SingleMove(animations: animations),
                                drop: ScreenStays(release: .vanish, cancel: .vanish, animations: animations))
        }
    }
}
