#!/usr/bin/python3
"""Conformance: the real SortableJS (and jQuery UI Sortable) against Shuffleboard's profiles.

For every board under the gesture folders (Markdown with one ```board block: `layout: list` or
`flow`, `viewport: WxH`, one `item-size`, no insets, spacing or headers, a `profile:` naming a
web library), builds a page that runs the real library from Debian's packages
(/usr/share/javascript, never copied into the repository) on a virtual clock in headless
Chromium, replays the board's gesture one 60 Hz frame at a time, and records each frame: the DOM
order of the items, the container's scroll offset, the floating clone's and the dragged item's
rectangles (content coordinates). docs/conformance.md has the mapping and the decisions.

Then runs `shuffleboard trace` on the board. When the CLI knows the profile, compares frame by
frame (DOM order == trace data, scroll offset == trace offset, dragged rect == liftedFrame
within 0.5 px; for jQuery UI also its order on screen == trace order while its placeholder
exists), prints "gesture G: N of M frames agree" and fails on any disagreement. When the
CLI reports the profile as unknown (it is not written yet), prints what the real library did
(frames recorded, frames at which the DOM order changed) and does not fail.

    /usr/bin/python3 Tests/Conformance/conformance.py [--binary .build/debug/shuffleboard]
        [--determinism ID,ID|all] [--json OUT] [GESTURE.md | FOLDER]...

--determinism replays the gestures named (by board id) a second time, in a fresh page, and fails
unless both recordings are identical. --json writes every recorded frame. Exits 1 on any failure.
"""
import argparse
import functools
import glob
import http.server
import json
import math
import os
import re
import struct
import subprocess
import sys
import tempfile
import threading
import time

import yaml
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "scripts"))
import tracejson  # noqa: E402  (reads trace JSON of either version)
from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service

HERE = os.path.dirname(os.path.abspath(__file__))
JAVASCRIPT = "/usr/share/javascript"
FPS = 60
TOLERANCE = 0.5
SETTLE_FRAMES = 15      # after the release: longer than the 150 ms animations
LEAD_FRAMES = 3         # frames run after the page loads, before the press

LIBRARIES = {
    "sortablejs": {
        "scripts": ["/js/sortable/Sortable.js"],
        "package": "libjs-sortable",
        "setup": "window.__sortable = new Sortable(list, {animation: 150, forceFallback: true});",
    },
    "jquery-ui-sortable": {
        "scripts": ["/js/jquery/jquery.js", "/js/jquery-ui/jquery-ui.js"],
        "package": "libjs-jquery-ui, libjs-jquery",
        "setup": "jQuery(list).sortable();",
    },
}


class Unsupported(Exception):
    pass


# --- boards -----------------------------------------------------------------------------------

def read_board(path):
    with open(path) as f:
        text = f.read()
    blocks = re.findall(r"^```board\n(.*?)^```", text, re.S | re.M)
    if len(blocks) != 1:
        raise Unsupported("%s: expected one board block, found %d" % (path, len(blocks)))
    board = yaml.safe_load(blocks[0])
    for key in ("section-inset", "header", "footer", "sections", "pin-headers", "locked"):
        if board.get(key) not in (None, 0, "0", False):
            raise Unsupported("%s: '%s' is not part of the conformance page" % (path, key))
    layout = board.get("layout", "flow")
    if layout not in ("list", "flow"):
        raise Unsupported("%s: layout '%s' (list or flow only)" % (path, layout))
    if layout == "flow" and (str(board.get("item-spacing", 10)) != "0" or str(board.get("line-spacing", 10)) != "0"):
        raise Unsupported("%s: a flow board needs item-spacing: 0 and line-spacing: 0" % path)
    if str(board.get("line-spacing", 0)) != "0":
        raise Unsupported("%s: line-spacing must be 0" % path)
    if board.get("direction", "vertical") != "vertical":
        raise Unsupported("%s: vertical boards only" % path)
    if int(board.get("fps", FPS)) != FPS:
        raise Unsupported("%s: 60 fps only" % path)
    width, height = (int(v) for v in str(board["viewport"]).split("x"))
    item_w, item_h = (int(v) for v in str(board.get("item-size", "50x50")).split("x"))
    items = board["items"]
    if isinstance(items, int):
        items = [str(i) for i in range(items)]
    items = [str(i) for i in items]
    if any(" " in i for i in items):
        raise Unsupported("%s: items of their own size are not part of the conformance page" % path)
    if layout == "list":
        item_w = width
    elif width % item_w:
        raise Unsupported("%s: the viewport width must be a multiple of the item width" % path)
    offset = [float(v) for v in str(board.get("offset", "0,0")).split(",")]
    profile = board.get("profile", "system")
    if profile not in LIBRARIES:
        raise Unsupported("%s: profile '%s' names no web library (%s)" % (path, profile, ", ".join(LIBRARIES)))
    steps = []
    for step in board.get("steps", []):
        if isinstance(step, dict):
            step = step["do"]
        steps.append(parse_step(str(step), path))
    return {"path": path, "id": board.get("id") or os.path.splitext(os.path.basename(path))[0],
            "layout": layout, "viewport": (width, height), "item": (item_w, item_h), "items": items,
            "offset": offset, "profile": profile, "steps": steps}


