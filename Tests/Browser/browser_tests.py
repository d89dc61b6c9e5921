#!/usr/bin/python3
"""Browser tests: what only a real browser can show.

Builds nothing itself: give it a site built by `shuffleboard build` (the
Makefile builds the examples into a temporary folder). Uses Debian's chromium,
chromium-driver and python3-selenium; run it with /usr/bin/python3.

    /usr/bin/python3 Tests/Browser/browser_tests.py SITE_DIR [HOSTILE_SITE_DIR]

Checks, for every page and every board of the site:
  - the page loads without console errors, with JavaScript on;
  - with JavaScript off it still shows its figures (the walkthrough image loads);
  - the animated walkthrough, paused and set to the end time of each step, draws
    every item and the lifted snapshot where the still step picture (drawn by the
    engine's frame renderer) draws them, within 0.5 point;
  - the walkthrough's data strip, paused at each step's time (and at every commit
    when it plays in real time), shows what the trace's data holds in every slot
    it draws, and says "data ≠ screen" exactly when the trace's order and data differ;
  - served with `Content-Security-Policy: default-src 'none'`, the walkthrough
    still moves (SMIL needs no style sheet and no script).
With HOSTILE_SITE_DIR (a site built from Tests/Fixtures/hostile), also: every page,
report and picture of it loads with alert/confirm/prompt trapped and runs no script
(no dialog, no window.__pwned, no console error), has no event-handler attribute and
no link that is not a path, every SVG parses as XML, and every index link lands on
its page.
Prints 'N passed, N failed' and exits 1 when anything failed.
"""
import functools
import json
import http.server
import os
import re
import sys
import threading
import urllib.parse
import xml.etree.ElementTree as ET

from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service

TOLERANCE = 0.5
# The pages' own script (an enhancement), as templates/page.mustache has it.
with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "templates", "page.mustache")) as f:
    _page = f.read()
    OUR_SCRIPT = _page[_page.index("<script>") + len("<script>"):_page.index("</script>")]
# A frame is shown from its time until the next frame's. setCurrentTime() takes an
# IDL float (32 bits), which can land ~1e-7 s before the requested time, so each
# frame is sampled 20 µs after it starts (a one-frame jump of 88 points moves 0.1 point).
AFTER = 0.00002
results = {"passed": 0, "failed": 0}


def check(condition, what):
    if condition:
        results["passed"] += 1
    else:
        results["failed"] += 1
        print("FAIL:", what)


class Handler(http.server.SimpleHTTPRequestHandler):
    """Serves the site; paths under /csp/ get `default-src 'none'`."""

    def translate_path(self, path):
        if path.startswith("/csp/"):
            path = path[4:]
        return super().translate_path(path)

    def end_headers(self):
        if self.path.startswith("/csp/"):
            self.send_header("Content-Security-Policy", "default-src 'none'")
        super().end_headers()

    def log_message(self, *args):
        pass


def serve(root):
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Handler, directory=root))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, "http://127.0.0.1:%d" % server.server_address[1]


def browser(javascript=True):
    options = Options()
    options.binary_location = "/usr/bin/chromium"
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     "--window-size=1200,900", "--force-device-scale-factor=1"]:
        options.add_argument(argument)
    if not javascript:
        options.add_experimental_option("prefs", {"profile.managed_default_content_settings.javascript": 2})
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    return webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)


TRANSLATE = re.compile(r"translate\(([-\d.e]+),([-\d.e]+)\)")


def still_positions(path):
    """Element positions in a still step picture: {(kind, label): (x, y)}, and its time."""
    root = ET.parse(path).getroot()
    positions = {}
    for element in root.iter("{http://www.w3.org/2000/svg}g"):
        for kind in ("data-item", "data-lifted"):
            label = element.get(kind)
            if label is not None:
                m = TRANSLATE.search(element.get("transform", ""))
                if m:
                    positions[(kind, label)] = (float(m.group(1)), float(m.group(2)))
    # When the walkthrough shows this frame: its story time (docs/pacing.md).
    return positions, float(root.get("data-walkthrough-time", root.get("data-time")))


READ_AT = """
const [t] = arguments;
const svg = document.documentElement;
svg.pauseAnimations();
svg.setCurrentTime(t);
const out = {};
for (const el of document.querySelectorAll('[data-item], [data-lifted]')) {
  const kind = el.hasAttribute('data-item') ? 'data-item' : 'data-lifted';
  const label = el.getAttribute(kind);
  const m = el.getCTM();
  const opacity = parseFloat(getComputedStyle(el).opacity);
  out[kind + '\\u0000' + label] = [m.e, m.f, opacity];
}
return out;
"""


