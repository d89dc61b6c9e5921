#!/usr/bin/python3
"""Conformance: the real SortableJS, jQuery UI Sortable and dnd-kit against Shuffleboard's profiles.

For every board under the gesture folders (Markdown with one ```board block: `layout: list` or
`flow`, `viewport: WxH`, one `item-size` (on the dnd-kit page an item may have its own, "A 200x100"),
no insets, spacing or headers, a `profile:` naming a web library), builds a page that runs the real library on a virtual clock in headless Chromium,
once for each version of it (LIBRARIES): SortableJS 1.14.0 and jQuery UI 1.13.2 from Debian's
packages (/usr/share/javascript), SortableJS 1.15.2 and dnd-kit from the PyPI wheels that
`make real-libs` unpacks into .build/real-libs (django-admin-sortable2, streamlit-sortables);
none is copied into the repository. Replays the board's gesture one 60 Hz frame at a time and
records each frame: the DOM order of the items, the container's scroll offset, the rectangles of
the element that follows the pointer and of the dragged item (content coordinates), and for
jQuery UI and dnd-kit the order on screen while dragging. docs/conformance.md has the mapping and
the decisions.

Then runs `shuffleboard trace` on the board. When the CLI knows the profile, compares frame by
frame (DOM order == trace data, scroll offset == trace offset, dragged rect == liftedFrame
within 0.5 px; for jQuery UI and dnd-kit also the order on screen == trace order while dragging),
prints "gesture G: N of M frames agree" (G is the board's id for a library's first version,
ID@VERSION for another) and fails on any disagreement not listed in --known. Ends with one line
per library and version, "LIBRARY VERSION: N of M frames agree over G gestures", and for a later
version whether its recordings equal the first's. When the CLI reports the profile as unknown,
prints what the real library did and does not fail.

    /usr/bin/python3 Tests/Conformance/conformance.py [--binary .build/debug/shuffleboard]
        [--known FILE] [--libraries PROFILE[@VERSION],...] [--determinism ID,ID|all]
        [--jobs N] [--json OUT] [GESTURE.md | FOLDER]...

--determinism replays the runs named (by label) a second time, in a fresh page, and fails
unless both recordings are identical. --jobs plays the runs on N browsers at once (the output
is the same, in the same order). --json writes every recorded frame. Exits 1 on any failure.
"""
import argparse
import concurrent.futures
import functools
import glob
import http.server
import itertools
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
ROOT = os.path.abspath(os.path.join(HERE, "..", ".."))
JAVASCRIPT = "/usr/share/javascript"
# PyPI wheels unpacked by `make real-libs` (Tests/Conformance/real-libs.txt), never copied here.
REAL_LIBS = os.path.join(ROOT, ".build", "real-libs")
FPS = 60
TOLERANCE = 0.5
SETTLE_FRAMES = 15      # after the release: longer than the 150 ms animations
LEAD_FRAMES = 3         # frames run after the page loads, before the press

SORTABLE_SETUP = "window.__sortable = new Sortable(list, {animation: 150, forceFallback: true});"
# A profile's options (the trace's "options", kebab case) as its library's own: the library's name
# (`shuffleboard list --options`, column "library's name") and the profile's default. The page
# passes an option only where the board's value differs from that default, after the options every
# page has (SortableJS: animation 150, the profile's default, and forceFallback), so a board at the
# defaults runs exactly SORTABLE_SETUP or `jQuery(list).sortable();`. SortableJS's own
# invertedSwapThreshold defaults to swapThreshold, as the profile's does.
LIBRARY_OPTIONS = {
    "sortablejs": {"swap-threshold": ("swapThreshold", 1), "invert-swap": ("invertSwap", False),
                   "inverted-swap-threshold": ("invertedSwapThreshold", None), "animation": ("animation", 150),
                   "scroll-sensitivity": ("scrollSensitivity", 30), "scroll-speed": ("scrollSpeed", 10),
                   "direction": ("direction", "detected"), "scroll": ("scroll", True),
                   "fallback-tolerance": ("fallbackTolerance", 0), "delay": ("delay", 0),
                   "touch-start-threshold": ("touchStartThreshold", 1), "empty-insert-threshold": ("emptyInsertThreshold", 5),
                   "swap": ("swap", False)},
    "jquery-ui-sortable": {"tolerance": ("tolerance", "intersect"), "distance": ("distance", 1),
                           "scroll": ("scroll", True), "scroll-sensitivity": ("scrollSensitivity", 20),
                           "scroll-speed": ("scrollSpeed", 20), "delay": ("delay", 0),
                           "axis": ("axis", "none")},    # axis: none is the library's false
}