def frames_of(duration, path):
    m = re.fullmatch(r"([\d.]+)\s*(s|ms|frames?)", duration.strip())
    if not m:
        raise Unsupported("%s: duration '%s'" % (path, duration))
    value = float(m.group(1))
    if m.group(2).startswith("frame"):
        return int(value)
    seconds = value / 1000 if m.group(2) == "ms" else value
    return int(math.floor(seconds * FPS + 0.5))   # Swift's .rounded(): half away from zero


def parse_step(text, path):
    words = text.strip()
    if words.startswith("press "):
        return ("press", words[6:].strip())
    if words.startswith("move to "):
        m = re.fullmatch(r"move to (.+?)(?: over (.+))?", words)
        return ("move", m.group(1).strip(), frames_of(m.group(2), path) if m.group(2) else 1)
    if words.startswith("move by "):
        m = re.fullmatch(r"move by ([-\d.]+)\s*,\s*([-\d.]+)(?: over (.+))?", words)
        return ("moveby", (float(m.group(1)), float(m.group(2))), frames_of(m.group(3), path) if m.group(3) else 1)
    if words.startswith("hold "):
        return ("hold", frames_of(words[5:], path))
    if words == "release":
        return ("release",)
    raise Unsupported("%s: step '%s' is not part of the conformance gestures" % (path, text))


# --- the page ---------------------------------------------------------------------------------

def page_html(board):
    library = LIBRARIES[board["profile"]]
    width, height = board["viewport"]
    item_w, item_h = board["item"]
    flow = board["layout"] == "flow"
    items = "".join('<div class="item" data-label="%s">%s</div>' % (label, label) for label in board["items"])
    scripts = "".join('<script src="%s"></script>' % s for s in library["scripts"])
    return """<!doctype html><html><head><meta charset="utf-8">
<script src="/conformance/clock.js"></script>%s
<style>
html, body { margin: 0; padding: 0; }
#list { position: static; width: %dpx; height: %dpx; overflow: auto; margin: 0; padding: 0; border: 0;
  scrollbar-width: none; overflow-anchor: none; user-select: none; -webkit-user-select: none; %s }
#list::-webkit-scrollbar { display: none; }
.item { box-sizing: border-box; margin: 0; padding: 0; border: 0; width: %dpx; height: %dpx;
  font: 12px sans-serif; background: #ddd; %s }
</style></head><body><div id="list">%s</div>
<script>var list = document.getElementById("list"); list.scrollLeft = %r; list.scrollTop = %r; %s</script>
</body></html>""" % (scripts, width, height,
                     "display: flex; flex-wrap: wrap; align-content: flex-start;" if flow else "",
                     item_w, item_h, "flex: none;" if flow else "display: block;", items,
                     board["offset"][0], board["offset"][1], library["setup"])


