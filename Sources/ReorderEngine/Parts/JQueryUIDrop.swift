/// jQuery UI 1.13.2 Sortable's end without `revert`: on the drop `_clear`
/// puts the item before the placeholder, removes the placeholder and gives
/// the item back its CSS, at once; `cancel()` puts it back where it was in
/// the DOM (`domPosition`), at once.
public struct JQueryUIDrop: DropRule {
    public init() {}

    public func release() -> Drop { Drop(style: .vanish, seconds: 0, curve: .linear) }

    public func cancel() -> Drop { Drop(screenGoesBack: true, style: .vanish, seconds: 0, curve: .linear) }
}
