#!/usr/bin/python3
"""Follows docs/integrations.md's sections (MkDocs, Sphinx, Hugo, Jekyll) as written, with
Debian's packages of each tool, and checks the result in Chromium.

For each "## …" section of docs/integrations.md, in a new, empty temporary folder (a site from
nothing: no theme, no layout but the page's): every fenced block whose info string has
title="PATH" is written to PATH, byte for byte; the section's `sh` block is
run there line by line with bash (`path/to/shuffleboard` replaced by this clone, a folder holding
the `shuffleboard` binary first on PATH, then Debian's /usr/bin: its python3 makes the MkDocs and
Sphinx sections' virtual environments, one per tool, which every case below reuses). Then:

- the built page is served over HTTP (under /proj/ where the section's config says so) and
  opened in Debian's chromium: each figure is there with its id, its walkthrough is drawn, its
  CSS applies (the light background), every file it links to answers 200, and text given in
  the board comes out as written (Liquid left `{{ x }}` alone);
- served with `Content-Security-Policy: script-src 'self'`, the page is read as UTF-8, has a
  viewport and loads the player once, `render --asset js`'s byte for byte; its figure's Pause
  freezes it (two pictures a second apart while paused are the same, its clock stands, and it
  is where it played to, not the first step's still), and Play moves it on; in Material's page
  (no palette) the figure stays light under the OS's dark scheme, and is dark under slate;
- a board with a mistake is put in the page and the section's build command is run again: it
  must exit non-zero and print the author's `file:line:col` (computed here from the page), and
  the diagnostic the page shows for that section must be among what it printed;
- a board whose `expect:` does not hold fails the build with render's
  `file:line:col: error: expectation not met`, at its `expect:` key, passed through (no
  traceback); with the tool's keep-going setting the site builds and the line is a warning;
- the figure is `shuffleboard render --figure compact`'s, byte for byte, and with the tool's
  figure setting `--figure full`'s (Hugo: the build line's --figure);
- MkDocs, Sphinx (and Jekyll): the binary is found through the setting and through
  $SHUFFLEBOARD with no `shuffleboard` on PATH, and with none of the three the build fails with
  one line naming all three; the copied-file use of before (MkDocs' hook, Sphinx's file beside
  conf.py) still builds;
- hostile pages are added to the site and built: a heading and boards whose ids clash (no id
  may be on the page twice, each figure's references must reach its own elements and its Pause
  control pause it alone, with the player, loaded once, and without it, as without JavaScript), pages with CRLF line ends (their boards are figures, a mistake fails
  the build at its line), and for Hugo ids its YAML reads as numbers, dates or booleans.

Usage: integrations/test.py --binary .build/debug/shuffleboard [--only mkdocs,sphinx,hugo,jekyll]
"""

import argparse
import functools
import http.server
import os
import re
import shutil
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request

from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PAGE = os.path.join(REPO, "docs", "integrations.md")
# Debian's programs (python3 is its own, which sees its mkdocs and sphinx), without any other
# shuffleboard: the PATH of the cases where the binary is not on it.
SYSTEM_PATH = "/usr/bin:/bin"
FAILURES = []


def check(condition, what):
    print(("ok    " if condition else "FAIL  ") + what)
    if not condition:
        FAILURES.append(what)
    return condition


# The docs page -------------------------------------------------------------------------------

def blocks(markdown):
    """The fenced blocks of `markdown` as (info, body), fences of any length, nested ones kept inside."""
    found, lines, index = [], markdown.split("\n"), 0
    while index < len(lines):
        match = re.match(r"^(`{3,}|~{3,})(.*)$", lines[index])
        if not match or (match.group(1)[0] == "`" and "`" in match.group(2)):  # inline code, as CommonMark reads it
            index += 1
            continue
        fence, info, end = match.group(1), match.group(2).strip(), index + 1
        while end < len(lines) and not re.match(r"^%s%s*\s*$" % (re.escape(fence), re.escape(fence[0])), lines[end]):
            end += 1
        found.append((info, "\n".join(lines[index + 1:end]) + "\n"))
        index = end + 1
    return found


def sections():
    text = open(PAGE, encoding="utf-8").read()
    found = {}
    for chunk in re.split(r"^## ", text, flags=re.M)[1:]:
        name, _, body = chunk.partition("\n")
        found[name.strip().lower()] = blocks(body)
    return found


def follow(name, section, bin_dir):
    """Writes the section's files into a new folder (nothing else: the site is one from nothing)
    and runs its sh block there; returns the folder, the commands and the environment."""
    site = tempfile.mkdtemp(prefix="shuffleboard-%s-" % name)
    files, commands = {}, []
    for info, body in section:
        title = re.search(r'title="([^"]+)"', info)
        if title:
            files[title.group(1)] = body
            os.makedirs(os.path.dirname(os.path.join(site, title.group(1))) or site, exist_ok=True)
            with open(os.path.join(site, title.group(1)), "w", encoding="utf-8") as handle:
                handle.write(body)
        elif info.split(" ")[0] == "sh":
            commands += [line for line in body.split("\n") if line.strip() and not line.startswith("#")]
    env = dict(os.environ, PATH=bin_dir + os.pathsep + SYSTEM_PATH)
    env.pop("SHUFFLEBOARD", None)
    check(bool(files) and bool(commands), "%s: the docs section has files and commands" % name)
    for command in commands:
        started = time.monotonic()
        result = run(command, site, env)
        check(result.returncode == 0, "%s: `%s` exits 0 (%.1f s)%s" % (
            name, command, time.monotonic() - started, "" if result.returncode == 0 else "\n" + result.output))
    return site, commands, env


def run(command, site, env):
    command = command.replace("path/to/shuffleboard", REPO)
    result = subprocess.run(["bash", "-c", command], cwd=site, env=env, stdout=subprocess.PIPE,
                            stderr=subprocess.STDOUT)
    result.output = result.stdout.decode("utf-8", "replace")
    return result


def docs_diagnostic(section):
    """The `file:line…: error: …` line of the section's sample output (a block with no language)."""
    for info, body in section:
        if info == "":
            for line in body.split("\n"):
                match = re.search(r"\S+:\d+(?::\d+)?: error: .*$", line)
                if match:
                    return match.group(0)
    return None


