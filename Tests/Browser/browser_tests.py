#!/usr/bin/python3
"""Browser tests: what only a real browser can show.

Builds nothing itself: give it a site built by `shuffleboard build` (the
Makefile builds the examples into a temporary folder). Uses Debian's chromium,
chromium-driver and python3-selenium; run it with /usr/bin/python3.

    /usr/bin/python3 Tests/Browser/browser_tests.py SITE_DIR

Checks, for every page and every board of the site:
  - the page loads without console errors, with JavaScript on;
  - with JavaScript off it still shows its figures (the walkthrough image loads);
  - the animated walkthrough, paused and set to the end time of each step, draws
    every item and the lifted snapshot where the still step picture (drawn by the
    engine's frame renderer) draws them, within 0.5 point;
  - served with `Content-Security-Policy: default-src 'none'`, the walkthrough
    still moves (SMIL needs no style sheet and no script).
Prints 'N passed, N failed' and exits 1 when anything failed.
"""
import functools
import http.server
import os
import re
import sys
import threading
import xml.etree.ElementTree as ET

from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service

TOLERANCE = 0.5
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
    return positions, float(root.get("data-time"))


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


def main():
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
        for board in boards:
            check_walkthrough(driver, base, os.path.join(site, "boards", board), board)
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
