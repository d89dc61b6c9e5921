#!/usr/bin/python3
"""Exported frames against Chromium (issue 16): `shuffleboard export` draws each
picture of the GIF and the MP4 as a still SVG rasterised by librsvg; Chromium
plays the walkthrough SVG itself. The GIF's frames (read back from
walkthrough.gif, palette and all, each frame's delay giving its moment) and
Chromium's walkthrough paused at the same second of the loop must look alike,
within a small pixel tolerance (fonts are hinted a little differently, and the
walkthrough interpolates between frames that the film shows one at a time, so
moments are taken in the middle of held frames); flat areas keep their colours
(the palette keeps meaning), and the MP4's text (the lower quarter) is within a
PSNR of the GIF's. Every GIF, MP4 and steps.png is at most 880 px wide (a
tracker's column, issue 34). The default boards include one of several
profiles: its GIF is the side-by-side walkthrough, its panels one under another
where two abreast would pass the column, so its frames are compared with
Chromium's panel by panel; and one of `scheme: dark` (Tests/Fixtures/scheme/dark.md): every
GIF's canvas is light (librsvg skips the pictures' @media rule) but that one's,
which is dark, its frames compared with Chromium's dark walkthrough as the others.

    Tests/Browser/export_frames.py --binary .build/debug/shuffleboard [BOARD.md ...]

Prints one line per frame compared and 'N passed, N failed'; exits 1 on a failure.
"""
import argparse
import math
import os
import re
import subprocess
import sys
import tempfile
import time

from PIL import Image, ImageChops, ImageFilter
from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service

# A pixel differs when a channel differs by more than THRESHOLD; a frame passes when
# at most LIMIT of its pixels differ (text antialiasing differs between the two).
THRESHOLD = 64
LIMIT = 0.02
# Colours keep their meaning: inside a flat area of Chromium's picture (a pixel whose 3 x 3
# neighbourhood is one colour: a fill, a badge, the canvas; not an edge, where the two
# rasterisers' antialiasing differs) the GIF's pixel is within FLAT_THRESHOLD on every channel,
# but for at most FLAT_LIMIT of those pixels (an edge one pixel off). A 16-colour palette failed
# it: the violation's red came out orange, 158 apart, and items' fills up to 116.
FLAT_THRESHOLD = 24
FLAT_LIMIT = 0.01
# The MP4's text reads as written: the luma PSNR of the lower quarter of the picture (the clock,
# the caption and the event log, under a single board's screen) against the GIF's frame, which
# the same pictures made. At CRF 34.5 edge-scroll's log read "2.57 s" for "2.67 s" at 27.9 dB;
# the export's CRF 28 gives 32-33 dB.
TEXT_PSNR = 31.0
# A tracker's column (GitHub's issue: about 880 px): every GIF, MP4 and steps.png fits it at 100 %.
COLUMN = 880
# The side-by-side walkthrough's panel header and the gap between panels (WalkthroughSVG+SideBySide).
SIDE_HEADER, SIDE_GAP = 28, 16

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def browser():
    options = Options()
    options.binary_location = "/usr/bin/chromium"
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     "--window-size=2400,2400", "--force-device-scale-factor=1", "--hide-scrollbars"]:
        options.add_argument(argument)
    return webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)


def film(gif):
    """The GIF's frames (index) and when each starts and ends, seconds of the loop (its delays)."""
    shots, t = [], 0.0
    with Image.open(gif) as im:
        for k in range(im.n_frames):
            im.seek(k)
            d = im.info["duration"] / 1000
            shots.append((k, t, t + d))
            t += d
    return shots


def frame(gif, k):
    """Frame k of the GIF as it shows (earlier frames composed under it), RGB."""
    with Image.open(gif) as im:
        im.seek(k)
        return im.convert("RGB")


