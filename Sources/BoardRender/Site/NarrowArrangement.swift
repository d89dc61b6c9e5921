import CollectionLayout

/// The walkthrough as a page shows it at a phone's width (issue 34): the screen, then its data
/// strip under it, then the clock, captions and log; a board of several profiles has its panels
/// one under another. At 390 px the picture drawn for a wide window (the strip beside the screen,
/// panels two abreast) scrolled sideways, and the screen and its strip were never in view together.
///
/// The page picks the arrangement, not the drawing: the inline `<svg>` carries the narrow sizes
/// and moves as attributes (`data-narrow-width`, `data-narrow-x` …; not in `style` attributes,
/// which a page's `default-src 'self'` refuses), and the style sheet's `@media (max-width: 640px)`
/// applies them, with a rule per value that the generator writes (NarrowArrangement+Style.swift):
/// in every browser, with JavaScript off too. So one picture serves both widths, at its natural
/// size (text stays at least 11 px), and a window that widens gets the wide one back.
/// The inline picture has no `viewBox`: its user units are CSS pixels, so a new width or height
/// resizes its box without scaling what it draws. Without the style sheet the picture is the
/// wide one, in a stage that scrolls.
///
/// Only a strip beside the screen moves (a vertical list's, a camera's too); a strip already under
/// the screen (a horizontal layout's) and a carousel's picture stay as they are.
enum NarrowArrangement {
    /// Where the pieces of one scene's picture go: from its canvas's top-left corner.
    struct Plan: Equatable {
        var width: Double, height: Double
        /// The strip's move, from where the wide picture draws it to under the screen.
        var strip: Point
        /// The text panel's new top (it is drawn at `translate(0, top)`).
        var panelTop: Double
        /// The badges' move, to the narrow picture's right edge.
        var badges: Point
        /// A camera's picture: the height its content's clip (`rect[data-camera-clip]`) takes,
        /// the viewport and its margins, so that what the camera moved below them stays hidden
        /// where the strip now lies (the wide picture's clip runs down to the text).
        var cameraClip: Double? = nil
    }

    /// The narrow arrangement of `scene`'s picture, or `nil` where it has none (no strip beside
    /// the screen).
    static func plan(_ scene: Scene) -> Plan? {
        guard let strip = scene.strip, strip.placement == .right else { return nil }
        let frame = strip.frame
        // What lies left of the strip (the screen) and its padding.
        let width = max(frame.minX - DataStrip.gap + Scene.padding, frame.width + 2 * Scene.padding)
        let panelTop = scene.canvas.height - scene.captionHeight
        let stripTop: Double
        if let camera = scene.camera {
            // The picture's top is the viewport's margin above it, its foot the margin below: the
            // strip goes under that (its rows fit the camera's length, DataStrip(length:)).
            stripTop = camera.length
        } else {
            // The screen's foot: the drawn region's, the viewport's (a grid's may be taller than
            // its content), or what is dragged past them, whichever is lowest.
            let t = scene.run.timeline
            let viewport = scene.run.scenario.stage.viewport
            var foot = Scene.padding + scene.region.height
            for f in t.frames { foot = max(foot, scene.screenOrigin(f.offset).y + viewport.height) }
            foot = max(foot, Scene.lowestDrawn(t, origin: scene.origin) - 8)
            stripTop = min(panelTop, foot + Scene.padding)
        }
        let newPanelTop = stripTop + frame.height + Scene.padding
        return Plan(width: width, height: newPanelTop + scene.captionHeight,
                    strip: Point(x: Scene.padding - frame.minX, y: stripTop - frame.minY),
                    panelTop: newPanelTop, badges: Point(x: width - scene.canvas.width, y: 0),
                    cameraClip: scene.camera?.length)
    }

    /// The page's copy of `scene`'s walkthrough, `svg` (``WalkthroughSVG/render(_:body:)``, its ids
    /// scoped), marked with its narrow arrangement; `svg` as it is where there is none.
    static func marked(_ svg: String, scene: Scene) -> String {
        guard let plan = plan(scene) else { return svg }
        return root(marked(body: svg, plan), width: plan.width, height: plan.height)
    }

    /// The page's copy of the side-by-side picture of `scenes`, `svg`
    /// (``WalkthroughSVG/sideBySide(_:bodies:partings:)``, its ids scoped): its panels one under
    /// another, each arranged narrow; `svg` as it is where a panel has no narrow arrangement.
    static func markedSideBySide(_ svg: String, scenes: [Scene]) -> String {
        let plans = scenes.map(plan)
        guard scenes.count > 1, !plans.contains(nil) else { return svg }
        let plansMade = plans.compactMap { $0 }
        let parts = svg.components(separatedBy: "<g data-panel=\"")
        guard parts.count == scenes.count + 1, let firstTransform = parts[1].range(of: "transform=\"translate(") else {
            return svg
        }
        // The panels' top, as the wide picture places its first one (under "Where they part").
        let numbers = parts[1][firstTransform.upperBound...].prefix { $0 != ")" }.split(separator: ",")
        let top = numbers.count == 2 ? Double(numbers[1]) ?? 0 : 0
        let width = plansMade.map(\.width).max() ?? 0
        let header = WalkthroughSVG.sideHeader, gap = WalkthroughSVG.sideGap
        var out = sized(parts[0], Size(width: width, height: 0))  // the root's background: sized below
        var y = top
        for (i, scene) in scenes.enumerated() {
            let plan = plansMade[i]
            // The panel moves from its place abreast to its row, its canvas's clip takes the narrow
            // size, and its header's status goes to its right edge.
            var part = marked(body: parts[i + 1], plan)
            let status = "<g data-status=\"\""
            if let r = part.range(of: status) {
                // Where the profile's name leaves it no room at the narrow width, the status is
                // hidden there (the figure's badges under the picture say it for every profile):
                // dnd-kit-collisions' long names ran under it.
                let hidden = crowded(scene, width: plan.width) ? " " + hiddenMark : ""
                part.replaceSubrange(r, with: status + move(Point(x: plan.width - scene.canvas.width, y: 0)) + hidden)
            }
            out += "<g data-panel=\"" + insert(move(Point(x: 0, y: y)), afterFirstAttributeOf: part)
            y += header + plan.height + gap
        }
        // The root's background rect was marked before its height was known.
        out = out.replacingOccurrences(of: " data-narrow-width=\"\(format(width))\" data-narrow-height=\"0\"",
                                       with: " data-narrow-width=\"\(format(width))\" data-narrow-height=\"\(format(y - gap))\"")
        return root(out, width: width, height: y - gap)
    }

