/// Runs a scripted drag-to-reorder gesture under a profile, on a fixed time step
/// of 1/fps seconds, and records every frame.
///
/// Within tick n: the parts that asked to be woken between ticks n − 1 and n
/// run first, at their exact times (`SessionRunner+Wake.swift`), then pending
/// instantaneous steps (release, cancel) apply, then the finger update
/// (snapshot follows, target rule, commit rule), then the display-link work
/// (auto-scroll), then every running animation advances one tick, and the
/// frame is recorded and checked against the invariants.
public struct ReorderSession: Sendable {
    public var configuration: SessionConfiguration

    public init(_ configuration: SessionConfiguration) {
        self.configuration = configuration
    }

    /// Computes the whole session.
    public func run() -> Timeline {
        var player = SessionPlayer(configuration)
        for step in configuration.steps { player.perform(step.gesture) }
        return player.finish()
    }
}
