#!/usr/bin/python3
"""End-to-end test of `shuffleboard record` (docs/record.md) on a real page: Debian's SortableJS
1.14.0 (/usr/share/javascript/sortable/Sortable.js, loaded by Tests/Fixtures/record/sortable.html,
never copied) in headless Chromium, started by the tool itself over its DevTools pipe.

    /usr/bin/python3 Tests/Browser/record_test.py [--binary .build/debug/shuffleboard]

- Two of the conformance suite's SortableJS gestures (B slowly down to E; B held at the bottom
  edge of a list of 20, which scrolls), and the hold at the bottom edge on
  Debian's jQuery UI 1.13.2 (Tests/Fixtures/record/jquery-ui.html, `jQuery(list).sortable()`): in
  every frame the recording's data order and scroll offset equal those of `shuffleboard trace` of
  the same board under its profile (`sortablejs`, `jquery-ui-sortable`), exactly, and its lifted
  rect (SortableJS's fallback clone, jQuery UI's helper) is within 0.5 px of the model's
  liftedFrame, both null or neither, as the conformance suite compares them. The
  conformance suite has the profile agreeing with this library in every frame, so `record` and
  the suite check each other. The recording has the trace's number of frames, `profile` is
  `observed` and its `source` names the URL, the browser, the selector and SortableJS 1.14.0.
- Touch: the jQuery UI hold at the bottom edge with Debian's jQuery UI Touch Punch
  (jquery-ui.html?touch=1), recorded with --touch (touch events only): every frame as the
  jquery-ui-sortable model's; without Touch Punch the same touches move nothing.
- SortableJS 1.15.2 (django-admin-sortable2's bundle) and dnd-kit (streamlit-sortables' React app),
  both from the wheels `make real-libs` unpacks into .build/real-libs, on the conformance suite's
  pages for them (Tests/Conformance/conformance.py's page_html, without its own clock: record
  injects the same one), served on 127.0.0.1: the same frame-by-frame comparison, with their
  models (`sortablejs`, `dnd-kit` at the bundle's options). dnd-kit's page runs three frames
  more than the model: at the drop it arms two 50 ms timers (its sensor's listeners removed,
  useSortable's activeId reset) that change nothing drawn, and record runs frames while a timer
  is due; those frames must show the model's last frame.
- A board naming a recording (docs/observed.md), `profiles: [sortablejs, {observed: …}]`: built
  with --hooks and opened in Chromium, its walkthrough.svg has the recorded panel beside the
  model's, its data strip drawing each item where the model's does at every moment and its items
  where the model's are at rest (before the press, at the end); its page's "Where the profiles part" table says
  "never" in every row, and `check` passes. The same page altered (sort=0, SortableJS's
  `sort: false`), recorded again: the table names the first frame whose data differ, the data
  strips and the items at the end are drawn apart, and `check` fails at the expect: naming what the page shows.
  That recording is made with the board that names it, before its file exists; `export` of its
  board writes the GIF, the step sheet and an issue.md naming both runs and that frame.
- serve, when the page a board's recording was made from changes (three saves in a burst), records
  it again once with the options its source keeps (--container), writes it and builds: the
  recording and the built page show the changed page, and its own write records and builds
  nothing more. The page broken: the old recording is kept and serve says why in one line. The
  board of a recording from before record kept its options changes its gesture: serve says it
  cannot record it again, and the command that would; a new title says nothing.
- A hand-written HTML5 drag-and-drop list (Tests/Fixtures/record/html5.html, rows named by their
  trimmed text): the native drag is detected and driven with drag events, and the data changes
  exactly where the page's rule says (below).
- A hand-written pointer-events list with a deliberate bug (Tests/Fixtures/record/pointer.html:
  the row follows the pointer by a transform and moves down only past the next row's bottom
  edge): the data changes and the transformed row's rect in every frame as worked out below;
  served over http on 127.0.0.1, the same frames.
- SortableJS in its native HTML5 mode (no forceFallback): the drag is detected and B ends after
  E, with no lifted rect (the drag image is not in the page). Not compared with a model: the
  sortablejs profile models the fallback.
- Recording the same gesture again, with --container naming the items' parent, gives the same bytes;
  so does dnd-kit's hold at the bottom edge, recorded again.
- A URL off the machine is refused with one line and exit 1, before anything starts, and
  nothing is written; a page request off the machine is blocked and listed as a warning.
- --check holds the recording to the board's expect: (Tests/Fixtures/record/expect.md): exit 0
  when it holds; exit 1 with check's message, at the expect:'s line and naming the last frame,
  when it does not, the trace written either way; a file of two boards needs --board.
- Never a hang: a loopback server that never answers is an error after --timeout 1, and a
  browser that exits at once is an error naming its exit status.
Prints 'N passed, N failed' and exits 1 when anything failed.
"""
import argparse
import json
import os
import functools
import shutil
import http.server
import socket
import subprocess
import sys
import tempfile
import threading
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "scripts"))
import tracejson  # noqa: E402
sys.path.insert(0, os.path.join(ROOT, "Tests/Conformance"))
import conformance  # noqa: E402  (its pages for SortableJS 1.15.2 and dnd-kit; it imports selenium)
sys.path.insert(0, os.path.join(ROOT, "Tests/Browser"))
import browser_tests  # noqa: E402  (its Chromium and its reader of a side-by-side picture's panels)