def check_walkthrough(driver, base, board_dir, board):
    steps = sorted(f for f in os.listdir(board_dir) if re.fullmatch(r"step-\d+\.svg", f))
    driver.get("%s/boards/%s/walkthrough.svg" % (base, board))
    for step in steps:
        expected, t = still_positions(os.path.join(board_dir, step))
        drawn = driver.execute_script(READ_AT, t + AFTER)
        for (kind, label), (x, y) in expected.items():
            got = drawn.get(kind + "\u0000" + label)
            ok = got is not None and got[2] > 0 and abs(got[0] - x) <= TOLERANCE and abs(got[1] - y) <= TOLERANCE
            check(ok, "%s %s: %s %r at t=%.4f: walkthrough %r, still picture (%g, %g)"
                  % (board, step, kind, label, t, got, x, y))
        # Everything the walkthrough shows at that time is in the still picture too.
        for key, (x, y, opacity) in drawn.items():
            kind, label = key.split("\u0000")
            if opacity > 0.01 and (kind, label) not in expected:
                check(False, "%s %s: the walkthrough shows %s %r at t=%.4f, the still picture does not"
                      % (board, step, kind, label, t))


READ_STRIP = """
const [t] = arguments;
const svg = document.documentElement;
svg.pauseAnimations();
svg.setCurrentTime(t);
function shown(el) {
  for (let e = el; e && e !== svg; e = e.parentElement) {
    if (parseFloat(getComputedStyle(e).opacity) < 0.01) return false;
  }
  return true;
}
const cells = [], slots = new Set(), status = [];
for (const el of document.querySelectorAll('[data-slot]')) {
  slots.add(el.getAttribute('data-slot'));
  if (shown(el)) cells.push([el.getAttribute('data-slot'), el.getAttribute('data-holds')]);
}
for (const el of document.querySelectorAll('[data-status]')) {
  if (shown(el)) status.push(el.getAttribute('data-status'));
}
return [cells, Array.from(slots), status];
"""


def trace_frames(board_dir):
    """The board's frames from trace.json, each with its order and data (the trace
    writes them only where they change)."""
    with open(os.path.join(board_dir, "trace.json")) as f:
        board = json.load(f)["boards"][0]
    frames, order, data = [], None, None
    for frame in board["frames"]:
        order = frame.get("order", order)
        data = frame.get("data", data)
        frames.append((frame["time"], order, data))
    return frames


def check_data_strip(driver, base, board_dir, board):
    """The walkthrough's data strip shows what the trace's data holds, slot for slot,
    at each step's time and (when the walkthrough plays in real time) at every commit;
    its status says 'differs' exactly when the trace's screen order and data differ."""
    frames = trace_frames(board_dir)
    samples = []
    for step in sorted(f for f in os.listdir(board_dir) if re.fullmatch(r"step-\d+\.svg", f)):
        root = ET.parse(os.path.join(board_dir, step)).getroot()
        # The walkthrough's own time of the still's frame (story pacing plays it later than the session's).
        samples.append((float(root.get("data-walkthrough-time", root.get("data-time"))), int(root.get("data-frame"))))
    with open(os.path.join(board_dir, "trace.json")) as f:
        trace = json.load(f)["boards"][0]
    # The trace rounds its times: a frame's exact time is its index over the frame rate.
    if all(abs(f / trace["fps"] - t) < 1e-5 for t, f in samples):
        samples += [(i / trace["fps"], i) for i, frame in enumerate(trace["frames"])
                    if any(e.get("type") == "commit" for e in frame["events"])]
    driver.get("%s/boards/%s/walkthrough.svg" % (base, board))
    for t, f in samples:
        cells, slots, status = driver.execute_script(READ_STRIP, t + AFTER)
        _, order, data = frames[f]
        if not slots:
            continue  # a carousel: no strip (its data never changes)
        expected = []
        for slot in slots:
            s, i = (int(x) for x in slot.split(","))
            if s < len(data) and i < len(data[s]):
                expected.append([slot, data[s][i]])
        check(sorted(cells) == sorted(expected), "%s frame %d (t=%.4f): the data strip shows %r, the trace's data %r"
              % (board, f, t, sorted(cells), sorted(expected)))
        want = ["differs" if order != data else "agrees"]
        check(status == want, "%s frame %d (t=%.4f): the strip's status %r, expected %r" % (board, f, t, status, want))