class Handler(http.server.SimpleHTTPRequestHandler):
    """/page.html is the board's page, /conformance/ this folder, /js/ Debian's JavaScript."""
    page = ""

    def do_GET(self):
        if self.path == "/page.html":
            body = Handler.page.encode()
            self.send_response(200)
            self.send_header("Content-Type", "text/html; charset=utf-8")
            self.send_header("Content-Length", str(len(body)))
            self.send_header("Cache-Control", "no-store")
            self.end_headers()
            self.wfile.write(body)
            return
        super().do_GET()

    def translate_path(self, path):
        path = path.split("?", 1)[0]
        if path.startswith("/js/"):
            return os.path.join(JAVASCRIPT, os.path.normpath(path[4:]).lstrip("/."))
        if path.startswith("/conformance/"):
            return os.path.join(HERE, os.path.basename(path))
        return "/nonexistent"

    def log_message(self, *args):
        pass


def serve():
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, "http://127.0.0.1:%d" % server.server_address[1]


def browser():
    options = Options()
    options.binary_location = "/usr/bin/chromium"
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     "--window-size=800,800", "--force-device-scale-factor=1", "--hide-scrollbars",
                     "--disable-background-timer-throttling", "--disable-renderer-backgrounding",
                     "--disable-backgrounding-occluded-windows"]:
        options.add_argument(argument)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    return webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)


SNAPSHOT = """
var list = document.getElementById("list");
var origin = list.getBoundingClientRect();
function rect(el) {
  if (!el) return null;
  var r = el.getBoundingClientRect();
  var x = r.left - origin.left + list.scrollLeft, y = r.top - origin.top + list.scrollTop;
  function f(v) { return Math.round(v * 10000) / 10000; }
  return [f(x), f(y), f(r.width), f(r.height)];
}
var order = [], dragged = null, clone = null;
for (var i = 0; i < list.children.length; i++) {
  var c = list.children[i];
  if (c.classList.contains("sortable-fallback")) { clone = c; continue; }
  if (c.classList.contains("ui-sortable-placeholder")) continue;
  if (!c.classList.contains("item")) continue;
  order.push(c.getAttribute("data-label"));
  if (c.classList.contains("sortable-chosen") || c.classList.contains("ui-sortable-helper")) dragged = c;
}
if (!clone && dragged && dragged.classList.contains("ui-sortable-helper")) clone = dragged;
var out = {order: order, offset: [list.scrollLeft, list.scrollTop], clone: rect(clone), dragged: rect(dragged)};
// jQuery UI: the helper keeps its DOM place until the drop; the placeholder shows the order on screen.
var placeholder = list.querySelector(".ui-sortable-placeholder");
if (placeholder) {
  out.screen = [];
  for (var j = 0; j < list.children.length; j++) {
    var d = list.children[j];
    if (d === placeholder) out.screen.push(dragged ? dragged.getAttribute("data-label") : "?");
    else if (d.classList.contains("item") && d !== dragged) out.screen.push(d.getAttribute("data-label"));
  }
}
return out;
"""

ITEM_CENTRE = """
var list = document.getElementById("list"), origin = list.getBoundingClientRect();
var el = list.querySelector('.item[data-label="' + arguments[0] + '"]:not(.sortable-fallback)');
if (!el) return null;
var r = el.getBoundingClientRect();
return [r.left - origin.left + r.width / 2, r.top - origin.top + r.height / 2];
"""

LAYOUT = """
var list = document.getElementById("list"), origin = list.getBoundingClientRect(), out = {};
list.querySelectorAll(".item").forEach(function (el) {
  var r = el.getBoundingClientRect();
  out[el.getAttribute("data-label")] = [r.left - origin.left + list.scrollLeft, r.top - origin.top + list.scrollTop, r.width, r.height];
});
return [out, list.scrollWidth, list.scrollHeight, window.devicePixelRatio, window.innerWidth, window.innerHeight];
"""


