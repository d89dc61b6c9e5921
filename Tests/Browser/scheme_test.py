#!/usr/bin/python3
"""Browser test: a figure in a docs theme shows one colour scheme, the page's (issue 33, "Dark mode").

    /usr/bin/python3 Tests/Browser/scheme_test.py BINARY [TEMPLATES]

(TEMPLATES: a folder of templates for `render` and `build --templates`, to try a style sheet.)

Docs themes have a scheme switch of their own that leaves `prefers-color-scheme` alone:
mkdocs-material's palette toggle sets `data-md-color-scheme="slate"` or `"default"` on <body>,
Furo sets `data-theme="dark"`, `"light"` or `"auto"` (auto: the OS's). Two figures of
examples/list.md are placed in host pages built on the themes' real style sheets: the compact
one `BINARY render --figure compact` prints (its pictures inline <svg>, as every integration but
Hugo's shows them) and the full one of `BINARY build --fragment --figure full` (its walkthrough
inline, its stills <img src=step-NN.svg>, as Hugo's fragment site has them). Under each switch,
with the OS (emulated through CDP) light and dark, JavaScript off, at 1280 px (and 390 px for one
case of each theme):

- the figure's background is dark exactly when the page's is;
- the inline walkthrough's canvas (#f4f5f7, dark #14161b) is dark exactly when the figure is;
- a still in <img>, read from a screenshot's pixel inside its canvas, is dark exactly when the
  figure is (Chromium draws an SVG in <img> under the <img>'s used `color-scheme`, which the
  figure sets with its switch: docs/theming.md);
- the figure's text keeps 4.5:1 (browser_tests.READ_CONTRAST);
- a board that says `scheme: light` or `scheme: dark` keeps that scheme, its figure and its inline
  walkthrough alike, whatever the page's switch and the OS say.

Against the tree before the figure's inline pictures followed it, the canvas check fails under
every dark case. Prints 'N passed, N failed' and exits 1 when anything failed. About 4 s.
"""
import base64
import glob
import os
import shutil
import struct
import subprocess
import sys
import tempfile
import time
import zlib

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from browser_tests import READ_CONTRAST, browser, check, results, serve  # noqa: E402

MATERIAL = sorted(glob.glob("/usr/share/mkdocs/themes/material/assets/stylesheets/main.*.min.css"))[:1] \
    + sorted(glob.glob("/usr/share/mkdocs/themes/material/assets/stylesheets/palette.*.min.css"))[:1]
FURO = ["/usr/lib/python3/dist-packages/furo/theme/furo/static/styles/furo.css"]
# Furo's page head carries its auto scheme as a rule of its own (furo/__init__.py writes it for
# each site): the dark background wherever the body does not say light. Written out here in that form.
FURO_AUTO = ('<style>@media (prefers-color-scheme: dark) { body:not([data-theme="light"]) '
             '{ --color-background-primary: #131416; --color-foreground-primary: #ffffffcc; } }</style>')

# theme: (style sheets, extra head, body's attribute name, the body's wrapping of the content)
THEMES = {
    "mkdocs-material": (MATERIAL, "", "data-md-color-scheme",
                        '<div class="md-container"><main class="md-main"><div class="md-content">'
                        '<article class="md-content__inner md-typeset">%s</article></div></main></div>'),
    "furo": (FURO, FURO_AUTO, "data-theme",
             '<div class="page"><div class="main"><div class="content"><article role="main">'
             '<section>%s</section></article></div></div></div>'),
}

# (theme, the switch's value, OS preference, page dark?)
CASES = [
    ("mkdocs-material", "slate", "light", True),
    ("mkdocs-material", "slate", "dark", True),
    ("mkdocs-material", "default", "light", False),
    ("mkdocs-material", "default", "dark", False),
    ("furo", "dark", "light", True),
    ("furo", "dark", "dark", True),
    ("furo", "light", "light", False),
    ("furo", "light", "dark", False),
    ("furo", "auto", "light", False),
    ("furo", "auto", "dark", True),
]
NARROW = {("mkdocs-material", "slate", "light"), ("furo", "auto", "dark")}