READ_ANIMATED = """
const [t] = arguments;
const svg = document.documentElement;
svg.pauseAnimations();
svg.setCurrentTime(t);
return Array.from(document.querySelectorAll('animate, animateTransform'), a => {
  const el = a.parentElement, m = el.getCTM();
  return [m.a, m.d, m.e, m.f, parseFloat(getComputedStyle(el).opacity)];
});
"""


def check_csp(driver, base, board):
    """Under default-src 'none' the walkthrough still animates: some animated
    element is drawn differently at the start and near the end of the loop."""
    driver.get("%s/csp/boards/%s/walkthrough.svg" % (base, board))
    duration = driver.execute_script(
        "const a = document.querySelector('animate, animateTransform');"
        "return a ? a.getSimpleDuration() : 0;")
    check(duration > 0, "%s: the walkthrough has no animation" % board)
    if not duration:
        return
    first = driver.execute_script(READ_ANIMATED, 0)
    later = driver.execute_script(READ_ANIMATED, duration - 1.6)
    moved = any(any(abs(a - b) > 0.5 for a, b in zip(x, y)) for x, y in zip(first, later))
    check(moved, "%s: the walkthrough does not move under Content-Security-Policy" % board)


# Runs before any script of a page: traps dialogs and records them, so a script
# smuggled in by hostile input shows up as a call (or as window.__pwned).
TRAP = """
window.__calls = [];
for (const name of ['alert', 'confirm', 'prompt', 'print', 'open']) {
  window[name] = function () { window.__calls.push(name + ':' + Array.from(arguments).join(',')); };
}
"""

READ_TRAP = "return [window.__calls || null, window.__pwned === undefined ? null : String(window.__pwned)];"


def check_hostile(site):
    """The site built from Tests/Fixtures/hostile: no page, report or picture runs a
    script or opens a dialog, nothing breaks the markup, every link stays a path."""
    server, base = serve(site)
    pages = sorted(os.path.relpath(os.path.join(d, f), site) for d, _, files in os.walk(site)
                   for f in files if f.endswith(".html"))
    svgs = sorted(os.path.relpath(os.path.join(d, f), site) for d, _, files in os.walk(site)
                  for f in files if f.endswith(".svg"))
    check(any(p.endswith("report.html") for p in pages) and svgs, "hostile: the site has no report or no SVG")
    for svg in svgs:
        try:
            ET.parse(os.path.join(site, svg))
            check(True, "")
        except ET.ParseError as error:
            check(False, "hostile %s: not well-formed XML: %s" % (svg, error))
    driver = browser()
    try:
        driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": TRAP})
        for page in pages + svgs:
            driver.get_log("browser")
            url = "%s/%s" % (base, urllib.parse.quote(page))
            driver.get(url)
            # Give onload/onerror handlers and SMIL a moment.
            driver.execute_script("return new Promise(r => setTimeout(r, 50))")
            calls, pwned = driver.execute_script(READ_TRAP)
            check(calls == [] and pwned is None, "hostile %s: a script ran: calls %r, __pwned %r" % (page, calls, pwned))
            check(urllib.parse.unquote(driver.current_url) == urllib.parse.unquote(url),
                  "hostile %s: navigated to %s" % (page, driver.current_url))
            # A bare SVG has no <link rel="icon">, so the browser asks for /favicon.ico.
            errors = [e for e in driver.get_log("browser") if e["level"] == "SEVERE"
                      and "/favicon.ico " not in e["message"]]
            check(not errors, "hostile %s: console errors %r" % (page, errors))
            if page.endswith(".html"):
                # Event-handler attributes anywhere, scripts anywhere, and links that are not paths.
                # The one script allowed is the pages' own enhancement, exactly as the template has it.
                found = driver.execute_script("""
                    const [ours] = arguments;
                    const bad = [];
                    for (const el of document.querySelectorAll('*')) {
                      for (const a of el.attributes) if (/^on/i.test(a.name)) bad.push(el.tagName + ' ' + a.name);
                    }
                    for (const s of document.querySelectorAll('script, iframe, object, embed'))
                      if (!(s.tagName === 'SCRIPT' && s.textContent.trim() === ours.trim())) bad.push(s.tagName);
                    for (const a of document.querySelectorAll('[href], [src]')) {
                      const v = a.getAttribute('href') ?? a.getAttribute('src');
                      const u = new URL(v, location.href);
                      if (!['http:', 'https:'].includes(u.protocol) && v !== 'data:,') bad.push(a.tagName + ' ' + v);
                    }
                    return bad;""", OUR_SCRIPT)
                check(not found, "hostile %s: %r" % (page, found))
                # Every id once; every Pause control drives its own figure; every figure's pictures
                # load (a board named like a Windows device writes to boards/_con/).
                dup, foreign, broken = driver.execute_script("""
                    const ids = Array.from(document.querySelectorAll('[id]'), e => e.id);
                    const dup = ids.filter((id, i) => ids.indexOf(id) !== i);
                    const foreign = [];
                    for (const label of document.querySelectorAll('figure.board label.control')) {
                      const control = label.control;
                      if (!control || control.closest('figure') !== label.closest('figure')) foreign.push(label.htmlFor);
                    }
                    const imgs = Array.from(document.querySelectorAll('figure.board .walkthrough img'));
                    return Promise.all(imgs.map(img => img.decode().catch(() => null))).then(() =>
                      [dup, foreign, imgs.filter(img => !(img.naturalWidth > 0)).map(img => img.getAttribute('src'))]);""")
                check(not dup and not foreign and not broken,
                      "hostile %s: duplicate ids %r, Pause controls of another figure %r, pictures not loaded %r"
                      % (page, dup, foreign, broken))
        # Following every link of the index lands on a page of the site.
        driver.get("%s/index.html" % base)
        hrefs = driver.execute_script("return Array.from(document.querySelectorAll('a[href]'), a => a.href)")
        for href in hrefs:
            driver.get(href)
            calls, pwned = driver.execute_script(READ_TRAP)
            check(urllib.parse.unquote(driver.current_url.split("#")[0]) == urllib.parse.unquote(href.split("#")[0])
                  and href.startswith(base) and calls == [] and pwned is None,
                  "hostile index link %s: landed on %s, calls %r, __pwned %r" % (href, driver.current_url, calls, pwned))
            check("Error response" not in driver.title, "hostile index link %s: %s" % (href, driver.title))
    finally:
        driver.quit()
        server.shutdown()