    /// The attribute of what the narrow arrangement hides (a panel header's status).
    static let hiddenMark = "data-narrow-hidden=\"\""

    /// Whether a side-by-side panel's header, `width` wide, has no room for the profile's name
    /// and its status: as ``WalkthroughSVG/sideBySide(_:bodies:partings:)`` measures them (8
    /// points a character of the name, as ``WalkthroughSVG/fitted(_:width:)`` cuts it, 7 of the
    /// status, 12 between them), within the padding.
    static func crowded(_ scene: Scene, width: Double) -> Bool {
        let t = scene.run.timeline
        let broke = WalkthroughSVG.orderedUnique(t.violations.map(\.rule.rawValue))
        let status = broke.isEmpty ? "no violations" : "⚠ " + broke.joined(separator: ", ")
        let room = scene.canvas.width - 2 * Scene.padding - Double(status.count) * 7 - 12
        let name = WalkthroughSVG.fitted(t.provenance.label, width: room)
        return 2 * Scene.padding + Double(name.count) * 8 + 12 + Double(status.count) * 7 > width
    }

    /// `body` with its strip, text panel and badges carrying their narrow moves, its canvas's
    /// background and clip (`rect[data-canvas]`) the narrow size, and a camera's content clip
    /// (`rect[data-camera-clip]`) the narrow width and the viewport's and margins' height.
    static func marked(body: String, _ plan: Plan) -> String {
        var out = sized(body, Size(width: plan.width, height: plan.height))
        let strip = "<g data-strip-group=\"\""
        if let r = out.range(of: strip) { out.replaceSubrange(r, with: strip + move(plan.strip)) }
        let panel = "<g data-text-panel=\"\""
        if let r = out.range(of: panel) {
            out.replaceSubrange(r, with: panel + move(Point(x: 0, y: plan.panelTop)))
        }
        if plan.badges != .zero {
            out = out.replacingOccurrences(of: "<g data-violation=\"", with: "<g" + move(plan.badges) + " data-violation=\"")
        }
        let clip = "<rect data-camera-clip=\"\""
        if let height = plan.cameraClip, let r = out.range(of: clip) {
            out.replaceSubrange(r, with: clip + narrowSize(Size(width: plan.width, height: height)))
        }
        return out
    }

    /// ` data-narrow-x="X" data-narrow-y="Y"`: the move the style sheet gives the element.
    static func move(_ p: Point) -> String {
        " data-narrow-x=\"\(format(p.x))\" data-narrow-y=\"\(format(p.y))\""
    }

    /// `svg` with each canvas rect (`rect[data-canvas]`) in it carrying the narrow `size`: the
    /// clip's (`<rect data-canvas="" width=…`) and the background's (`<rect width=… data-canvas=""/>`,
    /// ``SVGParts/rect(_:fill:stroke:rx:extra:)``'s order). The background was left wide: under
    /// the wide picture's height the narrow one showed the page through the veil, not its canvas.
    static func sized(_ svg: String, _ size: Size) -> String {
        svg.replacingOccurrences(of: "<rect data-canvas=\"\"", with: "<rect data-canvas=\"\"" + narrowSize(size))
            .replacingOccurrences(of: " data-canvas=\"\"/>", with: " data-canvas=\"\"" + narrowSize(size) + "/>")
    }

    static func narrowSize(_ size: Size) -> String {
        " data-narrow-width=\"\(format(size.width))\" data-narrow-height=\"\(format(size.height))\""
    }

    /// `part` (what follows `<g data-panel="`) with `text` after its first attribute's value.
    static func insert(_ text: String, afterFirstAttributeOf part: String) -> String {
        guard let quote = part.firstIndex(of: "\"") else { return part }
        var out = part
        out.insert(contentsOf: text, at: out.index(after: quote))
        return out
    }

    /// The root `<svg>` of `svg` without its `viewBox` (its user units CSS pixels, so that the
    /// style sheet resizes its box without scaling it), carrying the narrow size.
    static func root(_ svg: String, width: Double, height: Double) -> String {
        guard let open = svg.range(of: "<svg "), let box = svg.range(of: " viewBox=\"", range: open.upperBound..<svg.endIndex),
              let end = svg[box.upperBound...].firstIndex(of: "\"") else { return svg }
        var out = svg
        // The canvas's background (rect[data-canvas], in the picture's own colours, a page's dark
        // ones too) takes the narrow size, as its clip does: the rows the narrow picture adds.
        out.replaceSubrange(box.lowerBound...end, with: " data-narrow=\"\"" + narrowSize(Size(width: width, height: height)))
        return out
    }
}
