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
    // Split into integer and fractional digits without going through Float printing.
    let whole = (scaled / scale).rounded(.down)
    let fraction = Int(scaled - whole * scale)
    var limit = 1
    for _ in 0..<min(places, 18) { limit *= 10 }
    guard places <= 18, fraction >= 0, fraction < limit else {
        return formatByDigits(negative: value < 0, whole: whole, fraction: fraction, places: places)
    }
    // The digits written straight into the string's UTF-8 (sign, at most 19 integer digits, the
    // point, at most 18 fraction digits): numbers are the SVGs' and the trace's most printed
    // text, and building each from small strings was a sixth of a site build's CPU (issue 17).
    var kept = fraction, count = places
    while count > 0 && kept % 10 == 0 {   // trailing zeros and a bare point are dropped
        kept /= 10
        count -= 1
    }
    var integer = UInt64(Int64(whole))
    return String(unsafeUninitializedCapacity: 40) { buffer in
        var i = 0
        if value < 0 {
            buffer[i] = UInt8(ascii: "-")
            i += 1
        }
        var length = 1
        var rest = integer / 10
        while rest > 0 {
            length += 1
            rest /= 10
        }
        for k in stride(from: i + length - 1, through: i, by: -1) {
            buffer[k] = UInt8(ascii: "0") + UInt8(integer % 10)
            integer /= 10
        }
        i += length
        if count > 0 {
            buffer[i] = UInt8(ascii: ".")
            for k in stride(from: i + count, through: i + 1, by: -1) {
                buffer[k] = UInt8(ascii: "0") + UInt8(kept % 10)
                kept /= 10
            }
            i += count + 1
        }
        return i
    }
}

/// ``format(_:places:)``'s text from its parts, digit by digit: what it returns when the fast path
/// does not apply (more than 18 places, or a fraction that rounding put outside `0..<10^places`).
func formatByDigits(negative: Bool, whole: Double, fraction: Int, places: Int) -> String {
    var fraction = fraction
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