def main():
    if len(sys.argv) > 2:
        check_hostile(os.path.abspath(sys.argv[2]))
    site = os.path.abspath(sys.argv[1])
    server, base = serve(site)
    pages = sorted(f for f in os.listdir(site) if f.endswith(".html"))
    boards = sorted(os.listdir(os.path.join(site, "boards")))
    driver = browser()
    try:
        for page in pages:
            driver.get_log("browser")
            driver.get("%s/%s" % (base, page))
            errors = [e for e in driver.get_log("browser") if e["level"] == "SEVERE"]
            check(not errors, "%s: console errors %r" % (page, errors))
            # The enhancement: scrubbing to step 1 shows step 1's still in place of the animation.
            shown = driver.execute_script("""
                const out = [];
                for (const fig of document.querySelectorAll('figure.board')) {
                  const scrub = fig.querySelector('input.scrub');
                  if (!scrub || scrub.hidden) { out.push('no scrubber'); continue; }
                  scrub.value = 1;
                  scrub.dispatchEvent(new Event('input'));
                  const still = fig.querySelector('img.paused'), anim = fig.querySelector('img.playing');
                  out.push(still.getAttribute('src').endsWith('step-01.svg') && still.offsetParent !== null
                           && anim.offsetParent === null ? 'ok' : 'not shown: ' + still.getAttribute('src'));
                }
                return out;""")
            check(all(x == "ok" for x in shown), "%s: the step scrubber %r" % (page, shown))
        for board in boards:
            check_walkthrough(driver, base, os.path.join(site, "boards", board), board)
            check_data_strip(driver, base, os.path.join(site, "boards", board), board)
            check_csp(driver, base, board)
    finally:
        driver.quit()
    nojs = browser(javascript=False)
    try:
        for page in pages:
            nojs.get("%s/%s" % (base, page))
            shown = nojs.find_elements("css selector", "figure.board img")
            loaded = all(img.get_property("naturalWidth") > 0 for img in shown)
            check(loaded, "%s: with JavaScript off, a figure image did not load" % page)
            # The play/pause control is a checkbox and a label: no script needed.
            for figure in nojs.find_elements("css selector", "figure.board"):
                playing = figure.find_element("css selector", ".walkthrough img.playing")
                paused = figure.find_element("css selector", ".walkthrough img.paused")
                before = (playing.is_displayed(), paused.is_displayed())
                figure.find_element("css selector", ".walkthrough label.control").click()
                after = (playing.is_displayed(), paused.is_displayed())
                check(before == (True, False) and after == (False, True),
                      "%s: with JavaScript off, pause shows %r before and %r after a click" % (page, before, after))
    finally:
        nojs.quit()
        server.shutdown()
    print("browser: %d passed, %d failed" % (results["passed"], results["failed"]))
    sys.exit(1 if results["failed"] else 0)


if __name__ == "__main__":
    main()
