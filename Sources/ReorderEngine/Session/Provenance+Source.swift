import CollectionLayout

/// Who made a timeline's frames.
///
/// The engine computes them from a profile; a recording was made elsewhere (a real page
/// driven in a browser, issue 32's `record`) and its frames are given, not computed. The
/// renderer, the trace, the expectation checks and ``Provenance/label`` read this, never a
/// profile's parameters, so a recorded run is drawn, traced, checked and compared like any
/// profile's.
public enum RunSource: Hashable, Sendable {
    /// ``ReorderSession`` or ``CarouselSession`` ran the script under the provenance's profile.
    case engine
    /// The frames were recorded elsewhere.
    case recorded(Recording)
}

/// Where a recorded timeline came from. Only ``from`` is required; the rest is what the
/// recorder could tell, `nil` when it could not.
public struct Recording: Hashable, Sendable {
    /// Where the frames were recorded: the page's URL (`file:///…/list.html`,
    /// `http://127.0.0.1:8000/`), or the file a recording was read from.
    public var from: String
    /// The browser that ran the page, with its version (`Chromium 120.0.6099.224`).
    public var browser: String?
    /// The CSS selector of the items (`--items`).
    public var items: String?
    /// The reorder library the page uses, with its version when it could be detected
    /// (`SortableJS 1.14.0`).
    public var library: String?
    /// How `record` was told to record it beyond ``from`` and ``items``, so that it can be recorded
    /// again the same way (`serve` does when its page or its board changes); `nil` for a recording
    /// that does not say (one made before `record` kept them, or by another recorder).
    public var replay: Replay?

    public init(from: String, browser: String? = nil, items: String? = nil, library: String? = nil,
                replay: Replay? = nil) {
        self.from = from
        self.browser = browser
        self.items = items
        self.library = library
        self.replay = replay
    }

    /// `record`'s options that the rest of the source does not keep (docs/trace.md, "Recorded runs").
    public struct Replay: Hashable, Sendable {
        /// The CSS selector of the container (`--container`); `nil`: the first item's parent.
        public var container: String?
        /// Touch input instead of the mouse (`--touch`).
        public var touch: Bool
        /// The Chromium started (`--browser`), when it was not the default one: a path on the
        /// machine that recorded, kept only when it is needed to record the same way again.
        public var browserPath: String?

        public init(container: String? = nil, touch: Bool = false, browserPath: String? = nil) {
            self.container = container
            self.touch = touch
            self.browserPath = browserPath
        }
    }
}

extension Provenance {
    /// A recorded timeline's provenance: `name` is what the board calls the run (its
    /// `profile` in the trace, the key of its own `expect:`); nothing auto-scrolls, and
    /// no edge zones are drawn, since the page's are not known.
    public static func recorded(_ recording: Recording, name: String = "observed",
                                direction: ScrollDirection = .vertical) -> Provenance {
        var provenance = Provenance(profile: name, direction: direction)
        provenance.source = .recorded(recording)
        return provenance
    }

    /// The recording, when the frames were recorded rather than computed.
    public var recording: Recording? {
        if case .recorded(let recording) = source { recording } else { nil }
    }

    /// What a picture or a table calls the run: for the engine's, the profile's name and the
    /// options that differ from the library's defaults (`sortablejs {swap-threshold: 0.5}`,
    /// ``OptionSetting/label(_:_:)``); for a recording, what the board calls it and where it was
    /// recorded, in which browser, of which library, as far as the recorder could tell:
    /// `observed (recorded from file:///srv/list.html in Chromium 120, SortableJS 1.14.0)`.
    public var label: String {
        guard let recording else { return OptionSetting.label(profile, settings) }
        return "\(profile) (recorded from \(recording.from)" + (recording.browser.map { " in \($0)" } ?? "")
            + (recording.library.map { ", \($0)" } ?? "") + ")"
    }
}