# streamlit-sortables 0.3.1's SortableComponent.tsx sets dnd-kit up once, for every page: MouseSensor
# with activationConstraint {distance: 10}, the DndContext's default collision detection
# (rectIntersection), SortableContext with rectSortingStrategy, a DragOverlay with the default drop
# animation, and useDroppable on the container; the auto-scroller at its defaults. A dnd-kit board
# must give the profile exactly these (the trace's "options"), so that the comparison is at the
# bundle's options; the other options cannot run on this bundle (docs/conformance.md).
DNDKIT_BUNDLE_OPTIONS = {"collision-detection": "rect-intersection", "strategy": "rect", "distance": 10,
                         "delay": "none", "tolerance": "none", "threshold": 0.2, "acceleration": 10,
                         "drag-overlay": True, "container-droppable": True}


def dndkit_options_problems(options):
    """Why a dnd-kit board's options (the trace's) are not the bundle's; empty when they are."""
    options = options or {}
    return ["option %s is %s, the bundle runs %s" % (name, json.dumps(options.get(name)), json.dumps(value))
            for name, value in DNDKIT_BUNDLE_OPTIONS.items() if options.get(name) != value] + [
        "option %s is not one the bundle's setup names" % name for name in options if name not in DNDKIT_BUNDLE_OPTIONS]


def library_setup(profile, options):
    """The page's script that starts the library with the board's options (the trace's `options`;
    None: the defaults)."""
    if profile not in LIBRARY_OPTIONS:
        return None
    names = LIBRARY_OPTIONS[profile]
    given = []
    for option, value in (options or {}).items():
        if option not in names:
            raise Unsupported("profile %s: option '%s' has no library name here (LIBRARY_OPTIONS)" % (profile, option))
        name, default = names[option]
        if option == "inverted-swap-threshold" and value == options.get("swap-threshold", 1):
            continue    # the library's null: swapThreshold's
        if value != default or isinstance(value, bool) != isinstance(default, bool):
            given.append((name, value))
    if profile == "sortablejs":
        fixed = [("animation", 150), ("forceFallback", True)]
        settings = [(n, dict(given).get(n, v)) for n, v in fixed] + [(n, v) for n, v in given if n != "animation"]
        return "window.__sortable = new Sortable(list, {%s});" % ", ".join("%s: %s" % (n, json.dumps(v)) for n, v in settings)
    if not given:
        return "jQuery(list).sortable();"
    return "jQuery(list).sortable({%s});" % ", ".join("%s: %s" % (n, json.dumps(v)) for n, v in given)
# Each profile's real library, in every version the suite runs; the first is the one a plain
# gesture id names (known disagreements, --determinism), the others are `ID@VERSION`.
LIBRARIES = {
    "sortablejs": [
        {"name": "SortableJS", "version": "1.14.0", "package": "Debian libjs-sortable",
         "scripts": ["/js/sortable/Sortable.js"], "setup": SORTABLE_SETUP, "reports": "Sortable.version"},
        {"name": "SortableJS", "version": "1.15.2", "package": "PyPI django-admin-sortable2 2.3.1",
         "scripts": ["/real/sortable-1.15.2.js"], "setup": SORTABLE_SETUP, "reports": "Sortable.version",
         "needs": "django_admin_sortable2-2.3.1",
         # A board giving one of these options is not run on this version, and the run says why.
         "lacks": {"swap": "its bundle has no Swap plugin (esbuild dropped the unused export)"}},
    ],
    "jquery-ui-sortable": [
        {"name": "jQuery UI", "version": "1.13.2", "package": "Debian libjs-jquery-ui, libjs-jquery",
         "scripts": ["/js/jquery/jquery.js", "/js/jquery-ui/jquery-ui.js"], "setup": "jQuery(list).sortable();",
         "reports": "jQuery.ui.version"},
    ],
    "dnd-kit": [
        # @dnd-kit/core 6.3.1 (all 83 of its files in the bundle's source map are the tag's) and
        # @dnd-kit/sortable 9.0.0 or 10.0.0 (its 12 files are the same in both).
        {"name": "dnd-kit", "version": "6.3.1", "package": "PyPI streamlit-sortables 0.3.1",
         "kind": "dnd-kit", "needs": "streamlit_sortables-0.3.1"},
    ],
}

