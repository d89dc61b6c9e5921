import Testing
@testable import CollectionLayout

// The rules of `format(_:places:)`, worked by hand from its doc comment.

@Test func numbersAreFormattedWithoutLocaleOrTrailingZeros() {
    #expect(format(12) == "12")
    #expect(format(12.5) == "12.5")
    #expect(format(108.33333333) == "108.33")
    #expect(format(1.0 / 60.0, places: 4) == "0.0167")   // 0.016666… rounds up
    #expect(format(-0.0001) == "0")                       // no negative zero
    #expect(format(-0.0) == "0")
    #expect(format(-3.456) == "-3.46")
    #expect(format(0.999, places: 2) == "1")              // carries into the integer part
    #expect(format(1_000_000.25) == "1000000.25")
    #expect(format(.nan) == "0")
    #expect(format(-.infinity) == "0")
}

@Test func fixedPlacesRoundHalvesAwayFromZeroAndNeverPrintAnExponent() {
    #expect(format(0.1 + 0.2) == "0.3")          // 0.30000000000000004 × 100 = 30.000…04 → 30
    #expect(format(0.125) == "0.13")             // 12.5 exactly: the half goes up
    #expect(format(-0.125) == "-0.13")           // and away from zero below it
    #expect(format(1.005) == "1")                // 1.005 is 1.00499999999999989… in binary
    #expect(format(1e-7) == "0")
    #expect(format(1e-7, places: 7) == "0.0000001")
    #expect(format(1e15) == "1000000000000000")
    #expect(format(2.5, places: 0) == "3")
    #expect(format(12.30, places: 4) == "12.3")
}

@Test func noPlacesQuotesTheNumberAsItReadsBack() {
    #expect(format(375, places: nil) == "375")
    #expect(format(-0.0, places: nil) == "0")
    #expect(format(0.5, places: nil) == "0.5")
    #expect(format(0.1 + 0.2, places: nil) == "0.30000000000000004")
    #expect(format(1e-7, places: nil) == "1e-07")
    #expect(format(999_999_999_999_999, places: nil) == "999999999999999")   // below 10¹⁵: an integer
    #expect(format(1e15, places: nil) == "1000000000000000.0")   // 10¹⁵ and up: Swift's text
    #expect(format(1e16, places: nil) == "1e+16")                // past 2⁵³ Swift writes an exponent
    #expect(format(.nan, places: nil) == "nan")
    #expect(format(.infinity, places: nil) == "inf")
}

/// The digits written straight into the string (issue 17) against the digit-by-digit text the
/// function built before, on a seeded sweep of magnitudes, signs and places.
@Test func directDigitsMatchTheDigitByDigitText() {
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next() -> UInt64 {   // a 64-bit LCG (Knuth's MMIX constants): seeded, the same every run
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return state
    }
    for _ in 0..<20_000 {
        let mantissa = Double(next() >> 11) / Double(1 << 53)          // [0, 1)
        let exponent = Int(next() % 24) - 10                          // 1e-10 … 1e13
        var value = mantissa
        for _ in 0..<abs(exponent) { value = exponent < 0 ? value / 10 : value * 10 }
        if next() % 2 == 0 { value = -value }
        if next() % 5 == 0 { value = (value * 8).rounded() / 8 }      // exact halves and eighths too
        for places in [0, 1, 2, 4, 7] {
            var scale = 1.0
            for _ in 0..<places { scale *= 10 }
            let scaled = (abs(value) * scale).rounded()
            let whole = (scaled / scale).rounded(.down)
            let expected = scaled == 0 ? "0"
                : formatByDigits(negative: value < 0, whole: whole, fraction: Int(scaled - whole * scale), places: places)
            #expect(format(value, places: places) == expected, "\(value) with \(places) places")
        }
    }
}
