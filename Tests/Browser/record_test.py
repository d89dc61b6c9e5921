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
- Recording the same gesture again, with --container naming the items' parent, gives the same bytes.
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


def compare(name, recorded, model):
    """Frame by frame: data and offset exactly, the lifted rect within 0.5 px."""
    page_frames, trace_frames = tracejson.frames(recorded), tracejson.frames(model)
    page_data = [data for _, data in tracejson.orders(recorded)]
    trace_data = [data for _, data in tracejson.orders(model)]
    check(len(page_frames) == len(trace_frames),
          "%s: %d frames recorded, the sortablejs trace has %d" % (name, len(page_frames), len(trace_frames)))
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
              and str(source.get("browser", "")).startswith("Chromium "), "%s: source %r" % (name, source))
        trace = subprocess.run([binary, "trace", board], capture_output=True, text=True, check=True)
        frames = compare(name, recorded, json.loads(trace.stdout)["boards"][0])
        first_bytes[name] = open(out, "rb").read()
        print("%s: %d frames in %.2f s" % (name, frames, seconds))
        check(first_bytes[name].count(b'"index"') == frames, "%s: frames miscounted" % name)

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
    # items' parent): the same bytes.
    name, query, page, _ = CASES[0]
    again = os.path.join(work, "again.json")
    run, _ = record(binary, os.path.join(GESTURES, name), page + "?" + query, again, "--container", "#list")
    check(run.returncode == 0 and name in first_bytes and open(again, "rb").read() == first_bytes[name],
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