PAGE = "file://" + os.path.join(ROOT, "Tests/Fixtures/record/sortable.html")
JQUERY_UI = "file://" + os.path.join(ROOT, "Tests/Fixtures/record/jquery-ui.html")
GESTURES = os.path.join(ROOT, "Tests/Conformance/gestures/sortablejs")
SIX = "items=A,B,C,D,E,F&width=200&height=240&item=200x40"
TWENTY = "items=" + ",".join("ABCDEFGHIJKLMNOPQRST") + "&width=200&height=240&item=200x40"
CASES = [("list-down-slow.md", SIX, PAGE, "SortableJS 1.14.0"), ("list-hold-bottom.md", TWENTY, PAGE, "SortableJS 1.14.0"),
         ("../jquery-ui/list-hold-bottom.md", TWENTY, JQUERY_UI, "jQuery UI 1.13.2")]

passed = failed = 0


def check(ok, what):
    global passed, failed
    if ok:
        passed += 1
    else:
        failed += 1
        print("FAIL: " + what)


def record(binary, board, url, out, *extra):
    started = time.monotonic()
    run = subprocess.run([binary, "record", board, "--url", url, "--items", "#list > .item", "--out", out] + list(extra),
                         capture_output=True, text=True, timeout=120)
    return run, time.monotonic() - started


def compare(name, recorded, model, settling=0):
    """Frame by frame: data and offset exactly, the lifted rect within 0.5 px. `settling`: frames
    the page runs after the model's last, each showing what that last frame shows."""
    page_frames, trace_frames = tracejson.frames(recorded), tracejson.frames(model)
    page_data = [data for _, data in tracejson.orders(recorded)]
    trace_data = [data for _, data in tracejson.orders(model)]
    check(len(page_frames) == len(trace_frames) + settling,
          "%s: %d frames recorded, the model's trace has %d (+ %d)" % (name, len(page_frames), len(trace_frames), settling))
    for k in range(len(trace_frames), len(page_frames)):
        trace_frames.append(trace_frames[-1])
        trace_data.append(trace_data[-1])
    bad = []
    for k, (p, t) in enumerate(zip(page_frames, trace_frames)):
        if page_data[k] != trace_data[k]:
            bad.append("frame %d: data %s on the page, %s in the model" % (k, page_data[k], trace_data[k]))
        if p["offset"] != t["offset"]:
            bad.append("frame %d: offset %s on the page, %s in the model" % (k, p["offset"], t["offset"]))
        a, b = p.get("liftedFrame"), t.get("liftedFrame")
        if (a is None) != (b is None) or (a is not None and any(abs(a[f] - b[f]) > 0.5 for f in a)):
            bad.append("frame %d: lifted %s on the page, %s in the model" % (k, a, b))
    check(not bad, "%s: %s" % (name, "; ".join(bad[:5])))
    return len(page_frames)


# The real libraries of the wheels (make real-libs), each on the conformance suite's page for it:
# (library, gesture folder, gesture, --items, --container, frames the page runs after the model's).
LIBRARY_CASES = [(conformance.LIBRARIES["sortablejs"][1], "sortablejs", "list-hold-bottom.md", "#list > .item", None, 0),
                 (conformance.LIBRARIES["dnd-kit"][0], "dnd-kit", "list-down-slow.md", "li.sortable-item",
                  ".sortable-container-body", 3),
                 (conformance.LIBRARIES["dnd-kit"][0], "dnd-kit", "list-hold-bottom.md", "li.sortable-item",
                  ".sortable-container-body", 0)]