def script_frames(steps, centre, viewport):
    """The board's gesture as page input per frame, as the engine's StepPlayer plays it: frame 0
    is the state before the press, as in the engine's traces, and the press is in
    frame 1; a move's j-th of n frames is at S + (E - S) j / n; a hold sends nothing; a
    release applies in the next frame. Item targets are resolved on the page when the step
    starts (`centre(label, frame)`, which may run frames first). Yields (frame, kind, point)."""
    finger = None
    frame = 1
    pending_release = False
    for step in steps:
        if step[0] == "press":
            finger = resolve(step[1], finger, centre, viewport, frame - 1)  # before the press frame
            yield (frame, "press", finger)
        elif step[0] in ("move", "moveby"):
            start = finger
            if step[0] == "move":
                end = resolve(step[1], finger, centre, viewport, frame)
            else:
                end = (start[0] + step[1][0], start[1] + step[1][1])
            n = max(1, step[2])
            for j in range(1, n + 1):
                frame += 1
                # Four decimals, as the trace's finger has them.
                point = (round(start[0] + (end[0] - start[0]) * j / n, 4), round(start[1] + (end[1] - start[1]) * j / n, 4))
                if pending_release:
                    raise Unsupported("a move after a release")
                yield (frame, "move", point)
                finger = point
        elif step[0] == "hold":
            frame += step[1]
        elif step[0] == "release":
            yield (frame + 1, "release", finger)
            finger = None
            pending_release = True


def resolve(target, finger, centre, viewport, frame):
    width, height = viewport
    edges = {"top edge": (None, 1), "bottom edge": (None, height - 1), "left edge": (1, None),
             "right edge": (width - 1, None)}
    if target in edges:
        p = list(finger or (width / 2, height / 2))
        x, y = edges[target]
        if x is not None:
            p[0] = x
        if y is not None:
            p[1] = y
        return tuple(p)
    m = re.fullmatch(r"([-\d.]+)\s*,\s*([-\d.]+)", target)
    if m:
        return (float(m.group(1)), float(m.group(2)))
    point = centre(target, frame)
    if point is None:
        return (width / 2, height / 2)
    return (round(point[0], 4), round(point[1], 4))


class Page:
    """One board's page in the browser, stepped one virtual frame at a time."""

    def __init__(self, driver, base, board):
        self.driver = driver
        self.board = board
        Handler.page = page_html(board)
        width, height = board["viewport"]
        driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                               {"width": max(width + 40, 400), "height": max(height + 40, 300),
                                "deviceScaleFactor": 1, "mobile": False})
        driver.get(base + "/page.html")
        # Park the mouse outside the list.
        self.mouse("mouseMoved", (width + 20, height + 20), buttons=0)
        self.driver.execute_script("window.__clock.takeReceived()")
        self.frame = -LEAD_FRAMES - 1
        self.frames = []
        self.problems = []
        for _ in range(LEAD_FRAMES):
            self.step(None)

    def mouse(self, kind, point, buttons=1):
        self.driver.execute_cdp_cmd("Input.dispatchMouseEvent", {
            "type": kind, "x": point[0], "y": point[1], "button": "left" if kind != "mouseMoved" else ("left" if buttons else "none"),
            "buttons": buttons, "clickCount": 1 if kind != "mouseMoved" else 0})

    def time(self, frame):
        return (frame + LEAD_FRAMES + 1) * 1000.0 / FPS

    def step(self, action):
        """Frame self.frame + 1: timers due, the input, zero-delay timers, animation frame
        callbacks and the snapshot, then one real rendering."""
        self.frame += 1
        t = self.time(self.frame)
        # The previous frame's real rendering (step 5), then this frame's timers (step 1): one
        # round trip.
        self.driver.execute_async_script(
            "var t = arguments[0], done = arguments[arguments.length - 1];"
            "window.__clock.render(function () { window.__clock.runTimers(t); done(); });", t)
        expected = []
        if action is not None:
            kind, point = action
            for v in point:
                # Chromium keeps CDP's doubles as 32-bit floats and mouse events carry the integer
                # part of that float: a position whose double and float truncate differently would
                # make the page and a profile disagree about a whole pixel.
                if math.floor(v) != math.floor(struct.unpack("f", struct.pack("f", v))[0]):
                    self.problems.append("frame %d: %r lies within float32 rounding of a whole pixel" % (self.frame, v))
            if kind == "press":
                self.mouse("mousePressed", point)
                expected = ["pointerdown", "mousedown"]
            elif kind == "move":
                self.mouse("mouseMoved", point)
                expected = ["pointermove", "mousemove"]
            elif kind == "release":
                self.mouse("mouseReleased", point, buttons=0)
                expected = ["pointerup", "mouseup"]
        snapshot = self.driver.execute_script(
            "window.__clock.runTimers(arguments[0]); window.__clock.runFrame(arguments[0]);"
            "var s = (function () {" + SNAPSHOT + "})(); s.received = window.__clock.takeReceived();"
            "s.errors = window.__clock.errors(); return s;", t)
        if snapshot["received"] != expected:
            self.problems.append("frame %d: sent %s, the page received %s" % (self.frame, expected, snapshot["received"]))
        if snapshot["errors"]:
            self.problems.append("frame %d: page errors %s" % (self.frame, snapshot["errors"]))
        del snapshot["received"], snapshot["errors"]
        if self.frame >= 0:
            snapshot["frame"] = self.frame
            snapshot["input"] = None if action is None else [action[0], [round(action[1][0], 4), round(action[1][1], 4)]]
            self.frames.append(snapshot)

    def check_layout(self, layout):
        """The items' rects and the content size on the page before the press equal the
        engine's layout of the board."""
        items, content = layout
        rects, scroll_w, scroll_h, dpr, _, _ = self.driver.execute_script(LAYOUT)
        if dpr != 1:
            self.problems.append("device pixel ratio %r" % dpr)
        if [scroll_w, scroll_h] != [max(content[0], self.board["viewport"][0]), max(content[1], self.board["viewport"][1])]:
            self.problems.append("content %sx%s on the page, %sx%s on the board" % (scroll_w, scroll_h, content[0], content[1]))
        for label, want in items.items():
            got = rects.get(label)
            if got is None or any(abs(a - b) > 1e-9 for a, b in zip(got, want)):
                self.problems.append("item %s at %r on the page, %r on the board" % (label, got, want))


