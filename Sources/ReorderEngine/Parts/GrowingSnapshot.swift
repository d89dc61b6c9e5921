import CollectionLayout

/// A snapshot that takes the cell's frame, grows to `scale` over `seconds`
/// (UIKit's default ease-in-out) and follows the finger minus the grab offset
/// measured at lift (as ``FingerMinusGrab``).
///
/// LXReorderableCollectionViewFlowLayout (`handleLongPressGesture:`, lines
/// 318-361): `currentView` takes the cell's frame, and a 0.3 s animation
/// scales it to 1.1 while the highlighted image cross-fades to the normal one;
/// its centre is then the centre at lift plus the pan's translation
/// (`handlePanGesture:`, line 419) plus every auto-scroll step
/// (`handleScroll:`, lines 292-293), which is the finger minus the grab
/// offset, in content coordinates.
public struct GrowingSnapshot: SnapshotModel {
    public var scale: Double
    public var seconds: Double

    public init(scale: Double, seconds: Double) {
        self.scale = scale
        self.seconds = seconds
    }

    public func lift(cell: Rect, finger: Point) -> SnapshotLift {
        SnapshotLift(from: Pose(centre: cell.center), to: Pose(centre: cell.center, scale: scale), seconds: seconds)
    }

    /// The lift animates `transform` and the images' alphas only; `center` is
    /// set outside it on every pan change, so it jumps there at once.
    public var animatesCentre: Bool { false }

    public func follow(centre: Point, grab: Point, previous: Point, finger: Point) -> Point {
        finger - grab
    }
}