def library_subjects(binary, work):
    """SortableJS 1.15.2 and dnd-kit against their models, frame by frame (see the docstring)."""
    missing = [lib["needs"] for lib, *_ in LIBRARY_CASES if not os.path.isdir(os.path.join(conformance.REAL_LIBS, lib["needs"]))]
    check(not missing, "%s missing in %s: run make real-libs" % (", ".join(sorted(set(missing))), conformance.REAL_LIBS))
    if missing:
        return
    server, base = conformance.serve()
    try:
        for library, folder, name, items, container, settling in LIBRARY_CASES:
            path = os.path.join(ROOT, "Tests/Conformance/gestures", folder, name)
            board = conformance.read_board(path)
            board["library"] = library
            # The suite's page loads its clock itself; record injects the same clock before any script.
            conformance.Handler.page = conformance.page_html(board).replace('<script src="/conformance/clock.js"></script>', "")
            label = "%s %s" % (conformance.library_label(library), name)
            out = os.path.join(work, "%s-%s.json" % (folder, name))
            started = time.monotonic()
            run = subprocess.run([binary, "record", path, "--url", base + "/page.html", "--items", items, "--out", out]
                                 + (["--container", container] if container else []), capture_output=True, text=True, timeout=120)
            seconds = time.monotonic() - started
            check(run.returncode == 0 and run.stderr == "", "%s: record exited %d: %s" % (label, run.returncode, run.stderr))
            if run.returncode != 0:
                continue
            recorded = json.load(open(out))["boards"][0]
            source = recorded.get("source", {})
            # dnd-kit names no version the page can read.
            want = conformance.library_label(library) if library.get("reports") else None
            check(source.get("library") == want, "%s: library %r" % (label, source.get("library")))
            trace = subprocess.run([binary, "trace", path], capture_output=True, text=True, check=True)
            frames = compare(label, recorded, json.loads(trace.stdout)["boards"][0], settling)
            print("%s: %d frames in %.2f s" % (label, frames, seconds))
            if folder == "dnd-kit" and name == "list-hold-bottom.md":
                # The gesture with the most timers (React's scheduler, the auto-scroller's interval),
                # in a fresh browser: the same bytes.
                again = os.path.join(work, "again-" + os.path.basename(out))
                subprocess.run([binary, "record", path, "--url", base + "/page.html", "--items", items, "--out", again]
                               + (["--container", container] if container else []), capture_output=True, timeout=120)
                check(os.path.exists(again) and open(again, "rb").read() == open(out, "rb").read(),
                      "%s: a second recording differs from the first" % label)
    finally:
        server.shutdown()


# A board that draws a recording of list-down-slow.md beside its model (docs/observed.md); `expect:`
# only where it is checked, so that the build does not depend on what a build does with an unmet one.
OBSERVED_BOARD = """# My list beside SortableJS

```board
id: mine
profiles: [sortablejs, {observed: recorded/list.json}]
layout: list
viewport: 200x240
item-size: 200x40
items: [A, B, C, D, E, F]
steps:
  - press B
  - move to E over 1s
  - hold 0.2s
  - release
%s```
"""

PARTING = """
const table = Array.from(document.querySelectorAll('table.parting'))
  .find(t => t.caption && t.caption.textContent.startsWith('Where the profiles part'));
if (!table) return null;
return Array.from(table.tBodies[0].rows).map(r => Array.from(r.cells).map(c => c.textContent.trim()));
"""


