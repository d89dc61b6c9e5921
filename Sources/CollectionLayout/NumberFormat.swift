/// Formats a number the same way on every machine: no locale, no grouping,
/// and no negative zero. The one number formatter of the package: the SVGs,
/// the trace and the messages all print numbers through it.
///
/// With `places: n` (the SVGs, `n = 2`, and the trace, `n = 4`):
/// - `|value| × 10ⁿ` is rounded to the nearest integer, halves away from
///   zero (`format(0.125) == "0.13"`, `format(-0.125) == "-0.13"`; the binary
///   value decides, so `format(1.005) == "1"`: 1.005 × 100 is 100.4999…),
///   and printed in plain decimal, never with an exponent
///   (`format(1e-7) == "0"`, `format(1e15) == "1000000000000000"`).
/// - Trailing zeros and a bare point are dropped (`format(12.0) == "12"`,
///   `format(0.1 + 0.2) == "0.3"`); a value that rounds to zero prints `0`
///   (`format(-0.0001) == "0"`).
/// - NaN and the infinities print `0`. `|value|` must stay below 2⁶³ once
///   rounded.
///
/// With `places: nil` (diagnostics and invariant messages, which quote a
/// number the way a user would write it back):
/// - a whole number below 10¹⁵ in magnitude prints as an integer
///   (`format(375, places: nil) == "375"`, `-0.0` as `0`);
/// - anything else prints as Swift's shortest text that reads back as the
///   same `Double` (its `description`): `0.30000000000000004` for
///   `0.1 + 0.2`, `1e-07`, `1000000000000000.0` for 10¹⁵, `1e+16`, `nan`, `inf`.
///
/// - Complexity: O(`places`).
public func format(_ value: Double, places: Int? = 2) -> String {
    guard let places else {
        return value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
    guard value.isFinite else { return "0" }
    var scale = 1.0
    for _ in 0..<places { scale *= 10 }
    let scaled = (abs(value) * scale).rounded()
    if scaled == 0 { return "0" }
    let negative = value < 0
    // Split into integer and fractional digits without going through Float printing.
    let whole = (scaled / scale).rounded(.down)
    var fraction = Int(scaled - whole * scale)
    var digits = ""
    if places > 0 {
        for _ in 0..<places {
            digits = String(fraction % 10) + digits
            fraction /= 10
        }
        while digits.hasSuffix("0") { digits.removeLast() }
    }
    let integer = String(Int64(whole))
    return (negative ? "-" : "") + integer + (digits.isEmpty ? "" : "." + digits)
}