def record(driver, base, board, layout, actions=None):
    """Plays the board's gesture on a fresh page, from `actions` (one per frame, from a trace's
    finger) when given, else from the board's steps; returns (frames, problems)."""
    page = Page(driver, base, board)
    page.check_layout(layout)
    if actions is not None:
        for action in actions:
            page.step(action)
        return page.frames, page.problems

    def centre(label, frame):
        while page.frame < frame:   # an item target is resolved when its step starts
            page.step(None)
        return driver.execute_script(ITEM_CENTRE, label)

    # Lazily: each frame is played as the script yields it.
    for frame, kind, point in script_frames(board["steps"], centre, board["viewport"]):
        while page.frame < frame - 1:
            page.step(None)
        page.step((kind, point))
    last = page.frame + SETTLE_FRAMES
    while page.frame < last:
        page.step(None)
    return page.frames, page.problems


# --- the engine -------------------------------------------------------------------------------

def engine_trace(binary, path):
    """The trace of the board, or None when the CLI does not know the board's profile."""
    result = subprocess.run([binary, "trace", path], capture_output=True, text=True)
    if result.returncode != 0:
        if re.search(r"unknown profile", result.stderr + result.stdout, re.I):
            return None
        raise RuntimeError("%s trace %s failed:\n%s" % (binary, path, result.stderr))
    # Every frame with its offset, finger and liftedFrame, points and rects as objects
    # (version 3 writes them where they changed, as arrays).
    return tracejson.entry(json.loads(result.stdout)["boards"][0])


def engine_layout(binary, board):
    """The board's layout as the engine lays it out (`items` of a trace: content coordinates),
    from the same board with `profile: system` (the layout does not depend on the profile)."""
    with open(board["path"]) as f:
        text = f.read()
    text = re.sub(r"^profile: .*$", "profile: system", text, count=1, flags=re.M)
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, os.path.basename(board["path"]))
        with open(path, "w") as f:
            f.write(text)
        result = subprocess.run([binary, "trace", path], capture_output=True, text=True)
    if result.returncode != 0:
        raise RuntimeError("%s trace (as profile: system) %s failed:\n%s" % (binary, board["path"], result.stderr))
    trace = tracejson.entry(json.loads(result.stdout)["boards"][0])
    return {label: as_rect(rect) for label, rect in trace["items"].items()}, [trace["contentSize"]["width"], trace["contentSize"]["height"]]


