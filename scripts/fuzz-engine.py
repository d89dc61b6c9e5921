#!/usr/bin/python3
"""Fuzzes the engine and the renderer with seeded random boards.

    scripts/fuzz-engine.py --seed N --boards M [--binary PATH] [--timeout S] [--keep]

`scripts/fuzz.sh` fuzzes the board parser alone with libFuzzer; almost every input it
makes is rejected, so the layouts, the reorder engine and the renderer behind the
parser are seldom reached. This script writes boards that are valid by construction
(plus a few that are wrong on purpose) and runs them through the real command-line
tool, `shuffleboard trace FILE` and `shuffleboard build DIR --out OUT`, checking what
comes out.

What it generates (each choice drawn from a random.Random seeded with the seed and
the batch number, so `--seed N --boards M` makes the same boards on every machine):
  - every layout (flow, list, waterfall, carousel), both scroll directions where the
    layout has them, every profile the parser accepts (and none: the default), with
    `autoscroll: none` or the profile's own model;
  - `items:` as labels (some with their own size, `"G 80x120"`) or as a number, or
    `sections:` as lists or as `{title, items}` mappings, empty sections included;
    labels with markup, quotes, ampersands, accents, CJK, emoji and U+2063;
  - viewport, offset (in and out of bounds, and a carousel's last page), item-size,
    spacings, section-inset (one or four values), header, footer, pin-headers,
    columns, fps (1 to 240), press-duration, interval, locked items, expect;
  - steps of every kind: press (an item, a point, an edge), move to (item, point,
    edge) over seconds, milliseconds or frames, move by, hold, wait, release, cancel,
    plain or as {do, note}, in block and flow lists; drags held at the edges under
    `snapshot-edge-scroll`, so the edge scroll runs; some scripts end with the finger
    down; a few have over a hundred steps; notes long enough to wrap;
  - one board in seven at the edges of the format: lengths of 0.01 to 100,000 points
    (the limit), offsets up to 10^12, points and distances of 100,000;
  - one board in fifty with 4,096 to 6,000 items (mixed sizes, one to three
    sections): the layouts lay out again after a move only past 4,096 items, so no
    smaller board reaches that code; such a board still traces in under a second;
  - several boards per Markdown file, between headings and prose.
Otherwise sizes stay modest (at most 300 items, a few seconds simulated), so a run
finds crashes rather than the known cost of huge boards.

About one file in eight holds one board that is wrong on purpose (an unknown key,
item or profile, a bad value, a step with no finger down, a YAML syntax error, a
limit passed, ...). For those, `trace` and `build` must exit 1, print nothing on
stdout and only `FILE:LINE:COL: error: ...` lines on stderr, at least one of them on
the line that was made wrong (any line of the board for YAML syntax errors), none
outside that board, and write nothing (no output folder, no staging folder).

What counts as a finding:
  - a crash (a signal, or any exit status other than 0 and 1), or a hang (no exit
    within --timeout seconds);
  - exit 1 for a valid board, or exit 0 for an invalid one;
  - trace JSON that does not parse (NaN and Infinity included), or whose content
    is wrong: items not those of the board, an order or data source (frame 0, every
    frame where it changed, and `final`; a v2 `orderEdit`/`dataEdit` applied to the one
    before, scripts/tracejson.py) that is not a permutation of the board's items in its
    number of sections, or an edit that does not apply, frames not numbered 0, 1, ... or going back in
    time, an index path out of range, an unknown event or rule, a `no-lost-items`
    violation (no profile can cause one), a session that did not settle within the
    engine's ten-second bound (except a carousel whose timer fires faster than its
    scroll ends: it never settles, by design);
  - an initial layout where two items overlap or an item lies outside the content
    along the scroll axis;
  - a built site with a board's files missing (trace.json, walkthrough.svg,
    report.html, one step SVG per step and one before), an SVG that is not
    well-formed XML with an <svg> root, or that SVG rejects or browsers cannot draw
    (geometry past 2^24, a negative width,
    height or radius, a bad viewBox, an opacity outside 0...1, a SMIL animation whose
    dur is not positive or whose keyTimes do not match its values, start at 0, stay
    within 0...1 without decreasing, and end at 1 unless discrete), an HTML file whose
    elements do not nest (checked with html.parser, void elements aside) or whose
    inline <svg> fails the same checks, a local src/href that names no file, a
    trace.json that is not valid JSON or differs from what `trace` printed;
  - two builds of the same input that differ by a byte (every fourth batch), and a
    `build --fragment` without its stylesheet or a figure per board (every third);
  - `check` failing on a board whose `expect:` is the final order and data that
    `trace` printed for it (every fourth file).

Known kinds (KNOWN below, reported to their owners) are printed and saved as KNOWN but
not counted as failures unless --strict: today `svg-precision`, a number past 2^24 in
an SVG's geometry, which browsers hold in single precision; boards whose viewport lies
about 10^12 points from their content are drawn 1:1 on a canvas that wide.

A failing file is narrowed to the first board that fails alone. The finding prints
the seed, the check that failed and the command that reproduces it, and the file is
saved as .build-fuzz-engine/findings/seed-N-batch-B-K/board.md (with finding.txt);
the run goes on and exits 1 at the end. The last two lines are a summary and
`N passed, M failed` (boards). `make test` runs a short fixed-seed run;
`make fuzz-engine SEED=7 BOARDS=5000` a longer one; --coverage prints what the
boards covered (layouts, profiles, step kinds, events and violations seen).

Standard library only (Debian's /usr/bin/python3).
"""

import argparse
import collections
import hashlib
import json
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile
import time
import unicodedata
import xml.etree.ElementTree as ET
from html.parser import HTMLParser

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import tracejson  # noqa: E402  (scripts/tracejson.py: v2's order and data edits)

LAYOUTS = ["flow", "list", "waterfall", "carousel"]
PROFILES = ["system", "snapshot-hit-test", "snapshot-edge-scroll", "table-exchange", "waterfall-live",
            "center-distance"]
EDGES = ["top", "bottom", "left", "right"]
RULES = {"data-matches-view", "no-lost-items", "offset-in-bounds", "out-of-range"}
EVENTS = {"lift", "exchange", "commit", "scroll", "release", "cancel"}
CAROUSEL_REPEATS = 500
SETTLE_SECONDS = 10  # the engine's bound on ticks after the last step (SessionRunner.finish)
SVG_NS = "{http://www.w3.org/2000/svg}"
PLAIN_LABELS = [chr(c) for c in range(ord("A"), ord("Z") + 1)]
ODD_LABELS = ["<b>", "a&b", "\"q\"", "it's", "é", "Ωmega", "日本", "🙂", "]]>", "a--b", "x<!--", "&amp;",
              "New York", "{x}", "#1", "-dash", "a\\b", "%s", "tab\u00a0nb", "R\u200bZ",
              "A\u2063#1", "e\u0301", "👩\u200d💻"]
NOTE_TEXTS = ["the screen reorders", "<script>alert(1)</script>", "a & b < c", "\"quoted\" 'note'",
              "café ☕", "]]> --> <!--", "{{mustache}}", "line",
              "a long note " * 30, "W" * 300, "x " * 200 + "&"]


def yq(text):
    """A YAML double-quoted scalar (JSON's string syntax is a subset)."""
    return json.dumps(text, ensure_ascii=False)


def num(value):
    """A number as a board writes it: integers plain, others with up to two decimals."""
    if float(value).is_integer():
        return str(int(value))
    return ("%.2f" % value).rstrip("0").rstrip(".")


class Board:
    """One generated board: its settings, items and steps, and its YAML."""

    def __init__(self, uid):
        self.uid = uid
        self.keys = []          # (key, value text) in order, before items/steps
        self.layout = "flow"
        self.sections = []      # [[label, ...], ...]
        self.sized = {}         # label -> (w, h) written after the label
        self.items_style = "flow"
        self.section_titles = None
        self.count_form = False  # items: N
        self.steps = []          # (text, note or None)
        self.steps_style = "block"
        self.locked = []
        self.expect = None       # (order, data)
        self.carousel = False

    @property
    def labels(self):
        return [label for section in self.sections for label in section]

    def set(self, key, value):
        self.keys = [(k, v) for (k, v) in self.keys if k != key] + [(key, value)]

    def get(self, key):
        for k, v in self.keys:
            if k == key:
                return v
        return None

    def item_text(self, label):
        if label in self.sized:
            w, h = self.sized[label]
            return "%s %sx%s" % (label, num(w), num(h))
        return label

    def yaml_lines(self):
        """The board's YAML lines, and the line index of each top-level key."""
        lines, where = [], {}
        for key, value in self.keys:
            where[key] = len(lines)
            lines.append("%s: %s" % (key, value))
        if self.count_form:
            where["items"] = len(lines)
            lines.append("items: %d" % len(self.sections[0]))
        elif len(self.sections) == 1 and self.section_titles is None:
            where["items"] = len(lines)
            texts = [yq(self.item_text(label)) for label in self.sections[0]]
            if self.items_style == "flow" or not texts:
                lines.append("items: [%s]" % ", ".join(texts))
            else:
                lines.append("items:")
                lines += ["  - " + t for t in texts]
        else:
            where["sections"] = len(lines)
            if self.section_titles is None:
                lines.append("sections: [%s]" % ", ".join(
                    "[%s]" % ", ".join(yq(self.item_text(label)) for label in s) for s in self.sections))
            else:
                lines.append("sections:")
                for title, s in zip(self.section_titles, self.sections):
                    lines.append("  - title: %s" % yq(title))
                    lines.append("    items: [%s]" % ", ".join(yq(self.item_text(label)) for label in s))
        if self.locked:
            where["locked"] = len(lines)
            lines.append("locked: [%s]" % ", ".join(yq(label) for label in self.locked))
        if self.expect is not None:
            where["expect"] = len(lines)
            order, data = self.expect
            lines.append("expect:")
            if order is not None:
                lines.append("  order: " + json.dumps(order, ensure_ascii=False))
            if data is not None:
                lines.append("  data: " + json.dumps(data, ensure_ascii=False))
        where["steps"] = len(lines)
        simple = all(note is None and re.fullmatch(r"[A-Za-z0-9 .]+", text) for text, note in self.steps)
        if self.steps_style == "flow" and simple:
            lines.append("steps: [%s]" % ", ".join(text for text, _ in self.steps))
        elif not self.steps:
            lines.append("steps: []")
        else:
            lines.append("steps:")
            for text, note in self.steps:
                if note is not None:
                    lines.append("  - {do: %s, note: %s}" % (yq(text), yq(note)))
                elif re.fullmatch(r"[A-Za-z0-9 .]+", text) and self.steps_style != "quoted":
                    lines.append("  - " + text)
                else:
                    lines.append("  - " + yq(text))
        return lines, where


