import BoardFormat
import Scenario
import Testing
@testable import BoardRender

/// Where the variants of a board part (``Parting``), worked out by hand.
@Suite struct PartingTests {
    @Test func theyPartInDataAtTheFirstExchange() throws {
        // Rows 50 tall, no spacing: A is 0…50, B 50…100 (half-open, so y = 50 is in B).
        // Both profiles press for 0.5 s: 30 ticks, A lifts in frame 30. The move to B's
        // centre (y = 75) takes ticks 31…37: y = 25 + 50 j / 7 in frame 30 + j, so
        // j = 3 → 46.4 (still A), j = 4 → 53.6 (in B): frame 34. Both target the item
        // under the finger and move A below B on screen in that frame, so the screens
        // never part; table-exchange exchanges A and B in the data then, system's data
        // holds [A, B, C, D, E] until the release commits the move. Content is 250 tall
        // in a 300-tall viewport: no scrolling. A neighbour exchange breaks nothing.
        let runs = try #require(try TraceVariantsTests.runs(TraceVariantsTests.board("profiles: [system, table-exchange]")).first)
        let partings = Parting.find(runs)
        #expect(partings.map(\.aspect) == [.screen, .data, .offset, .violations])
        #expect(partings[0].frame == nil)
        #expect(partings[1].frame == 34)
        #expect(partings[1].shown == ["[[A, B, C, D, E]]", "[[B, A, C, D, E]]"])
        #expect(partings[2].frame == nil)
        #expect(partings[3].frame == nil)
    }
}