# SortableJS 1.15.2 is the first module of django-admin-sortable2's esbuild bundle: the text from
# its opening comment to the line that names its default export. The page loads that text, as it
# is, in a function of its own that hands the class to window (the bundle keeps it local).
SORTABLE_1_15_2 = os.path.join(REAL_LIBS, "django_admin_sortable2-2.3.1", "adminsortable2", "static",
                               "adminsortable2", "js", "adminsortable2.js")
STREAMLIT_SORTABLES = os.path.join(REAL_LIBS, "streamlit_sortables-0.3.1", "streamlit_sortables", "frontend", "build")


@functools.lru_cache(maxsize=None)
def sortable_1_15_2():
    with open(SORTABLE_1_15_2) as f:
        text = f.read()
    start = text.index("// node_modules/sortablejs/modular/sortable.esm.js")
    end = text.index("var sortable_esm_default = Sortable;", start)
    module = text[start:end]
    if 'var version = "1.15.2";' not in module:
        raise RuntimeError("%s: no SortableJS 1.15.2 in the bundle" % SORTABLE_1_15_2)
    return '(function () {\n"use strict";\n' + module + "window.Sortable = Sortable;\n})();\n"


def library_label(library):
    return "%s %s" % (library["name"], library["version"])


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
    # "LABEL WxH": an item of its own size, on the dnd-kit page only (each item's inline style).
    sizes = {}
    for n, item in enumerate(items):
        m = re.fullmatch(r"(\S+) (\d+)x(\d+)", item)
        if m:
            items[n] = m.group(1)
            sizes[m.group(1)] = (int(m.group(2)), int(m.group(3)))
    if any(" " in i for i in items):
        raise Unsupported("%s: items of their own size are not part of the conformance page" % path)
    if layout == "list":
        item_w = width
    elif width % item_w:
        raise Unsupported("%s: the viewport width must be a multiple of the item width" % path)
    offset = [float(v) for v in str(board.get("offset", "0,0")).split(",")]
    profile = board.get("profile", "system")
    options = {}
    if isinstance(profile, dict) and len(profile) == 1:     # {NAME: {option: value}}: the trace has the options
        profile, options = next(iter(profile.items()))
    if not isinstance(profile, str) or profile not in LIBRARIES:
        raise Unsupported("%s: profile '%s' names no web library (%s)" % (path, profile, ", ".join(LIBRARIES)))
    if sizes and profile != "dnd-kit":
        raise Unsupported("%s: items of their own size are part of the dnd-kit page only" % path)
    steps = []
    for step in board.get("steps", []):
        if isinstance(step, dict):
            step = step["do"]
        steps.append(parse_step(str(step), path))
    return {"path": path, "id": board.get("id") or os.path.splitext(os.path.basename(path))[0],
            "layout": layout, "viewport": (width, height), "item": (item_w, item_h), "items": items, "sizes": sizes,
            "offset": offset, "profile": profile, "options": options or {}, "steps": steps}


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
    library = board["library"]
    if library.get("kind") == "dnd-kit":
        return dndkit_page_html(board)
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
                     board["offset"][0], board["offset"][1], board.get("setup") or library["setup"])


