import CollectionLayout

/// dnd-kit's `DragOverlay` with its default drop animation (`@dnd-kit/core` 6.3.1,
/// `components/DragOverlay/hooks/useDropAnimation.ts` 150-161, 227-291): when the drag
/// ends, dropped or cancelled, the overlay animates from where it is drawn to the dragged
/// item's rect as measured then (its new slot after a drop, its old one after a cancel) over
/// 250 ms `ease` (`element.animate`, `fill: forwards`), then goes. When it is already there
/// the two keyframes are equal and there is no animation (271-275): it goes at once.
/// As a Web Animation it shows its first keyframe in the frame it is made (the release's),
/// and the overlay goes in the frame 250 ms later, when it finishes (``Drop/startsAtItsFirstPose``).
///
/// The item itself stays in the list under the overlay (its placeholder), moved by the
/// sorting strategy like the others, so a cancel also takes the others back over
/// `useSortable`'s 200 ms `ease`.
public struct DndKitOverlayDrop: DropRule {
    /// `defaultDropAnimationConfiguration`: 250 ms.
    public static let seconds = 0.25

    public init() {}

    public func release() -> Drop { Self.drop(moves: true, screenGoesBack: false) }

    public func cancel() -> Drop { Self.drop(moves: true, screenGoesBack: true) }

    public func release(_ context: DropContext) -> Drop {
        Self.drop(moves: context.drawn.origin != context.slot.origin, screenGoesBack: false)
    }

    public func cancel(_ context: DropContext) -> Drop {
        Self.drop(moves: context.drawn.origin != context.home.origin, screenGoesBack: true)
    }

    static func drop(moves: Bool, screenGoesBack: Bool) -> Drop {
        guard moves else { return Drop(screenGoesBack: screenGoesBack, style: .vanish, seconds: 0, curve: .cssEase) }
        return Drop(screenGoesBack: screenGoesBack, style: .back(scale: 1, alpha: 1, cellFadesIn: false),
                    seconds: seconds, curve: .cssEase, startsAtItsFirstPose: true)
    }
}
