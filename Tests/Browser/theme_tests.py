#!/usr/bin/python3
"""Browser tests of the figure's colours and of board ids in other scripts (issue 15).

    /usr/bin/python3 Tests/Browser/theme_tests.py BINARY

1. A figure printed by `BINARY render` (its CSS scoped under figure.board, inline), placed in
   a host page the way a docs tool would, has the dark background (computed style) under each
   dark switch -- the OS preference, Material's [data-md-color-scheme=slate] on <body>,
   [data-theme=dark] on <html>, a .dark class on <html> and on a wrapping <div> -- and the
   light one under no switch, and under each light switch ([data-md-color-scheme=default],
   [data-theme=light], .light) with the OS preferring dark. In every case, its text keeps a
   contrast of 4.5:1 (browser_tests.READ_CONTRAST), and its inline walkthrough's canvas is
   dark exactly when the figure is.
2. A site built from boards titled in French and in Chinese writes their folders under the
   slugs (boards/réordonner-les-tuiles/, boards/拖放排序/), its pages load every picture from
   them, and a step's permalink (#拖放排序.step-1) is the :target.
Prints 'N passed, N failed' and exits 1 when anything failed.
"""
import os
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from browser_tests import READ_CONTRAST, browser, check, results, serve  # noqa: E402

LIGHT_BG = "rgb(255, 255, 255)"   # --bg, light (docs/theming.md)
DARK_BG = "rgb(20, 22, 27)"       # --bg, dark: #14161b
PICTURE_LIGHT = "rgb(244, 245, 247)"   # the pictures' canvas, Palette.canvas: #f4f5f7
PICTURE_DARK = "rgb(20, 22, 27)"       # its dark value: #14161b

BOARDS = """# Tuiles

```board
title: Réordonner les « tuiles »
viewport: 240x200
items: [A, B, C]
steps: [press A, move to C, release]
```

```board
title: 拖放排序
viewport: 240x200
items: [甲, 乙, 丙]
steps: [press 甲, move to 丙, release]
```
"""

# (name, OS preference, <html> attributes, <body> attributes, wrapper attributes, expected background)
CASES = [
    ("no switch, OS light", "light", "", "", "", LIGHT_BG),
    ("no switch, OS dark", "dark", "", "", "", DARK_BG),
    ("Material slate on body", "light", "", ' data-md-color-scheme="slate"', "", DARK_BG),
    ("data-theme=dark on html", "light", ' data-theme="dark"', "", "", DARK_BG),
    (".dark on html", "light", ' class="dark"', "", "", DARK_BG),
    (".dark on a wrapper", "light", "", "", ' class="dark"', DARK_BG),
    ("Material default on body, OS dark", "dark", "", ' data-md-color-scheme="default"', "", LIGHT_BG),
    ("data-theme=light on html, OS dark", "dark", ' data-theme="light"', "", "", LIGHT_BG),
    (".light on body, OS dark", "dark", "", ' class="light"', "", LIGHT_BG),
]


def host_page(figure, html, body, wrapper):
    return ('<!doctype html><html lang="en"%s><head><meta charset="utf-8"><title>Host</title>'
            '<style>body { margin: 0; background: #888; }</style></head><body%s><main><div%s>%s</div></main>'
            '</body></html>' % (html, body, wrapper, figure))


def check_switches(driver, base, root, binary):
    figure = subprocess.run([binary, "render", "examples/list.md"], check=True,
                            capture_output=True, text=True).stdout
    figure = figure[:figure.index("</figure>") + len("</figure>")]   # the first figure
    for i, (name, scheme, html, body, wrapper, expected) in enumerate(CASES):
        with open(os.path.join(root, "host-%d.html" % i), "w") as f:
            f.write(host_page(figure, html, body, wrapper))
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia",
                               {"features": [{"name": "prefers-color-scheme", "value": scheme}]})
        driver.get("%s/host-%d.html" % (base, i))
        background = driver.execute_script(
            "return getComputedStyle(document.querySelector('figure.board')).backgroundColor")
        check(background == expected, "%s: figure background %s, expected %s" % (name, background, expected))
        bad = driver.execute_script(READ_CONTRAST)
        check(not bad, "%s: contrast below 4.5:1: %r" % (name, bad))
        # The walkthrough inlined in the figure turns with it: its canvas (#f4f5f7) is the dark
        # scheme's #14161b exactly where the figure is dark (docs/theming.md, "The pictures").
        canvas = driver.execute_script(
            "const r = document.querySelector('figure.board .walkthrough svg rect[fill=\"#f4f5f7\"]');"
            "return r ? getComputedStyle(r).fill : null")
        want = PICTURE_DARK if expected == DARK_BG else PICTURE_LIGHT
        check(canvas == want, "%s: the inline walkthrough's canvas %s, expected %s" % (name, canvas, want))
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})


def check_slugs(driver, base, root, binary):
    source = os.path.join(root, "src")
    os.makedirs(source)
    with open(os.path.join(source, "tuiles.md"), "w", encoding="utf-8") as f:
        f.write(BOARDS)
    site = os.path.join(root, "site")
    subprocess.run([binary, "build", source, "--out", site], check=True, capture_output=True)
    folders = sorted(os.listdir(os.path.join(site, "boards")))
    check(folders == ["réordonner-les-tuiles", "拖放排序"], "board folders %r" % folders)
    driver.get("%s/site/tuiles.html#%s" % (base, "拖放排序.step-1"))
    state = driver.execute_script("""
        const imgs = Array.from(document.querySelectorAll('figure.board img'));
        const target = document.querySelector(':target');
        return {ids: Array.from(document.querySelectorAll('figure.board'), f => f.id),
                images: imgs.length, broken: imgs.filter(i => i.complete && i.naturalWidth === 0).map(i => i.src),
                target: target ? target.id : null};
    """)
    # Lazy images below the fold load on scroll: load them all.
    driver.execute_script("document.querySelectorAll('img[loading=lazy]').forEach(i => i.loading = 'eager')")
    driver.execute_script("return Promise.all(Array.from(document.images, i => i.decode().catch(() => null)))")
    broken = driver.execute_script(
        "return Array.from(document.querySelectorAll('figure.board img')).filter(i => i.naturalWidth === 0).map(i => i.src)")
    check(state["ids"] == ["réordonner-les-tuiles", "拖放排序"], "figure ids %r" % state["ids"])
    check(state["images"] > 0 and not broken, "%d images, broken: %r" % (state["images"], broken))
    check(state["target"] == "拖放排序.step-1", "the permalink's target is %r" % state["target"])


def main():
    binary = os.path.abspath(sys.argv[1])
    with tempfile.TemporaryDirectory() as root:
        server, base = serve(root)
        driver = browser()
        try:
            check_switches(driver, base, root, binary)
            check_slugs(driver, base, root, binary)
        finally:
            driver.quit()
            server.shutdown()
    print("theme: %d passed, %d failed" % (results["passed"], results["failed"]))
    sys.exit(1 if results["failed"] else 0)


if __name__ == "__main__":
    main()