def dndkit_page_html(board):
    """streamlit-sortables' React app as its index.html loads it (Bootstrap's CSS, the app's CSS
    and script), the clock first, then the `streamlit:render` message that Streamlit would post:
    one container of the board's items, with a `customStyle` that pins the page as for the other
    libraries (the container's body is the W x H scroll container at the top-left, its items of
    the item size, no margins, padding or borders; the header is hidden)."""
    width, height = board["viewport"]
    item_w, item_h = board["item"]
    flow = board["layout"] == "flow"
    with open(os.path.join(STREAMLIT_SORTABLES, "index.html")) as f:
        index = f.read()
    script = re.search(r'<script defer="defer" src="\./(static/js/main\.[0-9a-f]+\.js)"></script>', index).group(1)
    css = re.search(r'<link href="\./(static/css/main\.[0-9a-f]+\.css)" rel="stylesheet">', index).group(1)
    style = """
.sortable-component, .sortable-container { margin: 0; padding: 0; border: 0; width: %dpx; }
.sortable-container-header { display: none; }
.sortable-container-body { box-sizing: content-box; width: %dpx; height: %dpx; min-height: 0; overflow: auto;
  margin: 0; padding: 0; border: 0; border-radius: 0; scrollbar-width: none; overflow-anchor: none; %s }
.sortable-container-body::-webkit-scrollbar { display: none; }
.sortable-item, .sortable-item:hover { box-sizing: border-box; width: %dpx; height: %dpx; margin: 0; padding: 0;
  border: 0; border-radius: 0; font: 12px sans-serif; line-height: normal; text-align: left; %s }
""" % (width, width, height, "display: flex; flex-wrap: wrap; align-content: flex-start;" if flow else "display: block;",
       item_w, item_h, "flex: none; display: block;" if flow else "display: block;")
    message = {"type": "streamlit:render", "dfs": [], "disabled": False,
               "args": {"items": [{"header": "list", "items": board["items"]}], "direction": "horizontal",
                        "customStyle": style}}
    return """<!doctype html><html lang="en"><head><meta charset="UTF-8">
<script src="/conformance/clock.js"></script>
<link rel="stylesheet" href="/real/streamlit-sortables/bootstrap.min.css">
<link href="/real/streamlit-sortables/%s" rel="stylesheet">
<style>html, body { margin: 0; padding: 0; }</style>
</head><body><div id="root"></div>
<script src="/real/streamlit-sortables/%s"></script>
<script>window.postMessage(%s, "*");</script>
</body></html>""" % (css, script, json.dumps(message))


class Handler(http.server.SimpleHTTPRequestHandler):
    """/page.html is the board's page, /conformance/ this folder, /js/ Debian's JavaScript,
    /real/ the libraries `make real-libs` unpacked."""
    page = ""
    # /page-K.html: the page of the run that put it under K (--jobs: several browsers at once).
    pages = {}

    def do_GET(self):
        path = self.path.split("?", 1)[0]
        key = re.fullmatch(r"/page-(\d+)\.html", path)
        if path in ("/page.html", "/real/sortable-1.15.2.js") or (key and key.group(1) in Handler.pages):
            if path != "/real/sortable-1.15.2.js":
                body, kind = Handler.pages.get(key.group(1)) if key else Handler.page, "text/html; charset=utf-8"
                body = body.encode()
            else:
                body, kind = sortable_1_15_2().encode(), "text/javascript; charset=utf-8"
            self.send_response(200)
            self.send_header("Content-Type", kind)
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
        if path.startswith("/real/streamlit-sortables/"):
            return os.path.join(STREAMLIT_SORTABLES, os.path.normpath(path[len("/real/streamlit-sortables/"):]).lstrip("/."))
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
                     "--disable-backgrounding-occluded-windows",
                     # A real rendering as soon as one is asked for, not at the next 60 Hz vsync: the
                     # page's frames are the virtual clock's, and each frame waits for one real
                     # rendering (the recordings are byte for byte the same, in about 4/5 of the time).
                     "--disable-frame-rate-limit", "--disable-gpu-vsync"]:
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