def break_board(site, path, old, new, indent=0):
    """Writes `new` for the first `old` of the page; returns the restore function and the
    expected `path:line:col` of the 'Z' in it (the column counted without the block's indent)."""
    full = os.path.join(site, path)
    text = open(full, encoding="utf-8").read()
    offset = text.index(old)
    line = text.count("\n", 0, offset) + 1
    column = offset - (text.rfind("\n", 0, offset) + 1) + new.index("Z") + 1 - indent
    with open(full, "w", encoding="utf-8") as handle:
        handle.write(text[:offset] + new + text[offset + len(old):])

    def restore():
        with open(full, "w", encoding="utf-8") as handle:
            handle.write(text)
    return restore, "%s:%d:%d: error: unknown item 'Z'" % (path, line, column)


def check_failure(name, site, command, env, expected, docs_line):
    result = run(command, site, env)
    check(result.returncode != 0, "%s: a board with a mistake fails `%s` (exit %d)" % (name, command, result.returncode))
    check(expected in result.output, "%s: the build names the author's %s%s" % (
        name, expected, "" if expected in result.output else "\n" + result.output[-2000:]))
    if docs_line is not None:
        check(docs_line in result.output, "%s: the docs' sample diagnostic is what it prints: %s" % (name, docs_line))
    return result


# Browser --------------------------------------------------------------------------------------

class Handler(http.server.SimpleHTTPRequestHandler):
    """Serves the folder at `prefix` (a site built for a base path such as /proj/), with the
    Content-Security-Policy `csp` when given. Pages go as text/html with no charset: the page
    itself must say it is UTF-8."""

    prefix = "/"
    csp = None

    def end_headers(self):
        if self.csp:
            self.send_header("Content-Security-Policy", self.csp)
        super().end_headers()

    def translate_path(self, path):
        if not path.startswith(self.prefix):
            return "/nonexistent"
        return super().translate_path("/" + path[len(self.prefix):])

    def log_message(self, *args):
        pass


def serve(root, prefix="/", csp=None):
    handler = type("PrefixHandler", (Handler,), {"prefix": prefix, "csp": csp})
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(handler, directory=root))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, "http://127.0.0.1:%d%s" % (server.server_address[1], prefix)


def browser():
    options = Options()
    options.binary_location = "/usr/bin/chromium"
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     "--window-size=1200,900", "--force-device-scale-factor=1"]:
        options.add_argument(argument)
    return webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)


FIGURES_JS = """
const result = [];
for (const figure of document.querySelectorAll('figure.board')) {
  // The walkthrough (a self-contained figure also holds a hidden <svg> of the parts its stills share).
  const svg = figure.querySelector('.walkthrough .stage > svg') || figure.querySelector('svg');
  const box = svg ? svg.getBoundingClientRect() : {width: 0, height: 0};
  const links = [];
  for (const node of figure.querySelectorAll('[src], [href]')) {
    const url = node.getAttribute('src') || node.getAttribute('href');
    if (url.startsWith('#') || url.startsWith('data:')) continue;
    const request = new XMLHttpRequest();
    request.open('GET', new URL(url, document.baseURI).href, false);
    request.send();
    links.push([url, request.status]);
  }
  result.push({id: figure.id, width: box.width, height: box.height,
               background: getComputedStyle(figure).backgroundColor,
               css: Array.from(figure.querySelectorAll('style')).map(s => s.textContent).join(''),
               text: figure.textContent, links: links});
}
return result;
"""


def luminance(rgb):
    values = [int(v) for v in re.findall(r"\d+", rgb)[:3]]
    return sum(values) / (3 * 255) if len(values) == 3 else -1


def check_page(driver, name, url, ids, texts=()):
    driver.get(url)
    figures = driver.execute_script(FIGURES_JS)
    check([f["id"] for f in figures] == ids, "%s: %s shows the figures %s (got %s)" % (
        name, url, ids, [f["id"] for f in figures]))
    for figure in figures:
        check(figure["width"] > 100 and figure["height"] > 50, "%s: figure %s draws its walkthrough (%dx%d)" % (
            name, figure["id"], figure["width"], figure["height"]))
        check(luminance(figure["background"]) > 0.9, "%s: figure %s has its CSS (light background %s)" % (
            name, figure["id"], figure["background"]))
        bad = [link for link in figure["links"] if link[1] != 200]
        check(not bad, "%s: figure %s's %d links answer 200%s" % (name, figure["id"], len(figure["links"]),
                                                                  "" if not bad else ": " + repr(bad)))
    for text in texts:
        check(any(text in figure["text"] for figure in figures), "%s: the figure says %r as written" % (name, text))
    return figures


IDS_JS = """
const counts = {};
for (const node of document.querySelectorAll('[id]')) counts[node.id] = (counts[node.id] || 0) + 1;
const duplicates = Object.keys(counts).filter(id => counts[id] > 1);
const figures = Array.from(document.querySelectorAll('figure.board'));
const strays = [];
figures.forEach((figure, index) => {
  // Every reference a figure makes (<use href>, a label's for, an in-page link, url(#…), aria ids)
  // must reach an element of its own.
  for (const node of [figure, ...figure.querySelectorAll('*')]) {
    for (const attribute of node.attributes) {
      const targets = [];
      if ((attribute.name === 'href' || attribute.name === 'xlink:href') && attribute.value.startsWith('#')) {
        targets.push(decodeURIComponent(attribute.value.slice(1)));
      } else if (attribute.name === 'for' || attribute.name === 'aria-controls' || attribute.name === 'aria-labelledby'
                 || attribute.name === 'aria-describedby') {
        targets.push(...attribute.value.split(/\\s+/).filter(Boolean));
      }
      for (const match of attribute.value.matchAll(/url\\(#([^)]+)\\)/g)) targets.push(match[1]);
      for (const target of targets) {
        const element = document.getElementById(target);
        if (!element || !figure.contains(element)) strays.push([index, attribute.name, target]);
      }
    }
  }
});
// The Pause control of each figure, pressed: only its own figure pauses. With the player, its
// Pause button (the walkthrough is then .is-paused); without it, the CSS checkbox's label.
const player = arguments[0];
const pauses = [];
const paused = f => {
  if (player) { const walk = f.querySelector('.walkthrough'); return walk ? walk.classList.contains('is-paused') : null; }
  const box = f.querySelector('input.pause'); return box ? box.checked : null;
};
figures.forEach((figure, index) => {
  const control = figure.querySelector(player ? '.player:not([hidden]) button.toggle' : 'label.pause');
  if (!control) { pauses.push(null); return; }
  control.click();
  pauses.push(figures.map(paused));
  control.click();
});
const scripts = Array.from(document.querySelectorAll('script[src]')).filter(s => /shuffleboard\\.js$/.test(s.getAttribute('src')));
return {ids: figures.map(f => f.id), duplicates: duplicates, strays: strays.slice(0, 10), strayCount: strays.length,
        pauses: pauses, scripts: scripts.length};
"""