def compare(a, b):
    """The share of pixels where the two RGB pictures differ by more than THRESHOLD."""
    if a.size != b.size:
        # The film is the canvas rounded up to even pixels (4:2:0 video): at most a white row and column more.
        if 0 <= a.size[0] - b.size[0] <= 1 and 0 <= a.size[1] - b.size[1] <= 1:
            a = a.crop((0, 0) + b.size)
        else:
            return 1.0
    diff = ImageChops.difference(a.convert("RGB"), b.convert("RGB")).convert("L")
    differing = sum(diff.point(lambda v: 255 if v > THRESHOLD else 0).histogram()[255:])
    return differing / (a.size[0] * a.size[1])


def flat_mismatch(exported, seen):
    """The share of Chromium's flat pixels (3 x 3 neighbourhood of one colour) where the GIF's pixel
    differs by more than FLAT_THRESHOLD on a channel, and how many flat pixels there are."""
    if exported.size != seen.size:
        exported = exported.crop((0, 0) + seen.size)
    seen = seen.convert("RGB")
    spread = ImageChops.difference(seen.filter(ImageFilter.MaxFilter(3)), seen.filter(ImageFilter.MinFilter(3)))
    flat = spread.convert("L").point(lambda v: 255 if v == 0 else 0)
    off = ImageChops.difference(exported.convert("RGB"), seen)
    off = ImageChops.lighter(ImageChops.lighter(off.getchannel(0), off.getchannel(1)), off.getchannel(2))
    off = off.point(lambda v: 255 if v > FLAT_THRESHOLD else 0)
    flats = flat.histogram()[255]
    bad = ImageChops.multiply(flat, off).histogram()[255]
    return (bad / flats if flats else 0.0), flats


def luma_psnr(a, b):
    """PSNR in dB of the luma of two same-size pictures."""
    diff = ImageChops.difference(a.convert("L"), b.convert("L"))
    mse = sum(count * value * value for value, count in enumerate(diff.histogram())) / (a.size[0] * a.size[1])
    return 99.0 if mse == 0 else 10 * math.log10(255 * 255 / mse)


def mp4_frame(mp4, t, size, folder):
    """The MP4's picture at second t of the loop, cropped to size."""
    path = os.path.join(folder, "mp4.png")
    if os.path.exists(path):
        os.remove(path)   # a filter that keeps no frame writes nothing: no earlier frame may stand in
    # The last frame that starts by t (a held picture is one frame; seeking to t would skip to the next).
    subprocess.run(["ffmpeg", "-v", "error", "-y", "-i", mp4, "-vf", "select=lte(t\\,%.3f)" % t,
                    "-fps_mode", "passthrough", "-update", "1", path], check=True)
    with Image.open(path) as im:
        return im.convert("RGB").crop((0, 0) + size)


def panels(svg_text):
    """The side-by-side walkthrough's panels: each one's top-left corner in the picture and the
    size of its cell (its header and the largest panel's canvas, from the clips), from the SVG's
    `data-panel` groups (render --hooks); [] for a board of one profile."""
    found = re.findall(r'<g data-panel="[^"]*" transform="translate\(([0-9.]+),([0-9.]+)\)">', svg_text)
    clips = re.findall(r'<clipPath id="p[0-9]+"><rect data-canvas="" width="([0-9.]+)" height="([0-9.]+)"', svg_text)
    if not found or not clips:
        return []
    # Every panel's cell is as large as the largest canvas (a shorter one has canvas under it).
    w = max(float(c[0]) for c in clips)
    h = max(float(c[1]) for c in clips) + SIDE_HEADER
    return [(float(x), float(y), w, h) for x, y in found]


