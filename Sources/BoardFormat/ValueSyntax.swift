import CollectionLayout
import ReorderEngine

/// A duration as written: seconds (`0.4s`, `400ms`) or frames (`24 frames`).
enum WrittenDuration: Hashable, Sendable {
    case seconds(Double)
    case frames(Int)

    var isPositive: Bool {
        switch self {
        case .seconds(let s): s > 0
        case .frames(let n): n > 0
        }
    }

    /// Ticks at `fps`: ``FrameRate/ticks(_:)`` for seconds, n = max(1, round(D × fps));
    /// frames count as ticks. Saturates at ``FrameRate/maxTicks`` (2⁴⁰) rather than
    /// trapping (the parser rejects anything near that, see ``BoardLimits``).
    func ticks(fps: Int) -> Int {
        switch self {
        case .seconds(let s): FrameRate(fps: fps).ticks(s)
        case .frames(let n): max(1, min(n, FrameRate.maxTicks))
        }
    }

    /// Seconds at `fps`.
    func seconds(fps: Int) -> Double {
        switch self {
        case .seconds(let s): s
        case .frames(let n): FrameRate(fps: fps).seconds(n)
        }
    }
}

/// The textual forms of the board format's values, with no validation of ranges.
/// Each function returns `nil` when the text does not have the expected form.
enum ValueSyntax {
    /// A plain decimal number: optional sign, digits, optional fraction (`12`, `-0.5`, `.5`).
    /// No exponents, no `inf` or `nan`, no hexadecimal.
    static func number(_ text: some StringProtocol) -> Double? {
        let trimmed = text.trimmingSpaces()
        var body = Substring(trimmed)
        if body.first == "-" || body.first == "+" { body = body.dropFirst() }
        let parts = body.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard !body.isEmpty, parts.contains(where: { !$0.isEmpty }),
              parts.allSatisfy({ $0.allSatisfy(\.isASCIIDigit) }) else { return nil }
        guard let value = Double(trimmed), value.isFinite else { return nil }
        return value
    }

    /// A whole number (`60`, `-3`).
    static func integer(_ text: some StringProtocol) -> Int? {
        let trimmed = text.trimmingSpaces()
        let digits = trimmed.first == "-" || trimmed.first == "+" ? trimmed.dropFirst() : Substring(trimmed)
        guard !digits.isEmpty, digits.allSatisfy(\.isASCIIDigit) else { return nil }
        return Int(trimmed)
    }

    /// Two numbers separated by `separator`, spaces allowed around it: `0,120`, `80x80`.
    static func pair(_ text: some StringProtocol, separators: Set<Character>) -> (Double, Double)? {
        let parts = text.split(omittingEmptySubsequences: false, whereSeparator: { separators.contains($0) })
        guard parts.count == 2, let a = number(parts[0]), let b = number(parts[1]) else { return nil }
        return (a, b)
    }

    /// True for an optional `+` and ASCII digits only: a whole number, however large.
    static func isDigits(_ text: some StringProtocol) -> Bool {
        let trimmed = text.trimmingSpaces()
        let digits = trimmed.first == "+" ? trimmed.dropFirst() : Substring(trimmed)
        return !digits.isEmpty && digits.allSatisfy(\.isASCIIDigit)
    }

    /// `WxH` (`375x667`, `80 x 120`, `80X120`).
    static func size(_ text: some StringProtocol) -> Size? {
        pair(text, separators: ["x", "X", "×"]).map { Size(width: $0.0, height: $0.1) }
    }

    /// `X,Y` (`0,0`, `120, 300`).
    static func point(_ text: some StringProtocol) -> Point? {
        pair(text, separators: [","]).map { Point(x: $0.0, y: $0.1) }
    }

    /// `0.4s`, `0.4 s`, `400ms`, `24 frames`, `1 frame`.
    static func duration(_ text: some StringProtocol) -> WrittenDuration? {
        let trimmed = Substring(text.trimmingSpaces())
        for (unit, scale) in [("ms", 0.001), ("s", 1.0)] where trimmed.hasSuffix(unit) {
            if let value = number(trimmed.dropLast(unit.count)) { return .seconds(value * scale) }
        }
        for unit in ["frames", "frame"] where trimmed.hasSuffix(unit) {
            if let value = integer(trimmed.dropLast(unit.count)) { return .frames(value) }
        }
        return nil
    }

    /// True when a word looks like a size (`80x120`), so that `"G 80x120"` is label
    /// `G` with its own size rather than a label with a space in it.
    static func looksLikeSize(_ word: some StringProtocol) -> Bool {
        guard let first = word.first, first.isASCIIDigit || first == "." || first == "-" else { return false }
        return word.contains { $0 == "x" || $0 == "X" || $0 == "×" }
    }
}

extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}