def observed_board(binary, work, recording):
    """The recording of list-down-slow.md (the first case) named by a board beside sortablejs, built,
    drawn and checked; then the same page altered (sort=0), recorded and named so."""
    if not os.path.exists(recording):
        check(False, "observed board: no recording of list-down-slow.md to name")
        return
    model = json.loads(subprocess.run([binary, "trace", os.path.join(GESTURES, "list-down-slow.md")],
                                      capture_output=True, text=True, check=True).stdout)["boards"][0]
    # The altered page recorded as a bug reporter would (docs/record.md): with the board that names
    # the recording, before the file exists, into the place it names.
    folder = os.path.join(work, "altered-record")
    os.makedirs(os.path.join(folder, "recorded"))
    with open(os.path.join(folder, "page.md"), "w") as f:
        f.write(OBSERVED_BOARD % "")
    altered = os.path.join(folder, "recorded", "list.json")
    run, _ = record(binary, os.path.join(folder, "page.md"), PAGE + "?" + SIX + "&sort=0", altered)
    check(run.returncode == 0 and run.stderr == "" and os.path.exists(altered),
          "altered page, recorded with the board that names it: record exited %d: %s" % (run.returncode, run.stderr))
    if run.returncode != 0:
        return
    driver = browser_tests.browser()
    try:
        for name, recorded in (("same", recording), ("altered", altered)):
            # The first frame whose data differ (None: none), from the two traces.
            page_data = [d for _, d in tracejson.orders(json.load(open(recorded))["boards"][0])]
            model_data = [d for _, d in tracejson.orders(model)]
            parted = next((k for k, (a, b) in enumerate(zip(page_data, model_data)) if a != b), None)
            check((parted is None) == (name == "same"), "%s: the recording's data part from the model's at %r" % (name, parted))
            folders = {}
            for kind, expect in (("built", ""), ("checked", "expect:\n  data: [A, C, D, E, B, F]\n")):
                folder = os.path.join(work, "%s-%s" % (name, kind))
                os.makedirs(os.path.join(folder, "recorded"))
                with open(os.path.join(folder, "page.md"), "w") as f:
                    f.write(OBSERVED_BOARD % expect)
                with open(recorded, "rb") as src, open(os.path.join(folder, "recorded", "list.json"), "wb") as dst:
                    dst.write(src.read())
                folders[kind] = folder
            site = os.path.join(work, name + "-site")
            run = subprocess.run([binary, "build", folders["built"], "--out", site, "--hooks"], capture_output=True, text=True)
            check(run.returncode == 0, "%s: build exited %d: %s" % (name, run.returncode, run.stderr))
            run = subprocess.run([binary, "check", folders["checked"]], capture_output=True, text=True)
            if name == "same":
                check(run.returncode == 0 and "all expectations hold" in run.stdout + run.stderr,
                      "same: check exited %d: %r" % (run.returncode, run.stdout + run.stderr))
            else:
                said = run.stderr.splitlines()
                check(run.returncode == 1 and len(said) >= 2 and said[0].startswith(
                    os.path.join(folders["checked"], "page.md") + ":15:1: error: board 'mine': under observed (recorded from "
                    + PAGE + "?" + SIX + "&sort=0 in Chromium ")
                      and said[1] == "expected final data order [[A, C, D, E, B, F]], got [[A, B, C, D, E, F]]",
                      "altered: check exited %d: %r" % (run.returncode, run.stderr))
            if name == "altered":
                # Exported for a bug report: issue.md has both runs and says where they part.
                exported = os.path.join(work, "export")
                run = subprocess.run([binary, "export", folders["built"], "--out", exported, "--quiet"],
                                     capture_output=True, text=True, timeout=120)
                issue = os.path.join(exported, "mine", "issue.md")
                text = open(issue).read() if os.path.exists(issue) else ""
                check(run.returncode == 0 and all(os.path.exists(os.path.join(exported, "mine", f))
                                                  for f in ("walkthrough.gif", "steps.png"))
                      and "`observed (recorded from " + PAGE + "?" + SIX + "&sort=0 in Chromium " in text
                      and "data order at " in text and "(frame %d)" % parted in text.split("Where they part:")[-1].split("\n")[0],
                      "altered: export exited %d: %r; issue.md %r" % (run.returncode, run.stderr, text[:600]))
            # The page's table of where they part.
            driver.get("file://" + os.path.join(site, "page.html"))
            rows = {row[0]: row for row in driver.execute_script(PARTING) or []}
            data = rows.get("Data order")
            if name == "same":
                check(len(rows) == 4 and all(row[1] == "never" for row in rows.values()), "same: where they part: %r" % rows)
            else:
                check(data is not None and data[1].startswith("frame %d (" % parted)
                      and data[2].startswith(str(model_data[parted]).replace("'", ""))
                      and data[3].startswith(str(page_data[parted]).replace("'", "")),
                      "altered: the data order row %r, the traces part at frame %r" % (data, parted))
            # The side-by-side picture: the recording's panel beside the model's, at nine moments. Its
            # data strip (data-holds) is the recorded data, so it must draw each item where the
            # model's does at every moment when the two agree; its screen is drawn from the
            # recorded orders (docs/observed.md), so its items snap to their slots while the model's
            # slide, and SortableJS's ghost (B left in the list) is not drawn: its items are
            # compared at rest only, at the first and the last moment.
            driver.get("file://" + os.path.join(site, "boards", "mine", "walkthrough.svg"))
            duration = driver.execute_script("return document.querySelector('animateMotion, animate').getSimpleDuration();")
            strip_apart, items_apart, names = [], [], None
            moments = [duration * k / 9 for k in range(9)] + [duration - 0.01]
            for i, t in enumerate(moments):
                panels = driver.execute_script(browser_tests.READ_PANELS, t + browser_tests.AFTER)
                names = [n for n, _ in panels]
                if len(panels) != 2:
                    break
                (_, model_drawn), (_, page_drawn) = panels

                def apart(prefix):
                    return [(round(t, 3), key.split("\0")[1]) for key in model_drawn if key.startswith(prefix)
                            and (key not in page_drawn or any(abs(a - b) > 0.5 for a, b in zip(model_drawn[key], page_drawn[key])))]
                strip_apart += apart("data-holds")
                if i in (0, len(moments) - 1):
                    items_apart += apart("data-item")
            check(names is not None and len(names) == 2 and names[0] == "sortablejs" and names[1].startswith("observed (recorded from "),
                  "%s: the panels are %r" % (name, names))
            check(bool(strip_apart) == (name == "altered"), "%s: data strips apart: %r" % (name, strip_apart[:6]))
            check(bool(items_apart) == (name == "altered"), "%s: items apart at rest: %r" % (name, items_apart[:6]))
    finally:
        driver.quit()


