#!/usr/bin/python3
"""Browser test of the compact figure (figure: compact, render --figure compact) in docs themes.

    /usr/bin/python3 Tests/Browser/compact_figure_test.py BINARY

The figure `BINARY render --figure compact` prints for examples/list.md, placed in host pages as
a docs tool places it: in mkdocs-material's `.md-typeset` column (its real style sheet, which
centres a figure at its content's width and sets a figcaption in narrow italics), in Furo's
article (its real style sheet), and in a bare page. At 1280 px and at 390 px, with JavaScript off
(the walkthrough plays by SMIL and the Pause control is the CSS one):

- the figure is no taller than its walkthrough picture and 120 px (its caption line, the Pause
  control and its padding), where the full figure of the same board is several times taller;
- its caption is upright and starts at the figure's left, as does the Pause control (under
  mkdocs-material both were centred, the caption italic);
- the page does not scroll sideways, with a board of three profiles beside them too (its wide,
  side-by-side picture scrolls in its own stage: a full figure's breaks out of the column,
  centred on it, which beside a docs theme's navigation ran off the window);
- no id is on the page twice, with two compact figures of one board (`--id` gives the second
  another).

Prints 'N passed, N failed' and exits 1 when anything failed. About 5 s.
"""
import glob
import os
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from browser_tests import browser, check, results, serve  # noqa: E402

MATERIAL = sorted(glob.glob("/usr/share/mkdocs/themes/material/assets/stylesheets/main.*.min.css"))
FURO = "/usr/lib/python3/dist-packages/furo/theme/furo/static/styles/furo.css"

# name: (style sheets copied beside the page, what wraps the figures)
HOSTS = {
    "mkdocs-material": (MATERIAL[:1], '<body dir="ltr"><div class="md-container"><main class="md-main">'
                        '<div class="md-content"><article class="md-content__inner md-typeset">%s</article>'
                        '</div></main></div></body>'),
    "furo": ([FURO], '<body><div class="page"><div class="main"><div class="content"><article role="main">'
             '<section>%s</section></article></div></div></div></body>'),
    "bare": ([], "<body>%s</body>"),
}

MEASURE = """
const page = document.documentElement;
return Array.from(document.querySelectorAll('figure.board'), f => {
  const box = f.getBoundingClientRect(), padding = parseFloat(getComputedStyle(f).paddingLeft);
  const svg = f.querySelector('.walkthrough .stage > svg').getBoundingClientRect();
  const caption = f.querySelector('figcaption'), control = f.querySelector('label.control.pause');
  return {id: f.id, height: box.height, svg: svg.height,
          italic: getComputedStyle(caption).fontStyle,
          caption: caption.getBoundingClientRect().left - box.left - padding,
          control: control.getBoundingClientRect().left - box.left - padding};
}).concat([{ids: Array.from(document.querySelectorAll('[id]'), e => e.id), scroll: page.scrollWidth - page.clientWidth}]);
"""


def render(binary, *arguments, board=("examples/list.md", "--board", "list-reorder")):
    return subprocess.run([binary, "render"] + list(board) + list(arguments),
                          check=True, capture_output=True, text=True).stdout


def host_page(sheets, wrap, figures):
    links = "".join('<link rel="stylesheet" href="%s">' % os.path.basename(sheet) for sheet in sheets)
    return ('<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" '
            'content="width=device-width, initial-scale=1"><title>Host</title>%s</head>%s</html>'
            % (links, wrap % ("<p>Prose before.</p>" + figures + "<p>Prose after.</p>")))


def main():
    binary = os.path.abspath(sys.argv[1])
    compact = render(binary, "--figure", "compact")
    second = render(binary, "--figure", "compact", "--id", "list-reorder-2")
    full = render(binary)
    wide = render(binary, "--figure", "compact", board=("examples/compare-profiles.md",))
    check(bool(MATERIAL) and os.path.exists(FURO), "mkdocs-material's and Furo's style sheets are installed")
    with tempfile.TemporaryDirectory() as root:
        for name, (sheets, wrap) in HOSTS.items():
            for sheet in sheets:
                shutil.copy(sheet, root)
            with open(os.path.join(root, name + ".html"), "w", encoding="utf-8") as f:
                f.write(host_page(sheets, wrap, compact + second + wide))
            with open(os.path.join(root, name + "-full.html"), "w", encoding="utf-8") as f:
                f.write(host_page(sheets, wrap, full))
        server, base = serve(root)
        driver = browser(javascript=False)
        try:
            for width in (1280, 390):
                driver.set_window_size(width, 900)
                for name in HOSTS:
                    where = "%s at %d px" % (name, width)
                    driver.get("%s/%s-full.html" % (base, name))
                    full_height = driver.execute_script(MEASURE)[0]["height"]
                    driver.get("%s/%s.html" % (base, name))
                    *figures, page = driver.execute_script(MEASURE)
                    check([f["id"] for f in figures] == ["list-reorder", "list-reorder-2", "compare-profiles"],
                          "%s: figures %r" % (where, figures))
                    for f in figures[:2]:
                        # At 390 px the caption takes two lines and a hint says the picture scrolls sideways.
                        limit = f["svg"] + (120 if width == 1280 else 260)
                        check(f["height"] <= limit, "%s: %s is %.0f px high, over its walkthrough's %.0f px and %d"
                              % (where, f["id"], f["height"], f["svg"], limit - f["svg"]))
                        check(f["height"] * 2 < full_height, "%s: %s is %.0f px high, the full figure %.0f"
                              % (where, f["id"], f["height"], full_height))
                        check(f["italic"] == "normal", "%s: the caption is %s" % (where, f["italic"]))
                        check(abs(f["caption"]) <= 1 and abs(f["control"]) <= 1,
                              "%s: caption %.0f px and Pause %.0f px from the figure's left" % (where, f["caption"], f["control"]))
                    check(page["scroll"] <= 0, "%s: the page scrolls sideways by %d px" % (where, page["scroll"]))
                    duplicates = sorted({i for i in page["ids"] if page["ids"].count(i) > 1})
                    check(not duplicates, "%s: ids on the page twice: %r" % (where, duplicates))
        finally:
            driver.quit()
            server.shutdown()
    print("compact figure: %d passed, %d failed" % (results["passed"], results["failed"]))
    sys.exit(1 if results["failed"] else 0)


if __name__ == "__main__":
    main()