# MARK: - Generating valid boards

def duration(rng, low, high, fps):
    """A duration between `low` and `high` seconds, as seconds, milliseconds or frames."""
    seconds = rng.uniform(low, high)
    form = rng.random()
    if form < 0.5:
        return "%ss" % num(round(seconds, 2) or 0.01)
    if form < 0.75:
        return "%dms" % max(1, round(seconds * 1000))
    frames = max(1, round(seconds * fps))
    return "%d frame%s" % (frames, "" if frames == 1 else "s")


def make_labels(rng, count, used):
    """`count` unique labels: letters, letter-digit pairs, and now and then an odd one."""
    labels = []
    while len(labels) < count:
        r = rng.random()
        if r < 0.08:
            label = rng.choice(ODD_LABELS)
        elif r < 0.6 and len(used) < 26:
            label = rng.choice(PLAIN_LABELS)
        else:
            label = rng.choice(PLAIN_LABELS) + str(rng.randrange(1000))
        # Swift compares strings by canonical equivalence: é and e + U+0301 are one label.
        key = unicodedata.normalize("NFC", label)
        if key not in used:
            used.add(key)
            labels.append(label)
    return labels


def gen_board(rng, uid):
    """A board that the parser must accept."""
    b = Board(uid)
    layout = rng.choices(LAYOUTS, weights=[4, 3, 3, 2])[0]
    b.layout = layout
    b.carousel = layout == "carousel"
    fps = rng.choice([60, 60, 60, 60, 30, 120, 24, 240, 7, 1]) if rng.random() < 0.3 else 60
    if rng.random() < 0.7:
        b.set("title", yq("Board %d %s" % (uid, rng.choice(["", "<drag>", "A & B", "«ünï»", "🙂 go"]))))
    if rng.random() < 0.6:
        b.set("id", "fz-%d-%s" % (uid, rng.choice(["a", "drag", "x_y", "9"])))
    if layout != "flow" or rng.random() < 0.3:
        b.set("layout", layout)
    if fps != 60 or rng.random() < 0.1:
        b.set("fps", str(fps))
    if layout == "waterfall":
        direction = "vertical"
    elif layout == "carousel":
        direction = rng.choice(["horizontal", "horizontal", "vertical"])
    else:
        direction = rng.choice(["vertical", "vertical", "horizontal"])
    if direction != ("horizontal" if b.carousel else "vertical") or rng.random() < 0.2:
        b.set("direction", direction)
    # Now and then a board at the edges of what the format allows: lengths of a
    # fraction of a point or of 100,000 points (the limit), offsets near 10^12.
    b.extreme = rng.random() < 0.15
    def edge(normal, *extremes):
        return rng.choice(extremes) if b.extreme and rng.random() < 0.5 else normal
    vw = edge(rng.randrange(40, 500), 1, 2, 0.5, 99999.5, 100000)
    vh = edge(rng.randrange(40, 500), 1, 3, 0.25, 100000)
    b.set("viewport", "%sx%s" % (num(vw), num(vh)))
    b.viewport = (vw, vh)
    b.fps = fps

    if b.carousel:
        return gen_carousel(rng, b, vw, vh, direction)

    # Profile, and what it needs.
    profile = rng.choice(PROFILES + ["snapshot-edge-scroll", None])
    if profile == "table-exchange" and layout != "list":
        profile = "system"
    one_section = profile in ("table-exchange", "snapshot-edge-scroll")
    if profile is not None:
        b.set("profile", profile)
    if rng.random() < 0.2:
        b.set("autoscroll", "none" if profile != "snapshot-edge-scroll" or rng.random() < 0.5
              else "snapshot-edge-scroll")
    b.profile = profile or "system"

    cross = vw if direction == "vertical" else vh
    iw = edge(rng.randrange(8, 160), 0.01, 1, 100000, 50000.5)
    ih = edge(rng.randrange(8, 160), 0.01, 1, 100000, 3)
    if layout == "list" and rng.random() < 0.5:
        iw, ih = (vw, ih) if direction == "vertical" else (iw, vh)
    if rng.random() < 0.7:
        b.set("item-size", "%sx%s" % (num(iw), num(ih)))
    for key in ("line-spacing", "item-spacing"):
        if rng.random() < 0.3:
            b.set(key, num(edge(rng.choice([0, 0, 5, 10, 2.5, rng.randrange(0, 40)]), 0.01, 100000, 99999.99)))
    if rng.random() < 0.4:
        # A list's rows need room across: keep the cross-axis insets under the viewport.
        room = max(0, cross - 1)
        if layout != "list":
            room = edge(room, 100000 * 2)
        if rng.random() < 0.5:
            b.set("section-inset", num(min(edge(rng.randrange(0, 30), 100000, 0.5), room // 2)))
        else:
            t, l, bo, r = (edge(rng.randrange(0, 30), 100000, 0.5) for _ in range(4))
            if direction == "vertical":
                l, r = min(l, room // 2), min(r, room // 2)
            else:
                t, bo = min(t, room // 2), min(bo, room // 2)
            b.set("section-inset", ",".join(str(v) for v in (t, l, bo, r)))
    if rng.random() < 0.4:
        b.set("header", num(edge(rng.choice([0, 20, 28, 44, rng.randrange(0, 80)]), 100000, 0.01)))
    if rng.random() < 0.3:
        b.set("footer", num(edge(rng.choice([0, 10, 30, rng.randrange(0, 60)]), 100000, 0.01)))
    if rng.random() < 0.25:
        b.set("pin-headers", rng.choice(["true", "true", "false"]))
    if layout == "waterfall" or rng.random() < 0.05:
        b.set("columns", str(rng.randrange(1, max(2, min(7, int(vw) // 20)))))
    if rng.random() < 0.15:
        b.set("press-duration", duration(rng, 0.02, 0.6, fps))

    if layout == "waterfall":
        keep_waterfall_room(b, vw)

    # Items and sections.
    used = set()
    shape = rng.random()
    large = rng.random() < 0.02 and not b.extreme
    if large:
        # Past the layouts' relayout threshold (4,096 items): after a move, flow and
        # list lay out again only the chunks (of 512 items or more) the move
        # disturbs, and a waterfall works lazily. No smaller board reaches that code.
        # Such a board traces in well under a second.
        total = rng.randrange(4096, 6000)
        cuts = sorted(rng.sample(range(1, total), 0 if one_section else rng.choice([0, 1, 2])))
        bounds = [0] + cuts + [total]
        b.sections = [["L%d" % i for i in range(lo, hi)] for lo, hi in zip(bounds, bounds[1:])]
        mixed = rng.random()
        for label in b.labels:
            if mixed < 0.5 or rng.random() < 0.01:
                b.sized[label] = (rng.randrange(10, 90), rng.randrange(10, 90))
    elif shape < 0.15 and not one_section or shape < 0.1:
        b.count_form = True
        b.sections = [[str(i) for i in range(1, rng.choice([0, 1, 2, 5, 12, 40, 120, 300]) + 1)]]
    elif profile == "snapshot-edge-scroll" and rng.random() < 0.7:
        # Enough items that the content outgrows the viewport, so the edge scroll can run.
        b.sections = [make_labels(rng, rng.choice([20, 30, 60]), used)]
        b.items_style = rng.choice(["flow", "block"])
    elif shape < 0.55 or one_section:
        b.sections = [make_labels(rng, rng.choice([0, 1, 2, 3, 5, 8, 12, 20, 40]), used)]
        b.items_style = rng.choice(["flow", "block"])
    else:
        count = rng.randrange(1, 6)
        b.sections = [make_labels(rng, rng.choice([0, 1, 2, 3, 4, 6, 10, 15]), used) for _ in range(count)]
        if rng.random() < 0.5:
            b.section_titles = [rng.choice(["Inbox", "Done", "<b>x</b>", "Ünïcode", "S%d" % i]) for i in range(count)]
    if not b.count_form and not large and rng.random() < 0.4:
        for label in b.labels:
            if rng.random() < 0.3 and " " not in label:
                b.sized[label] = (rng.randrange(4, 200), rng.randrange(4, 200))
    labels = b.labels
    if labels and rng.random() < 0.25:
        b.locked = rng.sample(labels, rng.randrange(1, min(4, len(labels)) + 1))
    if rng.random() < 0.3:
        b.set("offset", "%s,%s" % tuple(num(edge(rng.choice([0, rng.randrange(0, 400), rng.randrange(0, 5000)]),
                                                  1000000000000, 999999999999.5, 100000)) for _ in range(2)))
    if rng.random() < 0.15:
        order = [list(s) for s in b.sections]
        b.expect = (order if rng.random() < 0.7 else None, order if rng.random() < 0.7 else None)
        if b.expect == (None, None):
            b.expect = (order, None)
    gen_steps(rng, b, labels[:40] if large else labels)  # a large board: items near the start
    return b


def keep_waterfall_room(b, width):
    """A waterfall's columns need room: width − left and right insets − (columns − 1) ×
    item-spacing > 0, or the parser says so. Drops what takes it (spacings, then insets)."""
    def room():
        columns = int(b.get("columns") or 2)
        spacing = float(b.get("item-spacing") or 10)
        inset = [float(v) for v in (b.get("section-inset") or "0").split(",")]
        sides = 2 * inset[0] if len(inset) == 1 else inset[1] + inset[3]
        return width - sides - (columns - 1) * spacing
    if room() <= 0:
        b.set("columns", "1")
    if room() <= 0:
        b.keys = [(k, v) for k, v in b.keys if k != "section-inset"]


def target(rng, b, labels, kinds="ipe"):
    """A step target: an item label, a point in or near the viewport, or an edge."""
    vw, vh = b.viewport
    kind = rng.choice(kinds)
    if kind == "i" and labels:
        return rng.choice(labels)
    if kind == "e":
        return "%s edge" % rng.choice(EDGES)
    x = rng.choice([rng.uniform(0, vw), rng.uniform(-20, vw + 20), 1, vw - 1])
    y = rng.choice([rng.uniform(0, vh), rng.uniform(-20, vh + 20), 1, vh - 1])
    if getattr(b, "extreme", False) and rng.random() < 0.3:
        x, y = rng.choice([-100000, 100000, 0, -0.5]), rng.choice([-100000, 100000, 0, 0.5])
    return "%s,%s" % (num(round(x, 1)), num(round(y, 1)))


def gen_steps(rng, b, labels):
    """A script that keeps the finger rules: press before a move, no wait while down."""
    if b.profile == "snapshot-edge-scroll" and labels and rng.random() < 0.6:
        return gen_edge_scroll(rng, b, labels)
    fps = b.fps
    down = False
    budget = rng.uniform(0.5, 4.0)  # seconds of simulated time, presses aside
    count = rng.randrange(0, 12)
    steps = []
    def duration_(low, high):
        return duration(rng, low, high, fps)
    long_script = rng.random() < 0.04
    if long_script:
        # A long script of short steps: over a hundred step pictures.
        count = rng.randrange(100, 140)
        budget = 1000
        def duration_(low, high):
            return rng.choice(["1 frame", "2 frames", "1ms"])
    while len(steps) < count and budget > 0:
        r = rng.random()
        if long_script and down:
            r = min(r, rng.random())  # fewer releases, so fewer presses
        if not down:
            if r < 0.75 or not steps:
                steps.append("press " + target(rng, b, labels, "iiipe"))
                down = True
                if b.get("profile") == "snapshot-edge-scroll":
                    budget -= 2
            else:
                d = duration_(0.02, 0.6)
                steps.append("wait " + d)
                budget -= 0.6
        else:
            if r < 0.45:
                over = "" if rng.random() < 0.2 else " over " + duration_(0.01, 0.8)
                steps.append("move to " + target(rng, b, labels, "iipee") + over)
                budget -= 0.8
            elif r < 0.6:
                over = "" if rng.random() < 0.3 else " over " + duration_(0.01, 0.6)
                dx = rng.choice([0, rng.uniform(-300, 300)] + ([-100000, 100000] if b.extreme else []))
                dy = rng.choice([0, rng.uniform(-300, 300)] + ([-100000, 99999.5] if b.extreme else []))
                steps.append("move by %s,%s%s" % (num(round(dx, 1)), num(round(dy, 1)), over))
                budget -= 0.6
            elif r < 0.75:
                steps.append("hold " + duration_(0.02, 1.2))
                budget -= 1.2
            elif r < 0.92:
                steps.append("release")
                down = False
            else:
                steps.append("cancel")
                down = False
    if down and rng.random() < 0.8:
        steps.append(rng.choice(["release", "release", "cancel"]))
    b.steps = [(s, rng.choice(NOTE_TEXTS) if rng.random() < 0.2 else None) for s in steps]
    b.steps_style = rng.choice(["block", "block", "flow", "quoted"])


def gen_edge_scroll(rng, b, labels):
    """Press an item near the start, drag it to an edge and hold it there: the edge scroll runs."""
    fps = b.fps
    vertical = (b.get("direction") or "vertical") == "vertical"
    ahead, back = ("bottom", "top") if vertical else ("right", "left")
    steps = ["press " + rng.choice(labels[:3])]
    for _ in range(rng.randrange(1, 4)):
        edge = rng.choice([ahead, ahead, back, rng.choice(EDGES)])
        steps.append("move to %s edge over %s" % (edge, duration(rng, 0.05, 0.5, fps)))
        steps.append("hold " + duration(rng, 0.1, 1.0, fps))
        if rng.random() < 0.4:
            steps.append("move by %d,%d over %s" % (rng.randrange(-15, 16), rng.randrange(-15, 16),
                                                     duration(rng, 0.02, 0.2, fps)))
    if rng.random() < 0.9:
        steps.append(rng.choice(["release", "release", "cancel"]))
    b.steps = [(text, None) for text in steps]
    b.steps_style = rng.choice(["block", "flow", "quoted"])


def gen_carousel(rng, b, vw, vh, direction):
    """A carousel: one section of pages, a timer, waits and drags."""
    b.profile = "carousel"
    used = set()
    b.sections = [make_labels(rng, rng.randrange(1, 9), used)]
    b.items_style = rng.choice(["flow", "block"])
    if rng.random() < 0.7:
        b.set("interval", duration(rng, 0.1, 2.0, b.fps))
    count = len(b.sections[0])
    page = max(1, int(vw if direction == "horizontal" else vh))
    r = rng.random()
    if r < 0.2:
        last = (count * CAROUSEL_REPEATS - 1) * page
        o = rng.choice([last, last - page // 2, last + page])
        b.set("offset", "%d,0" % o if direction == "horizontal" else "0,%d" % o)
    elif r < 0.35:
        b.set("offset", "%d,%d" % (rng.randrange(0, 3 * page), rng.randrange(0, 3 * page)))
    steps = []
    down = False
    for _ in range(rng.randrange(0, 8)):
        if not down:
            if rng.random() < 0.5:
                steps.append("wait " + duration(rng, 0.05, 2.5, b.fps))
            else:
                steps.append("press " + target(rng, b, b.labels, "ipe"))
                down = True
        else:
            r = rng.random()
            if r < 0.4:
                reach = min(3 * page, 100000)  # a distance is a length: at most 100,000 points
                steps.append("move by %d,%d over %s" % (rng.randrange(-reach, reach),
                                                         rng.randrange(-100, 100),
                                                         duration(rng, 0.02, 0.8, b.fps)))
            elif r < 0.55:
                steps.append("move to %s over %s" % (target(rng, b, b.labels, "ipe"), duration(rng, 0.02, 0.5, b.fps)))
            elif r < 0.7:
                steps.append("hold " + duration(rng, 0.05, 2.0, b.fps))
            else:
                steps.append(rng.choice(["release", "release", "cancel"]))
                down = False
    b.steps = [(s, rng.choice(NOTE_TEXTS) if rng.random() < 0.2 else None) for s in steps]
    b.steps_style = rng.choice(["block", "flow", "quoted"])
    return b


# MARK: - Boards that are wrong on purpose

def mutate(rng, b):
    """Makes the board wrong in one place. Returns (lines, line index of the mistake, what)."""
    lines, where = b.yaml_lines()
    labels = b.labels
    top = [k for k, _ in b.keys]

    def replace(key, text):
        lines[where[key]] = text
        return where[key]

    def insert_top(text):
        i = rng.choice([where[k] for k in top] or [0]) if top else 0
        lines.insert(i, text)
        return i

    def append_step(text):
        # Steps are the last key; a block list gets one more entry.
        if lines[where["steps"]].startswith("steps:") and lines[where["steps"]].strip() == "steps:":
            lines.append("  - " + yq(text))
            return len(lines) - 1
        lines[where["steps"]] = "steps:"
        del lines[where["steps"] + 1:]
        for text_, _ in b.steps:
            lines.append("  - " + yq(text_))
        lines.append("  - " + yq(text))
        return len(lines) - 1

    def duplicate_viewport():
        # The second of the two is reported; the inserted one may come first.
        i = insert_top("viewport: 100x100")
        original = where["viewport"] + (1 if i <= where["viewport"] else 0)
        return max(i, original)

    finger_down = False
    for text, _ in b.steps:
        if text.startswith("press"):
            finger_down = True
        elif text in ("release", "cancel"):
            finger_down = False

    options = [
        ("unknown key", lambda: insert_top(rng.choice(["colour: red", "item_size: 10x10", "profil: system",
                                                        "stepz: []", "Viewport: 10x10"]))),
        ("bad viewport", lambda: replace("viewport", "viewport: " + rng.choice(
            ["375by667", "0x100", "-5x10", "100001x10", "10x", "1e999x10", "x", "[1, 2]"]))),
        ("unknown layout", lambda: insert_top("layout: " + rng.choice(["grid", "Flow", "lists", "table"]))
         if "layout" not in top else replace("layout", "layout: grid")),
        ("bad fps", lambda: insert_top("fps: " + rng.choice(["0", "241", "-1", "sixty", "60.5", "99999999999999999999"]))
         if "fps" not in top else replace("fps", "fps: 0")),
        ("step with an unknown verb", lambda: append_step(rng.choice(["tap A", "pres A", "drag to A", "move A"]))),
        ("bad duration", lambda: append_step(rng.choice(["hold 0s", "hold abc", "hold -1s", "hold 601s",
                                                         "hold 100001 frames", "wait", "hold 1e999s"]))),
        ("release with something after it", lambda: append_step("release now")),
        ("move by a bad distance", lambda: append_step(rng.choice(["move by 10", "move by 1e999,0",
                                                                   "move by 200000,0", "move by a,b"]))),
        ("duplicate key", lambda: duplicate_viewport()),
        ("a tab in the indentation", lambda: insert_top("\tfps: 60")),
    ]
    # A one-line items: or sections: (a block list's entries would be left dangling).
    one_line = [k for k in ("items", "sections") if k in where and lines[where[k]].strip() != k + ":"
                and not (k == "sections" and b.section_titles is not None)]
    if one_line:
        options.append(("bad items count", lambda: replace(one_line[0], one_line[0] + ": " + rng.choice(
            ["-3", "1000001", "two", "3.5"]))))
    options += [
        ("YAML syntax error", lambda: insert_top(rng.choice(["items: [A, B", "title: \"open", "  bad: indent: x",
                                                             "offset: {x"]))),
    ]
    if not b.carousel:
        options += [
            ("negative spacing", lambda: insert_top("%s: -%d" % (rng.choice(["line-spacing", "item-spacing",
                                                                             "header", "footer"]),
                                                                 rng.randrange(1, 50)))
             if not any(k in top for k in ("line-spacing", "item-spacing", "header", "footer"))
             else replace(next(k for k in ("line-spacing", "item-spacing", "header", "footer") if k in top),
                          next(k for k in ("line-spacing", "item-spacing", "header", "footer") if k in top) + ": -3")),
            ("unknown profile", lambda: insert_top("profile: " + rng.choice(["uikit", "System", "snapshot"]))
             if "profile" not in top else replace("profile", "profile: uikit")),
            ("bad section-inset", lambda: insert_top("section-inset: " + rng.choice(["1,2,3", "-1", "a", "1,,2,3"]))
             if "section-inset" not in top else replace("section-inset", "section-inset: 1,2,3")),
            ("bad offset", lambda: insert_top("offset: " + rng.choice(["-1,0", "1", "a,b", "1e13,0"]))
             if "offset" not in top else replace("offset", "offset: -1,0")),
            ("bad columns", lambda: insert_top("columns: " + rng.choice(["0", "1001", "two", "1.5"]))
             if "columns" not in top else replace("columns", "columns: 0")),
            ("bad item-size", lambda: insert_top("item-size: " + rng.choice(["0x10", "10", "axb", "10x-1"]))
             if "item-size" not in top else replace("item-size", "item-size: 0x10")),
            ("bad pin-headers", lambda: insert_top("pin-headers: yes please")
             if "pin-headers" not in top else replace("pin-headers", "pin-headers: maybe")),
        ]
        if b.layout != "list":
            options.append(("table-exchange on a non-list", lambda: insert_top("profile: table-exchange")
                            if "profile" not in top else replace("profile", "profile: table-exchange")))
        if b.layout == "waterfall":
            options.append(("horizontal waterfall", lambda: insert_top("direction: horizontal")
                            if "direction" not in top else replace("direction", "direction: horizontal")))
        options.append(("bad press-duration", lambda: insert_top("press-duration: " + rng.choice(["0ms", "-1s", "fast"]))
                        if "press-duration" not in top else replace("press-duration", "press-duration: 0s")))
    else:
        options.append(("bad interval", lambda: insert_top("interval: " + rng.choice(["0s", "soon", "601s"]))
                        if "interval" not in top else replace("interval", "interval: 0 frames")))
        options.append(("a key a carousel does not take", lambda: insert_top(
            rng.choice(["item-size: 10x10", "header: 20", "profile: system", "columns: 2", "locked: [A]"]))))
    if labels and not b.count_form:
        options += [
            ("step with an unknown item", lambda: append_step(("move to %s" if finger_down else "press %s")
                                                               % "NoSuchItem")),
            ("an item in the wrong case", lambda: append_step(("move to %s" if finger_down else "press %s")
                                                               % next((l.swapcase() for l in labels
                                                                       if l.swapcase() not in labels), "NoSuch"))),
            ("locked unknown item", lambda: insert_top("locked: [NoSuchItem]") if "locked" not in where
             else replace("locked", "locked: [NoSuchItem]")),
        ]
    if finger_down:
        options += [("wait while a finger is down", lambda: append_step("wait 0.2s")),
                    ("a second press", lambda: append_step("press 1,1"))]
    else:
        options += [("move with no finger down", lambda: append_step(rng.choice(["move to 1,1", "move by 1,1",
                                                                                   "release", "cancel"])))]
    what, apply = rng.choice(options)
    line = apply()
    return lines, line, what


# MARK: - Pages

def page_text(rng, name, entries):
    """Markdown with the boards between headings and prose.

    `entries` is a list of (board lines, board uid, whether the board needs a heading). Returns the text and, per board, the 1-based
    line numbers of its first YAML line and of its closing fence.
    """
    out = ["# Page %s" % name, ""]
    spans = []
    for i, (lines, uid, needs_heading) in enumerate(entries):
        if needs_heading or rng.random() < 0.5:
            # A board with neither id nor title takes its id from this heading: keep it unique.
            out += ["## Section %d <of> & more" % uid, ""]
        if rng.random() < 0.5:
            out += ["Some *prose* with `code`, a [link](#x) and <b>raw html</b> & ampersands.", ""]
        out.append("```board")
        first = len(out) + 1
        out += lines
        out.append("```")
        spans.append((first, len(out)))
        out.append("")
    return "\n".join(out) + "\n", spans


# MARK: - Checks

class Finding(Exception):
    def __init__(self, kind, detail):
        super().__init__("%s: %s" % (kind, detail))
        self.kind = kind
        self.detail = detail


def strict_json(text, what):
    def reject(name):
        raise ValueError("%s is not JSON" % name)
    try:
        return json.loads(text, parse_constant=reject)
    except ValueError as e:
        raise Finding("invalid-json", "%s: %s" % (what, e))


def digest(value):
    return hashlib.sha256(json.dumps(value, sort_keys=True, ensure_ascii=False).encode()).hexdigest()


def is_number(v):
    return isinstance(v, (int, float)) and not isinstance(v, bool)


def check_order(order, labels, sections, what):
    if not isinstance(order, list) or not all(isinstance(s, list) for s in order):
        raise Finding("order", "%s is not a list of sections: %r" % (what, order))
    if len(order) != sections:
        raise Finding("order", "%s has %d sections, the board %d" % (what, len(order), sections))
    flat = [label for s in order for label in s]
    if sorted(flat) != labels:
        missing = sorted(set(labels) - set(flat))[:5]
        extra = sorted(set(flat) - set(labels))[:5]
        doubled = sorted({x for x in flat if flat.count(x) > 1})[:5] if len(flat) < 2000 else []
        raise Finding("order", "%s is not a permutation of the items (missing %r, unknown %r, doubled %r)"
                      % (what, missing, extra, doubled))


def expected_labels(b):
    if not b.carousel:
        return sorted(b.labels)
    return sorted("%s\u2063#%d" % (label, copy) for copy in range(CAROUSEL_REPEATS) for label in b.labels)


def script_ticks(b):
    """Ticks the script lasts, as the parser counts them (max(1, round(D x fps)))."""
    fps = b.fps
    press = 1 if b.carousel else None
    if press is None:
        pd = b.get("press-duration")
        press = ticks_of(pd, fps) if pd else max(1, round((2.0 if b.profile == "snapshot-edge-scroll" else 0.5) * fps))
    total = 0
    for text, _ in b.steps:
        if text.startswith("press"):
            total += press
        elif text.startswith("move"):
            m = re.search(r" over (.+)$", text)
            total += ticks_of(m.group(1), fps) if m else max(1, round(0.25 * fps))
        elif text.startswith(("hold", "wait")):
            total += ticks_of(text.split(" ", 1)[1], fps)
    return total


def ticks_of(d, fps):
    d = d.strip()
    if d.endswith("ms"):
        return max(1, round(float(d[:-2]) / 1000 * fps))
    if d.endswith("frames") or d.endswith("frame"):
        return max(1, int(d.split()[0]))
    return max(1, round(float(d[:-1]) * fps))


def check_layout(tb, b):
    """The initial layout: no two items overlap, and every item lies inside the content
    along the scroll axis."""
    eps = 0.001  # the trace prints four decimals
    vertical = (b.get("direction") or ("horizontal" if b.carousel else "vertical")) == "vertical"
    a0, a1, c0, c1 = ("y", "height", "x", "width") if vertical else ("x", "width", "y", "height")
    content = tb["contentSize"][a1]
    rects = []
    for label, r in tb["items"].items():
        if not all(is_number(r.get(k)) for k in ("x", "y", "width", "height")) or r["width"] < 0 or r["height"] < 0:
            raise Finding("layout", "item %r has frame %r" % (label, r))
        if r[a0] < -eps or r[a0] + r[a1] > content + eps:
            raise Finding("layout", "item %r (%r) lies outside the content (%s %s)" % (label, r, a1, content))
        rects.append((r[a0], r[a0] + r[a1], r[c0], r[c0] + r[c1], label))
    # A sweep along the scroll axis: only items whose spans overlap there are compared.
    rects.sort()
    for i, (lo, hi, clo, chi, label) in enumerate(rects):
        for lo2, hi2, clo2, chi2, label2 in rects[i + 1:]:
            if lo2 >= hi - eps:
                break
            if min(hi, hi2) - max(lo, lo2) > eps and min(chi, chi2) - max(clo, clo2) > eps:
                raise Finding("layout", "items %r and %r overlap in the initial layout" % (label, label2))


def check_trace_board(tb, b):
    """One board of a trace document against the board that was generated."""
    labels = expected_labels(b)
    nsec = len(b.sections)
    for key in ("id", "frames", "items", "final", "violations", "viewport", "contentSize"):
        if key not in tb:
            raise Finding("trace", "board %r has no %r" % (tb.get("id"), key))
    if not tb["frames"]:
        raise Finding("trace", "no frames")
    try:
        # Version 3 writes offset, finger, lifted and liftedFrame where they changed, and points
        # and rects as arrays: read here as version 2 writes them.
        tb = tracejson.entry(tb)
    except (ValueError, KeyError, TypeError, AttributeError) as error:
        raise Finding("trace", "the entry does not read as version 2's: %s" % error)
    frames = tb["frames"]
    if sorted(tb["items"]) != labels:
        raise Finding("trace", "items are not the board's %d items (%d given)" % (len(labels), len(tb["items"])))
    check_layout(tb, b)
    order = data = None
    previous_time = -1
    for i, f in enumerate(frames):
        if f.get("index") != i:
            raise Finding("trace", "frame %d has index %r" % (i, f.get("index")))
        t = f.get("time")
        if not is_number(t) or t < previous_time:
            raise Finding("trace", "frame %d goes back in time (%r after %r)" % (i, t, previous_time))
        previous_time = t
        off = f.get("offset")
        if not (isinstance(off, dict) and is_number(off.get("x")) and is_number(off.get("y"))):
            raise Finding("trace", "frame %d has offset %r" % (i, off))
        if i == 0 and ("order" not in f or "data" not in f):
            raise Finding("trace", "frame 0 lacks order or data")
        if "order" in f:
            check_order(f["order"], labels, nsec, "frame %d order" % i)
            order = f["order"]
        if "data" in f:
            check_order(f["data"], labels, nsec, "frame %d data" % i)
            data = f["data"]
        # Version 2: a change by one move or exchange is written as the edit.
        for key in ("order", "data"):
            edit = f.get(key + "Edit")
            if edit is None:
                continue
            if i == 0 or key in f:
                raise Finding("trace", "frame %d has both %s and %sEdit, or an edit in frame 0" % (i, key, key))
            try:
                edited = tracejson.apply_edit(order if key == "order" else data, edit)
            except (ValueError, KeyError, TypeError, IndexError) as error:
                raise Finding("trace", "frame %d: %sEdit %r does not apply: %s" % (i, key, edit, error))
            check_order(edited, labels, nsec, "frame %d %s after its edit" % (i, key))
            if key == "order":
                order = edited
            else:
                data = edited
        lifted = f.get("lifted")
        if lifted is not None and lifted not in tb["items"]:
            raise Finding("trace", "frame %d lifts unknown item %r" % (i, lifted))
        for e in f.get("events", []):
            if e.get("type") not in EVENTS:
                raise Finding("trace", "frame %d has an unknown event %r" % (i, e))
            for key in ("from", "to"):
                if key in e:
                    p = e[key]
                    if not (isinstance(p, list) and len(p) == 2 and 0 <= p[0] < nsec and 0 <= p[1] < len(labels)):
                        raise Finding("trace", "frame %d: %s event index path %r out of range" % (i, e["type"], p))
            if "item" in e and e["item"] is not None and e["item"] not in tb["items"]:
                raise Finding("trace", "frame %d: %s event names unknown item %r" % (i, e["type"], e["item"]))
    final = tb["final"]
    if final.get("order") != order or final.get("data") != data:
        raise Finding("trace", "final order/data differ from the last recorded ones")
    for v in tb["violations"]:
        if v.get("rule") not in RULES or not (0 <= v.get("frame", -1) < len(frames)):
            raise Finding("trace", "bad violation %r" % v)
        if v["rule"] == "no-lost-items":
            raise Finding("lost-items", "no-lost-items violation: %s" % v.get("message"))
    ticks = script_ticks(b)
    # Frame 0, the script's ticks, one for a release/cancel at the end, and the settling bound.
    limit = ticks + 2 + SETTLE_SECONDS * b.fps
    if len(frames) > limit:
        raise Finding("trace", "%d frames for a %d-tick script (more than the engine's settling bound)"
                      % (len(frames), ticks))
    # A carousel whose timer fires again before its 0.3 s scroll ends is never still:
    # the engine's ten-second bound ends it, by design.
    restless = b.carousel and ticks_of(b.get("interval") or "3s", b.fps) <= round(0.3 * b.fps) + 1
    if len(frames) >= ticks + SETTLE_SECONDS * b.fps and not restless:
        raise Finding("no-settle", "the session was still animating %d s after the last step (%d frames, script %d ticks)"
                      % (SETTLE_SECONDS, len(frames), ticks))


class Balance(HTMLParser):
    """Checks that elements nest, and collects inline <svg> elements and local references."""
    VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}

    def __init__(self, text):
        super().__init__(convert_charrefs=True)
        self.text = text
        self.line_starts = [0] + [m.end() for m in re.finditer("\n", text)]
        self.stack = []
        self.svg_start = None
        self.svgs = []
        self.refs = []
        self.problems = []

    def text_offset(self):
        line, col = self.getpos()
        return self.line_starts[line - 1] + col

    def handle_starttag(self, tag, attrs):
        for name, value in attrs:
            if name in ("src", "href") and value:
                self.refs.append(value)
        if tag == "svg" and self.svg_start is None:
            self.svg_start = (self.text_offset(), len(self.stack))
        if tag not in self.VOID:
            self.stack.append(tag)

    def handle_startendtag(self, tag, attrs):
        for name, value in attrs:
            if name in ("src", "href") and value:
                self.refs.append(value)

    def handle_endtag(self, tag):
        if tag in self.VOID:
            return
        if not self.stack or self.stack[-1] != tag:
            if len(self.problems) < 3:
                self.problems.append("</%s> at line %d closes <%s>" % (tag, self.getpos()[0],
                                                                        self.stack[-1] if self.stack else "nothing"))
            if tag in self.stack:
                while self.stack.pop() != tag:
                    pass
            return
        self.stack.pop()
        if tag == "svg" and self.svg_start is not None and len(self.stack) == self.svg_start[1]:
            start = self.svg_start[0]
            end = self.text.index(">", self.text_offset()) + 1
            self.svgs.append(self.text[start:end])
            self.svg_start = None


NUMBER = re.compile(r"^-?(\d+\.?\d*|\.\d+)$")
# SVG path data: commands and numbers, nothing else.
PATH_DATA = re.compile(r"^(?:\s|,|[MmLlHhVvCcSsQqTtAaZz]|[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?)+$")
CLOCK = re.compile(r"^(\d+\.?\d*|\.\d+)(s|ms)?$")
# Attributes that hold one number, and those of them that SVG says must not be negative.
NUMERIC = {"x", "y", "width", "height", "rx", "ry", "cx", "cy", "r", "x1", "y1", "x2", "y2", "font-size",
           "stroke-width", "opacity", "fill-opacity", "stroke-opacity"}
NON_NEGATIVE = {"width", "height", "rx", "ry", "r", "font-size", "stroke-width"}
SINGLE_PRECISION = 2 ** 24  # browsers transform SVG geometry in single precision
PRECISION = []  # numbers past it, found while checking one site
# Kinds of finding that are known and reported to their owners: printed and saved, but
# not failures unless --strict (so that `make test` guards everything else meanwhile).
KNOWN = {
    "svg-precision": "a board whose viewport lies ~10^12 points from its content (offset near the "
                     "limit, or driven there by snapshot-edge-scroll's unbounded left-edge step) is drawn "
                     "at 1:1 on a canvas that wide, with coordinates browsers cannot hold in single precision",
}
UNIT_INTERVAL = {"opacity", "fill-opacity", "stroke-opacity"}


def check_svg_text(text, what):
    try:
        root = ET.fromstring(text)
    except ET.ParseError as e:
        raise Finding("svg-xml", "%s is not well-formed XML: %s" % (what, e))
    if root.tag != SVG_NS + "svg":
        raise Finding("svg-xml", "%s has root <%s>, not an SVG <svg>" % (what, root.tag))
    check_svg_values(root, what)


def check_svg_values(root, what):
    """What a browser would reject or ignore: negative sizes, a bad viewBox, SMIL animations
    whose keyTimes and values disagree (the SVG spec calls those "in error": not played)."""
    for e in root.iter():
        tag = e.tag.rsplit("}", 1)[-1]
        where = "%s: <%s %s>" % (what, tag, " ".join('%s="%s"' % kv for kv in list(e.attrib.items())[:4])[:200])
        for name, value in e.attrib.items():
            if name in ("x", "y") and tag in ("text", "tspan"):
                # A text's x and y are lists: a position per glyph (the data strip's slot digits).
                if not value.split() or not all(NUMBER.match(v) for v in value.split()):
                    raise Finding("svg-value", "%s: %s is not a list of numbers" % (where, name))
                continue
            if name in NUMERIC and tag != "svg":
                if not NUMBER.match(value.strip()):
                    raise Finding("svg-value", "%s: %s is not a number" % (where, name))
                v = float(value)
                if name in NON_NEGATIVE and v < 0:
                    raise Finding("svg-value", "%s: negative %s" % (where, name))
                if name in UNIT_INTERVAL and not 0 <= v <= 1:
                    raise Finding("svg-value", "%s: %s outside 0...1" % (where, name))
        for name in ("x", "y", "width", "height", "cx", "cy", "d", "transform", "values", "viewBox"):
            value = e.get(name)
            if value and any(abs(float(x)) >= SINGLE_PRECISION for x in re.findall(r"-?\d+\.?\d*", value)):
                # Reported after every other check of the site has passed (see check_site).
                PRECISION.append("%s: %s has a number beyond single precision (2^24), which browsers "
                                 "use for SVG geometry: %s" % (where, name, value[:120]))
        if tag == "svg":
            box = e.get("viewBox")
            if box is not None:
                parts = box.replace(",", " ").split()
                if len(parts) != 4 or not all(NUMBER.match(x) for x in parts) or float(parts[2]) <= 0 \
                        or float(parts[3]) <= 0:
                    raise Finding("svg-value", "%s: bad viewBox" % where)
        if tag in ("animate", "animateTransform", "animateMotion", "set"):
            dur = e.get("dur")
            if dur is not None and dur != "indefinite" and (not CLOCK.match(dur) or float(re.sub("m?s$", "", dur)) <= 0):
                raise Finding("svg-smil", "%s: dur %r is not a positive clock value" % (where, dur))
            values = e.get("values")
            times = e.get("keyTimes")
            mode = e.get("calcMode", "linear")
            if values is not None:
                items = values.split(";")
                for item in items:
                    if e.get("attributeName") == "d":
                        # Path data (the walkthrough's exchange arrows change their outline).
                        if not PATH_DATA.match(item) or not item.lstrip()[:1] in ("M", "m"):
                            raise Finding("svg-smil", "%s: %r in values is not path data" % (where, item[:80]))
                        continue
                    for x in item.replace(",", " ").split():
                        if not NUMBER.match(x):
                            raise Finding("svg-smil", "%s: %r in values is not a number" % (where, x))
                if e.get("attributeName") == "opacity" and any(not 0 <= float(x) <= 1 for x in items):
                    raise Finding("svg-smil", "%s: an opacity outside 0...1" % where)
            if times is not None and mode != "paced":
                keys = times.split(";")
                if not all(NUMBER.match(k.strip()) for k in keys):
                    raise Finding("svg-smil", "%s: keyTimes are not numbers" % where)
                keys = [float(k) for k in keys]
                if values is not None and len(keys) != len(values.split(";")):
                    raise Finding("svg-smil", "%s: %d keyTimes for %d values" % (where, len(keys), len(values.split(";"))))
                if keys[0] != 0 or any(not 0 <= k <= 1 for k in keys) or any(b < a for a, b in zip(keys, keys[1:])):
                    raise Finding("svg-smil", "%s: keyTimes must start at 0 and not decrease within 0...1" % where)
                if mode != "discrete" and keys[-1] != 1:
                    raise Finding("svg-smil", "%s: keyTimes of a %s animation must end at 1" % (where, mode))


def check_html(path, rel, out):
    with open(path, encoding="utf-8") as f:
        text = f.read()
    p = Balance(text)
    p.feed(text)
    p.close()
    if p.problems:
        raise Finding("html", "%s: elements do not nest: %s" % (rel, "; ".join(p.problems)))
    if p.stack:
        raise Finding("html", "%s: unclosed elements at the end: %s" % (rel, p.stack[-5:]))
    for i, svg in enumerate(p.svgs):
        check_svg_text(svg, "%s inline <svg> #%d" % (rel, i + 1))
    base = os.path.dirname(path)
    for ref in p.refs:
        if re.match(r"^[a-z][a-z0-9+.-]*:", ref, re.I) or ref.startswith("#") or ref.startswith("//"):
            continue
        local = re.split(r"[?#]", ref, maxsplit=1)[0]
        if not local:
            continue
        from urllib.parse import unquote
        target_path = os.path.abspath(os.path.join(base, unquote(local)))
        if not os.path.exists(target_path) or not target_path.startswith(os.path.abspath(out)):
            raise Finding("html-link", "%s links to %r, which the build did not write" % (rel, ref))


def check_site(out, page_boards, traces):
    """The files a build wrote: every board's files, SVG, HTML and JSON."""
    del PRECISION[:]
    check_site_files(out, page_boards, traces)
    if PRECISION:
        raise Finding("svg-precision", PRECISION[0])


def check_site_files(out, page_boards, traces):
    if not os.path.isfile(os.path.join(out, "index.html")):
        raise Finding("site", "no index.html")
    for b in page_boards:
        folder = os.path.join(out, "boards", b.board_id)
        wanted = ["trace.json", "walkthrough.svg", "report.html"] + ["step-%02d.svg" % i for i in range(len(b.steps) + 1)]
        for name in wanted:
            if not os.path.isfile(os.path.join(folder, name)):
                raise Finding("site", "board %s: boards/%s/%s is missing" % (b.uid, b.board_id, name), )
        with open(os.path.join(folder, "trace.json"), encoding="utf-8") as f:
            doc = strict_json(f.read(), "boards/%s/trace.json" % b.board_id)
        built = doc.get("boards", [None])[0]
        printed = traces.get(b.uid)
        if printed is not None and digest(built) != printed:
            raise Finding("site-trace", "boards/%s/trace.json differs from what `trace` printed" % b.board_id)
    for root, _, files in os.walk(out):
        for name in files:
            path = os.path.join(root, name)
            rel = os.path.relpath(path, out)
            if name.endswith(".svg"):
                with open(path, encoding="utf-8") as f:
                    check_svg_text(f.read(), rel)
            elif name.endswith(".html"):
                check_html(path, rel, out)
            elif name.endswith(".json"):
                with open(path, encoding="utf-8") as f:
                    strict_json(f.read(), rel)


def compare_trees(a, b):
    """Two builds of the same input wrote the same files, byte for byte."""
    def names(root):
        return sorted(os.path.relpath(os.path.join(folder, name), root)
                      for folder, _, files in os.walk(root) for name in files)
    first, second = names(a), names(b)
    if first != second:
        raise Finding("nondeterministic", "two builds wrote different files: %r" % sorted(set(first) ^ set(second))[:5])
    for name in first:
        with open(os.path.join(a, name), "rb") as f:
            x = f.read()
        with open(os.path.join(b, name), "rb") as f:
            y = f.read()
        if x != y:
            at = next((i for i, (p, q) in enumerate(zip(x, y)) if p != q), min(len(x), len(y)))
            raise Finding("nondeterministic", "two builds of the same input differ in %s at byte %d: %r vs %r"
                          % (name, at, x[max(0, at - 40):at + 40], y[max(0, at - 40):at + 40]))


def check_fragments(out, page_boards):
    """A `build --fragment` output: the stylesheet, and per board its figure and files."""
    del PRECISION[:]
    check_fragment_files(out, page_boards)
    if PRECISION:
        raise Finding("svg-precision", PRECISION[0])


def check_fragment_files(out, page_boards):
    if not os.path.isfile(os.path.join(out, "shuffleboard.css")):
        raise Finding("fragment", "no shuffleboard.css")
    if os.path.exists(os.path.join(out, "index.html")):
        raise Finding("fragment", "a fragment build wrote index.html")
    for b in page_boards:
        if not os.path.isfile(os.path.join(out, "boards", b.board_id, "figure.html")):
            raise Finding("fragment", "boards/%s/figure.html is missing" % b.board_id)
    for root, _, files in os.walk(out):
        for name in files:
            path = os.path.join(root, name)
            rel = os.path.relpath(path, out)
            if name.endswith(".svg"):
                with open(path, encoding="utf-8") as f:
                    check_svg_text(f.read(), rel)
            elif name.endswith(".html"):
                check_html(path, rel, out)


DIAGNOSTIC = re.compile(r"^(?P<file>.+?):(?P<line>\d+):(?P<col>\d+): error: \S")


def check_rejection(result, rel, span, bad_line, what):
    """A run over a file with one bad board: exit 1, diagnostics only, on that board."""
    code, out, err = result
    if code != 1:
        raise Finding("accepted-invalid" if code == 0 else "crash",
                      "exit %s for a board made wrong on purpose (%s)" % (code, what))
    if out.strip():
        raise Finding("wrote-on-error", "exit 1, yet something on stdout: %r (%s)" % (out[:200], what))
    lines = [line for line in err.splitlines() if line]
    if not lines:
        raise Finding("diagnostic", "exit 1 with nothing on stderr (%s)" % what)
    seen = []
    for line in lines:
        m = DIAGNOSTIC.match(line)
        if not m or m.group("file") != rel:
            raise Finding("diagnostic", "not a `%s:LINE:COL: error: ...` line: %r (%s)" % (rel, line, what))
        n = int(m.group("line"))
        if not span[0] - 1 <= n <= span[1]:
            raise Finding("diagnostic-position", "%r points outside the bad board (lines %d-%d) (%s)"
                          % (line, span[0] - 1, span[1], what))
        seen.append(n)
    if what == "YAML syntax error":
        return  # the YAML parser reports where it noticed, which may be a later line
    if bad_line not in seen:
        raise Finding("diagnostic-position", "no diagnostic on line %d, where the board was made wrong (%s): %s"
                      % (bad_line, what, " | ".join(lines[:3])))


# MARK: - Running

class Runner:
    def __init__(self, binary, timeout, cwd):
        self.binary = binary
        self.timeout = timeout
        self.cwd = cwd
        self.commands = 0
        # The runs happen in a temporary folder: name the package's templates.
        self.templates = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "templates")

    def run(self, args):
        """(exit status, stdout, stderr); a hang raises a Finding."""
        self.commands += 1
        try:
            if args[0] == "build":
                # A random expect: may not hold (the board's own order, before its steps): build would
                # exit 1 on it, the site written (docs/expectations.md); check is held to it below.
                args = args + ["--templates", os.path.normpath(self.templates), "--keep-going"]
            p = subprocess.run([self.binary] + args, cwd=self.cwd, capture_output=True, timeout=self.timeout)
        except subprocess.TimeoutExpired:
            raise Finding("hang", "no exit within %d s: shuffleboard %s" % (self.timeout, " ".join(args)))
        out = p.stdout.decode("utf-8", "replace")
        err = p.stderr.decode("utf-8", "replace")
        if p.returncode not in (0, 1):
            tail = " | ".join(err.strip().splitlines()[-3:])
            raise Finding("crash", "exit %s%s: shuffleboard %s%s" % (
                p.returncode, " (signal %d)" % -p.returncode if p.returncode < 0 else "", " ".join(args),
                (": " + tail) if tail else ""))
        return p.returncode, out, err


class Fuzz:
    def __init__(self, args):
        self.args = args
        self.binary = os.path.abspath(args.binary)
        self.findings = []
        self.passed = 0
        self.failed = 0
        self.boards = 0
        self.invalid = 0
        self.repo = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))
        self.findings_dir = os.path.join(self.repo, ".build-fuzz-engine", "findings")
        self.coverage = collections.Counter()
        self.known = collections.Counter()

    def tally(self, b):
        """Counts what the boards cover, for the closing summary."""
        c = self.coverage
        c["layout " + b.layout] += 1
        c["profile " + b.profile] += 1
        c["direction " + (b.get("direction") or ("horizontal" if b.carousel else "vertical"))] += 1
        for key in ("offset", "pin-headers", "header", "footer", "section-inset", "press-duration", "interval",
                    "autoscroll", "columns"):
            if b.get(key) is not None:
                c["key " + key] += 1
        c["sections>1"] += len(b.sections) > 1
        c["titled sections"] += b.section_titles is not None
        c["items: N"] += b.count_form
        c["over 4096 items"] += len(b.labels) >= 4096
        c["extreme lengths"] += getattr(b, "extreme", False)
        c["over 100 steps"] += len(b.steps) > 100
        c["own sizes"] += bool(b.sized)
        c["locked"] += bool(b.locked)
        c["expect"] += b.expect is not None
        for text, _ in b.steps:
            words = text.split()
            if words[0] in ("press", "move") and words[1] != "by":
                t = text.split(" over ")[0].split(" ", 2 if words[0] == "move" else 1)[-1]
                kind = "edge" if t.endswith(" edge") else "point" if "," in t else "item"
                c["step %s %s" % ("press" if words[0] == "press" else "move to", kind)] += 1
            else:
                c["step " + (" ".join(words[:2]) if words[0] == "move" else words[0])] += 1

    def report(self, finding, seed, batch, text, command, boards_in_file):
        if finding.kind in KNOWN and not self.args.strict:
            # Counted as passed: the caller has counted the boards as failed.
            self.failed -= boards_in_file
            self.passed += boards_in_file
            self.known[finding.kind] += 1
            if self.known[finding.kind] > 3:
                return
            n = "known-%s-%d" % (finding.kind, self.known[finding.kind])
        else:
            n = len(self.findings) + 1
            self.findings.append(finding)
        if isinstance(n, int) and n > self.args.max_findings:
            if n == self.args.max_findings + 1:
                print("fuzz-engine: more findings; only the first %d are printed and saved" % self.args.max_findings)
            return
        folder = os.path.join(self.findings_dir, "seed-%d-batch-%d-%s" % (seed, batch, n))
        os.makedirs(folder, exist_ok=True)
        path = os.path.join(folder, "board.md")
        with open(path, "w", encoding="utf-8") as f:
            f.write(text)
        rel = os.path.relpath(path, self.repo)
        binary = os.path.relpath(self.binary, self.repo)
        repro = command.replace("{FILE}", rel).replace("{BIN}", binary)
        with open(os.path.join(folder, "finding.txt"), "w", encoding="utf-8") as f:
            f.write("%s\n%s\nreproduce (from the repository): %s\n" % (finding.kind, finding.detail, repro))
        print("fuzz-engine: %s %s (seed %d, batch %d, %d board%s): %s: %s"
              % ("FINDING" if isinstance(n, int) else "KNOWN", n, seed, batch, boards_in_file, "" if boards_in_file == 1 else "s", finding.kind, finding.detail))
        print("  saved: %s" % rel)
        print("  reproduce: %s" % repro)
        print("  regenerate: scripts/fuzz-engine.py --seed %d --boards %d --binary %s" % (seed, self.args.boards, binary))
        if self.args.verbose:
            print(text)
        sys.stdout.flush()

    def isolate(self, runner, rel, boards, rng_page, check):
        """Narrows a failing file to its first failing board, alone in a file: (board, text) or None."""
        if len(boards) == 1:
            return None
        for b in boards:
            text, _ = page_text(random.Random(0), "single", [(b.yaml_lines()[0], b.uid, True)])
            path = os.path.join(runner.cwd, "single.md")
            with open(path, "w", encoding="utf-8") as f:
                f.write(text)
            try:
                check("single.md", [b])
            except Finding:
                return b, text
        return None

    def run_batch(self, seed, batch, count, work):
        rng = random.Random("shuffleboard-fuzz-engine:%d:%d" % (seed, batch))
        runner = Runner(self.binary, self.args.timeout, work)
        pages = os.path.join(work, "pages")
        os.makedirs(pages)
        files = []  # (rel, text, boards, bad info)
        uid = batch * 1000
        made = 0
        while made < count:
            n = min(count - made, rng.randrange(1, 7))
            boards = []
            for _ in range(n):
                uid += 1
                boards.append(gen_board(rng, uid))
            made += n
            bad = None
            entries = [b.yaml_lines()[0] for b in boards]
            name = "%d-%d" % (batch, len(files))
            if rng.random() < self.args.invalid:
                i = rng.randrange(n)
                lines, line, what = mutate(rng, boards[i])
                entries[i] = lines
                bad = (i, line, what)
            text, spans = page_text(rng, name, [(lines, b.uid, b.get("id") is None and b.get("title") is None)
                                                for lines, b in zip(entries, boards)])
            for b in boards:
                b.board_id = b.get("id") or None
            rel = "pages/f%03d.md" % len(files)
            with open(os.path.join(work, rel), "w", encoding="utf-8") as f:
                f.write(text)
            files.append((rel, text, boards, bad, spans))

        traces = {}
        good = []
        for rel, text, boards, bad, spans in files:
            self.boards += len(boards)
            for b in boards:
                self.tally(b)
            if bad is not None:
                self.coverage["bad: " + bad[2]] += 1
            if bad is not None:
                self.invalid += 1
                i, line, what = bad
                try:
                    check_rejection(runner.run(["trace", rel]), rel, spans[i], spans[i][0] + line, what)
                    out = os.path.join(work, "bad-out")
                    result = runner.run(["build", rel, "--out", "bad-out"])
                    check_rejection(result, rel, spans[i], spans[i][0] + line, what)
                    leftovers = [name for name in os.listdir(work) if "bad-out" in name]
                    if leftovers:
                        raise Finding("wrote-on-error", "a failed build left %r" % leftovers)
                    if result[1].strip():
                        raise Finding("wrote-on-error", "a failed build printed on stdout: %r" % result[1][:200])
                    self.passed += len(boards)
                except Finding as finding:
                    self.failed += len(boards)
                    self.report(finding, seed, batch, text, "{BIN} trace {FILE}; {BIN} build {FILE} --out /tmp/fz-out",
                                len(boards))
                shutil.rmtree(os.path.join(work, "bad-out"), ignore_errors=True)
                os.remove(os.path.join(work, rel))
                continue

            def check_trace(rel_, boards_):
                code, out, err = runner.run(["trace", rel_])
                if code != 0:
                    raise Finding("rejected-valid", "exit 1 for valid boards: %s" % " | ".join(err.splitlines()[:3]))
                doc = strict_json(out, "trace output")
                if doc.get("version") != 3 or len(doc.get("boards", [])) != len(boards_):
                    raise Finding("trace", "version %r, %d boards for %d" % (doc.get("version"),
                                                                            len(doc.get("boards", [])), len(boards_)))
                for b, tb in zip(boards_, doc["boards"]):
                    if b.board_id is not None and tb.get("id") != b.board_id:
                        raise Finding("trace", "board id %r, expected %r" % (tb.get("id"), b.board_id))
                    try:
                        check_trace_board(tb, b)
                    except Finding as finding:
                        finding.detail = "board %r: %s" % (tb.get("id"), finding.detail)
                        raise
                return doc

            try:
                doc = check_trace(rel, boards)
            except Finding as finding:
                self.failed += len(boards)
                narrowed = self.isolate(runner, rel, boards, rng, check_trace)
                shown_text, shown_boards = (narrowed[1], 1) if narrowed else (text, len(boards))
                self.report(finding, seed, batch, shown_text, "{BIN} trace {FILE}", shown_boards)
                os.remove(os.path.join(work, rel))
                continue
            for b, tb in zip(boards, doc["boards"]):
                b.board_id = tb["id"]
                traces[b.uid] = digest(tb)  # a digest: large boards' traces take much memory
                kinds = {e["type"] for f in tb["frames"] for e in f.get("events", [])}
                for kind in kinds:
                    board = " (carousel)" if b.carousel else " (reorder board)" if kind == "scroll" else ""
                    self.coverage["trace %s event%s" % (kind, board)] += 1
                for rule in {v["rule"] for v in tb["violations"]}:
                    self.coverage["trace violation " + rule] += 1
            # `check` agrees with `trace`: an expect: written from the trace's final state holds.
            if len(files) and files.index((rel, text, boards, bad, spans)) % 4 == 0:
                checkable = [b for b in boards if not b.carousel]
                if checkable:
                    for b, tb in zip(boards, doc["boards"]):
                        b.saved_expect = b.expect
                        if not b.carousel:
                            b.expect = (tb["final"]["order"], tb["final"]["data"])
                    ctext, _ = page_text(random.Random(batch), "check", [
                        (b.yaml_lines()[0], b.uid, b.get("id") is None and b.get("title") is None) for b in boards])
                    for b in boards:
                        b.expect = b.saved_expect
                    cpath = os.path.join(work, "check.md")
                    with open(cpath, "w", encoding="utf-8") as f:
                        f.write(ctext)
                    try:
                        code, out, err = runner.run(["check", "check.md"])
                        if code != 0:
                            raise Finding("check", "`check` fails an expect: taken from `trace`'s final state: %s"
                                          % " | ".join(err.splitlines()[:3]))
                    except Finding as finding:
                        self.failed += len(boards)
                        self.report(finding, seed, batch, ctext, "{BIN} check {FILE}", len(boards))
                        os.remove(os.path.join(work, rel))
                        continue
            good.append((rel, text, boards))

        if not good:
            return
        try:
            code, out, err = runner.run(["build", "pages", "--out", "site"])
            if code != 0:
                raise Finding("rejected-valid", "build exit 1: %s" % " | ".join(err.splitlines()[:3]))
            check_site(os.path.join(work, "site"), [b for _, _, bs in good for b in bs], traces)
            if batch % 4 == 1:
                # The output is the same byte for byte from run to run (README), whatever
                # order each process's hashing gives sets and dictionaries.
                code, out, err = runner.run(["build", "pages", "--out", "site-again"])
                if code != 0:
                    raise Finding("rejected-valid", "second build exit 1: %s" % " | ".join(err.splitlines()[:3]))
                compare_trees(os.path.join(work, "site"), os.path.join(work, "site-again"))
            if batch % 3 == 0:
                code, out, err = runner.run(["build", "pages", "--fragment", "--out", "fragments"])
                if code != 0:
                    raise Finding("rejected-valid", "build --fragment exit 1: %s" % " | ".join(err.splitlines()[:3]))
                check_fragments(os.path.join(work, "fragments"), [b for _, _, bs in good for b in bs])
            self.passed += sum(len(bs) for _, _, bs in good)
        except Finding as finding:
            # Find the file (and the board) that fails on its own.
            def build_alone(text, boards):
                one = os.path.join(work, "one")
                shutil.rmtree(one, ignore_errors=True)
                shutil.rmtree(os.path.join(work, "one-site"), ignore_errors=True)
                os.makedirs(one)
                with open(os.path.join(one, "page.md"), "w", encoding="utf-8") as f:
                    f.write(text)
                code, out, err = runner.run(["build", "one", "--out", "one-site"])
                if code != 0:
                    raise Finding("rejected-valid", "build exit 1: %s" % " | ".join(err.splitlines()[:3]))
                check_site(os.path.join(work, "one-site"), boards, {})
                if batch % 4 == 1:
                    shutil.rmtree(os.path.join(work, "one-again"), ignore_errors=True)
                    runner.run(["build", "one", "--out", "one-again"])
                    compare_trees(os.path.join(work, "one-site"), os.path.join(work, "one-again"))
                if batch % 3 == 0:
                    shutil.rmtree(os.path.join(work, "one-fragments"), ignore_errors=True)
                    code, out, err = runner.run(["build", "one", "--fragment", "--out", "one-fragments"])
                    if code != 0:
                        raise Finding("rejected-valid", "build --fragment exit 1: %s" % " | ".join(err.splitlines()[:3]))
                    check_fragments(os.path.join(work, "one-fragments"), boards)

            culprit = None
            for rel, text, boards in good:
                try:
                    build_alone(text, boards)
                except Finding as f2:
                    culprit = (rel, text, boards, f2)
                    # And the board, when one fails alone.
                    for b in boards if len(boards) > 1 else []:
                        single, _ = page_text(random.Random(0), "single", [(b.yaml_lines()[0], b.uid, True)])
                        try:
                            build_alone(single, [b])
                        except Finding as f3:
                            culprit = (rel, single, [b], f3)
                            break
                    break
            if culprit is None:
                self.failed += sum(len(bs) for _, _, bs in good)
                self.report(finding, seed, batch, "".join(t for _, t, _ in good),
                            "{BIN} build pages --out /tmp/fz-site  # the whole batch; see the saved file", 0)
            else:
                rel, text, boards, f2 = culprit
                self.failed += len(boards)
                self.passed += sum(len(bs) for _, _, bs in good) - len(boards)
                self.report(f2, seed, batch, text,
                            "mkdir -p /tmp/fz-in && cp {FILE} /tmp/fz-in/ && {BIN} build /tmp/fz-in --out /tmp/fz-site",
                            len(boards))

    def main(self):
        args = self.args
        if not os.access(self.binary, os.X_OK):
            print("fuzz-engine: no executable at %s (build it with `swift build --product shuffleboard`)" % args.binary)
            return 2
        start = time.monotonic()
        per_batch = args.batch
        batches = (args.boards + per_batch - 1) // per_batch
        root = tempfile.mkdtemp(prefix="fuzz-engine-")
        try:
            for batch in range(batches):
                work = os.path.join(root, "batch-%d" % batch)
                os.makedirs(work)
                count = min(per_batch, args.boards - batch * per_batch)
                self.run_batch(args.seed, batch, count, work)
                if not args.keep:
                    shutil.rmtree(work, ignore_errors=True)
        finally:
            if not args.keep:
                shutil.rmtree(root, ignore_errors=True)
            else:
                print("fuzz-engine: kept the work folder %s" % root)
        elapsed = time.monotonic() - start
        if args.coverage:
            for key in sorted(self.coverage):
                print("  %6d  %s" % (self.coverage[key], key))
        print("fuzz-engine: seed %d, %d boards (%d files with a board wrong on purpose), %d findings, %.1f s"
              % (args.seed, self.boards, self.invalid, len(self.findings), elapsed))
        for kind, count in sorted(self.known.items()):
            print("fuzz-engine: known, not counted as failures (--strict counts them): %s in %d file%s: %s"
                  % (kind, count, "" if count == 1 else "s", KNOWN[kind]))
        print("%d passed, %d failed" % (self.passed, self.failed))
        return 1 if self.findings else 0


def main():
    parser = argparse.ArgumentParser(description="Fuzz the engine and renderer with seeded random boards.")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--boards", type=int, default=300)
    parser.add_argument("--binary", default=".build/debug/shuffleboard")
    parser.add_argument("--timeout", type=int, default=60, help="seconds before a run counts as a hang")
    parser.add_argument("--batch", type=int, default=40, help="boards per build")
    parser.add_argument("--invalid", type=float, default=0.12, help="share of files with a board wrong on purpose")
    parser.add_argument("--keep", action="store_true", help="keep the temporary folder")
    parser.add_argument("--strict", action="store_true", help="count known kinds of finding as failures too")
    parser.add_argument("--max-findings", type=int, default=20, help="print and save at most this many")
    parser.add_argument("--coverage", action="store_true", help="print what the boards covered")
    parser.add_argument("--verbose", action="store_true", help="print the Markdown of each finding")
    sys.exit(Fuzz(parser.parse_args()).main())


if __name__ == "__main__":
    main()
