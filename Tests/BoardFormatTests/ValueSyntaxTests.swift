import Scenario
import CollectionLayout
import Testing
@testable import BoardFormat

@Suite struct ValueSyntaxTests {
    @Test(arguments: [("12", 12.0), ("-0.5", -0.5), (".5", 0.5), ("1.", 1.0), ("+3", 3.0), (" 7 ", 7.0)])
    func numbersAreDecimals(text: String, value: Double) {
        #expect(ValueSyntax.number(text) == value)
    }

    @Test(arguments: ["", "-", ".", "1e3", "inf", "nan", "0x10", "1,5", "12px", "1.2.3"])
    func otherNumberFormsAreRejected(text: String) {
        #expect(ValueSyntax.number(text) == nil)
    }

    @Test func sizesAndPoints() {
        #expect(ValueSyntax.size("375x667") == Size(width: 375, height: 667))
        #expect(ValueSyntax.size("80 X 120.5") == Size(width: 80, height: 120.5))
        #expect(ValueSyntax.size("80x") == nil)
        #expect(ValueSyntax.size("x80") == nil)
        #expect(ValueSyntax.size("1x2x3") == nil)
        #expect(ValueSyntax.point("0, -40") == Point(x: 0, y: -40))
        #expect(ValueSyntax.point("0") == nil)
    }

    @Test func durations() {
        #expect(ValueSyntax.duration("0.4s") == .seconds(0.4))
        #expect(ValueSyntax.duration("0.4 s") == .seconds(0.4))
        #expect(ValueSyntax.duration("400ms") == .seconds(0.4))
        #expect(ValueSyntax.duration("24 frames") == .frames(24))
        #expect(ValueSyntax.duration("1 frame") == .frames(1))
        #expect(ValueSyntax.duration("4") == nil)
        #expect(ValueSyntax.duration("s") == nil)
        #expect(ValueSyntax.duration("2.5 frames") == nil)
    }

    @Test func ticksRoundAndLastAtLeastOne() {
        #expect(WrittenDuration.seconds(0.25).ticks(fps: 60) == 15)
        #expect(WrittenDuration.seconds(0.25).ticks(fps: 30) == 8)  // 7.5 rounds up
        #expect(WrittenDuration.seconds(0.001).ticks(fps: 60) == 1)
        #expect(WrittenDuration.frames(24).ticks(fps: 60) == 24)
        #expect(WrittenDuration.frames(30).seconds(fps: 60) == 0.5)
    }

    @Test func slugs() {
        #expect("Drag B into the second section".slug == "drag-b-into-the-second-section")
        #expect("  --Hello, World!--  ".slug == "hello-world")
        #expect("Über".slug == "über")
        #expect("日本".slug == "日本")
        #expect("docs/guides/my-page.md".fileStem == "my-page")
        #expect(".hidden".fileStem == ".hidden")
    }

    @Test func suggestions() {
        #expect("item-sise".editDistance(to: "item-size") == 1)
        #expect("item-sise".closest(among: BoardParser.keys(of: .standard)) == "item-size")
        #expect("Viewport".closest(among: BoardParser.keys(of: .standard)) == "viewport")
        #expect("colour".closest(among: BoardParser.keys(of: .standard)) == nil)
        #expect("Q".closest(among: ["A", "B"]) == nil)
        #expect(["a", "b", "c"].orList == "a, b or c")
    }
}
