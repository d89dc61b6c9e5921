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
        /// Whether the narrow picture draws a text panel of its own, wrapped to its width
        /// (``Scene/narrowed(width:top:)``): where a line of the wide picture's would run past
        /// the narrow edge, a caption, a note or an event. Its height is in ``height``.
        var ownPanel = false
    }

    /// The narrowest picture the arrangement draws, where the wide one is wider: what a 360 px
    /// phone's stage holds, its window less the page's padding of .6rem a side (style.mustache,
    /// under 600 px; the stage takes the figure's padding and border), 360 − 19.2 = 340.8.
    static let phoneWidth = 340.0

    /// The narrow arrangement of `scene`'s picture, or `nil` where it has none (no strip beside
    /// the screen).
    static func plan(_ scene: Scene) -> Plan? {
        guard let strip = scene.strip, strip.placement == .right else { return nil }
        let frame = strip.frame
        // What lies left of the strip (the screen) and its padding; and at least as wide as a
        // phone's stage allows (``phoneWidth``), where the wide picture is wider: the text under
        // a narrow screen (a 200-point list's column is 248) then wraps at the phone's width.
        let column = max(frame.minX - DataStrip.gap + Scene.padding, frame.width + 2 * Scene.padding)
        let width = max(column, min(scene.canvas.width, phoneWidth))
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
        let own = ownPanel(scene, width: width, top: newPanelTop)
        return Plan(width: width, height: newPanelTop + (own?.captionHeight ?? scene.captionHeight),
                    strip: Point(x: Scene.padding - frame.minX, y: stripTop - frame.minY),
                    panelTop: newPanelTop, badges: Point(x: width - scene.canvas.width, y: 0),
                    cameraClip: scene.camera?.length, ownPanel: own != nil)
    }

    /// The narrow picture's own text panel, `width` wide from `top` (``Scene/narrowed(width:top:)``),
    /// or `nil` where the wide picture's fits: its lines, wrapped to the wide canvas, are the same
    /// wrapped to the narrow one. At 390 px a side-by-side board's captions and a long event
    /// line ran past the narrow edge, cut by the picture's clip.
    static func ownPanel(_ scene: Scene, width: Double, top: Double) -> Scene? {
        guard width < scene.canvas.width else { return nil }
        let narrow = scene.narrowed(width: width, top: top)
        let (a, b) = (scene.panel, narrow.panel)
        if a.captions == b.captions && a.notes == b.notes && a.log.map(\.lines) == b.log.map(\.lines) { return nil }
        return narrow
    }

    /// The narrow picture's own text panel, drawn (``WalkthroughSVG/panel(_:clock:narrow:)``) and
    /// its ids scoped as those of the picture it goes into (`scopes`, innermost first), or `nil`.
    static func ownPanelSVG(_ scene: Scene, _ plan: Plan, scopes: [String]) -> String? {
        guard plan.ownPanel, let narrow = ownPanel(scene, width: plan.width, top: plan.panelTop) else { return nil }
        var svg = WalkthroughSVG.panel(narrow, clock: SMILClock(narrow.story), narrow: true)
        for prefix in scopes { svg = ScopedIDs.scope(svg, prefix: prefix) }
        return svg
    }

    /// The page's copy of `scene`'s walkthrough, `svg` (``WalkthroughSVG/render(_:body:)``, its ids
    /// scoped), marked with its narrow arrangement; `svg` as it is where there is none.
    /// `svg`'s ids are scoped by `scope` (a board's id), as the narrow panel's will be.
    static func marked(_ svg: String, scene: Scene, scope: String) -> String {
        guard let plan = plan(scene) else { return svg }
        return root(marked(body: svg, plan, ownPanel: ownPanelSVG(scene, plan, scopes: [scope])),
                    width: plan.width, height: plan.height)
    }

    /// The page's copy of the side-by-side picture of `scenes`, `svg`
    /// (``WalkthroughSVG/sideBySide(_:bodies:partings:)``, its ids scoped): its panels one under
    /// another, each arranged narrow; `svg` as it is where a panel has no narrow arrangement.
    static func markedSideBySide(_ svg: String, scenes: [Scene], scope: String) -> String {
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
        // "Where they part", wrapped to the narrow width where its rows would run past it: drawn
        // after the wide rows, which hide there; the panels then start under it.
        let wide = 2 * (scenes.map(\.canvas.width).max() ?? 0) + gap   // two abreast (sideBySide)
        let block = "<g data-partings=\"\""
        if WalkthroughSVG.partingRows(scenes, width: width) != WalkthroughSVG.partingRows(scenes, width: wide),
           let r = out.range(of: block), let end = groupEnd(out, from: r.lowerBound) {
            let narrow = WalkthroughSVG.partingBlock(scenes, width: width, narrow: true)
            out = out[..<r.lowerBound] + block + " " + hiddenMark + out[r.upperBound..<end] + narrow.svg + out[end...]
            y = narrow.top
        }
        for (i, scene) in scenes.enumerated() {
            let plan = plansMade[i]
            // The panel moves from its place abreast to its row, its canvas's clip takes the narrow
            // size, and its header's status goes to its right edge.
            // The panel's ids are scoped "p1", "p2" … inside the board's (sideBySide).
            var part = marked(body: parts[i + 1], plan, ownPanel: ownPanelSVG(scene, plan, scopes: ["p\(i + 1)", scope]))
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
    /// With `ownPanel` (``ownPanelSVG(_:_:scopes:)``), the text panel is hidden at the narrow
    /// width and that one, drawn after it, shows instead.
    static func marked(body: String, _ plan: Plan, ownPanel: String? = nil) -> String {
        var out = sized(body, Size(width: plan.width, height: plan.height))
        let strip = "<g data-strip-group=\"\""
        if let r = out.range(of: strip) { out.replaceSubrange(r, with: strip + move(plan.strip)) }
        let panel = "<g data-text-panel=\"\""
        if let r = out.range(of: panel) {
            if let ownPanel, let end = groupEnd(out, from: r.lowerBound) {
                out = out[..<r.lowerBound] + panel + " " + hiddenMark + out[r.upperBound..<end] + ownPanel + out[end...]
            } else {
                out.replaceSubrange(r, with: panel + move(Point(x: 0, y: plan.panelTop)))
            }
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

    /// Where the group opening at `start` in `svg` ends: after its `</g>` (and the line's end),
    /// counting the groups inside it. Text is escaped, so every `<g` and `</g>` is markup.
    static func groupEnd(_ svg: String, from start: String.Index) -> String.Index? {
        var depth = 0
        var i = start
        let utf8 = svg.utf8
        while i < utf8.endIndex {
            guard let lt = utf8[i...].firstIndex(of: UInt8(ascii: "<")) else { return nil }
            let next = utf8.index(after: lt)
            guard next < utf8.endIndex else { return nil }
            if utf8[next] == UInt8(ascii: "g") {
                let after = utf8.index(after: next)
                if after < utf8.endIndex, utf8[after] == UInt8(ascii: " ") || utf8[after] == UInt8(ascii: ">") { depth += 1 }
            } else if utf8[next] == UInt8(ascii: "/"), svg.utf8[next...].starts(with: "/g>".utf8) {
                depth -= 1
                if depth == 0 {
                    var end = utf8.index(lt, offsetBy: 4)
                    if end < utf8.endIndex, utf8[end] == UInt8(ascii: "\n") { end = utf8.index(after: end) }
                    return end
                }
            }
            i = next
        }
        return nil
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
