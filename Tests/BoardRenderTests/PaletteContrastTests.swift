import Foundation
import Testing
@testable import BoardRender

/// Every text of the pictures reads on what it is drawn on, and every mark stands out, in the
/// light scheme and in the dark one (``Palette/darkValues``): the WCAG contrast ratio, worked out
/// here from the colours' hex digits, at least 4.5:1 for text and 3:1 for marks.
@Suite struct PaletteContrastTests {
    /// A colour's sRGB channels, 0 to 1, from `#rgb` or `#rrggbb`.
    static func channels(_ hex: String) -> [Double] {
        var digits = Array(hex.dropFirst())
        if digits.count == 3 { digits = digits.flatMap { [$0, $0] } }
        precondition(digits.count == 6, "not a colour: \(hex)")
        return stride(from: 0, to: 6, by: 2).map { Double(Int(String(digits[$0...$0 + 1]), radix: 16)!) / 255 }
    }

    /// WCAG 2's relative luminance of channels `c`.
    static func luminance(_ c: [Double]) -> Double {
        let linear = c.map { $0 <= 0.03928 ? $0 / 12.92 : pow(($0 + 0.055) / 1.055, 2.4) }
        return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]
    }

    static func ratio(_ a: [Double], _ b: [Double]) -> Double {
        let x = luminance(a), y = luminance(b)
        return (max(x, y) + 0.05) / (min(x, y) + 0.05)
    }

    /// `pairing`'s contrast with every colour taken through `scheme` (the veil composited over the ground).
    static func contrast(_ pairing: Palette.Pairing, _ scheme: (String) -> String) -> Double {
        var ground = channels(scheme(pairing.ground))
        if let veil = pairing.veil {
            let top = channels(scheme(veil.colour))
            ground = zip(top, ground).map { veil.opacity * $0 + (1 - veil.opacity) * $1 }
        }
        return ratio(channels(scheme(pairing.ink)), ground)
    }

    /// Each colour as the scheme named draws it.
    static func scheme(_ name: String) -> @Sendable (String) -> String {
        if name == "dark" { return { Palette.dark($0) } }
        return { $0 }
    }

    @Test func theRatioIsWCAGs() {
        // Black on white: (1 + 0.05) / (0 + 0.05) = 21.
        #expect(abs(Self.ratio(Self.channels("#000"), Self.channels("#fff")) - 21) < 1e-9)
        // #777: 119 / 255 = 0.4667, ((0.4667 + 0.055) / 1.055)^2.4 = 0.1845 in each channel, so its
        // luminance is 0.1845 and on white (1.05) / (0.2345) = 4.48: the grey that just fails.
        #expect(abs(Self.ratio(Self.channels("#777"), Self.channels("#fff")) - 4.48) < 0.01)
        // The luminance of #123: 17, 34, 51 / 255 linearise to 0.00561, 0.01599, 0.03310, so
        // 0.2126 × 0.00561 + 0.7152 × 0.01599 + 0.0722 × 0.03310 = 0.01502.
        #expect(abs(Self.luminance(Self.channels("#123")) - 0.01502) < 1e-4)
    }

    @Test(arguments: ["light", "dark"])
    func everyTextReadsAtFourAndAHalfToOne(scheme: String) {
        let map = Self.scheme(scheme)
        for pairing in Palette.textPairings {
            let r = Self.contrast(pairing, map)
            #expect(r >= 4.5, "\(scheme): \(pairing.place), \(map(pairing.ink)) on \(map(pairing.ground)): \(r)")
        }
    }

    @Test(arguments: ["light", "dark"])
    func everyMarkStandsOutAtThreeToOne(scheme: String) {
        let map = Self.scheme(scheme)
        for pairing in Palette.markPairings {
            let r = Self.contrast(pairing, map)
            #expect(r >= 3, "\(scheme): \(pairing.place), \(map(pairing.ink)) on \(map(pairing.ground)): \(r)")
        }
    }

    /// A colour the pictures draw without a dark value would stay light on the dark canvas:
    /// only the item strokes, which read on both, may (the light ones, on the dark canvas, at
    /// least 3:1 too).
    @Test func everyColourButTheStrokesHasADarkValue() {
        let drawn = [Palette.canvas, Palette.content, Palette.contentStroke, Palette.viewport, Palette.dim,
                     Palette.text, Palette.mutedText, Palette.header, Palette.finger, Palette.fingerText,
                     Palette.violation, Palette.arrow, Palette.logBand, Palette.edgeZone, Palette.edgeZoneText,
                     Palette.zone] + Palette.items
        for colour in drawn {
            #expect(Palette.darkValues.contains { $0.key == colour }, "\(colour) has no dark value")
        }
        for stroke in Palette.itemStrokes {
            let r = Self.ratio(Self.channels(Palette.dark(stroke)), Self.channels(Palette.dark(Palette.content)))
            #expect(r >= 3, "card stroke \(Palette.dark(stroke)) on the dark content: \(r)")
        }
        // One light colour, one dark value: a second entry would never be used.
        let keys = Palette.darkValues.map(\.key)
        #expect(Set(keys).count == keys.count)
    }
}