def without_player(driver, blocked):
    """Chromium loads no shuffleboard.js while `blocked`: the page as without JavaScript, for the
    figure (the player is the only script that touches it)."""
    driver.execute_cdp_cmd("Network.enable", {})
    driver.execute_cdp_cmd("Network.setBlockedURLs", {"urls": ["*shuffleboard.js"] if blocked else []})


def check_own_ids(driver, name, url, ids):
    """The page's figures are `ids`, no id is on the page twice, each figure's references reach
    its own elements and its Pause control pauses it alone: the player's Pause, the page loading
    the player once; and, the player not loaded (as without JavaScript), the CSS Pause."""
    for player in [True, False]:
        without_player(driver, not player)
        driver.get(url)
        found = driver.execute_script(IDS_JS, player)
        without_player(driver, False)
        how = "" if player else " (no player)"
        check(found["ids"] == ids, "%s: %s shows the figures %s (got %s)" % (name, url, ids, found["ids"]))
        if player:
            check(found["scripts"] == 1, "%s: %s loads the player once for its %d figures (%d script elements)" % (
                name, url, len(found["ids"]), found["scripts"]))
        check(not found["duplicates"], "%s: %s has no id twice%s%s" % (
            name, url, how, "" if not found["duplicates"] else " (%d twice: %s)" % (
                len(found["duplicates"]), ", ".join(found["duplicates"][:8]))))
        check(found["strayCount"] == 0, "%s: %s: each figure's references reach its own elements%s%s" % (
            name, url, how, "" if not found["strayCount"] else " (%d do not: %r)" % (found["strayCount"], found["strays"])))
        for index, states in enumerate(found["pauses"]):
            expected = [other == index for other in range(len(found["ids"]))]
            check(states == expected, "%s: %s: figure %d's Pause pauses it alone%s (paused: %s)" % (
                name, url, index + 1, how, states))


PLAYER_JS = """
const walk = document.querySelector('figure.board .walkthrough');
const svg = walk && walk.querySelector('.stage > svg');
const ui = walk && walk.querySelector('.player');
const shown = e => !!e && !e.hidden && e.getClientRects().length > 0 && getComputedStyle(e).visibility !== 'hidden';
const viewport = document.querySelector('meta[name=viewport]');
return {charset: document.characterSet, viewport: viewport ? viewport.getAttribute('content') : null,
        scripts: Array.from(document.querySelectorAll('script[src]')).map(s => s.src).filter(src => /shuffleboard\\.js$/.test(src)),
        player: shown(ui), time: svg && svg.getCurrentTime ? svg.getCurrentTime() : -1,
        paused: !!walk && walk.classList.contains('is-paused'),
        still: Array.from(walk ? walk.querySelectorAll('.still, .still-note') : []).some(shown)};
"""


def check_player(driver, name, root, prefix, page, binary):
    """The page `page` of the site in `root`, served under `prefix` with a Content-Security-Policy
    that lets only the site's own scripts run: it says it is UTF-8 and has a viewport; it loads
    the player once, `render --asset js`'s byte for byte; and its first figure's Pause freezes
    it: after a second of play, two pictures of the walkthrough one second apart while paused
    are the same, its clock has not moved, and it is not the first step's still (nor the
    picture at the start); Play then moves it on."""
    server, base = serve(root, prefix, csp="script-src 'self'")
    url = base + page
    asset = subprocess.run([binary, "render", "--asset", "js"], stdout=subprocess.PIPE).stdout
    try:
        driver.get(url)
        loaded = time.monotonic()
        state = driver.execute_script(PLAYER_JS)
        check(state["charset"] == "UTF-8", "%s: %s is read as UTF-8 (%s)" % (name, url, state["charset"]))
        check("width=device-width" in (state["viewport"] or ""), "%s: %s has a viewport (%s)" % (name, url, state["viewport"]))
        check(len(state["scripts"]) == 1, "%s: %s loads the player once (%s)" % (name, url, state["scripts"]))
        served = b""
        if state["scripts"]:
            with urllib.request.urlopen(state["scripts"][0]) as response:
                served = response.read()
        check(served == asset and asset, "%s: the player it loads is render --asset js's (%d bytes, %d expected)" % (
            name, len(served), len(asset)))
        check(state["player"] and not state["still"], "%s: under script-src 'self' the player runs (controls shown: %s,"
              " no-script still shown: %s)" % (name, state["player"], state["still"]))
        if not state["player"]:
            return
        stage = driver.find_element(By.CSS_SELECTOR, "figure.board .walkthrough .stage > svg")
        start = stage.screenshot_as_png
        time.sleep(max(0, 1.2 - (time.monotonic() - loaded)))
        driver.execute_script("document.querySelector('figure.board .player button.toggle').click()")
        paused = driver.execute_script(PLAYER_JS)
        first = stage.screenshot_as_png
        time.sleep(1.0)
        later = driver.execute_script(PLAYER_JS)
        second = stage.screenshot_as_png
        check(paused["paused"] and not paused["still"] and paused["time"] > 0.5,
              "%s: Pause pauses the walkthrough where it was, not on the first step's still (t = %.3f s, still shown: %s)" % (
                  name, paused["time"], paused["still"]))
        check(first == second and later["time"] == paused["time"],
              "%s: paused, the walkthrough is the same picture one second later (clock %.3f then %.3f s)" % (
                  name, paused["time"], later["time"]))
        check(first != start, "%s: the paused picture is not the one at the start" % name)
        driver.execute_script("document.querySelector('figure.board .player button.toggle').click()")
        time.sleep(0.3)
        resumed = driver.execute_script(PLAYER_JS)
        check(not resumed["paused"] and resumed["time"] > paused["time"], "%s: Play moves it on (t = %.3f s)" % (
            name, resumed["time"]))
    finally:
        server.shutdown()


def write(site, path, text, newline="\n", bom=False):
    """Writes `text` to `path` in the site, its line ends `newline`, after a byte-order mark if `bom`."""
    full = os.path.join(site, path)
    os.makedirs(os.path.dirname(full), exist_ok=True)
    with open(full, "wb") as handle:
        handle.write((b"\xef\xbb\xbf" if bom else b"") + text.replace("\n", newline).encode("utf-8"))


