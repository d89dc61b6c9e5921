import CollectionLayout
import Testing
@testable import BoardRender

/// The narrow arrangement at a phone's width (NarrowArrangement.swift): a camera's picture has
/// one too, and the style sheet applies the pictures' narrow sizes and moves with a rule per
/// value (NarrowArrangement+Style.swift), in every browser.
@Suite struct NarrowArrangementTests {
    @Test func aCameraPictureMovesItsStripUnderTheViewportsMargin() throws {
        // CameraTests' 30 rows of 300 x 44 in a 300 x 300 viewport: the camera shows the viewport
        // and 75 above and below it, 450 points. The strip stands at 24 + 300 + 16 = 340 (the
        // padding, the region, the strip's gap), so the screen's column is 340 - 16 + 24 = 348
        // wide (the strip's 176 and its padding, 224, are less). The strip goes from 340, 24 to
        // 24, 450: a move of 24 - 340 = -316 and 450 - 24 = 426; the content's clip is 450 high.
        let scene = try CameraTests.scene(CameraTests.markdown(rows: 30))
        let strip = try #require(scene.strip).frame
        #expect(strip.minX == 340 && strip.minY == 24)
        let plan = try #require(NarrowArrangement.plan(scene))
        #expect(plan.width == 348)
        #expect(plan.strip == Point(x: -316, y: 426))
        #expect(plan.cameraClip == 450)
        // The text under the strip, a padding below it; the picture ends with the text.
        #expect(plan.panelTop == 450 + strip.height + 24)
        let panel = NarrowArrangement.ownPanel(scene, width: plan.width, top: plan.panelTop)
        #expect(plan.ownPanel == (panel != nil))
        #expect(plan.height == plan.panelTop + (panel ?? scene).captionHeight)
        // The page's copy: the clip carries the narrow size the style sheet gives it.
        let svg = NarrowArrangement.marked(WalkthroughSVG.render(scene), scene: scene, scope: "b")
        #expect(svg.contains("<rect data-camera-clip=\"\" data-narrow-width=\"348\" data-narrow-height=\"450\""))
        // The canvas's clip and its background both take the narrow size.
        let size = "data-narrow-width=\"348\" data-narrow-height=\"\(format(plan.height))\""
        #expect(svg.contains("<rect data-canvas=\"\" " + size))
        #expect(svg.contains(" fill=\"#f4f5f7\" data-canvas=\"\" " + size + "/>"))
    }