def carried(trace, key):
    """`key` ("order" or "data") at every frame of a board's trace, either version
    (scripts/tracejson.py applies version 2's edits)."""
    return tracejson.carried(trace, key)


def trace_actions(trace):
    """The page input per trace frame, from the trace's finger: a press where a finger appears,
    a move where it changes, a release where it goes."""
    actions = []
    previous = None
    for frame in trace["frames"]:
        finger = frame.get("finger")
        point = None if finger is None else (finger["x"], finger["y"]) if isinstance(finger, dict) else tuple(finger)
        if previous is None and point is not None:
            actions.append(("press", point))
        elif previous is not None and point is None:
            actions.append(("release", previous))
        elif point is not None and point != previous:
            actions.append(("move", point))
        else:
            actions.append(None)
        previous = point
    return actions


def as_rect(value):
    if value is None:
        return None
    if isinstance(value, dict):
        return [value["x"], value["y"], value["width"], value["height"]]
    return list(value)


def as_point(value):
    if isinstance(value, dict):
        return [value["x"], value["y"]]
    return list(value)


def compare(page_frames, trace):
    """Per frame: a list of disagreements (empty when the frame agrees)."""
    data = carried(trace, "data")
    screen = carried(trace, "order")
    out = []
    for k, (mine, theirs) in enumerate(zip(page_frames, trace["frames"])):
        problems = []
        want = [label for section in data[k] for label in section]
        if mine["order"] != want:
            problems.append("order %s, trace data %s" % (mine["order"], want))
        # jQuery UI only: while its placeholder exists, the order on screen (the placeholder
        # standing for the dragged item) against the trace's screen order. SortableJS's frames
        # have no "screen": its DOM order is its screen order.
        if "screen" in mine:
            shown = [label for section in screen[k] for label in section]
            if mine["screen"] != shown:
                problems.append("screen %s, trace order %s" % (mine["screen"], shown))
        offset = as_point(theirs["offset"])
        if any(abs(a - b) > TOLERANCE for a, b in zip(mine["offset"], offset)):
            problems.append("offset %s, trace %s" % (mine["offset"], offset))
        lifted = as_rect(theirs.get("liftedFrame"))
        if (mine["clone"] is None) != (lifted is None) or (
                lifted is not None and any(abs(a - b) > TOLERANCE for a, b in zip(mine["clone"], lifted))):
            problems.append("dragged %s, trace liftedFrame %s" % (mine["clone"], lifted))
        out.append(problems)
    if len(page_frames) != len(trace["frames"]):
        out.append(["%d page frames, %d trace frames" % (len(page_frames), len(trace["frames"]))])
    return out


def order_changes(frames):
    return [f["frame"] for previous, f in zip(frames, frames[1:]) if f["order"] != previous["order"]]


def summary(board, frames):
    changes = order_changes(frames)
    screen = [f["frame"] for previous, f in zip(frames, frames[1:]) if f.get("screen") and f.get("screen") != previous.get("screen", previous["order"])]
    scrolls = [f["frame"] for previous, f in zip(frames, frames[1:]) if f["offset"] != previous["offset"]]
    clone = [f["frame"] for f in frames if f["clone"] is not None]
    return ("gesture %s: %d frames, order changed at %s;%s final %s; offset %s%s; dragged element in frames %s" % (
        board["id"], len(frames), ("frames " + ", ".join(map(str, changes))) if changes else "no frame",
        " placeholder moved at frames %s;" % ", ".join(map(str, screen)) if screen else "",
        " ".join(frames[-1]["order"]), frames[-1]["offset"],
        " (scrolled in %d frames, %d..%d)" % (len(scrolls), scrolls[0], scrolls[-1]) if scrolls else "",
        "%d..%d" % (clone[0], clone[-1]) if clone else "none"))