def board(title=None, items="A, B, C", id=None, indent=""):
    """A board's YAML, each line after `indent`."""
    lines = ["id: %s" % id if id is not None else None, "title: %s" % title if title is not None else None,
             "viewport: 240x120", "items: [%s]" % items, "steps: [press A, move to C over 0.4s, release]"]
    return "".join(indent + line + "\n" for line in lines if line is not None)


# A heading and three boards of one page whose ids would clash: the heading's id is the first
# board's, the second board has the first one's title, and the third's title makes the id a
# renamed board would take. The third keeps its own; the first two take the next free ones.
SAME_TITLES = ["swap-a-and-c-3", "swap-a-and-c-4", "swap-a-and-c-2"]

# A title that would end a script, a comment or an attribute, or be read by Liquid, if any tool
# put it in the page unescaped: the page shows it as written, in a figure of its own.
HOSTILE_TITLE = r'"</script><!-- --> \"q\" & {{ z }} ]]>"'
HOSTILE_TEXT = '</script><!-- --> "q" & {{ z }} ]]>'
HOSTILE_ID = "script-q-z"


def board_fence(text, indent=""):
    """`text` in a ```board fence, every line of it after `indent`."""
    return "".join(indent + line for line in ("```board\n" + text + "```\n").splitlines(True))


# Pages written with CRLF line ends, and with a byte-order mark (as editors on Windows write
# them): the page's name (and the title of its first board), its line end, whether a BOM.
LINE_ENDS = [("crlf", "\r\n", False), ("bom", "\n", True), ("bom-crlf", "\r\n", True)]


def check_crlf(name, site, command, env, path, page, show, indent=0, newline="\r\n", bom=False):
    """`page` written to `path` with CRLF line ends (or `newline`, after a byte-order mark if
    `bom`): `command` builds it and `show()` checks its figures; then a mistake in its first
    board fails the build at the author's line and column (counted without the board's
    `indent`). The page is removed afterwards."""
    what = ("a byte-order mark and " if bom else "") + ("CRLF" if newline == "\r\n" else "LF") + " line ends"
    write(site, path, page, newline, bom)
    result = run(command, site, env)
    if check(result.returncode == 0, "%s: %s, with %s, builds%s" % (
            name, path, what, "" if result.returncode == 0 else "\n" + result.output[-2000:])):
        show()
    broken = page.replace("press A", "press Z", 1)
    offset = broken.index("press Z")
    line = broken.count("\n", 0, offset) + 1
    column = offset - (broken.rfind("\n", 0, offset) + 1) + len("press ") + 1 - indent
    write(site, path, broken, newline, bom)
    check_failure("%s (%s)" % (name, what), site, command, env, "%s:%d:%d: error: unknown item 'Z'" % (path, line, column), None)
    os.remove(os.path.join(site, path))


# Settings, expectations, the binary ----------------------------------------------------------

def unmet_board(title):
    """A board whose expect: does not hold: A dropped on C takes C's place, so the order is
    B, C, A, not the A, B, C it expects."""
    return board(title) + "expect:\n  order: [A, B, C]\n"


def first_board(site, path):
    """The first ```board fence at the top level of the page `path`: the line of its first
    content line, and its text (as the tools hand it to render)."""
    lines = open(os.path.join(site, path), encoding="utf-8").read().split("\n")
    start = lines.index("```board") + 1
    end = lines.index("```", start)
    return start + 1, "".join(line + "\n" for line in lines[start:end])


def edited(site, path, change):
    """Writes `change(text)` for the text of `path` in the site; returns the function that puts
    the text back."""
    full = os.path.join(site, path)
    text = open(full, encoding="utf-8").read()
    with open(full, "w", encoding="utf-8") as handle:
        handle.write(change(text))

    def restore():
        with open(full, "w", encoding="utf-8") as handle:
            handle.write(text)
    return restore


def check_expectations(name, site, command, env, path, page, keep_going, warn_command=None):
    """`page`, written to `path`, has a board whose expect: does not hold: `command` fails with
    render's error at the expect: key (column 1 of the board's own text), passed through as one
    line, not in a traceback; with `keep_going()` (the tool's setting on; it returns the function
    that turns it off) the site builds and the same place is warned of (`warn_command`: the build
    command that shows warnings, if `command` hides them). The page is removed afterwards."""
    write(site, path, page)
    where = "%s:%d:1: " % (path, page[:page.index("expect:")].count("\n") + 1)
    result = check_failure(name, site, command, env, where + "error: expectation not met", None)
    check("Traceback" not in result.output, "%s: the unmet expectation is render's line, not a traceback%s" % (
        name, "" if "Traceback" not in result.output else "\n" + result.output[-2000:]))
    restore = keep_going()
    result = run(warn_command or command, site, env)
    check(result.returncode == 0, "%s: with the keep-going setting the site builds (exit %d)%s" % (
        name, result.returncode, "" if result.returncode == 0 else "\n" + result.output[-2000:]))
    check(where + "warning: expectation not met" in result.output, "%s: and warns %swarning: expectation not met%s" % (
        name, where, "" if where + "warning: expectation not met" in result.output else "\n" + result.output[-2000:]))
    restore()
    os.remove(os.path.join(site, path))


