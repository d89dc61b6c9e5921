/// Decides how the gesture ends: what the screen and the lifted item do on
/// release and on cancel.
public protocol DropRule: Sendable {
    /// The finger lifted.
    func release() -> Drop
    /// The gesture was cancelled.
    func cancel() -> Drop
    /// The finger lifted, with where the item is drawn and its slots. By default ``release()``.
    func release(_ context: DropContext) -> Drop
    /// The gesture was cancelled, with where the item is drawn and its slots. By default ``cancel()``.
    func cancel(_ context: DropContext) -> Drop
}

extension DropRule {
    public func release(_ context: DropContext) -> Drop { release() }

    public func cancel(_ context: DropContext) -> Drop { cancel() }
}

/// UIKit interactive movement: the cell itself animates from where it is drawn
/// into its slot; on cancel the screen first animates back to the order at lift.
public struct CellIntoSlot: DropRule {
    public var animations: AnimationSet

    public init(animations: AnimationSet = .uikit) {
        self.animations = animations
    }

    public func release() -> Drop {
        Drop(style: .intoSlot, seconds: animations.drop, curve: animations.curve)
    }

    public func cancel() -> Drop {
        Drop(screenGoesBack: true, style: .intoSlot, seconds: animations.cancel, curve: animations.curve)
    }
}

/// The seeds' snapshots: release and cancel each end in their own style, and
/// cancel leaves the screen reordered.
public struct ScreenStays: DropRule {
    public var onRelease: DropStyle
    public var onCancel: DropStyle
    public var animations: AnimationSet

    public init(release: DropStyle, cancel: DropStyle, animations: AnimationSet = .uikit) {
        self.onRelease = release
        self.onCancel = cancel
        self.animations = animations
    }

    public func release() -> Drop {
        Drop(style: onRelease, seconds: animations.drop, curve: animations.curve)
    }

    public func cancel() -> Drop {
        Drop(style: onCancel, seconds: animations.cancel, curve: animations.curve)
    }
}
