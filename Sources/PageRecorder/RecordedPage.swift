import BrowserPipe
import CollectionLayout
import Foundation

/// The page being recorded, in its browser: started with the virtual clock injected before its
/// scripts, loaded, measured once, then stepped one virtual frame at a time with trusted input.
///
/// One frame, at virtual time t, as the conformance suite runs it (docs/conformance.md, "One
/// frame"): the timers due by t; one real rendering, so that the events it makes (a scroll's)
/// arrive in this frame; the frame's input through `Input.dispatchMouseEvent`; the timers that
/// input posted; the animation frame callbacks; then the snapshot. Frame k is at
/// (k + 4) / fps s on the page's clock: three lead frames after the load come first.
final class RecordedPage {
    /// Frames run after the load, before frame 0, as the conformance suite's page has them.
    static let leadFrames = 3
    /// Seconds the page has to load, and the browser to answer any one command (`--timeout`).
    let limit: Double

    let browser: ChromiumProcess
    let devTools: DevTools
    let page: BrowserPage
    let fps: Int
    /// The browser as it names itself (`Chromium 156.0.8078.79`).
    var version = ""
    /// What the page did that a user should hear of: requests blocked, errors, console errors.
    var warnings: [String] = []
    /// The frame being run, for warnings.
    var frame = -RecordedPage.leadFrames - 1
    /// The container's border box's top-left in client coordinates, measured once.
    var origin = Point(x: 0, y: 0)
    /// HTML5 drag and drop: what `Input.dragIntercepted` gave, once a native drag started, and
    /// whether the drag events have begun.
    var dragData: Any?
    var dragging = false
    var crashed = false
    /// Touch input instead of the mouse (``PageRecorder/Options/touch``).
    var touch = false

    /// Starts `program` and opens a tab set up for recording; nothing is loaded yet.
    init(program: String, fps: Int, limit: Double) throws(RecordFailure) {
        self.fps = fps
        self.limit = limit
        let process: ChromiumProcess
        do throws(ChromiumProcess.Failure) {
            process = try ChromiumProcess(program)
        } catch {
            throw .browser(error.why)
        }
        let tools = DevTools(process)
        do throws(DevTools.Failure) {
            // Its first answer waits for it to start.
            let about = try tools.call("Browser.getVersion", within: 30)
            let product = about["product"] as? String ?? "Chromium"
            version = "Chromium " + (product.split(separator: "/").last.map(String.init) ?? product)
            page = try BrowserPage(tools)
        } catch {
            process.close()
            throw .browser(error.description)
        }
        browser = process
        devTools = tools
        devTools.onEvent = { [unowned self] event in self.heard(event) }
    }

    /// Sets the tab up and loads `url`: the clock and the recorder's page side before any of the
    /// page's scripts; every request paused, so that only local ones go on; an 800×600 viewport
    /// at one device pixel per CSS pixel; native drags intercepted; then the lead frames.
    func load(_ url: String) throws(RecordFailure) {
        do throws(DevTools.Failure) {
            for method in ["Page.enable", "Runtime.enable"] { try page.call(method) }
            try page.call("Fetch.enable", ["patterns": [["urlPattern": "*"]]])
            try page.call("Emulation.setDeviceMetricsOverride",
                          ["width": 800, "height": 600, "deviceScaleFactor": 1, "mobile": false])
            try page.call("Emulation.setTimezoneOverride", ["timezoneId": "UTC"])
            try page.call("Input.setInterceptDrags", ["enabled": true])
            if touch { try page.call("Emulation.setTouchEmulationEnabled", ["enabled": true, "maxTouchPoints": 1]) }
            try page.call("Page.addScriptToEvaluateOnNewDocument", ["source": Self.injected])
        } catch {
            throw .browser(error.description)
        }
        do throws(BrowserPage.LoadFailure) {
            try page.load(url, within: limit)
        } catch {
            throw .page("\(url): \(error)")
        }
        for _ in 0..<Self.leadFrames { try step([], down: false) }
    }