def rendered(binary, text, name, figure):
    """What `shuffleboard render` prints for the board `text` named `name`, as `figure`."""
    result = subprocess.run([binary, "render", "-", "--source-name", name, "--figure", figure],
                            input=text.encode("utf-8"), stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    check(result.returncode == 0, "render --figure %s of %s exits 0%s" % (
        figure, name, "" if result.returncode == 0 else ": " + result.stderr.decode("utf-8", "replace")))
    return result.stdout.decode("utf-8")


def check_figure_setting(name, site, command, env, binary, html_path, text, source_name, full):
    """The built page `html_path` holds the compact figure of the board `text` (named
    `source_name`) as `render --figure compact` prints it; with `full()` (the tool's figure
    setting; it returns the function that undoes it) it holds `--figure full`'s."""
    compact, whole = rendered(binary, text, source_name, "compact"), rendered(binary, text, source_name, "full")
    check(compact != whole, "%s: compact and full figures differ" % name)
    page = open(os.path.join(site, html_path), encoding="utf-8").read()
    check(compact in page and whole not in page, "%s: %s has the compact figure of %s (render --figure compact's)" % (
        name, html_path, source_name))
    restore = full()
    result = run(command, site, env)
    page = open(os.path.join(site, html_path), encoding="utf-8").read()
    check(result.returncode == 0 and whole in page, "%s: with the figure setting full, %s has the whole figure%s" % (
        name, html_path, "" if result.returncode == 0 else "\n" + result.output[-2000:]))
    restore()


def check_binary(name, site, command, env, binary, html_path, use_setting, setting):
    """With no shuffleboard on PATH, `command` builds when `use_setting(path)` names the binary
    (as a path relative to where the tool reads it from; it returns the undo) and when
    $SHUFFLEBOARD does; with neither it fails with one line naming PATH, `setting` and
    $SHUFFLEBOARD."""
    bare = dict(env, PATH=SYSTEM_PATH)
    bare.pop("SHUFFLEBOARD", None)
    os.remove(os.path.join(site, html_path))
    restore = use_setting(binary)
    result = run(command, site, bare)
    check(result.returncode == 0 and os.path.exists(os.path.join(site, html_path)),
          "%s: the binary found through the setting %s builds%s" % (
              name, setting, "" if result.returncode == 0 else "\n" + result.output[-2000:]))
    restore()
    os.remove(os.path.join(site, html_path))
    result = run(command, site, dict(bare, SHUFFLEBOARD=os.path.abspath(binary)))
    check(result.returncode == 0 and os.path.exists(os.path.join(site, html_path)),
          "%s: the binary found through $SHUFFLEBOARD builds%s" % (
              name, "" if result.returncode == 0 else "\n" + result.output[-2000:]))
    result = run(command, site, bare)
    lines = [line for line in result.output.split("\n") if "no shuffleboard binary found" in line]
    named = lines and all(way in lines[0] for way in ["PATH", setting, "$SHUFFLEBOARD"])
    check(result.returncode != 0 and named and "Traceback" not in result.output,
          "%s: with no binary the build fails (exit %d) with one line naming PATH, %s and $SHUFFLEBOARD%s" % (
              name, result.returncode, setting, ": " + lines[0] if named else "\n" + result.output[-2000:]))


# The tools ------------------------------------------------------------------------------------

def test_mkdocs(section, bin_dir, driver):
    site, commands, env = follow("mkdocs", section, bin_dir)
    binary = os.path.join(bin_dir, "shuffleboard")
    server, base = serve(os.path.join(site, "site"))
    figures = check_page(driver, "mkdocs", base + "index.html", ["swap-a-and-c", "index-md-line-12"])
    # The site is light (Material without a palette): so is the figure, though the OS prefers
    # dark; under Material's slate scheme it is dark.
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": "dark"}]})
    driver.get(base + "index.html")
    scheme, light = driver.execute_script("return [document.body.getAttribute('data-md-color-scheme'), "
                                          "getComputedStyle(document.querySelector('figure.board')).backgroundColor]")
    check(luminance(light) > 0.9, "mkdocs: under the OS's dark scheme, on Material's light page (data-md-color-scheme=%r) "
          "the figure is light (%s)" % (scheme, light))
    driver.execute_script("document.body.setAttribute('data-md-color-scheme', 'slate')")
    dark = driver.execute_script("return getComputedStyle(document.querySelector('figure.board')).backgroundColor")
    check(luminance(dark) < 0.3, "mkdocs: under Material's slate scheme the figure is dark (%s)" % dark)
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})
    server.shutdown()
    check_player(driver, "mkdocs", os.path.join(site, "site"), "/", "index.html", binary)

    def plugin(*options):
        return lambda: edited(site, "mkdocs.yml", lambda text: text.replace(
            "  - shuffleboard\n", "  - shuffleboard:\n" + "".join("      %s\n" % option for option in options), 1))
    line, text = first_board(site, "docs/index.md")
    check_figure_setting("mkdocs", site, commands[-1], env, binary, "site/index.html", text, "docs/index.md:%d" % line,
                         plugin("figure: full"))
    check_expectations("mkdocs", site, commands[-1], env, "docs/expect.md", "# Expect\n\n" + board_fence(unmet_board("Unmet")),
                       plugin("keep_going: true"))
    check_binary("mkdocs", site, commands[-1], env, binary, "site/index.html",
                 lambda path: plugin("binary: " + os.path.relpath(path, site))(), "binary:")
    # The file copied beside mkdocs.yml as a hook, as before it was a package, with MkDocs' own Python.
    shutil.copy(os.path.join(REPO, "integrations", "mkdocs", "shuffleboard_mkdocs.py"), site)
    config = open(os.path.join(site, "mkdocs.yml"), encoding="utf-8").read()
    write(site, "mkdocs-hook.yml", config.replace("  - shuffleboard\n", "").replace("plugins:\n  - search\n", "plugins:\n  - search\nhooks:\n  - shuffleboard_mkdocs.py\n") + "site_dir: site-hook\n")
    result = run("/usr/bin/python3 -m mkdocs build -q -f mkdocs-hook.yml", site, env)
    built = os.path.join(site, "site-hook", "index.html")
    check(result.returncode == 0 and rendered(binary, text, "docs/index.md:%d" % line, "compact") in open(built, encoding="utf-8").read(),
          "mkdocs: shuffleboard_mkdocs.py copied beside mkdocs.yml still works as a hook%s" % (
              "" if result.returncode == 0 else "\n" + result.output[-2000:]))
    sample = docs_diagnostic(section)
    restore, expected = break_board(site, "docs/index.md", "press A", "press Z")
    check_failure("mkdocs", site, commands[-1], env, expected, sample)
    restore()
    restore, expected = break_board(site, "docs/index.md", "press D", "press Z", indent=4)
    check_failure("mkdocs", site, commands[-1], env, expected, None)
    restore()
    # Hostile pages: ids that clash, CRLF line ends.
    write(site, "docs/same.md", "# Swap A and C\n\n" + board_fence(board("Swap A and C")) + "\n"
          + board_fence(board("Swap A and C", "A, B, C, D")) + "\n!!! note\n"
          + board_fence(board("Swap A and C 2"), "    ") + "\n" + board_fence(board(HOSTILE_TITLE)))
    check(run(commands[-1], site, env).returncode == 0, "mkdocs: a page of boards with clashing ids builds")
    server, base = serve(os.path.join(site, "site"))
    check_own_ids(driver, "mkdocs", base + "same/index.html", SAME_TITLES + [HOSTILE_ID])
    check_page(driver, "mkdocs", base + "same/index.html", SAME_TITLES + [HOSTILE_ID], texts=[HOSTILE_TEXT])
    check_own_ids(driver, "mkdocs", base + "index.html", ["swap-a-and-c", "index-md-line-12"])
    for page, newline, bom in LINE_ENDS:
        check_crlf("mkdocs", site, commands[-1], env, "docs/%s.md" % page,
                   "# Line ends\n\n" + board_fence(board(page)) + "\n!!! note\n" + board_fence(board(page + " nested"), "    "),
                   lambda: check_page(driver, "mkdocs", base + page + "/index.html", [page, page + "-nested"]),
                   newline=newline, bom=bom)
    server.shutdown()
    return site


