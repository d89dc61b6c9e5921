import Testing
import CollectionLayout

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