def serve_records_again(binary, work, recording):
    """serve records a recording again when its page changes, with the options its source keeps,
    and builds; a burst of saves makes one recording, and its own write none more. A page broken
    keeps the old recording and says why; a recording from before record kept its options is not
    recorded again when its board changes its gesture, and serve says so (no browser for that).
    One recording made, one attempt that fails at the page."""
    if not os.path.exists(recording):
        check(False, "serve: no recording of list-down-slow.md to start from")
        return
    folder = os.path.join(work, "serve")
    os.makedirs(os.path.join(folder, "bug", "recorded"))
    os.makedirs(os.path.join(folder, "app"))
    page = os.path.join(folder, "app", "my list.html")
    fixtures = os.path.join(ROOT, "Tests/Fixtures/record")
    for name in ("list.js", "list.css"):
        shutil.copy(os.path.join(fixtures, name), os.path.join(folder, "app", name))
    original = open(os.path.join(fixtures, "sortable.html")).read()
    with open(page, "w") as f:
        f.write(original)
    url = "file://" + page.replace(" ", "%20") + "?" + SIX
    # The first case's recording, said to be made from the copy with --container '#list' (the
    # items' parent: the same frames); and the same again as a recording from before record kept
    # its options, named by a board of its own.
    document = json.load(open(recording))
    document["boards"][0]["source"].update({"from": url, "container": "#list"})
    with open(os.path.join(folder, "bug", "recorded", "list.json"), "w") as f:
        json.dump(document, f)
    for key in ("container", "touch"):
        del document["boards"][0]["source"][key]
    old_url = "file://" + os.path.join(folder, "app", "old.html") + "?" + SIX   # a page of its own: not changed here
    shutil.copy(page, os.path.join(folder, "app", "old.html"))
    document["boards"][0]["source"]["from"] = old_url
    with open(os.path.join(folder, "bug", "recorded", "old.json"), "w") as f:
        json.dump(document, f)
    old_board = OBSERVED_BOARD.replace("id: mine", "id: old").replace("recorded/list.json", "recorded/old.json") % ""
    with open(os.path.join(folder, "bug", "list.md"), "w") as f:
        f.write(OBSERVED_BOARD % "")
    with open(os.path.join(folder, "bug", "old.md"), "w") as f:
        f.write(old_board)
    out_path, err_path = os.path.join(folder, "serve.stdout"), os.path.join(folder, "serve.stderr")
    out, err = open(out_path, "w"), open(err_path, "w")
    server = subprocess.Popen([binary, "serve", "bug", "--out", "site", "--port", "0"], cwd=folder,
                              stdout=out, stderr=err, text=True)

    def said(path):
        with open(path) as f:
            return f.read()

    def wait(what, path, deadline=30):
        end = time.time() + deadline
        while time.time() < end and not what(said(path)):
            time.sleep(0.1)
        return what(said(path))

    trace = os.path.join(folder, "site", "boards", "mine", "trace.json")
    recorded = os.path.join(folder, "bug", "recorded", "list.json")
    try:
        check(wait(lambda t: "Serving " in t, out_path), "serve did not start: %r %r" % (said(out_path), said(err_path)))
        before = json.load(open(trace))["boards"][0]["variants"][0]
        built_page = open(os.path.join(folder, "site", "list.html"), "rb").read()
        # A burst of three saves, 50 ms apart: the page now has sort: false, so B never moves.
        for k in range(3):
            with open(page, "w") as f:
                f.write(original.replace('sort: query.get("sort") !== "0"', "sort: false") + "<!-- %d -->\n" % k)
            time.sleep(0.05)
        line = "serve: recorded bug/recorded/list.json again, since %s changed (" % page
        check(wait(lambda t: line in t and "Rebuilt " in t.split(line)[-1], out_path),
              "serve, the page changed: %r %r" % (said(out_path), said(err_path)))
        time.sleep(1.5)   # time for a second recording, or a rebuild because of its own write
        text = said(out_path)
        check(text.count("serve: recorded ") == 1 and text.count("Rebuilt ") == 1,
              "serve recorded %d times and rebuilt %d times for one burst of saves: %r"
              % (text.count("serve: recorded "), text.count("Rebuilt "), text))
        now = json.load(open(recorded))
        source = now["boards"][0]["source"]
        final = tracejson.orders(now["boards"][0])[-1][1]
        check(source.get("from") == url and source.get("container") == "#list" and source.get("touch") is False
              and "browserPath" not in source and final == [["A", "B", "C", "D", "E", "F"]],
              "the recording made again: source %r, ends %r" % (source, final))
        after = json.load(open(trace))["boards"][0]["variants"][0]
        check(before["final"]["data"] == [["A", "C", "D", "E", "B", "F"]] and after["final"]["data"] == [["A", "B", "C", "D", "E", "F"]]
              and open(os.path.join(folder, "site", "list.html"), "rb").read() != built_page,
              "the site built again: observed ends %r, then %r" % (before["final"]["data"], after["final"]["data"]))
        # The page broken (its list is never made): the old recording stays, and serve says why.
        kept = open(recorded, "rb").read()
        with open(page, "w") as f:
            f.write(original.replace('<script src="list.js"></script>', ""))
        line = ("serve: %s changed, and bug/recorded/list.json cannot be recorded again: %s: no element of the page "
                "matches --items '#list > .item'; kept the old recording\n" % (page, url))
        check(wait(lambda t: line in t, err_path)
              and open(recorded, "rb").read() == kept,
              "serve, the page broken: %r" % said(err_path))
        # The board of the recording without record's options: a new title is not a new gesture;
        # a new hold is, and serve says why it cannot record that one again.
        rebuilt = said(out_path).count("Rebuilt ")
        with open(os.path.join(folder, "bug", "old.md"), "w") as f:
            f.write(old_board.replace("My list beside", "Our list beside"))
        check(wait(lambda t: t.count("Rebuilt ") > rebuilt, out_path), "serve, a new title: not rebuilt")
        with open(os.path.join(folder, "bug", "old.md"), "w") as f:
            f.write(old_board.replace("hold 0.2s", "hold 0.3s"))
        line = ("serve: board 'old' of bug/old.md changed its gesture, and bug/recorded/old.json cannot be recorded again: "
                "it was recorded before recordings kept record's --container and --touch; record it once with: "
                "shuffleboard record bug/old.md --board old --url '%s' --items '#list > .item' --out bug/recorded/old.json; "
                "kept the old recording" % old_url)
        check(wait(lambda t: line in t, err_path) and said(err_path).count("bug/recorded/old.json cannot") == 1,
              "serve, the old recording's board changed its gesture: %r" % said(err_path))
    finally:
        server.terminate()
        server.wait(timeout=10)
        out.close()
        err.close()


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build/debug/shuffleboard"))
    binary = os.path.abspath(parser.parse_args().binary)
    work = tempfile.mkdtemp(prefix="record-test-")
    first_bytes = {}
    for name, query, page, library in CASES:
        board = os.path.join(GESTURES, name)
        out = os.path.join(work, os.path.basename(name) + ".json")
        run, seconds = record(binary, board, page + "?" + query, out)
        check(run.returncode == 0 and run.stderr == "", "%s: record exited %d: %s" % (name, run.returncode, run.stderr))
        if run.returncode != 0:
            continue
        document = json.load(open(out))
        recorded = document["boards"][0]
        check(document["version"] == 3 and recorded["profile"] == "observed", "%s: version %r, profile %r"
              % (name, document["version"], recorded["profile"]))
        source = recorded.get("source", {})
        check(source.get("kind") == "recorded" and source.get("from") == page + "?" + query
              and source.get("items") == "#list > .item" and source.get("library") == library
              and str(source.get("browser", "")).startswith("Chromium ") and source.get("container", "?") is None
              and source.get("touch") is False and "browserPath" not in source, "%s: source %r" % (name, source))
        trace = subprocess.run([binary, "trace", board], capture_output=True, text=True, check=True)
        frames = compare(name, recorded, json.loads(trace.stdout)["boards"][0])
        first_bytes[name] = open(out, "rb").read()
        print("%s: %d frames in %.2f s" % (name, frames, seconds))
        check(first_bytes[name].count(b'"index"') == frames, "%s: frames miscounted" % name)

    # Touch: Debian's jQuery UI Touch Punch on the jQuery UI page (touch=1), recorded with --touch
    # (touch events only, a touch screen emulated): the same frames as jquery-ui-sortable's model.
    # Without Touch Punch the same touches move nothing: jQuery UI reads only the mouse.
    name, query, page, _ = CASES[2]
    board = os.path.join(GESTURES, name)
    touch = os.path.join(work, "touch.json")
    run, seconds = record(binary, board, page + "?" + query + "&touch=1", touch, "--touch")
    check(run.returncode == 0 and run.stderr == "", "touch: record exited %d: %s" % (run.returncode, run.stderr))
    if run.returncode == 0:
        source = json.load(open(touch))["boards"][0]["source"]
        check(source.get("touch") is True, "touch: the source keeps --touch: %r" % source)
        trace = subprocess.run([binary, "trace", board], capture_output=True, text=True, check=True)
        frames = compare("jQuery UI Touch Punch " + name, json.load(open(touch))["boards"][0],
                         json.loads(trace.stdout)["boards"][0])
        print("jQuery UI Touch Punch %s: %d frames in %.2f s" % (name, frames, seconds))
    untouched = os.path.join(work, "untouched.json")
    run, _ = record(binary, board, page + "?" + query, untouched, "--touch")
    if run.returncode == 0:
        frames = tracejson.frames(json.load(open(untouched))["boards"][0])
        data = [d for _, d in tracejson.orders(json.load(open(untouched))["boards"][0])]
        check(all(d == data[0] for d in data) and not any(f.get("liftedFrame") for f in frames),
              "touch without Touch Punch: the data changed or something was lifted")
    else:
        check(False, "touch without Touch Punch: record exited %d: %s" % (run.returncode, run.stderr))

    library_subjects(binary, work)
    observed_board(binary, work, os.path.join(work, "list-down-slow.md.json"))
    serve_records_again(binary, work, os.path.join(work, "list-down-slow.md.json"))

    # HTML5 drag and drop. B (centre y 60) moves to E's centre (180) over 30 frames, 4 px a frame:
    # frame 1 + j has y = 60 + 4j. The page moves B after the row under the pointer once the pointer
    # is at or below that row's middle: after C at y 100 (C is 80-120; frame 11), after D at 140
    # (D is then 120-160; frame 21), after E at 180 (frame 31). Press 1 + 30 moves + 6 held + the
    # release: frames 0 to 38.
    html5 = os.path.join(work, "html5.json")
    page = "file://" + os.path.join(ROOT, "Tests/Fixtures/record/html5.html")
    run = subprocess.run([binary, "record", os.path.join(ROOT, "Tests/Fixtures/record/html5.md"), "--url", page,
                          "--items", ".row", "--out", html5], capture_output=True, text=True, timeout=120)
    check(run.returncode == 0 and run.stderr == "", "html5: record exited %d: %s" % (run.returncode, run.stderr))
    if run.returncode == 0:
        board = json.load(open(html5))["boards"][0]
        data = [d for _, d in tracejson.orders(board)]
        changed = [k for k in range(1, len(data)) if data[k] != data[k - 1]]
        check(changed == [11, 21, 31] and data[-1] == [["A", "C", "D", "E", "B", "F"]] and len(data) == 39,
              "html5: the data changed at frames %s, ends %s, %d frames" % (changed, data[-1], len(data)))

    # The pointer-events page. B (40-80, centre y 60) moves to y 180 over 30 frames: frame 1 + j has
    # y = 60 + 4j. It moves below its next row once y reaches that row's bottom: C's 120 (j = 15,
    # frame 16), then, B in 80-120, D's 160 (frame 26); E's 200 is never reached: A C D B E F. The
    # row is drawn at its slot plus the pointer's travel since the press, the travel counted from
    # its new slot after each move: its top is always y - 20, so frame k in 2..31 has it at
    # [0, 40 + 4(k - 1), 200, 40], and the six held frames at [0, 160, 200, 40]. No rect in frame 0,
    # nor in the press frame (no transform yet), nor after the release (frame 38, transform gone).
    pointer = os.path.join(work, "pointer.json")
    run = subprocess.run([binary, "record", os.path.join(ROOT, "Tests/Fixtures/record/pointer.md"), "--url",
                          "file://" + os.path.join(ROOT, "Tests/Fixtures/record/pointer.html"), "--items", ".row",
                          "--out", pointer], capture_output=True, text=True, timeout=120)
    check(run.returncode == 0 and run.stderr == "", "pointer: record exited %d: %s" % (run.returncode, run.stderr))
    if run.returncode == 0:
        board = json.load(open(pointer))["boards"][0]
        data = [d for _, d in tracejson.orders(board)]
        changed = [k for k in range(1, len(data)) if data[k] != data[k - 1]]
        rects = [f.get("liftedFrame") for f in tracejson.frames(board)]
        want = [None, None] + [{"x": 0, "y": 40 + 4 * (k - 1), "width": 200, "height": 40} for k in range(2, 32)] \
            + [{"x": 0, "y": 160, "width": 200, "height": 40}] * 6 + [None]
        check(changed == [16, 26] and data[-1] == [["A", "C", "D", "B", "E", "F"]] and rects == want,
              "pointer: the data changed at frames %s, ends %s; rects %s" % (changed, data[-1],
                                                                             [(k, r) for k, r in enumerate(rects) if r != (want[k] if k < len(want) else "?")][:4]))

        # The same page over http on loopback (its requests paused and let go): the same frames.
        class Quiet(http.server.SimpleHTTPRequestHandler):
            def log_message(self, *args):
                pass
        handler = functools.partial(Quiet, directory=os.path.join(ROOT, "Tests/Fixtures/record"))
        server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
        threading.Thread(target=server.serve_forever, daemon=True).start()
        served = os.path.join(work, "served.json")
        run = subprocess.run([binary, "record", os.path.join(ROOT, "Tests/Fixtures/record/pointer.md"), "--url",
                              "http://127.0.0.1:%d/pointer.html" % server.server_address[1], "--items", ".row",
                              "--out", served], capture_output=True, text=True, timeout=120)
        server.shutdown()
        check(run.returncode == 0 and run.stderr == "" and json.load(open(served))["boards"][0]["frames"] == board["frames"],
              "pointer over http: exit %d, %r" % (run.returncode, run.stderr))

    # SortableJS without forceFallback drags natively: detected, driven with drag events, B ends
    # after E; the drag image is not in the page, so no frame has a lifted rect.
    native = os.path.join(work, "native.json")
    run, _ = record(binary, os.path.join(GESTURES, "list-down-slow.md"), PAGE + "?" + SIX + "&native=1", native)
    check(run.returncode == 0 and run.stderr == "", "native: record exited %d: %s" % (run.returncode, run.stderr))
    if run.returncode == 0:
        board = json.load(open(native))["boards"][0]
        data = [d for _, d in tracejson.orders(board)]
        check(data[-1] == [["A", "C", "D", "E", "B", "F"]] and all(f.get("liftedFrame") is None for f in tracejson.frames(board)),
              "native: ends %s, lifted rects %s" % (data[-1], [f.get("liftedFrame") for f in tracejson.frames(board)][:20]))

    # The same gesture again, in a fresh browser, naming the container the first run found (the
    # items' parent): the same bytes, but for the source keeping --container.
    name, query, page, _ = CASES[0]
    again = os.path.join(work, "again.json")
    run, _ = record(binary, os.path.join(GESTURES, name), page + "?" + query, again, "--container", "#list")
    check(run.returncode == 0 and name in first_bytes and b'"container":"#list"' in open(again, "rb").read()
          and open(again, "rb").read().replace(b'"container":"#list"', b'"container":null') == first_bytes[name],
          "%s: a second recording differs from the first" % name)

    # Off the machine: refused before anything starts; nothing written.
    refused = os.path.join(work, "refused.json")
    run, _ = record(binary, os.path.join(GESTURES, "list-down-slow.md"), "https://example.com/list.html", refused)
    check(run.returncode == 1 and run.stderr.count("\n") == 1 and run.stderr.startswith("error: --url: ")
          and "not on this machine" in run.stderr and not os.path.exists(refused),
          "a remote URL: exit %d, %r" % (run.returncode, run.stderr))

    # Nowhere to write: refused before the browser starts.
    run, seconds = record(binary, os.path.join(GESTURES, "list-down-slow.md"), PAGE, os.path.join(work, "no", "x.json"))
    check(run.returncode == 1 and run.stderr.endswith("/no/x.json: error: cannot write: the folder '%s/no' does not exist\n" % work)
          and seconds < 2, "--out in a missing folder: exit %d after %.1f s, %r" % (run.returncode, seconds, run.stderr))

    # The page's own request off the machine: blocked, listed, and the recording still made.
    blocked = os.path.join(work, "blocked.json")
    run, _ = record(binary, os.path.join(GESTURES, "list-down-fast.md"), PAGE + "?" + SIX + "&remote=1", blocked)
    check(run.returncode == 0 and "warning: blocked the page's request to https://shuffleboard.invalid/tracker.js"
          in run.stderr and os.path.exists(blocked), "a remote request: exit %d, %r" % (run.returncode, run.stderr))

    # Items the board does not have: one message naming both lists.
    wrong = os.path.join(work, "wrong.json")
    run, _ = record(binary, os.path.join(GESTURES, "list-down-slow.md"), PAGE + "?items=A,B,C", wrong)
    check(run.returncode == 1 and "the page's items are [A, B, C]" in run.stderr and not os.path.exists(wrong),
          "other items: exit %d, %r" % (run.returncode, run.stderr))

    # --check: the board that holds, the board that does not, and the file without --board.
    expect = os.path.join(ROOT, "Tests/Fixtures/record/expect.md")
    for board_id, status in (("holds", 0), ("fails", 1)):
        out = os.path.join(work, board_id + ".json")
        run, _ = record(binary, expect, PAGE + "?" + SIX, out, "--board", board_id, "--check")
        said = run.stderr.splitlines()
        ok = run.stderr == "" if status == 0 else (
            len(said) == 3 and said[0].startswith(expect + ":26:1: error: board 'fails': under observed (recorded from " + PAGE) and said[0].endswith(", at its last frame (74):")
            and said[1] == "expected final data order [[A, B, C, D, E, F]], got [[A, C, D, E, B, F]]")
        check(run.returncode == status and ok and os.path.exists(out),
              "--check on '%s': exit %d, %r" % (board_id, run.returncode, run.stderr))
    run, _ = record(binary, expect, PAGE + "?" + SIX, os.path.join(work, "which.json"))
    check(run.returncode == 1 and run.stderr.endswith("expect.md: error: has 2 boards (holds, fails); say which with --board ID\n"),
          "two boards without --board: exit %d, %r" % (run.returncode, run.stderr))

    # A page that never loads: a server on loopback that accepts and says nothing.
    server = socket.socket()
    server.bind(("127.0.0.1", 0))
    server.listen(5)
    hung = os.path.join(work, "hung.json")
    run, seconds = record(binary, os.path.join(GESTURES, "list-down-slow.md"),
                          "http://127.0.0.1:%d/list.html" % server.getsockname()[1], hung, "--timeout", "1")
    server.close()
    check(run.returncode == 1 and run.stderr.endswith("the page did not finish loading within 1 s\n")
          and seconds < 20 and not os.path.exists(hung), "a page that never loads: exit %d after %.1f s, %r"
          % (run.returncode, seconds, run.stderr))

    # A browser that dies at once.
    run, _ = record(binary, os.path.join(GESTURES, "list-down-slow.md"), PAGE, os.path.join(work, "dead.json"),
                    "--browser", "/bin/false")
    check(run.returncode == 1 and run.stderr == "error: /bin/false: the browser exited with status 1\n",
          "a browser that dies: exit %d, %r" % (run.returncode, run.stderr))

    print("%d passed, %d failed" % (passed, failed))
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