    /// The conformance suite's clock, then the recorder's page side.
    static let injected = (BuiltInScripts.texts["clock"] ?? "") + "\n" + (BuiltInScripts.texts["record"] ?? "")

    /// The page's clock at frame k, milliseconds, as a JavaScript number.
    func time(_ k: Int) -> String {
        "\(Double(k + Self.leadFrames + 1) * 1000 / Double(fps))"
    }

    /// Evaluates `expression` in the page; any failure is the browser's.
    func evaluate(_ expression: String) throws(RecordFailure) -> Any? {
        do {
            let value = try page.evaluate(expression, within: limit)
            if crashed { throw RecordFailure.page("the page crashed at frame \(frame)") }
            return value
        } catch let failure as RecordFailure {
            throw failure
        } catch {
            throw .browser("\(error) (at frame \(frame))")
        }
    }

    /// Whether the next frame's timers and real rendering have run already (``step(_:down:prime:)``).
    var primed = false

    /// Runs the next frame with `inputs` (board points; `down` whether the button is held after
    /// them) and returns its snapshot. With `prime`, the same round trip then runs the next
    /// frame's first two stages (its timers, its real rendering), as the conformance suite does
    /// when it replays a trace: the page sees the same sequence, one round trip a frame fewer, but
    /// nothing may be read from the page before the next frame (an item's centre).
    @discardableResult
    func step(_ inputs: [PageInput], down: Bool, prime: Bool = false) throws(RecordFailure) -> PageSnapshot {
        frame += 1
        let t = time(frame)
        if !primed {
            _ = try evaluate("window.__clock.runTimers(\(t)); new Promise(function (done) { window.__clock.render(done); })")
        }
        primed = false
        for input in inputs { try send(input) }
        if dragging && down && !inputs.contains(where: \.isMove) {
            // A native drag keeps sending dragover while the pointer rests, as a browser does.
            try send(.move(lastPoint, down: true))
        }
        let frameEnd = "window.__clock.runTimers(\(t)); window.__clock.runFrame(\(t)); "
        // In a native drag the element following the pointer is the browser's drag image, not in
        // the page: no item's transform stands for it.
        let snapshot = "window.__record.snapshot(\(down && dragData == nil))"
        let value = try evaluate(prime
            ? "(function () { \(frameEnd)var s = \(snapshot); window.__clock.runTimers(\(time(frame + 1))); "
                + "return new Promise(function (done) { window.__clock.render(function () { done(s); }); }); })()"
            : frameEnd + snapshot)
        primed = prime
        guard let snapshot = PageSnapshot(value) else {
            throw .page("the page's recorder did not answer at frame \(frame) (did the page replace window.__record?)")
        }
        for error in snapshot.errors { warnings.append("page error at frame \(frame): \(error)") }
        return snapshot
    }

    var lastPoint = Point(x: 0, y: 0)

    /// One input as trusted events: mouse events, or, once the page started a native drag, the
    /// drag events Chromium would send (`Input.dispatchDragEvent`), the mouse released after the drop.
    func send(_ input: PageInput) throws(RecordFailure) {
        let p = input.point
        lastPoint = p
        let x = origin.x + p.x, y = origin.y + p.y
        do {
            if touch {
                try sendTouch(input, x: x, y: y)
                return
            }
            if dragData != nil, !dragging, case .move = input {
                dragging = true
                try page.call("Input.dispatchDragEvent", ["type": "dragEnter", "x": x, "y": y, "data": dragData!])
            }
            switch input {
            case .press:
                try page.call("Input.dispatchMouseEvent",
                              ["type": "mousePressed", "x": x, "y": y, "button": "left", "buttons": 1, "clickCount": 1])
            case .move(_, let down):
                if dragging {
                    try page.call("Input.dispatchDragEvent", ["type": "dragOver", "x": x, "y": y, "data": dragData!])
                } else {
                    try page.call("Input.dispatchMouseEvent", ["type": "mouseMoved", "x": x, "y": y,
                                                               "button": down ? "left" : "none", "buttons": down ? 1 : 0])
                }
            case .release, .cancel:
                if case .cancel = input {
                    for type in ["rawKeyDown", "keyUp"] {
                        try page.call("Input.dispatchKeyEvent", ["type": type, "key": "Escape", "code": "Escape",
                                                                 "windowsVirtualKeyCode": 27])
                    }
                }
                if dragging {
                    try page.call("Input.dispatchDragEvent",
                                  ["type": input.isCancel ? "dragCancel" : "drop", "x": x, "y": y, "data": dragData!])
                    dragging = false
                    dragData = nil
                }
                try page.call("Input.dispatchMouseEvent",
                              ["type": "mouseReleased", "x": x, "y": y, "button": "left", "buttons": 0, "clickCount": 1])
            }
        } catch {
            throw .browser("\(error) (at frame \(frame))")
        }
    }