# Each colour's relative luminance, and the part of the page behind an element.
COLOURS = """
const lum = c => {
  const [r, g, b] = c.match(/[\\d.]+/g).slice(0, 3).map(Number).map(v => {
    v /= 255; return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const under = el => {
  for (; el; el = el.parentElement) {
    const c = getComputedStyle(el).backgroundColor, m = c.match(/[\\d.]+/g);
    if (m && (m.length < 4 || Number(m[3]) > 0.5)) return c;
  }
  return 'rgb(255, 255, 255)';
};
const figure = document.querySelector(arguments[0]);
const canvas = figure.querySelector('.walkthrough .stage > svg rect[fill="#f4f5f7"]');
const still = figure.querySelector('ol.steps img');
if (still) still.scrollIntoView({block: 'center'});
const box = still ? still.getBoundingClientRect() : null;
return {page: lum(under(figure.parentElement)), figure: lum(getComputedStyle(figure).backgroundColor),
        canvas: canvas ? lum(getComputedStyle(canvas).fill) : null,
        still: still && still.complete && still.naturalWidth ? {x: box.left + 6, y: box.top + 6} : null};
"""


def dark(luminance):
    """Dark: a background under 0.2 (the dark --bg #14161b is 0.008, Furo's #131416 0.007, Material's
    slate about 0.02; the light ones are 0.9 and over)."""
    return luminance < 0.2


def pixel(driver, x, y):
    """The screenshot's colour at (x, y) of the viewport, from a 1 px PNG: its one row's filter
    byte, then R, G, B (with no row above and no pixel to the left every filter leaves them as they are)."""
    shot = driver.execute_cdp_cmd("Page.captureScreenshot", {
        "format": "png", "clip": {"x": x, "y": y, "width": 1, "height": 1, "scale": 1}})
    png = base64.b64decode(shot["data"])
    at, data = 8, b""
    while at < len(png):
        length, kind = struct.unpack(">I4s", png[at:at + 8])
        if kind == b"IDAT":
            data += png[at + 8:at + 8 + length]
        at += 12 + length
    row = zlib.decompress(data)
    return "rgb(%d, %d, %d)" % tuple(row[1:4])


def luminance(rgb):
    r, g, b = [int(v) / 255 for v in rgb[4:-1].split(",")]
    r, g, b = [v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4 for v in (r, g, b)]
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def host_page(theme, value, figures, prefix):
    sheets, head, attribute, wrap = THEMES[theme]
    links = "".join('<link rel="stylesheet" href="%s%s">' % (prefix, os.path.basename(s)) for s in sheets)
    return ('<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" '
            'content="width=device-width, initial-scale=1"><title>Host</title>%s%s</head><body %s="%s">%s</body></html>'
            % (links, head, attribute, value, wrap % ("<p>Prose before.</p>" + figures + "<p>Prose after.</p>")))


