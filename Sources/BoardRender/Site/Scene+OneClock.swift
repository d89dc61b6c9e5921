import Scenario

extension Scene {
    /// The scenes of one board's runs (its profiles, in order) on one clock: frame k plays at
    /// the same second in each, slowed and held where any has an event; the shorter hold their
    /// last frame until the longest loops (``StoryTime/shared(_:moments:hold:)``; in real time,
    /// frame times agree already and only the loop is made as long). One run: its own scene.
    /// The site's side-by-side walkthrough and `export`'s film both draw these.
    static func onOneClock(_ runs: [ScenarioRun]) -> [Scene] {
        var scenes = runs.map(Scene.init)
        guard scenes.count > 1 else { return scenes }
        let moments = scenes.flatMap(\.moments)
        if (runs[0].scenario.script.pace ?? .story) == .story {
            let shared = StoryTime.shared(scenes.map(\.run.timeline), moments: moments, hold: Scene.hold)
            for i in scenes.indices { scenes[i].story = shared[i] }
        } else {
            for i in scenes.indices { scenes[i].share(moments: moments) }
            let loop = scenes.map(\.story.duration).max()
            for i in scenes.indices { scenes[i].share(moments: moments, loop: loop) }
        }
        return scenes
    }
}