# dnd-kit (streamlit-sortables): the scroll container is the SortableContext's body, the items its
# `li`s (their label is their text). The element that follows the pointer is DragOverlay's copy
# (`li.dragging`, in a fixed wrapper outside the list); the dragged item stays in the list
# (`li.active`, half transparent) and is drawn, like the others, where the sorting strategy's
# transform puts it. `screen`, while an item is active: the items sorted by the place their
# transform is heading for (the slot plus the inline style's translation, not the transition's
# current value), the order the page shows once the items settle.
DNDKIT_SNAPSHOT = """
var list = document.querySelector(".sortable-container-body");
var origin = list.getBoundingClientRect();
function rect(el) {
  if (!el) return null;
  var r = el.getBoundingClientRect();
  var x = r.left - origin.left + list.scrollLeft, y = r.top - origin.top + list.scrollTop;
  function f(v) { return Math.round(v * 10000) / 10000; }
  return [f(x), f(y), f(r.width), f(r.height)];
}
var order = [], dragged = null, places = [];
for (var i = 0; i < list.children.length; i++) {
  var c = list.children[i];
  if (!c.classList.contains("sortable-item")) continue;
  order.push(c.textContent);
  if (c.classList.contains("active")) dragged = c;
  var r = c.getBoundingClientRect(), now = new DOMMatrix(getComputedStyle(c).transform);
  var heading = new DOMMatrix(c.style.transform || "none");
  places.push([Math.round(r.top - now.m42 + heading.m42), Math.round(r.left - now.m41 + heading.m41), c.textContent]);
}
var clone = document.querySelector("li.sortable-item.dragging");
var out = {order: order, offset: [list.scrollLeft, list.scrollTop], clone: rect(clone), dragged: rect(dragged)};
if (dragged) {
  places.sort(function (a, b) { return a[0] - b[0] || a[1] - b[1]; });
  out.screen = places.map(function (p) { return p[2]; });
}
return out;
"""

DNDKIT_ITEM_CENTRE = """
var list = document.querySelector(".sortable-container-body"), origin = list.getBoundingClientRect();
var el = Array.prototype.find.call(list.children, function (c) { return c.textContent === arguments[0]; }.bind(null, arguments[0]));
if (!el) return null;
var r = el.getBoundingClientRect();
return [r.left - origin.left + r.width / 2, r.top - origin.top + r.height / 2];
"""

