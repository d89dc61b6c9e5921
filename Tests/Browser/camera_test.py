#!/usr/bin/python3
"""Browser test of the camera (issue 34, Scene+Camera.swift): a long list is drawn as its viewport
and a margin, however long it is.

    /usr/bin/python3 Tests/Browser/camera_test.py BINARY

Builds two boards that hold R2 at the bottom edge of a 300 x 300 viewport under
snapshot-edge-scroll, one of 30 rows of 44 and one of 200 (and the 30 rows again with
`camera: content`), and opens each walkthrough in Chromium:

- the 30-row and the 200-row walkthroughs are drawn the same size, no taller than the viewport,
  its two margins of 75 (a quarter of 300) and the text under the picture; with
  `camera: content` the 30 rows' picture is taller than the whole content (1,320);
- paused at step 3's still (the hold, which runs the 30 rows 2 points past the end: 30 x 44 - 300
  = 1,020, and the display link scrolls on to 1,022), the viewport's outline is where it was at
  the start, 75 below the picture's top, while R30 has moved up into it; the text
  "2 pt past the end" is shown, at the start it is not.

- on the pages, at 390 px (a phone's width), each long list's narrow arrangement
  (NarrowArrangement.swift): the data strip under the viewport's margin, screen and strip both
  inside the stage (no sideways scroll), viewport top to strip foot within a phone's height
  (844), and the content's clip (`rect[data-camera-clip]`) ending above the strip, at the
  viewport and its margins (300 + 2 x 75 = 450), so no row the camera moved below the picture
  shows around the strip's slots; at 1280 px the strip is beside the screen and the clip runs
  down to the text, as drawn.

Prints 'N passed, N failed' and exits 1 when anything failed. About 6 s.
"""
import os
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from browser_tests import browser, check, results, serve  # noqa: E402

BOARD = """# {rows} rows

```board
title: Hold R2 at the bottom edge of {rows} rows
id: rows{rows}{suffix}
profile: snapshot-edge-scroll
layout: list
viewport: 300x300
item-size: 300x44
items: [{items}]
{camera}steps:
  - press R2
  - move to bottom edge over 0.5s
  - hold 3s
  - release
```
"""

# At walkthrough time t: the picture's size, the viewport outline's and R30's places in it (R30 as
# drawn, its getCTM, or null when not drawn), and the overshoot texts shown.
READ = """
const [t] = arguments;
const svg = document.documentElement;
svg.pauseAnimations();
svg.setCurrentTime(t);
const box = svg.getBoundingClientRect();
const viewport = document.querySelector('[data-viewport]').getBoundingClientRect();
const r30 = document.querySelector('[data-item="R30"]');
const m = r30 ? r30.getCTM() : null;
const shown = Array.from(document.querySelectorAll('[data-past] text'), e => {
  const b = e.getBoundingClientRect();
  return b.right > box.left && b.left < box.right && b.bottom > box.top && b.top < box.bottom ? e.textContent : null;
}).filter(x => x);
return {width: box.width, height: box.height, viewport: [viewport.left - box.left, viewport.top - box.top],
        r30: m ? m.f : null, shown: shown};
"""


# On a page: the stage's box and scroll, and the picture's viewport outline, data strip and
# content clip (its height in the picture's user units, CSS pixels: the page's copy has no viewBox).
NARROW = """
const svg = document.querySelector('.walkthrough .stage > svg[data-narrow]');
if (!svg) return null;
const stage = svg.parentElement;
const box = e => { const r = e.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]; };
const clip = svg.querySelector('rect[data-camera-clip]');
return {stage: box(stage), scrolls: stage.scrollWidth > stage.clientWidth + 1,
        viewport: box(svg.querySelector('[data-viewport]')), strip: box(svg.querySelector('[data-strip-group] [data-strip]')),
        clip: clip ? clip.getBBox().height : null, picture: box(svg)};
"""