def test_sphinx(section, bin_dir, driver):
    site, commands, env = follow("sphinx", section, bin_dir)
    server, base = serve(os.path.join(site, "_build", "html"))
    check_page(driver, "sphinx", base + "index.html", ["swap-a-and-c"])
    check_page(driver, "sphinx", base + "reference.html", ["move-d-to-the-front"])
    server.shutdown()
    binary = os.path.join(bin_dir, "shuffleboard")
    check_player(driver, "sphinx", os.path.join(site, "_build", "html"), "/", "index.html", binary)
    fresh = commands[-1] + " -E"  # every page read again, though none changed

    def conf(*lines):
        return lambda: edited(site, "docs/conf.py", lambda text: text + "".join(line + "\n" for line in lines))
    line, text = first_board(site, "docs/index.md")
    check_figure_setting("sphinx", site, fresh, env, binary, "_build/html/index.html", text, "docs/index.md:%d" % line,
                         conf('shuffleboard_figure = "full"'))
    check_expectations("sphinx", site, commands[-1], env, "docs/expect.md", "# Expect\n\n" + board_fence(unmet_board("Unmet")),
                       conf("shuffleboard_keep_going = True"))
    check_binary("sphinx", site, fresh, env, binary, "_build/html/index.html",
                 lambda path: conf("shuffleboard_binary = %r" % os.path.relpath(path, os.path.join(site, "docs")))(),
                 "shuffleboard_binary")
    restore = edited(site, "docs/conf.py", lambda text: text.replace('"shuffleboard_sphinx"', '"sphinxcontrib.shuffleboard"'))
    result = run(fresh, site, env)
    check(result.returncode == 0 and 'figure class="board' in open(os.path.join(site, "_build/html/index.html"), encoding="utf-8").read(),
          "sphinx: the extension named sphinxcontrib.shuffleboard builds%s" % ("" if result.returncode == 0 else "\n" + result.output[-2000:]))
    restore()
    # The file copied beside conf.py, as before it was a package, with Sphinx's own Python.
    write(site, "legacy/conf.py", 'import os, sys\nsys.path.insert(0, os.path.dirname(__file__))\nproject = "Guide"\n'
          'extensions = ["myst_parser", "shuffleboard_sphinx"]\n')
    write(site, "legacy/index.md", "# Legacy\n\n" + board_fence(board("Swap A and C")))
    shutil.copy(os.path.join(REPO, "integrations", "sphinx", "shuffleboard_sphinx.py"), os.path.join(site, "legacy"))
    result = run("/usr/bin/python3 -m sphinx -q -b html legacy _build/legacy", site, env)
    built = os.path.join(site, "_build", "legacy", "index.html")
    check(result.returncode == 0 and rendered(binary, board("Swap A and C"), "legacy/index.md:4", "compact") in open(built, encoding="utf-8").read(),
          "sphinx: shuffleboard_sphinx.py copied beside conf.py still works%s" % (
              "" if result.returncode == 0 else "\n" + result.output[-2000:]))
    run(commands[-1], site, env)
    sample = docs_diagnostic(section)
    restore, expected = break_board(site, "docs/index.md", "press A", "press Z")
    check_failure("sphinx", site, commands[-1], env, expected, sample)
    restore()
    restore, expected = break_board(site, "docs/reference.rst", "press D", "press Z", indent=3)
    check_failure("sphinx", site, commands[-1], env, expected, None)
    restore()
    # Hostile pages: ids that clash (a MyST page, and a reST one), CRLF line ends (both).
    write(site, "docs/same.md", "# Swap A and C\n\n" + board_fence(board("Swap A and C")) + "\n"
          + board_fence(board("Swap A and C", "A, B, C, D")) + "\n```{board}\n" + board("Swap A and C 2") + "```\n\n"
          + board_fence(board(HOSTILE_TITLE)))
    write(site, "docs/same-rst.rst", "Swap A and C\n============\n\n.. board::\n\n" + board("Swap A and C", indent="   ")
          + "\n.. code-block:: board\n\n" + board("Swap A and C", "A, B, C, D", indent="   ")
          + "\n.. board::\n\n" + board("Swap A and C 2", indent="   ")
          + "\n.. board::\n\n" + board(HOSTILE_TITLE, indent="   "))
    check(run(commands[-1], site, env).returncode == 0, "sphinx: pages of boards with clashing ids build")
    server, base = serve(os.path.join(site, "_build", "html"))
    for page in ["same.html", "same-rst.html"]:
        check_own_ids(driver, "sphinx", base + page, SAME_TITLES + [HOSTILE_ID])
        check_page(driver, "sphinx", base + page, SAME_TITLES + [HOSTILE_ID], texts=[HOSTILE_TEXT])
    for page, newline, bom in LINE_ENDS:
        check_crlf("sphinx", site, commands[-1], env, "docs/%s.md" % page,
                   "# Line ends\n\n" + board_fence(board(page)) + "\n```{board}\n" + board(page + " directive") + "```\n",
                   lambda: check_page(driver, "sphinx", base + page + ".html", [page, page + "-directive"]),
                   newline=newline, bom=bom)
        check_crlf("sphinx", site, commands[-1], env, "docs/%s-rst.rst" % page,
                   "Line ends\n=========\n\n.. board::\n\n" + board(page, indent="   "),
                   lambda: check_page(driver, "sphinx", base + page + "-rst.html", [page]), indent=3,
                   newline=newline, bom=bom)
    server.shutdown()
    # singlehtml puts every document on one page: a board of another document with the title of
    # one of index.md's takes the next id.
    write(site, "docs/twin.md", "# Twin\n\n" + board_fence(board("Swap A and C", "A, B, C, D")))
    index = open(os.path.join(site, "docs/index.md"), encoding="utf-8").read()
    write(site, "docs/index.md", index + "\n```{toctree}\ntwin\n```\n")
    single = commands[-1].replace("-b html docs _build/html", "-b singlehtml docs _build/single")
    check(run(single, site, env).returncode == 0, "sphinx: `%s` exits 0" % single)
    server, base = serve(os.path.join(site, "_build", "single"))
    check_own_ids(driver, "sphinx", base + "index.html", ["swap-a-and-c", "move-d-to-the-front", "swap-a-and-c-2"])
    server.shutdown()
    write(site, "docs/index.md", index)
    os.remove(os.path.join(site, "docs/twin.md"))
    return site


