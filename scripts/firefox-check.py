#!/usr/bin/python3
"""Screenshots of every example page in Firefox (and with --chromium, in Chromium too), at a
phone's width and a desktop's, light and dark, into a folder to look at (issue 34's "done when").

    /usr/bin/python3 scripts/firefox-check.py [--binary .build/debug/shuffleboard]
                                              [--out .build/firefox-check] [--chromium]
                                              [--pages list,grid-reorder]

Builds examples/ and two long lists (30 and 200 rows held at the bottom edge of a 300 x 300
viewport, camera_test.py's boards) into OUT/site, then for each page, at 390 and 1280 px, light
and dark, writes OUT/firefox/PAGE-WIDTH-SCHEME.png: the whole page, as it loads (the player
starts at t = 0; the arrangement is the same at every moment). Firefox is firefox-esr, headless,
in a throwaway profile per scheme (its user.js sets `layout.css.prefers-color-scheme.content-override`
and `ui.systemUsesDarkTheme`); there is no geckodriver, so nothing is measured in it: look at the
pictures. With --chromium the same pages go to OUT/chromium/, through selenium (a phone's width
emulated with Emulation.setDeviceMetricsOverride, dark with Emulation.setEmulatedMedia), and
each page's document width is printed: a page wider than its window scrolls sideways.

Firefox is not a dependency of `make test` (a large install): `apt-get install -y firefox-esr`.
A look, not a test: it prints where the pictures are and asserts nothing. About 3 s a picture.
"""
import argparse
import base64
import os
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)

# camera_test.py's board: R2 held at the bottom edge of a long list, under a camera.
LIST = """# {rows} rows

```board
title: Hold R2 at the bottom edge of {rows} rows
id: rows{rows}
profile: snapshot-edge-scroll
layout: list
viewport: 300x300
item-size: 300x44
items: [{items}]
steps:
  - press R2
  - move to bottom edge over 0.5s
  - hold 3s
  - release
```
"""

WIDTHS = (390, 1280)
SCHEMES = ("light", "dark")


def build(binary, out):
    source = os.path.join(out, "source")
    site = os.path.join(out, "site")
    shutil.rmtree(source, ignore_errors=True)
    shutil.rmtree(site, ignore_errors=True)
    shutil.copytree(os.path.join(ROOT, "examples"), source)
    for rows in (30, 200):
        with open(os.path.join(source, "rows%d.md" % rows), "w", encoding="utf-8") as f:
            f.write(LIST.format(rows=rows, items=", ".join("R%d" % i for i in range(1, rows + 1))))
    # --keep-going: an example whose expect: fails on purpose still gets its page.
    subprocess.run([binary, "build", source, "--out", site, "--keep-going"], check=False,
                   stdout=subprocess.DEVNULL)
    return site


def firefox_profile(scheme, folder):
    os.makedirs(folder, exist_ok=True)
    dark = scheme == "dark"
    with open(os.path.join(folder, "user.js"), "w") as f:
        # 0 dark, 1 light; the OS's scheme too, for what reads it rather than the override.
        f.write('user_pref("layout.css.prefers-color-scheme.content-override", %d);\n' % (0 if dark else 1))
        f.write('user_pref("ui.systemUsesDarkTheme", %d);\n' % (1 if dark else 0))
        f.write('user_pref("browser.shell.checkDefaultBrowser", false);\n')
        f.write('user_pref("datareporting.policy.dataSubmissionEnabled", false);\n')
        f.write('user_pref("toolkit.telemetry.reportingpolicy.firstRun", false);\n')
    return folder


def firefox_shots(site, pages, out):
    folder = os.path.join(out, "firefox")
    os.makedirs(folder, exist_ok=True)
    shots = []
    with tempfile.TemporaryDirectory() as tmp:
        profiles = {s: firefox_profile(s, os.path.join(tmp, s)) for s in SCHEMES}
        for page in pages:
            for width in WIDTHS:
                for scheme in SCHEMES:
                    png = os.path.join(folder, "%s-%d-%s.png" % (page[:-5], width, scheme))
                    if os.path.exists(png):
                        os.remove(png)
                    subprocess.run(["firefox-esr", "--headless", "-no-remote", "-profile", profiles[scheme],
                                    "--window-size=%d,5000" % width, "--screenshot", png,
                                    "file://" + os.path.join(site, page)],
                                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=120)
                    shots.append(png if os.path.exists(png) else png + " (not written)")
    return shots


def chromium_shots(site, pages, out):
    sys.path.insert(0, os.path.join(ROOT, "Tests", "Browser"))
    from browser_tests import browser, serve  # noqa: E402
    folder = os.path.join(out, "chromium")
    os.makedirs(folder, exist_ok=True)
    server, base = serve(site)
    shots = []
    driver = browser(width=1280)
    try:
        for width in WIDTHS:
            driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                                   {"width": width, "height": 900, "deviceScaleFactor": 1, "mobile": False})
            for scheme in SCHEMES:
                driver.execute_cdp_cmd("Emulation.setEmulatedMedia",
                                       {"features": [{"name": "prefers-color-scheme", "value": scheme}]})
                for page in pages:
                    driver.get("%s/%s" % (base, page))
                    w, h = driver.execute_script(
                        "return [document.documentElement.scrollWidth, document.documentElement.scrollHeight]")
                    shot = driver.execute_cdp_cmd("Page.captureScreenshot", {
                        "format": "png", "captureBeyondViewport": True,
                        "clip": {"x": 0, "y": 0, "width": max(w, width), "height": h, "scale": 1}})
                    png = os.path.join(folder, "%s-%d-%s.png" % (page[:-5], width, scheme))
                    with open(png, "wb") as f:
                        f.write(base64.b64decode(shot["data"]))
                    shots.append("%s (%d x %d%s)" % (png, w, h, ", wider than the window" if w > width else ""))
    finally:
        driver.quit()
        server.shutdown()
    return shots


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build", "debug", "shuffleboard"))
    parser.add_argument("--out", default=os.path.join(ROOT, ".build", "firefox-check"))
    parser.add_argument("--chromium", action="store_true", help="Chromium's screenshots too")
    parser.add_argument("--pages", help="only these pages (names without .html, comma-separated)")
    args = parser.parse_args()
    if not shutil.which("firefox-esr"):
        sys.exit("firefox-esr is not installed: apt-get install -y firefox-esr")
    out = os.path.abspath(args.out)
    site = build(os.path.abspath(args.binary), out)
    pages = sorted(f for f in os.listdir(site) if f.endswith(".html") and f != "index.html")
    if args.pages:
        wanted = {p + ".html" for p in args.pages.split(",")}
        pages = [p for p in pages if p in wanted]
    shots = firefox_shots(site, pages, out)
    if args.chromium:
        shots += chromium_shots(site, pages, out)
    print("\n".join(shots))
    print("%d screenshots of %d pages in %s" % (len(shots), len(pages), out))


if __name__ == "__main__":
    main()
