#!/usr/bin/env python3
"""Where a site build's CPU goes: the 100-board bench site built under `perf record -g`, and the
share of samples whose call stack holds each part (issue 17: templates <= 10% of build CPU).

    python3 scripts/profile-site.py [--binary .build/release/shuffleboard] [--runs 3] [--dir DIR]

A share counts a sample once when any frame of its stack is in that part, so the parts overlap
(the templates call Escape; a step picture calls the number formatter) and do not add up to 100%.
Each run builds into a new folder (under --dir: the system's temp folder by default; pass a tmpfs
such as /dev/shm to leave out the file system's share). Prints the median share of the runs.
Needs perf (Debian: linux-perf) and kernel.perf_event_paranoid <= 2. A benchmark, not a test.
"""
import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
GENERATOR = os.path.join(ROOT, "..", "shared", "bench", "gen_site.py")

# (name, a substring of the frame's symbol or library). Swift symbols are mangled: a module
# is its name's length and the name (`8Mustache`), a type likewise after it.
PARTS = [
    ("templates (swift-mustache)", "8Mustache"),
    ("  of which Mirror", "Mirror"),
    ("report stills shared (SharedDrawings)", "14SharedDrawings"),
    ("walkthrough (WalkthroughSVG)", "14WalkthroughSVG"),
    ("step pictures (FrameSVG)", "8FrameSVG"),
    ("trace (TraceJSON)", "9TraceJSON"),
    ("numbers (format)", "16CollectionLayout6format"),
    ("escaping (Escape)", "6Escape"),
    ("running boards (BoardRuns)", "9BoardRuns"),
    ("kernel", "[kernel.kallsyms]"),
]


def shares(perf_data):
    script = subprocess.run(["perf", "script", "-i", perf_data, "-F", "ip,sym,dso"],
                            capture_output=True, text=True, check=True).stdout
    samples = [s for s in script.split("\n\n") if s.strip()]
    if not samples:
        sys.exit("perf recorded no samples")
    return {name: 100 * sum(1 for s in samples if pattern in s) / len(samples) for name, pattern in PARTS}, len(samples)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build", "release", "shuffleboard"))
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--dir", help="where the site is built (default: the system's temp folder)")
    parser.add_argument("--generator", default=GENERATOR)
    args = parser.parse_args()
    if shutil.which("perf") is None:
        sys.exit("perf is not installed (Debian: apt-get install linux-perf)")
    if not os.path.exists(args.generator):
        sys.exit(f"{args.generator}: the bench site's generator is missing (../shared/bench/gen_site.py); "
                 "pass --generator PATH")
    work = tempfile.mkdtemp(prefix="profile-site-")
    out_root = tempfile.mkdtemp(prefix="profile-site-out-", dir=args.dir)
    try:
        subprocess.run([sys.executable, args.generator, os.path.join(work, "gen")], check=True,
                       stdout=subprocess.DEVNULL)
        results, counts = [], []
        for run in range(args.runs):
            data = os.path.join(work, f"perf-{run}.data")
            subprocess.run(["perf", "record", "-q", "-g", "-F", "4000", "-o", data, args.binary, "build",
                            os.path.join(work, "gen", "md"), "--out", os.path.join(out_root, f"site-{run}"), "-q"],
                           check=True, stdout=subprocess.DEVNULL)
            found, count = shares(data)
            results.append(found)
            counts.append(count)
        print(f"100-board site, {args.runs} builds under perf record -g (median {statistics.median(counts):.0f} "
              f"samples at 4 kHz), into {args.dir or tempfile.gettempdir()}")
        for name, _ in PARTS:
            print(f"{name:<32} {statistics.median(r[name] for r in results):5.1f}%")
    finally:
        shutil.rmtree(work, ignore_errors=True)
        shutil.rmtree(out_root, ignore_errors=True)


if __name__ == "__main__":
    main()