DNDKIT_LAYOUT = """
var list = document.querySelector(".sortable-container-body"), origin = list.getBoundingClientRect(), out = {};
list.querySelectorAll("li.sortable-item").forEach(function (el) {
  var r = el.getBoundingClientRect();
  out[el.textContent] = [r.left - origin.left + list.scrollLeft, r.top - origin.top + list.scrollTop, r.width, r.height];
});
return [out, list.scrollWidth, list.scrollHeight, window.devicePixelRatio, window.innerWidth, window.innerHeight];
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


PAGE_KEYS = itertools.count()


class Page:
    """One board's page in the browser, stepped one virtual frame at a time."""

    def __init__(self, driver, base, board, prime=False):
        self.driver = driver
        # With prime, a frame's script also runs the next frame's timers and its real rendering
        # (steps 1 and 2 of the next frame), saving a round trip per frame: the page sees the same
        # sequence, but anything read between frames (an item target's centre, in record-only
        # mode) would be read after the next frame's timers.
        self.prime = prime
        self.primed = None
        self.board = board
        key = str(next(PAGE_KEYS))
        Handler.pages[key] = page_html(board)
        width, height = board["viewport"]
        driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                               {"width": max(width + 40, 400), "height": max(height + 40, 300),
                                "deviceScaleFactor": 1, "mobile": False})
        driver.get(base + "/page-%s.html" % key)
        self.dndkit = board["library"].get("kind") == "dnd-kit"
        if self.dndkit:
            self.wait_for_items()
        library = board["library"]
        if library.get("reports"):
            version = driver.execute_script("return " + library["reports"])
            if version != library["version"]:
                raise RuntimeError("%s: the page runs %s %s, not %s" % (board["path"], library["name"], version, library["version"]))
        # Park the mouse outside the list.
        self.mouse("mouseMoved", (width + 20, height + 20), buttons=0)
        self.driver.execute_script("window.__clock.takeReceived()")
        self.frame = -LEAD_FRAMES - 1
        self.frames = []
        self.problems = []
        for _ in range(LEAD_FRAMES):
            self.step(None)

    def wait_for_items(self):
        """dnd-kit: React renders the items when the posted `streamlit:render` message arrives
        (a real task); waits for them (real frames, at most 5 s), gives the items of their own
        size that size (an inline width and height on the `li`, which React leaves alone: it
        sets only the style keys it renders, and the element moves with its item), then sets
        the board's offset."""
        ok = self.driver.execute_async_script(
            "var n = arguments[0], x = arguments[1], y = arguments[2], sizes = arguments[3], done = arguments[arguments.length - 1], tries = 0;"
            "(function poll() { var list = document.querySelector('.sortable-container-body');"
            "  if (list && list.querySelectorAll('li.sortable-item').length === n) {"
            "    list.querySelectorAll('li.sortable-item').forEach(function (el) { var s = sizes[el.textContent];"
            "      if (s) { el.style.width = s[0] + 'px'; el.style.height = s[1] + 'px'; } });"
            "    list.scrollLeft = x; list.scrollTop = y; done(true); return; }"
            "  if (++tries > 300) { done(false); return; } window.__clock.render(poll); })();",
            len(self.board["items"]), self.board["offset"][0], self.board["offset"][1], self.board.get("sizes", {}))
        if not ok:
            raise RuntimeError("%s: the dnd-kit app did not render the items" % self.board["path"])

    def mouse(self, kind, point, buttons=1):
        self.driver.execute_cdp_cmd("Input.dispatchMouseEvent", {
            "type": kind, "x": point[0], "y": point[1], "button": "left" if kind != "mouseMoved" else ("left" if buttons else "none"),
            "buttons": buttons, "clickCount": 1 if kind != "mouseMoved" else 0})

    def time(self, frame):
        return (frame + LEAD_FRAMES + 1) * 1000.0 / FPS

    def step(self, action):
        """Frame self.frame + 1: timers due, one real rendering, the input, zero-delay timers,
        animation frame callbacks and the snapshot."""
        self.frame += 1
        t = self.time(self.frame)
        # This frame's timers (step 1), then a real rendering (step 2), so that the events the
        # browser makes of what they did (the scroll events of their scrolls, which dnd-kit
        # renders on) arrive now, before the input, and not at whichever real frame comes next:
        # one round trip, unless the previous frame's script ran them.
        if self.primed != self.frame:
            self.driver.execute_async_script(
                "var t = arguments[0], done = arguments[arguments.length - 1];"
                "window.__clock.runTimers(t); window.__clock.render(done);", t)
        expected = []
        if action is not None:
            kind, point = action
            for v in point:
                # Chromium keeps CDP's doubles as 32-bit floats and mouse events carry the integer
                # part of that float: a position whose double and float truncate differently would
                # make the page and a profile disagree about a whole pixel.
                if math.floor(v) != math.floor(struct.unpack("f", struct.pack("f", v))[0]):
                    self.problems.append("frame %d: %r lies within float32 rounding of a whole pixel" % (self.frame, v))
                # dnd-kit's MouseSensor reads mouse events, which carry whole pixels (the integer
                # part): a fractional pointer would put the page and the profile up to a pixel apart.
                if self.dndkit and v != math.floor(v):
                    self.problems.append("frame %d: %r is not a whole pixel (dnd-kit reads mouse events)" % (self.frame, v))
            if kind == "press":
                self.mouse("mousePressed", point)
                expected = ["pointerdown", "mousedown"]
            elif kind == "move":
                self.mouse("mouseMoved", point)
                expected = ["pointermove", "mousemove"]
            elif kind == "release":
                self.mouse("mouseReleased", point, buttons=0)
                expected = ["pointerup", "mouseup"]
        script = ("window.__clock.runTimers(arguments[0]); window.__clock.runFrame(arguments[0]);"
                  "var s = (function () {" + (DNDKIT_SNAPSHOT if self.dndkit else SNAPSHOT) + "})(); s.received = window.__clock.takeReceived();"
                  "s.errors = window.__clock.errors();")
        if self.prime:
            snapshot = self.driver.execute_async_script(
                script + "var next = arguments[1], done = arguments[arguments.length - 1];"
                "window.__clock.runTimers(next); window.__clock.render(function () { done(s); });", t, self.time(self.frame + 1))
            self.primed = self.frame + 1
        else:
            snapshot = self.driver.execute_script(script + "return s;", t)
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
        rects, scroll_w, scroll_h, dpr, _, _ = self.driver.execute_script(DNDKIT_LAYOUT if self.dndkit else LAYOUT)
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
    page = Page(driver, base, board, prime=actions is not None)
    page.check_layout(layout)
    if actions is not None:
        for action in actions:
            page.step(action)
        return page.frames, page.problems

    def centre(label, frame):
        while page.frame < frame:   # an item target is resolved when its step starts
            page.step(None)
        return driver.execute_script(DNDKIT_ITEM_CENTRE if page.dndkit else ITEM_CENTRE, label)

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
    parser.add_argument("--jobs", type=int, default=1, help="browsers at once (each its own Chromium)")
    parser.add_argument("--determinism", default="", help="comma-separated gesture ids to replay twice, or 'all'")
    parser.add_argument("--json", help="write every recorded frame here")
    parser.add_argument("--libraries", help="run only these, comma-separated: a profile (every version of its library) "
                        "or PROFILE@VERSION, e.g. sortablejs@1.14.0")
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
    wanted = set(args.libraries.split(",")) - {""} if args.libraries else None
    found = {}
    boards = []
    for path in gesture_files(args.paths):
        try:
            boards.append(read_board(path))
        except (Unsupported, KeyError, ValueError, yaml.YAMLError) as error:
            failures.append("%s: not a conformance board: %s" % (path, error))
    # Every board against every version of its profile's library: the first version's run is named
    # by the board's id, a later version's by ID@VERSION.
    runs = []
    missing = set()
    skipped = []
    for board in boards:
        for n, library in enumerate(LIBRARIES[board["profile"]]):
            key = "%s@%s" % (board["profile"], library["version"])
            if wanted is not None and key not in wanted and board["profile"] not in wanted:
                continue
            if library.get("needs") and not os.path.isdir(os.path.join(REAL_LIBS, library["needs"])):
                missing.add("%s (%s): %s is missing; run make real-libs" % (
                    library_label(library), library["package"], os.path.join(REAL_LIBS, library["needs"])))
                continue
            lacking = [o for o in library.get("lacks", {}) if board["options"].get(o) not in (None, False)]
            if lacking:
                skipped.append("%s: not run on %s: %s" % (board["id"], library_label(library), library["lacks"][lacking[0]]))
                continue
            runs.append(dict(board, library=library, key=key, label=board["id"] if n == 0 else "%s@%s" % (board["id"], library["version"])))
    failures += sorted(missing)
    recorded = {}
    layouts = {}
    traces = {}
    totals = {}     # library key -> [frames agreeing, frames compared, gestures, record only]
    server, base = serve()
    # The engine's side first (two `trace` calls a board), then the browser's: each run in a fresh
    # page, on --jobs browsers at once (each its own Chromium; a run mostly waits on its renderings,
    # so two browsers on two cores take about half the time). The results are read in run order.
    for run in runs:
        if run["id"] not in traces:
            traces[run["id"]] = engine_trace(args.binary, run["path"])
            layouts[run["id"]] = engine_layout(args.binary, run)
        trace = traces[run["id"]]
        if trace is not None:
            run["setup"] = library_setup(run["profile"], trace.get("options"))
    twice = set(args.determinism.split(",")) - {""}
    unknown = twice - {r["label"] for r in runs} - {"all"}
    if unknown and wanted is None:
        failures.append("--determinism names no gesture: %s" % ", ".join(sorted(unknown)))
    replays = [r for r in runs if r["label"] in twice or "all" in twice]
    drivers = []
    local = threading.local()

    def play(run):
        if not hasattr(local, "driver"):
            local.driver = browser()
            drivers.append(local.driver)
        trace = traces[run["id"]]
        return record(local.driver, base, run, layouts[run["id"]], trace_actions(trace) if trace is not None else None)

    try:
        with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
            played = list(pool.map(play, runs + replays))
        libraries = []
        for run in runs:
            if run["key"] not in [k for k, _ in libraries]:
                libraries.append((run["key"], run["library"]))
        print("conformance: %s, %s" % (drivers[0].capabilities.get("browserVersion") if drivers else "no browser", ", ".join(
            "%s (%s)" % (library_label(library), library["package"]) for _, library in libraries)))
        for run, (frames, problems) in zip(runs, played):
            trace = traces[run["id"]]
            if trace is not None and run["profile"] == "dnd-kit":
                failures += ["gesture %s: %s" % (run["label"], p) for p in dndkit_options_problems(trace.get("options"))]
            recorded[run["label"]] = frames
            failures += ["gesture %s: %s" % (run["label"], p) for p in problems]
            total = totals.setdefault(run["key"], [0, 0, 0, False])
            total[2] += 1
            if trace is None:
                total[3] = True
                print(summary(dict(run, id=run["label"]), frames) + "  [record only: the CLI has no profile '%s']" % run["profile"])
                continue
            disagreements = compare(frames, trace)
            agree = sum(1 for d in disagreements[:len(frames)] if not d)
            listed = set(known.get(run["label"], {}).get("frames", []))
            wrong = [k for k, d in enumerate(disagreements) if d]
            found[run["label"]] = wrong
            print("gesture %s: %d of %d frames agree%s" % (run["label"], agree, len(trace["frames"]),
                  " (%d known disagreements)" % len(listed & set(wrong)) if listed & set(wrong) else ""))
            for k, d in enumerate(disagreements):
                if d and k not in listed:
                    failures.append("gesture %s frame %d: %s" % (run["label"], k, "; ".join(d)))
            for k in sorted(listed - set(wrong)):
                failures.append("gesture %s frame %d agrees now: take it out of %s" % (run["label"], k, args.known))
            total[0] += agree
            total[1] += len(trace["frames"])
        # The replays ran in a fresh page, on whichever browser was free.
        for run, (again, _) in zip(replays, played[len(runs):]):
            same = json.dumps(again) == json.dumps(recorded[run["label"]])
            print("determinism %s: %s" % (run["label"], "the same frames" if same else "DIFFERENT frames"))
            if not same:
                failures.append("gesture %s: a second run recorded different frames" % run["label"])
    finally:
        for driver in drivers:
            driver.quit()
        server.shutdown()
    # A later version against the first, recording against recording.
    for key, library in libraries:
        first = LIBRARIES[key.split("@")[0]][0]
        if library is first:
            continue
        pairs = [(r["label"], r["id"]) for r in runs if r["key"] == key and r["id"] in recorded]
        same = [label for label, first_label in pairs if json.dumps(recorded[label]) == json.dumps(recorded[first_label])]
        print("%s against %s: the same frames in %d of %d gestures%s" % (
            library_label(library), first["version"], len(same), len(pairs),
            "" if len(same) == len(pairs) else " (different: %s)" % ", ".join(l for l, _ in pairs if l not in same)))
    if args.json:
        with open(args.json, "w") as f:
            json.dump(recorded, f, indent=1)
    if args.write_known:
        with open(args.write_known, "w") as f:
            json.dump({g: {"frames": frames, "why": known.get(g, {}).get("why", "")}
                       for g, frames in sorted(found.items()) if frames}, f, indent=1)
            f.write("\n")
    for key, library in libraries:
        agree, compared, gestures, record_only = totals[key]
        if record_only:
            print("%s: recorded only (the CLI has no profile '%s') over %d gestures" % (library_label(library), key.split("@")[0], gestures))
        else:
            print("%s: %d of %d frames agree over %d gestures" % (library_label(library), agree, compared, gestures))
    for note in skipped:
        print(note)
    for failure in failures[:50]:
        print("FAIL:", failure)
    print("conformance: %d gestures, %d runs, %d failures, %.1f s" % (len(boards), len(runs), len(failures), time.time() - started))
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
