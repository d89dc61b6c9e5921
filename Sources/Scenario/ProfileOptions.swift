import ReorderEngine

/// The board keys a profile reads and how their values make the profile
/// (``ProfileEntry/options``).
public struct ProfileOptions: Sendable {
    public var keys: [ProfileOption]
    /// The profile for the values a board gives (by key; booleans as 1 or 0).
    public var make: @Sendable ([String: Double]) -> Profile

    public init(keys: [ProfileOption], make: @escaping @Sendable ([String: Double]) -> Profile) {
        self.keys = keys
        self.make = make
    }

    /// `sortablejs`'s keys, SortableJS's own option names in kebab case and
    /// its units: `swap-threshold`, `inverted-swap-threshold` (0…1),
    /// `invert-swap`, `animation` (ms), `scroll-sensitivity` and `scroll-speed` (px = pt).
    public static let sortable = ProfileOptions(keys: [
        ProfileOption("swap-threshold", .fraction), ProfileOption("invert-swap", .boolean),
        ProfileOption("inverted-swap-threshold", .fraction), ProfileOption("animation", .nonNegative(unit: "ms")),
        ProfileOption("scroll-sensitivity", .nonNegative(unit: "pt")),
        ProfileOption("scroll-speed", .nonNegative(unit: "pt")),
    ]) { values in
        let defaults = SortableOptions()
        return Profile.sortable(SortableOptions(
            swapThreshold: values["swap-threshold"] ?? defaults.swapThreshold,
            invertSwap: values["invert-swap"].map { $0 != 0 } ?? defaults.invertSwap,
            invertedSwapThreshold: values["inverted-swap-threshold"] ?? defaults.invertedSwapThreshold,
            animation: values["animation"].map { $0 / 1000 } ?? defaults.animation,
            scrollSensitivity: values["scroll-sensitivity"] ?? defaults.scrollSensitivity,
            scrollSpeed: values["scroll-speed"] ?? defaults.scrollSpeed))
    }
}
