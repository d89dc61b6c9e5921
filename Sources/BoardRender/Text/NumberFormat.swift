/// Formats numbers the same way on every machine: no locale, no exponent,
/// at most `places` decimals, no trailing zeros, no negative zero.
///
/// `format(12.0) == "12"`, `format(0.016666, places: 4) == "0.0167"`, `format(-0.0001) == "0"`.
public func format(_ value: Double, places: Int = 2) -> String {
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