def test_hugo(section, bin_dir, driver):
    site, commands, env = follow("hugo", section, bin_dir)
    server, base = serve(os.path.join(site, "public"), "/proj/")
    check_page(driver, "hugo", base + "guide/", ["swap"])
    server.shutdown()
    check_player(driver, "hugo", os.path.join(site, "public"), "/proj/", "guide/", os.path.join(bin_dir, "shuffleboard"))
    # The build line's settings: --figure full gives the whole figure; --keep-going builds a
    # board whose expect: does not hold, with a warning.
    fragment, figure = commands[-2], os.path.join(site, "static", "shuffleboard", "boards", "swap", "figure.html")
    compact = open(figure, encoding="utf-8").read()
    result = run(fragment.replace("--figure compact", "--figure full"), site, env)
    check(result.returncode == 0 and open(figure, encoding="utf-8").read() != compact,
          "hugo: the fragment build with --figure full writes another figure than --figure compact")
    run(fragment, site, env)
    check_expectations("hugo", site, fragment, env, "content/expect.md", "---\ntitle: Expect\n---\n\n"
                       + board_fence("id: unmet\n" + unmet_board("Unmet")), lambda: (lambda: None),
                       warn_command=fragment + " --keep-going")
    run(fragment, site, env)
    sample = docs_diagnostic(section)
    # A mistyped id: the fragment build is not run again, hugo must stop at the fence.
    page = os.path.join(site, "content/guide.md")
    text = open(page, encoding="utf-8").read()
    with open(page, "w", encoding="utf-8") as handle:
        handle.write(text.replace("id: swap", "id: swop", 1))
    fence = text[:text.index("```board")].count("\n") + 1
    check_failure("hugo", site, commands[-1], env, "content/guide.md:%d: error: no board 'swop'" % fence, sample)
    with open(page, "w", encoding="utf-8") as handle:
        handle.write(text)
    # A mistake in a board: the fragment build stops at its line.
    restore, expected = break_board(site, "content/guide.md", "press A", "press Z")
    check_failure("hugo", site, commands[-2], env, expected, None)
    restore()
    # Ids Hugo's YAML would read as a number, a date, a boolean, a float (with a comment after
    # it), and a quoted one; then CRLF line ends.
    both = commands[-2] + " && " + commands[-1]
    write(site, "content/ids.md", "---\ntitle: Ids\n---\n\n" + "\n".join(
        board_fence(board(id=id)) for id in ["123", "2024-01-01", "yes", "1e3 # a comment", '"007"'])
          + "\n" + board_fence(board(HOSTILE_TITLE, id=HOSTILE_ID)))
    result = run(both, site, env)
    check(result.returncode == 0, "hugo: boards whose ids YAML reads as numbers, dates, booleans build%s" % (
        "" if result.returncode == 0 else "\n" + result.output[-2000:]))
    server, base = serve(os.path.join(site, "public"), "/proj/")
    check_page(driver, "hugo", base + "ids/", ["123", "2024-01-01", "yes", "1e3", "007", HOSTILE_ID], texts=[HOSTILE_TEXT])
    check_own_ids(driver, "hugo", base + "ids/", ["123", "2024-01-01", "yes", "1e3", "007", HOSTILE_ID])
    os.remove(os.path.join(site, "content/ids.md"))
    # A heading with a board's id: the figure takes the next id that neither a heading nor a
    # board of the site has (here swap-2 is a board's).
    write(site, "content/heading.md", "---\ntitle: Heading\n---\n\n## Swap\n\n" + board_fence(board(id="swap"))
          .replace("id: swap\n", "id: swap\ntitle: Swap A and C\n") + "\n" + board_fence(board(id="swap-2")))
    write(site, "content/guide.md", open(os.path.join(site, "content/guide.md"), encoding="utf-8").read()
          .replace("id: swap\n", "id: swap-1\n"))
    result = run(both, site, env)
    check(result.returncode == 0, "hugo: a board whose id a heading has builds%s" % (
        "" if result.returncode == 0 else "\n" + result.output[-2000:]))
    check_own_ids(driver, "hugo", base + "heading/", ["swap-3", "swap-2"])
    os.remove(os.path.join(site, "content/heading.md"))
    for page, newline, bom in LINE_ENDS:
        check_crlf("hugo", site, both, env, "content/%s.md" % page,
                   "---\ntitle: Line ends\n---\n\n" + board_fence(board(id=page))
                   + "\n" + board_fence(board(id=page + "-2", title="Two")),
                   lambda: check_page(driver, "hugo", base + page + "/", [page, page + "-2"]),
                   newline=newline, bom=bom)
    server.shutdown()
    return site


