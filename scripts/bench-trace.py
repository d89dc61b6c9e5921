#!/usr/bin/env python3
"""Prints the trace figures that issue 17 sets goals for, measured in one run.

  scripts/bench-trace.py [--binary .build/release/shuffleboard] [--keep DIR]

Two boards, written by this script (Benchmarks/workloads holds none this large):

- "million": a list of 1,000,000 rows (44 points, 320x480 viewport) and five drags, each
  taking a row one place down: five screen moves and five data moves. Goal: the v2 trace is
  at most 1.3x its frame-0 part, the bytes up to the end of frame 0 (the header, `items`
  and frame 0 with both whole orders): what any trace of the board must hold.
- "scroll": 100,000 rows of 44 points in a 375x667 viewport under snapshot-edge-scroll
  (12 points a frame at the edge), the first row held at the bottom edge for 60 s: about
  a thousand screen moves. Goal: the v2 trace is at most 1/20 of the v1 trace.

For each, `trace --format-version 2`, `trace --format-version 1`
(`SHUFFLEBOARD_TRACE_LIMIT` raised: the v1 traces pass the 256 MiB limit) and `trace
--format-version 3` (the default since session 23, printed beside them: the goals are v2's)
are run once; the bytes are counted as they stream (v1 and v3 are not kept), with wall time
and peak memory of the child. The v2 trace's edits are then replayed from frame 0
(scripts/tracejson.py) and must give its `final` orders. Exit 1 when a goal or the replay fails.
"""
import argparse, json, os, resource, subprocess, sys, tempfile, time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "scripts"))
import tracejson  # noqa: E402

MILLION = """# A million rows, five moves

```board
id: million
layout: list
viewport: 320x480
item-size: 320x44
line-spacing: 0
items: 1000000
steps:
%s
```
""" % "\n".join("  - press 160,%d\n  - move by 0,44 over 0.5s\n  - release" % (22 + 44 * k) for k in range(5))

SCROLL = """# A hundred thousand rows, held at the bottom edge for a minute

```board
id: scroll
profile: snapshot-edge-scroll
layout: list
viewport: 375x667
item-size: 375x44
line-spacing: 0
items: 100000
steps:
  - press 187,22
  - move to bottom edge over 0.5s
  - hold 60s
  - release
```
"""


def trace(binary, path, version, keep=None):
    """Runs `trace`; returns (bytes, seconds, peak KB of the child, text when kept)."""
    env = dict(os.environ, SHUFFLEBOARD_TRACE_LIMIT=str(8 << 30))
    start = time.monotonic()
    child = subprocess.Popen(["/usr/bin/time", "-f", "%M", binary, "trace", "--format-version", str(version), path],
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env)
    size, chunks = 0, []
    while True:
        chunk = child.stdout.read(1 << 20)
        if not chunk:
            break
        size += len(chunk)
        if keep:
            chunks.append(chunk)
    err = child.stderr.read().decode()
    child.wait()
    seconds = time.monotonic() - start
    if child.returncode != 0:
        sys.exit("bench-trace: %s trace --format-version %d %s failed:\n%s" % (binary, version, path, err))
    peak = int(err.strip().splitlines()[-1])
    return size, seconds, peak, b"".join(chunks).decode() if keep else None


def replays(text):
    """Whether replaying the v2 edits from frame 0 gives `final`, for every entry (in place: O(edits × n))."""
    board = json.loads(text)["boards"][0]
    for key in ("order", "data"):
        current = [list(s) for s in board["frames"][0][key]]
        for frame in board["frames"][1:]:
            if key in frame:
                current = [list(s) for s in frame[key]]
            elif key + "Edit" in frame:
                e = frame[key + "Edit"]
                (fs, fi), (ts, ti) = e["from"], e["to"]
                if e["kind"] == "move":
                    current[ts].insert(ti, current[fs].pop(fi))
                else:
                    current[fs][fi], current[ts][ti] = current[ts][ti], current[fs][fi]
        if current != board["final"][key]:
            return False
    return True


def counts(text):
    board = json.loads(text)["boards"][0]
    frames = board["frames"][1:]
    return (sum(("orderEdit" in f) + ("dataEdit" in f) for f in frames),
            sum(("order" in f) + ("data" in f) for f in frames), len(frames) + 1)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    release = os.path.join(ROOT, ".build", "release", "shuffleboard")
    parser.add_argument("--binary", default=release if os.path.exists(release) else os.path.join(ROOT, ".build", "debug", "shuffleboard"))
    parser.add_argument("--keep", help="write the boards and the v2 traces into this folder")
    args = parser.parse_args()
    folder = args.keep or tempfile.mkdtemp(prefix="bench-trace-")
    os.makedirs(folder, exist_ok=True)
    ok = True
    print("bench-trace: %s" % args.binary)
    for name, text in (("million", MILLION), ("scroll", SCROLL)):
        path = os.path.join(folder, name + ".md")
        with open(path, "w") as f:
            f.write(text)
        v2, t2, m2, body = trace(args.binary, path, 2, keep=True)
        v1, t1, m1, _ = trace(args.binary, path, 1)
        v3, t3, m3, _ = trace(args.binary, path, 3)
        if args.keep:
            with open(os.path.join(folder, name + ".trace.json"), "w") as f:
                f.write(body)
        edits, whole, frames = counts(body)
        replay = replays(body)
        ok &= replay
        print("\n%s: %d frames; v2 writes %d edits and %d whole orders after frame 0; edits replay to final: %s"
              % (name, frames, edits, whole, "yes" if replay else "NO"))
        print("  v1: %12d bytes  %6.2f s  %8.1f MB peak" % (v1, t1, m1 / 1024))
        print("  v2: %12d bytes  %6.2f s  %8.1f MB peak   (v2/v1 = 1/%.1f)" % (v2, t2, m2 / 1024, v1 / v2))
        print("  v3: %12d bytes  %6.2f s  %8.1f MB peak   (v3/v2 = %.2f, the default: docs/trace.md)"
              % (v3, t3, m3 / 1024, v3 / v2))
        if name == "million":
            frame0 = body.index('\n  {"index": 1,')
            ratio = v2 / frame0
            good = ratio <= 1.3
            print("  goal: v2 <= 1.3 x its frame-0 part (%d bytes): %.3f x  %s" % (frame0, ratio, "met" if good else "MISSED"))
        else:
            good = v2 * 20 <= v1
            print("  goal: v2 <= 1/20 of v1: 1/%.1f  %s" % (v1 / v2, "met" if good else "MISSED"))
        ok &= good
    if not args.keep:
        for name in ("million", "scroll"):
            os.remove(os.path.join(folder, name + ".md"))
        os.rmdir(folder)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