    @Test func aLineTooLongForTheNarrowPictureGetsAPanelOfItsOwn() throws {
        // Five rows of 300 x 44: the strip stands right of the screen, so the narrow picture is
        // the screen's column, 24 + 300 + 24 = 348 wide (the 30-row case above), against the wide
        // picture's screen, gap and strip. Its text then wraps within 348 - 2 x 24 = 300 points.
        // A note of 60 words of "word" (5 characters with its space, about 5 x 0.56 x 12 = 34
        // points at 12 points) takes more lines at 300 than at the wide width: the narrow
        // picture draws its own panel, and the wide one's is hidden there.
        let note = Array(repeating: "word", count: 60).joined(separator: " ")
        let markdown = CameraTests.markdown(rows: 5).replacingOccurrences(
            of: "  - press R2\n", with: "  - {do: press R2, note: \"\(note)\"}\n")
        let scene = try CameraTests.scene(markdown)
        let plan = try #require(NarrowArrangement.plan(scene))
        #expect(plan.width == 348)
        #expect(plan.ownPanel)
        let narrow = try #require(NarrowArrangement.ownPanel(scene, width: plan.width, top: plan.panelTop))
        #expect(narrow.panel.width == 300)
        #expect(narrow.panel.notes[1].count > scene.panel.notes[1].count)
        #expect(plan.height == plan.panelTop + narrow.captionHeight)
        let svg = NarrowArrangement.marked(ScopedIDs.scope(WalkthroughSVG.render(scene), prefix: "b"), scene: scene, scope: "b")
        // The wide panel stays where it is drawn and hides at the narrow width; the narrow one,
        // hidden without the style sheet, is drawn at the panel's narrow top with its own log clip.
        #expect(svg.contains("<g data-text-panel=\"\" data-narrow-hidden=\"\" transform="))
        #expect(svg.contains("<g data-text-panel=\"narrow\" display=\"none\" transform=\"translate(0,\(format(plan.panelTop)))\""))
        #expect(svg.contains("id=\"b.ln\"") && svg.contains("url(#b.ln)") && svg.contains("id=\"b.l\""))
        // Each note line of the narrow panel once, and the style sheet shows it at a phone's width.
        for line in narrow.panel.notes[1] { #expect(svg.contains(">\(line)</text>")) }
        let css = NarrowArrangement.styleSheet(for: [svg])
        #expect(css.contains(".walkthrough .stage>svg[data-narrow] [data-text-panel=\"narrow\"]{display:inline}"))
        #expect(css.contains(".walkthrough .stage>svg[data-narrow] [data-narrow-hidden]{display:none}"))
        // Where the wide picture is no wider than a phone's stage (340), the narrow one is as wide
        // and its lines wrap as they do: one panel, moved under the strip. A list 100 points wide:
        // 24 + 100 + 16 + the strip + 24 is the wide canvas; its column, 148, is less than 340.
        let thin = CameraTests.markdown(rows: 5).replacingOccurrences(of: "viewport: 300x300\nitem-size: 300x44",
                                                                       with: "viewport: 100x300\nitem-size: 100x44")
        let plain = try CameraTests.scene(thin)
        #expect(plain.canvas.width <= NarrowArrangement.phoneWidth)
        let plainPlan = try #require(NarrowArrangement.plan(plain))
        #expect(plainPlan.width == plain.canvas.width)
        #expect(!plainPlan.ownPanel)
        let marked = NarrowArrangement.marked(WalkthroughSVG.render(plain), scene: plain, scope: "b")
        #expect(!marked.contains("data-text-panel=\"narrow\"") && !marked.contains("data-narrow-hidden"))
        #expect(marked.contains("<g data-text-panel=\"\" data-narrow-x=\"0\" data-narrow-y=\"\(format(plainPlan.panelTop))\""))
        #expect(plainPlan.height == plainPlan.panelTop + plain.captionHeight)
    }

    @Test func aListWithoutCameraKeepsItsClipOutOfThePlan() throws {
        // 5 rows: no camera, so no content clip to size.
        let scene = try CameraTests.scene(CameraTests.markdown(rows: 5))
        #expect(scene.camera == nil)
        #expect(try #require(NarrowArrangement.plan(scene)).cameraClip == nil)
        #expect(!WalkthroughSVG.render(scene).contains("data-camera-clip"))
    }

    @Test func theStyleSheetHasARulePerValueSortedByValue() {
        let a = "<svg data-narrow=\"\" data-narrow-width=\"368\" data-narrow-height=\"712\">"
            + "<rect data-canvas=\"\" data-narrow-width=\"368\" data-narrow-height=\"712\"/>"
            + "<g data-strip-group=\"\" data-narrow-x=\"-192\" data-narrow-y=\"400\"></g></svg>"
        let b = "<svg data-narrow=\"\" data-narrow-width=\"348.5\" data-narrow-height=\"900\">"
            + "<g data-text-panel=\"\" data-narrow-x=\"0\" data-narrow-y=\"812\"></g>"
            + "<g data-strip-group=\"\" data-narrow-x=\"-192\" data-narrow-y=\"400\"></g></svg>"
        let css = NarrowArrangement.styleSheet(for: [a, b])
        let picture = ".walkthrough .stage>svg[data-narrow]"
        // Two sizes (368 x 712 once though marked twice), 348.5 first; two moves, -192 first.
        let rules = css.split(separator: "\n").filter { $0.hasPrefix(".") }
        #expect(rules == [
            "\(picture)[data-narrow-width=\"348.5\"][data-narrow-height=\"900\"],\(picture) rect[data-narrow-width=\"348.5\"][data-narrow-height=\"900\"]{width:348.5px;height:900px}",
            "\(picture)[data-narrow-width=\"368\"][data-narrow-height=\"712\"],\(picture) rect[data-narrow-width=\"368\"][data-narrow-height=\"712\"]{width:368px;height:712px}",
            "\(picture) [data-narrow-x=\"-192\"][data-narrow-y=\"400\"]{transform:translate(-192px,400px)}",
            "\(picture) [data-narrow-x=\"0\"][data-narrow-y=\"812\"]{transform:translate(0px,812px)}",
        ])
        #expect(css.contains("@media (max-width: 640px){"))
        // The same pictures in any order give the same bytes; none marked, no rules.
        #expect(NarrowArrangement.styleSheet(for: [b, a]) == css)
        #expect(NarrowArrangement.styleSheet(for: ["<svg width=\"3\"><g data-narrow-x=\"q\"/></svg>"]) == "")
    }
}