def film_panels(exported, seen_panels):
    """Where the export's film puts the same panels: one under another when two abreast would pass
    the column (SideBySideStill.abreast), else as the walkthrough does; in both the panels end the
    picture (the film is its canvas rounded up to even pixels: a white row under it when odd)."""
    w, h = seen_panels[0][2], seen_panels[0][3]
    columns = 2 if len(seen_panels) > 1 and 2 * w + SIDE_GAP <= COLUMN else 1
    rows = (len(seen_panels) + columns - 1) // columns
    height = exported.size[1]
    bottom = exported.crop((0, height - 1, exported.size[0], height)).convert("RGB")
    if bottom.getextrema() == ((255, 255), (255, 255), (255, 255)):
        height -= 1
    top = height - rows * h - (rows - 1) * SIDE_GAP
    return [((i % columns) * (w + SIDE_GAP), top + (i // columns) * (h + SIDE_GAP), w, h)
            for i in range(len(seen_panels))]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build/debug/shuffleboard"))
    parser.add_argument("--frames", type=int, default=6, help="frames compared per board")
    parser.add_argument("boards", nargs="*",
                        default=[os.path.join(ROOT, "examples/table-exchange.md"), os.path.join(ROOT, "examples/list.md"),
                             os.path.join(ROOT, "examples/compare-profiles.md"),
                             # scheme: dark: librsvg's frames dark as Chromium's (the style's rules, no @media).
                             os.path.join(ROOT, "Tests/Fixtures/scheme/dark.md")])
    args = parser.parse_args()
    passed = failed = 0
    driver = browser()
    try:
        with tempfile.TemporaryDirectory() as tmp:
            out = os.path.join(tmp, "out")
            subprocess.run([args.binary, "export", *args.boards, "--out", out, "-q"], check=True)
            for board in sorted(os.listdir(out)):
                gif = os.path.join(out, board, "walkthrough.gif")
                svg = os.path.join(tmp, board + ".svg")
                for source in args.boards:   # the file that holds the board
                    r = subprocess.run([args.binary, "render", source, "--board", board, "--svg"],
                                       capture_output=True, text=True)
                    if r.returncode == 0:
                        break
                with open(svg, "w") as f:
                    f.write(r.stdout)
                # The panels' places, from the picture with its hooks (`data-panel`; the same drawing).
                hooked = subprocess.run([args.binary, "render", source, "--board", board, "--svg", "--hooks"],
                                        capture_output=True, text=True, check=True)
                sides = panels(hooked.stdout)
                # Every file fits a tracker's column at 100 %: the GIF's and the MP4's pictures, steps.png.
                widths = {"walkthrough.gif": Image.open(gif).size[0],
                          "steps.png": Image.open(os.path.join(out, board, "steps.png")).size[0],
                          "walkthrough.mp4": int(subprocess.run(
                              ["ffprobe", "-v", "error", "-select_streams", "v:0", "-show_entries", "stream=width",
                               "-of", "csv=p=0", os.path.join(out, board, "walkthrough.mp4")],
                              capture_output=True, text=True, check=True).stdout)}
                ok = all(w <= COLUMN for w in widths.values())
                passed += ok
                failed += not ok
                print("%s %s fits a %d px column: %s" % ("ok  " if ok else "FAIL", board, COLUMN,
                      ", ".join("%s %d px" % item for item in sorted(widths.items()))))
                # The canvas (a pixel in from the corner) is the board's scheme's: light, or dark when pinned.
                dark = board == "pinned-dark"   # Tests/Fixtures/scheme/dark.md, the one board of scheme: dark
                corner = frame(gif, 0).convert("RGB").getpixel((4, 4))
                expected = (0x14, 0x16, 0x1b) if dark else (0xf4, 0xf5, 0xf7)
                ok = all(abs(a - b) <= 8 for a, b in zip(corner, expected))
                passed += ok
                failed += not ok
                print("%s %s: the GIF's canvas is %r, expected %r (%s)" % (
                    "ok  " if ok else "FAIL", board, corner, expected, "pinned dark" if dark else "light"))
                shots = [s for s in film(gif) if s[2] - s[1] >= 0.2]   # held frames: the middle is steady
                step = max(1, len(shots) // args.frames)
                driver.get("file://" + svg)
                chosen = shots[::step][:args.frames]
                # A control: the first picture against the last moment must differ (the test can fail).
                for k, (name, start, end) in enumerate(chosen + [(chosen[0][0], chosen[-1][1], chosen[-1][2])]):
                    control = k == len(chosen)
                    t = (start + end) / 2
                    driver.execute_script("const s = document.documentElement; s.pauseAnimations(); "
                                          "s.setCurrentTime(arguments[0]);", t)
                    shot = os.path.join(tmp, "chromium.png")
                    driver.find_element("css selector", "svg").screenshot(shot)
                    exported = frame(gif, name)
                    seen = Image.open(shot)
                    # What is compared: the whole picture, or for a board of several profiles each panel
                    # (the film stacks what does not fit the column; "Where they part" over the panels
                    # wraps to the width). The control: the last pair (the last panel).
                    if sides:
                        box = lambda p: tuple(int(round(v)) for v in (p[0], p[1], p[0] + p[2], p[1] + p[3]))
                        pairs = [(exported.crop(box(a)), seen.crop(box(b)), " panel %d at %s, in Chromium at %s"
                                  % (i + 1, box(a)[:2], box(b)[:2]))
                                 for i, (a, b) in enumerate(zip(film_panels(exported, sides), sides))]
                    else:
                        pairs = [(exported, seen, "")]
                    for ours, theirs, where in (pairs[-1:] if control else pairs):
                        share = compare(ours, theirs)
                        ok = share > LIMIT if control else share <= LIMIT
                        passed += ok
                        failed += not ok
                        print("%s %s t=%.3f s (%s%s)%s: %.2f %% of pixels differ" % (
                            "ok  " if ok else "FAIL", board, t, name, ", control: must differ" if control else "",
                            where, 100 * share))
                        if control:
                            continue
                        wrong, flats = flat_mismatch(ours, theirs)
                        ok = flats > 0 and wrong <= FLAT_LIMIT
                        passed += ok
                        failed += not ok
                        print("%s %s t=%.3f s%s: colours: %.2f %% of %d flat pixels off by more than %d" % (
                            "ok  " if ok else "FAIL", board, t, where, 100 * wrong, flats, FLAT_THRESHOLD))
                    if control:
                        continue
                    video = mp4_frame(os.path.join(out, board, "walkthrough.mp4"), t, exported.size, tmp)
                    top = exported.size[1] * 3 // 4
                    below = (0, top, exported.size[0], exported.size[1])
                    psnr = luma_psnr(video.crop(below), exported.convert("RGB").crop(below))
                    ok = psnr >= TEXT_PSNR
                    passed += ok
                    failed += not ok
                    print("%s %s t=%.3f s: the MP4's lower quarter (the text) %.1f dB against the GIF (at least %.0f)" % (
                        "ok  " if ok else "FAIL", board, t, psnr, TEXT_PSNR))
                # The GIF and the MP4 play in Chromium: an <img> and a <video> of them, served over HTTP.
                page = os.path.join(out, board, "play.html")
                with open(page, "w") as f:
                    f.write('<img src="walkthrough.gif"><video src="walkthrough.mp4" muted autoplay loop></video>')
                driver.get("file://" + page)
                state = None
                for _ in range(50):
                    state = driver.execute_script(
                        "const v = document.querySelector('video'), i = document.querySelector('img');"
                        "return [i.complete, i.naturalWidth, v.readyState, v.videoWidth, v.duration, v.currentTime,"
                        " v.error && v.error.message];")
                    if state[0] and state[2] >= 2 and state[5] > 0.3:
                        break
                    time.sleep(0.1)
                size = Image.open(gif).size
                loop = sum(e - s for _, s, e in film(gif))
                ok = (state[1] == size[0] and state[3] >= size[0] and abs(state[4] - loop) < 0.2 and state[5] > 0.3)
                passed += ok
                failed += not ok
                print("%s %s plays: GIF %d px wide, MP4 %d px wide, %.2f s long (the loop: %.2f s), at %.2f s%s" % (
                    "ok  " if ok else "FAIL", board, state[1], state[3], state[4] or 0, loop, state[5] or 0,
                    "" if not state[6] else ", error " + state[6]))
    finally:
        driver.quit()
    print("%d passed, %d failed" % (passed, failed))
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
