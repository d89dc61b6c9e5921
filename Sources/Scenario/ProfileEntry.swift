import ReorderEngine

/// A profile a board may name with `profile:`.
public struct ProfileEntry: Sendable {
    public var profile: Profile
    public var name: String { profile.name }
    /// The profile's options, if it has any.
    public var options: ProfileOptions?

    public init(_ profile: Profile, options: ProfileOptions? = nil) {
        self.profile = profile
        self.options = options
    }

    /// The profile with a board's option values (``options``), its ``Profile/settings`` saying
    /// every option in force; a profile without options is ``profile``.
    public func profile(values: [String: OptionValue]) -> Profile {
        guard let options else { return profile }
        return options.profile(values)
    }

    /// Why this profile, with the board's option `values`, cannot run a board shaped like
    /// `board`, each in its own words.
    public func refusals(_ board: BoardShape, values: [String: OptionValue] = [:]) -> [Refusal] {
        var refusals: [Refusal] = []
        if let why = profile(values: values).requirements.flowOnly, board.layout != .flow {
            refusals.append(Refusal(key: "profile", message: "\(why) (this board is \(board.layout.rawValue))"))
        }
        if profile.requirements.list && board.layout != .list {
            refusals.append(Refusal(key: "profile", message:
                "profile '\(name)' drives a table and needs 'layout: list' (this board is \(board.layout.rawValue))"))
        }
        if profile.requirements.oneSection, let count = board.sectionCount, count != 1 {
            refusals.append(Refusal(key: "profile", message:
                "profile '\(name)' handles one section only; this board has \(count)"))
        }
        if profile.requirements.oneLine, let direction = board.wrapsAlong {
            let lines = direction == "vertical" ? "rows" : "columns"
            refusals.append(Refusal(key: "profile", message:
                "profile '\(name)' handles a list along one line (a vertical or horizontal list; the library has "
                    + "no grid); this board's items wrap onto several \(lines): use 'layout: list', or a "
                    + "viewport that holds every item in one line"))
        }
        let own = profile.autoScroll.name
        if let model = board.autoScroll, model != "none", model != own {
            refusals.append(Refusal(key: "autoscroll", message:
                "autoscroll '\(model)' is not the model of profile '\(name)'; use 'none'"
                    + (own == "none" ? "" : " or '\(own)'")))
        }
        return refusals
    }
}