def check_narrow(base):
    for width in (390, 1280):
        driver = browser(width=width)
        # Headless Chromium's window is at least 500 px wide: a phone's width is emulated.
        driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                               {"width": width, "height": 900, "deviceScaleFactor": 1, "mobile": False})
        try:
            for rows in (30, 200):
                driver.get("%s/rows%d.html" % (base, rows))
                n = driver.execute_script(NARROW)
                check(n is not None, "rows%d.html: the camera's picture has no narrow arrangement" % rows)
                if n is None:
                    continue
                viewport, strip, stage = n["viewport"], n["strip"], n["stage"]
                # The text under the wide picture starts 450 down (the viewport and its margins; the
                # strip's 402 rows fit them): the clip ends there.
                if width == 1280:
                    check(strip[0] > viewport[2] and n["clip"] >= 450,
                          "rows%d.html at 1280 px: strip %r beside the viewport %r, clip %r" % (rows, strip, viewport, n["clip"]))
                    continue
                check(not n["scrolls"] and viewport[0] >= stage[0] - 1 and strip[2] <= stage[2] + 1,
                      "rows%d.html at 390 px: viewport %r and strip %r not both inside the stage %r" % (rows, viewport, strip, stage))
                check(strip[1] >= viewport[3] and strip[3] - viewport[1] <= 844,
                      "rows%d.html at 390 px: strip %r not under the viewport %r within 844 px" % (rows, strip, viewport))
                # The viewport's margin of 75 under it, then the strip: the clip is 75 + 300 + 75 high.
                check(n["clip"] == 450 and strip[1] >= n["picture"][1] + 450 - 0.5,
                      "rows%d.html at 390 px: the content's clip is %r high, the strip at %r in the picture %r"
                      % (rows, n["clip"], strip, n["picture"]))
        finally:
            driver.quit()


def main():
    binary = sys.argv[1]
    with tempfile.TemporaryDirectory() as tmp:
        source = os.path.join(tmp, "in")
        os.makedirs(source)
        for rows, suffix, camera in [(30, "", ""), (200, "", ""), (30, "c", "camera: content\n")]:
            items = ", ".join("R%d" % i for i in range(1, rows + 1))
            with open(os.path.join(source, "rows%d%s.md" % (rows, suffix)), "w") as f:
                f.write(BOARD.format(rows=rows, suffix=suffix, items=items, camera=camera))
        site = os.path.join(tmp, "site")
        subprocess.run([binary, "build", source, "--out", site, "--hooks", "--keep-going"], check=True,
                       stdout=subprocess.DEVNULL)
        server, base = serve(site)
        driver = browser()
        try:
            def read(board, t):
                driver.get("%s/boards/%s/walkthrough.svg" % (base, board))
                return driver.execute_script(READ, t)
            step3 = ET.parse(os.path.join(site, "boards", "rows30", "step-03.svg")).getroot()
            t = float(step3.get("data-walkthrough-time"))
            short, long, whole = read("rows30", 0), read("rows200", 0), read("rows30c", 0)
            check((short["width"], short["height"]) == (long["width"], long["height"]),
                  "30 rows drawn %r, 200 rows %r" % (short, long))
            # The text under the picture: a clock row (20), the caption (17) and the log's window, at
            # most 8 entries of a line or two (15 each) and '+k earlier', 6 + 6 of gaps: under 300.
            check(short["height"] <= 300 + 2 * 75 + 300, "30 rows drawn %g high" % short["height"])
            check(whole["height"] > 1320, "camera: content drawn %g high" % whole["height"])
            check(short["viewport"] == [24, 75], "the viewport at the start at %r" % short["viewport"])
            check(short["shown"] == [], "at the start it says %r" % short["shown"])
            held = read("rows30", t + 0.01)
            check(held["viewport"] == short["viewport"], "the viewport moved: %r, %r" % (short, held))
            # R30 at offset 1,022: R2's snapshot has passed every row, each moved up a place into its
            # slot, so R30 is in slot 28, at 28 x 44 = 1,232 in the content: 1,232 - 1,022 below the
            # viewport's top, which is 75 down: 285. (At the start it was below the picture, not drawn
            # in it: 29 x 44 + 75 = 1,351.) Its foot, 329, is R2's empty slot (44) and the 2 points
            # past the end above the viewport's foot, 375.
            check(held["r30"] is not None and abs(held["r30"] - 285) <= 0.5, "R30 drawn at %r" % held["r30"])
            check(held["shown"] == ["2 pt past the end"], "held at the end it says %r" % held["shown"])
        finally:
            driver.quit()
        try:
            check_narrow(base)
        finally:
            server.shutdown()
    print("%d passed, %d failed" % (results["passed"], results["failed"]))
    sys.exit(1 if results["failed"] else 0)


if __name__ == "__main__":
    main()