def gesture_files(arguments):
    paths = arguments or [os.path.join(HERE, "gestures")]
    out = []
    for path in paths:
        if os.path.isdir(path):
            out += sorted(glob.glob(os.path.join(path, "**", "*.md"), recursive=True))
        else:
            out.append(path)
    return out


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("paths", nargs="*")
    parser.add_argument("--binary", default=".build/debug/shuffleboard")
    parser.add_argument("--determinism", default="", help="comma-separated gesture ids to replay twice, or 'all'")
    parser.add_argument("--json", help="write every recorded frame here")
    parser.add_argument("--known", help="a JSON file of known disagreements: {gesture: {\"frames\": [k, ...], "
                        "\"why\": text}}; a listed frame that disagrees is counted, not failed, and a listed frame "
                        "that agrees fails (the list must shrink as the profile improves)")
    parser.add_argument("--write-known", help="write the disagreeing frames of this run to this file (reasons kept "
                        "from --known where the gesture is listed)")
    args = parser.parse_args()

    started = time.time()
    failures = []
    known = {}
    if args.known:
        with open(args.known) as f:
            known = {k: v for k, v in json.load(f).items() if not k.startswith("_")}
    found = {}
    totals = [0, 0]
    boards = []
    for path in gesture_files(args.paths):
        try:
            boards.append(read_board(path))
        except (Unsupported, KeyError, ValueError, yaml.YAMLError) as error:
            failures.append("%s: not a conformance board: %s" % (path, error))
    recorded = {}
    layouts = {}
    server, base = serve()
    driver = browser()
    try:
        print("conformance: %s, %s" % (driver.capabilities.get("browserVersion"), ", ".join(
            "%s (%s)" % (name, LIBRARIES[name]["package"]) for name in sorted({b["profile"] for b in boards}))))
        for board in boards:
            trace = engine_trace(args.binary, board["path"])
            actions = trace_actions(trace) if trace is not None else None
            layouts[board["id"]] = engine_layout(args.binary, board)
            frames, problems = record(driver, base, board, layouts[board["id"]], actions)
            recorded[board["id"]] = frames
            failures += ["gesture %s: %s" % (board["id"], p) for p in problems]
            if trace is None:
                print(summary(board, frames) + "  [record only: the CLI has no profile '%s']" % board["profile"])
                continue
            disagreements = compare(frames, trace)
            agree = sum(1 for d in disagreements[:len(frames)] if not d)
            listed = set(known.get(board["id"], {}).get("frames", []))
            wrong = [k for k, d in enumerate(disagreements) if d]
            found[board["id"]] = wrong
            print("gesture %s: %d of %d frames agree%s" % (board["id"], agree, len(trace["frames"]),
                  " (%d known disagreements)" % len(listed & set(wrong)) if listed & set(wrong) else ""))
            for k, d in enumerate(disagreements):
                if d and k not in listed:
                    failures.append("gesture %s frame %d: %s" % (board["id"], k, "; ".join(d)))
            for k in sorted(listed - set(wrong)):
                failures.append("gesture %s frame %d agrees now: take it out of %s" % (board["id"], k, args.known))
            totals[0] += agree
            totals[1] += len(trace["frames"])
        twice = set(args.determinism.split(",")) - {""}
        unknown = twice - {b["id"] for b in boards} - {"all"}
        if unknown:
            failures.append("--determinism names no gesture: %s" % ", ".join(sorted(unknown)))
        for board in [b for b in boards if b["id"] in twice or "all" in twice]:
            trace = engine_trace(args.binary, board["path"])
            again, _ = record(driver, base, board, layouts[board["id"]], trace_actions(trace) if trace is not None else None)
            same = json.dumps(again) == json.dumps(recorded[board["id"]])
            print("determinism %s: %s" % (board["id"], "the same frames" if same else "DIFFERENT frames"))
            if not same:
                failures.append("gesture %s: a second run recorded different frames" % board["id"])
    finally:
        driver.quit()
        server.shutdown()
    if args.json:
        with open(args.json, "w") as f:
            json.dump(recorded, f, indent=1)
    if args.write_known:
        with open(args.write_known, "w") as f:
            json.dump({g: {"frames": frames, "why": known.get(g, {}).get("why", "")}
                       for g, frames in sorted(found.items()) if frames}, f, indent=1)
            f.write("\n")
    if totals[1]:
        print("conformance: %d of %d compared frames agree" % tuple(totals))
    for failure in failures[:50]:
        print("FAIL:", failure)
    print("conformance: %d gestures, %d failures, %.1f s" % (len(boards), len(failures), time.time() - started))
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