def test_jekyll(section, bin_dir, driver):
    site, commands, env = follow("jekyll", section, bin_dir)
    server, base = serve(os.path.join(site, "_site"), "/proj/")
    check_page(driver, "jekyll", base + "guide.html", ["swap-a-and-c"], texts=["{{ x }} stays as written"])
    server.shutdown()
    binary = os.path.join(bin_dir, "shuffleboard")
    check_player(driver, "jekyll", os.path.join(site, "_site"), "/proj/", "guide.html", binary)

    def config(*lines):
        return lambda: edited(site, "_config.yml", lambda text: text + "shuffleboard:\n" + "".join("  %s\n" % line for line in lines))
    line, text = first_board(site, "guide.md")
    check_figure_setting("jekyll", site, commands[-1], env, binary, "_site/guide.html", text, "guide.md:%d" % line,
                         config("figure: full"))
    # jekyll build -q shows errors only: the warning is looked for without it.
    check_expectations("jekyll", site, commands[-1], env, "expect.md", "---\ntitle: Expect\n---\n# Expect\n\n"
                       + board_fence(unmet_board("Unmet")), config("keep_going: true"),
                       warn_command=commands[-1].replace(" -q", ""))
    check_binary("jekyll", site, commands[-1], env, binary, "_site/guide.html",
                 lambda path: config("binary: " + os.path.relpath(path, site))(), "binary:")
    run(commands[-1], site, env)
    sample = docs_diagnostic(section)
    restore, expected = break_board(site, "guide.md", "press A", "press Z")
    check_failure("jekyll", site, commands[-1], env, expected, sample)
    restore()
    # Hostile pages: ids that clash, CRLF line ends.
    write(site, "same.md", "---\ntitle: Same\n---\n# Swap A and C\n\n" + board_fence(board("Swap A and C")) + "\n"
          + board_fence(board("Swap A and C", "A, B, C, D")) + "\n" + board_fence(board("Swap A and C 2"), "  ")
          + "\n" + board_fence(board(HOSTILE_TITLE)))
    check(run(commands[-1], site, env).returncode == 0, "jekyll: a page of boards with clashing ids builds")
    server, base = serve(os.path.join(site, "_site"), "/proj/")
    check_own_ids(driver, "jekyll", base + "same.html", SAME_TITLES + [HOSTILE_ID])
    check_page(driver, "jekyll", base + "same.html", SAME_TITLES + [HOSTILE_ID], texts=[HOSTILE_TEXT])
    page = "---\ntitle: Line ends\n---\n# Line ends\n\n" + board_fence(board("crlf")) + "\n" + board_fence(board("crlf two"))
    check_crlf("jekyll", site, commands[-1], env, "crlf.md", page,
               lambda: check_page(driver, "jekyll", base + "crlf.html", ["crlf", "crlf-two"]))
    # Jekyll reads no front matter after a byte-order mark, and would copy the page as it is: the
    # build stops at its first board instead.
    for newline in ["\n", "\r\n"]:
        write(site, "bom.md", page, newline, bom=True)
        check_failure("jekyll", site, commands[-1], env, "bom.md:6: error: the page starts with a byte-order mark", None)
    os.remove(os.path.join(site, "bom.md"))
    # A board fence shown as an example inside a ````markdown block stays the example; one in a
    # block quote (which the plugin does not read) fails the build rather than being published as code.
    write(site, "example.md", "---\ntitle: Example\n---\n# Example\n\n````markdown\n" + board_fence(board("Example"))
          + "````\n\n" + board_fence(board("Real")))
    result = run(commands[-1], site, env)
    check(result.returncode == 0, "jekyll: a page with a board fence inside a ````markdown example builds%s" % (
        "" if result.returncode == 0 else "\n" + result.output[-2000:]))
    check_page(driver, "jekyll", base + "example.html", ["real"])
    written = open(os.path.join(site, "_site", "example.html"), encoding="utf-8").read()
    check("title: Example" in written and "data-shuffleboard-figure" not in written,
          "jekyll: the ````markdown example shows the board's text, not a placeholder")
    os.remove(os.path.join(site, "example.md"))
    write(site, "quoted.md", "---\ntitle: Quoted\n---\n# Quoted\n\n" + "".join(
        "> " + line for line in board_fence(board("Quoted")).splitlines(True)))
    check_failure("jekyll", site, commands[-1], env, "quoted.md:6: error: this ```board block is in a block quote", None)
    os.remove(os.path.join(site, "quoted.md"))
    # A page that shows its posts' content: two posts' boards of one title, and the guide's; and
    # one that shows their excerpts (each post's first paragraph: its board, which a blank line
    # in the second one's cuts short).
    for day, items in [("01", "A, B, C, D"), ("02", "A, B, C, D, E")]:
        write(site, "_posts/2024-01-%s-post.md" % day, "---\ntitle: Post %s\n---\n" % day
              + board_fence(board("Swap A and C", items)).replace("viewport:", "\nviewport:" if day == "02" else "viewport:")
              + "\nMore of the post.\n")
    write(site, "posts.html", "---\ntitle: Posts\n---\n{% for post in site.posts %}<article>{{ post.content }}</article>"
          "{% endfor %}{% assign guide = site.pages | where: 'name', 'guide.md' | first %}{{ guide.content }}\n")
    write(site, "excerpts.html", "---\ntitle: Excerpts\n---\n{% for post in site.posts %}<article>{{ post.excerpt }}"
          "</article>{% endfor %}\n")
    check(run(commands[-1], site, env).returncode == 0, "jekyll: a page of posts builds")
    check_own_ids(driver, "jekyll", base + "posts.html", ["swap-a-and-c", "swap-a-and-c-2", "swap-a-and-c-3"])
    check_own_ids(driver, "jekyll", base + "2024/01/01/post.html", ["swap-a-and-c"])
    check_own_ids(driver, "jekyll", base + "excerpts.html", ["swap-a-and-c", "swap-a-and-c-2"])
    written = open(os.path.join(site, "_site", "excerpts.html"), encoding="utf-8").read()
    check("language-board" not in written and "data-shuffleboard-figure" not in written,
          "jekyll: the excerpts show figures, not a board's code or a placeholder")
    for path in ["_posts/2024-01-01-post.md", "_posts/2024-01-02-post.md", "posts.html", "excerpts.html"]:
        os.remove(os.path.join(site, path))
    server.shutdown()
    return site


TOOLS = {"mkdocs": test_mkdocs, "sphinx": test_sphinx, "hugo": test_hugo, "jekyll": test_jekyll}


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--binary", required=True)
    parser.add_argument("--only", default=",".join(TOOLS))
    parser.add_argument("--keep", action="store_true", help="keep the sites' folders")
    arguments = parser.parse_args()
    bin_dir = tempfile.mkdtemp(prefix="shuffleboard-bin-")
    os.symlink(os.path.abspath(arguments.binary), os.path.join(bin_dir, "shuffleboard"))
    found = sections()
    driver = browser()
    sites = []
    try:
        for name in arguments.only.split(","):
            started = time.monotonic()
            if not check(name in found, "docs/integrations.md has a section for %s" % name):
                continue
            sites.append(TOOLS[name](found[name], bin_dir, driver))
            print("time  %s: %.1f s" % (name, time.monotonic() - started))
    finally:
        driver.quit()
        for site in sites if not arguments.keep else []:
            shutil.rmtree(site, ignore_errors=True)
        shutil.rmtree(bin_dir, ignore_errors=True)
    if FAILURES:
        print("%d integration check(s) failed" % len(FAILURES))
        sys.exit(1)
    print("Integrations: every check passed")


if __name__ == "__main__":
    main()
