/// Board ids: the slug made from a title, and the check of an id the user wrote.
///
/// A board id names a folder (`boards/<id>/`), is the `id` of the board's `<figure>` and
/// starts every other id and permalink of the board (`<id>.step-3`, `<id>.pause`), so it
/// must be a valid file name on every system, a valid HTML id, and read the same in a URL
/// fragment. It holds:
/// - letters of any script (Unicode categories L*), in lower case;
/// - digits and other numbers (N*: `3`, `٣`, `²`, `Ⅻ`);
/// - combining marks (Mn, Mc) that follow one of those (`é` written as `e` + U+0301);
/// - `-` and `_`,
///
/// starts with a letter or number, and is in Unicode Normalization Form C, so that `é`
/// typed precomposed and `é` typed with a combining accent are the same id. It never holds
/// a `/`, `\`, `.`, space, NUL, control or format character, so it is a file name that
/// is neither hidden nor `.`/`..`, and an HTML id without spaces. Windows device names
/// (`con`, `nul`, `com1`) are valid ids; ``SitePath/boardFolder(_:)`` puts a `_` before them.
/// Links percent-encode the id (``SitePath/href(_:fragment:)``).

extension String {
    /// The slug of a title, for a board id: the title in NFC and in lower case as Unicode's
    /// default (language-independent) full lowercasing does it, keeping letters, numbers
    /// and the combining marks on them; every other run of characters (spaces, punctuation,
    /// symbols, emoji) becomes one `-`, and there is no `-` at either end. May be empty.
    ///
    /// - `Réordonner les « tuiles »` → `réordonner-les-tuiles`
    /// - `拖放排序` → `拖放排序` (letters of every script are kept)
    /// - `İstanbul` → `i̇stanbul` (`i` + U+0307, Unicode's default mapping of `İ`, not the
    ///   Turkish `istanbul`: a slug must not depend on a locale); `ΟΔΟΣ` → `οδος` (the final
    ///   sigma rule, which is part of the default mapping)
    /// - `Émoji 🙂` → `émoji`: emoji are symbols, dropped like `©` or `→`, as are the
    ///   variation selectors and zero-width joiners inside them;
    /// - format characters (zero-width joiner and non-joiner, soft hyphen, bidi marks) are
    ///   dropped without a `-`: they are invisible, and an id should not differ from another
    ///   by what cannot be seen.
    ///
    /// For ASCII titles this is the slug of earlier versions: ASCII letters lower-cased and
    /// digits kept, every other run one `-`.
    var slug: String {
        var result = ""
        var pendingDash = false
        var lastKept = false
        for scalar in Self.lowercasedByUnicode(nfc).nfc.unicodeScalars {
            switch scalar.slugRole {
            case .base:
                if pendingDash && !result.isEmpty { result.append("-") }
                pendingDash = false
                result.unicodeScalars.append(scalar)
                lastKept = true
            case .mark where lastKept:
                result.unicodeScalars.append(scalar)
            case .invisible:
                continue
            case .mark, .separator:
                pendingDash = true
                lastKept = false
            }
        }
        return result
    }

    /// The string in Unicode Normalization Form C. (The standard library's own NFC, which
    /// it uses to compare strings; Foundation's `precomposedStringWithCanonicalMapping` is
    /// built on it.)
    var nfc: String {
        String(decoding: _nfcCodeUnits, as: UTF8.self)
    }

    /// Unicode's default full lowercasing (The Unicode Standard, 3.13, `toLowercase(X)`):
    /// each scalar's `Lowercase_Mapping` (which holds the unconditional special cases, like
    /// `İ` → `i̇`), and the one language-independent conditional case, Final_Sigma: `Σ`
    /// becomes `ς` after a cased letter and not before one (case-ignorable characters
    /// between are skipped). `String.lowercased()` does all but Final_Sigma.
    static func lowercasedByUnicode(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        var result = ""
        for (i, scalar) in scalars.enumerated() {
            if scalar == "\u{03A3}" && isFinalSigma(at: i, in: scalars) {
                result.unicodeScalars.append("\u{03C2}")
            } else {
                result += scalar.properties.lowercaseMapping
            }
        }
        return result
    }

    private static func isFinalSigma(at index: Int, in scalars: [Unicode.Scalar]) -> Bool {
        func casedNeighbour(_ indices: some Sequence<Int>) -> Bool {
            for j in indices {
                let p = scalars[j].properties
                if p.isCaseIgnorable { continue }
                return p.isCased
            }
            return false
        }
        return casedNeighbour(stride(from: index - 1, through: 0, by: -1))
            && !casedNeighbour(index + 1 ..< scalars.count)
    }

    /// Why this string cannot be a board id, or nil when it can (see the top of this file).
    /// The parser checks an id the user wrote in NFC, and uses it in NFC: `é` typed with a
    /// combining accent is the id `é`.
    var boardIDProblem: BoardIDProblem? {
        guard let first = unicodeScalars.first else { return .empty }
        for scalar in unicodeScalars {
            if scalar.properties.changesWhenLowercased { return .upperCase(scalar) }
            switch scalar.slugRole {
            case .base, .mark: continue
            case .separator where scalar == "-" || scalar == "_": continue
            default: return .character(scalar)
            }
        }
        if first.slugRole != .base { return .start(first) }
        return nil
    }

    /// True when the string is a valid explicit board id (``boardIDProblem`` is nil): `render --id`
    /// checks the id it is given with it.
    public var isValidBoardID: Bool { boardIDProblem == nil }
}

/// What is wrong with a board id the user wrote.
enum BoardIDProblem: Equatable {
    case empty
    /// It starts with something other than a letter or number: `-x`, `_x`, a lone accent.
    case start(Unicode.Scalar)
    /// It has an upper-case (or title-case) letter.
    case upperCase(Unicode.Scalar)
    /// It has a character an id cannot hold: space, `.`, `/`, punctuation, a symbol, a
    /// control or format character.
    case character(Unicode.Scalar)
}

extension Unicode.Scalar {
    /// What a scalar is to a slug.
    enum SlugRole { case base, mark, invisible, separator }

    var slugRole: SlugRole {
        switch properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .decimalNumber, .letterNumber, .otherNumber:
            return .base
        case .nonspacingMark, .spacingMark:
            // Variation selectors (U+FE00–FE0F, U+E0100–E01EF) choose an emoji's or a
            // glyph's look; they are not part of a letter.
            if properties.isVariationSelector { return .separator }
            return .mark
        case .format:
            return .invisible
        default:
            return .separator
        }
    }

    /// The scalar for a message: `'é' (U+00E9)`; an invisible one by its code alone.
    var described: String {
        let code = String(value, radix: 16, uppercase: true)
        let padded = "U+" + String(repeating: "0", count: max(0, 4 - code.count)) + code
        let p = properties
        let visible = !(p.generalCategory == .control || p.generalCategory == .format
                        || p.generalCategory == .spaceSeparator || p.generalCategory == .lineSeparator
                        || p.generalCategory == .paragraphSeparator || p.generalCategory == .nonspacingMark
                        || p.generalCategory == .enclosingMark || p.generalCategory == .surrogate
                        || p.generalCategory == .unassigned || p.generalCategory == .privateUse)
        return visible ? "'\(Character(self))' (\(padded))" : padded
    }
}
