/// One option of a profile as it was in force for a run: its board name (`swap-threshold`), its
/// value as a board writes it (`0.5`, `true`, `pointer`), and whether that is the library's default.
public struct OptionSetting: Hashable, Sendable {
    public var name: String
    public var value: String
    public var isDefault: Bool

    public init(name: String, value: String, isDefault: Bool) {
        self.name = name
        self.value = value
        self.isDefault = isDefault
    }

    /// `name`, then the settings that are not defaults in the board's own syntax:
    /// `sortablejs {swap-threshold: 0.2, invert-swap: true}`; `name` alone when all are defaults.
    public static func label(_ name: String, _ settings: [OptionSetting]) -> String {
        let changed = settings.filter { !$0.isDefault }
        guard !changed.isEmpty else { return name }
        return name + " {" + changed.map { "\($0.name): \($0.value)" }.joined(separator: ", ") + "}"
    }
}