    /// One input as a touch: the press starts it, the moves move it (none without a finger down),
    /// the release ends it where it is, a cancel cancels it.
    func sendTouch(_ input: PageInput, x: Double, y: Double) throws(DevTools.Failure) {
        let point: [[String: Any]] = [["x": x, "y": y, "id": 1]]
        switch input {
        case .press:
            try page.call("Input.dispatchTouchEvent", ["type": "touchStart", "touchPoints": point])
        case .move(_, let down):
            if down { try page.call("Input.dispatchTouchEvent", ["type": "touchMove", "touchPoints": point]) }
        case .release:
            try page.call("Input.dispatchTouchEvent", ["type": "touchEnd", "touchPoints": [] as [Any]])
        case .cancel:
            try page.call("Input.dispatchTouchEvent", ["type": "touchCancel", "touchPoints": [] as [Any]])
        }
    }

    /// What the browser says while the page runs.
    func heard(_ event: DevTools.Event) {
        let where_ = frame >= 0 ? " at frame \(frame)" : " while loading"
        switch event.method {
        case "Fetch.requestPaused":
            guard let id = event.params["requestId"] as? String else { return }
            let url = (event.params["request"] as? [String: Any])?["url"] as? String ?? ""
            if LocalURL.mayLoad(url) {
                try? page.send("Fetch.continueRequest", ["requestId": id])
            } else {
                warnings.append("blocked the page's request to \(url)\(where_): only local pages are recorded")
                try? page.send("Fetch.failRequest", ["requestId": id, "errorReason": "BlockedByClient"])
            }
        case "Runtime.exceptionThrown":
            let details = event.params["exceptionDetails"] as? [String: Any]
            let exception = details?["exception"] as? [String: Any]
            let text = exception?["description"] as? String ?? details?["text"] as? String ?? "an exception"
            warnings.append("page error\(where_): \(text)")
        case "Runtime.consoleAPICalled" where event.params["type"] as? String == "error":
            let args = event.params["args"] as? [[String: Any]] ?? []
            let text = args.map { arg in
                if let value = arg["value"] { return "\(value)" }
                return arg["description"] as? String ?? "?"
            }.joined(separator: " ")
            warnings.append("console error\(where_): \(text)")
        case "Input.dragIntercepted":
            dragData = event.params["data"]
        case "Inspector.targetCrashed", "Target.targetCrashed":
            crashed = true
        default:
            break
        }
    }

    /// Ends the browser and removes its profile (``ChromiumProcess/close()``: at once).
    func close() {
        browser.close()
    }
}

/// One input of a frame, in board coordinates.
enum PageInput {
    case press(Point)
    case move(Point, down: Bool)
    case release(Point)
    case cancel(Point)

    var point: Point {
        switch self {
        case .press(let p), .move(let p, _), .release(let p), .cancel(let p): p
        }
    }

    var isMove: Bool { if case .move = self { true } else { false } }
    var isCancel: Bool { if case .cancel = self { true } else { false } }
}