def main():
    binary = os.path.abspath(sys.argv[1])
    templates = ["--templates", os.path.abspath(sys.argv[2])] if len(sys.argv) > 2 else []
    check(len(MATERIAL) == 2 and os.path.exists(FURO[0]), "mkdocs-material's and Furo's style sheets are installed")
    compact = subprocess.run([binary, "render", "examples/list.md", "--board", "list-reorder", "--figure", "compact"] + templates,
                             check=True, capture_output=True, text=True).stdout
    with open("examples/list.md", encoding="utf-8") as f:
        board_text = f.read()
    pinned = ""
    for scheme in ("light", "dark"):
        text = board_text.replace("id: list-reorder\n", "id: pinned-%s\nscheme: %s\n" % (scheme, scheme), 1)
        pinned += subprocess.run([binary, "render", "-", "--board", "pinned-" + scheme, "--figure", "compact"] + templates,
                                 input=text, check=True, capture_output=True, text=True).stdout
    with tempfile.TemporaryDirectory() as root:
        source = os.path.join(root, "source")
        os.mkdir(source)
        shutil.copy("examples/list.md", source)
        subprocess.run([binary, "build", source, "--fragment", "--figure", "full", "--out", os.path.join(root, "site")] + templates,
                       check=True, capture_output=True)
        board = os.path.join(root, "site", "boards", "list-reorder")
        with open(os.path.join(board, "figure.html"), encoding="utf-8") as f:
            full = f.read().replace('id="list-reorder"', 'id="full"', 1)
        for sheet in MATERIAL + FURO:
            shutil.copy(sheet, root)
        # The full figure's stills are named relative to its folder: the host page is written there.
        fragment_css = '<link rel="stylesheet" href="../../shuffleboard.css">'
        for theme, value, _, _ in CASES:
            page = host_page(theme, value, compact + full + pinned, "../../../")
            with open(os.path.join(board, "%s-%s.html" % (theme, value)), "w", encoding="utf-8") as f:
                f.write(page.replace("</head>", fragment_css + "</head>", 1))
        server, base = serve(root)
        driver = browser(javascript=False)
        try:
            for theme, value, os_scheme, page_dark in CASES:
                for width in (1280, 390) if (theme, value, os_scheme) in NARROW else (1280,):
                    where = "%s %s=%s, OS %s, %d px" % (theme, THEMES[theme][2], value, os_scheme, width)
                    driver.set_window_size(width, 900)
                    driver.execute_cdp_cmd("Emulation.setEmulatedMedia",
                                           {"features": [{"name": "prefers-color-scheme", "value": os_scheme}]})
                    driver.get("%s/site/boards/list-reorder/%s-%s.html" % (base, theme, value))
                    for figure in ("figure#list-reorder", "figure#full"):
                        seen = driver.execute_script(COLOURS, figure)
                        if figure == "figure#full" and seen["still"] is None:
                            time.sleep(0.3)   # the lazy still, scrolled to, loads
                            seen = driver.execute_script(COLOURS, figure)
                        what = "%s: %s" % (where, figure)
                        check(dark(seen["page"]) == page_dark, "%s: the page is %s, expected %s"
                              % (what, "dark" if dark(seen["page"]) else "light", "dark" if page_dark else "light"))
                        check(dark(seen["figure"]) == page_dark, "%s: the figure's background is %s on a %s page"
                              % (what, "dark" if dark(seen["figure"]) else "light", "dark" if page_dark else "light"))
                        check(seen["canvas"] is not None and dark(seen["canvas"]) == page_dark,
                              "%s: the inline walkthrough's canvas (luminance %r) in a %s figure"
                              % (what, seen["canvas"], "dark" if page_dark else "light"))
                        if figure == "figure#full":
                            check(seen["still"] is not None, "%s: the first still has loaded" % what)
                            if seen["still"]:
                                colour = pixel(driver, seen["still"]["x"], seen["still"]["y"])
                                check(dark(luminance(colour)) == page_dark, "%s: the still in <img> is %s (%s) in a %s figure"
                                      % (what, "dark" if dark(luminance(colour)) else "light", colour,
                                         "dark" if page_dark else "light"))
                    for scheme in ("light", "dark"):
                        seen = driver.execute_script(COLOURS, "figure#pinned-" + scheme)
                        what = "%s: a board pinned %s" % (where, scheme)
                        check(dark(seen["figure"]) == (scheme == "dark"), "%s: the figure's background (luminance %.3f)"
                              % (what, seen["figure"]))
                        check(seen["canvas"] is not None and dark(seen["canvas"]) == (scheme == "dark"),
                              "%s: the inline walkthrough's canvas (luminance %r)" % (what, seen["canvas"]))
                    bad = driver.execute_script(READ_CONTRAST)
                    check(not bad, "%s: contrast below 4.5:1: %r" % (where, bad))
        finally:
            driver.quit()
            server.shutdown()
    print("scheme: %d passed, %d failed" % (results["passed"], results["failed"]))
    sys.exit(1 if results["failed"] else 0)


if __name__ == "__main__":
    main()
