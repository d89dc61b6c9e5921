#!/usr/bin/env python3
"""Does a build's time depend on other processes' unwritten data? (issue 17: durability without a
whole-disk flush). A benchmark, not a test: it prints figures.

Each round times a small build (one page of three boards, into a folder that does not exist yet, so every
file is written and flushed) twice: once on a quiet file system, once right after another process
wrote DIRTY_MB of data without flushing it (dd without conv=fsync, on the same file system as the
output). Rounds interleave the two cases, and the binaries when several are given (A B A B), so that the
machine's load falls on all of them alike.

    python3 scripts/bench-flush.py --binary .build/release/shuffleboard [--binary OTHER] [--rounds 8]

A build that flushes the whole file system (syncfs) waits for the other process's data to reach the
disk; one that flushes only what it wrote (fsync of each file and folder) does not.
"""
import argparse
import os
import shutil
import statistics
import subprocess
import tempfile
import time

BOARD = """```board
id: {id}
title: Board {id}
viewport: 240x160
items: [A, B, C, D, E]
steps: [press A, move to {to}, release]
```
"""


def dirty_kb():
    with open("/proc/meminfo") as f:
        for line in f:
            if line.startswith("Dirty:"):
                return int(line.split()[1])
    return 0


def build(binary, site, out):
    shutil.rmtree(out, ignore_errors=True)
    start = time.perf_counter()
    subprocess.run([binary, "build", site, "--out", out, "-q"], check=True)
    return time.perf_counter() - start


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--binary", action="append", required=True, help="a shuffleboard binary (repeatable)")
    parser.add_argument("--rounds", type=int, default=8)
    parser.add_argument("--dirty-mb", type=int, default=300)
    parser.add_argument("--dir", default=None, help="scratch folder (default: a new one in the system's temp folder); "
                        "the other process's data and the output go there, on one file system")
    args = parser.parse_args()

    work = tempfile.mkdtemp(prefix="bench-flush-", dir=args.dir)
    try:
        site = os.path.join(work, "md")
        os.makedirs(site)
        with open(os.path.join(site, "page.md"), "w") as f:
            f.write("# Three boards\n\n" + "\n".join(BOARD.format(id=f"b{i}", to="BCD"[i]) for i in range(3)))
        out = os.path.join(work, "site")
        dirty = os.path.join(work, "dirty.bin")
        times = {(b, case): [] for b in args.binary for case in ("quiet", "dirty")}
        dirty_before = []
        for binary in args.binary:   # warm up: the binary and the inputs in the page cache
            build(binary, site, out)
        for r in range(args.rounds):
            for binary in (args.binary if r % 2 == 0 else list(reversed(args.binary))):
                for case in (("quiet", "dirty") if r % 2 == 0 else ("dirty", "quiet")):
                    os.sync()   # start from a clean page cache: nothing of ours or of an earlier round
                    if case == "dirty":
                        subprocess.run(["dd", "if=/dev/zero", f"of={dirty}", "bs=1M", f"count={args.dirty_mb}"],
                                       check=True, stderr=subprocess.DEVNULL)
                        dirty_before.append(dirty_kb() / 1024)
                    times[(binary, case)].append(build(binary, site, out))
                    if os.path.exists(dirty):
                        os.remove(dirty)   # its unwritten pages are dropped, not written
        print(f"small build (1 page, 3 boards, {len(os.listdir(out)) and sum(len(f) for _, _, f in os.walk(out))} files) "
              f"into a new folder; {args.rounds} rounds, interleaved; median dirty data before a 'dirty' build: "
              f"{statistics.median(dirty_before):.0f} MB")
        print(f"{'binary':<44} {'quiet min/median s':>20} {'dirty min/median s':>20} {'dirty / quiet':>14}")
        for binary in args.binary:
            q, d = times[(binary, "quiet")], times[(binary, "dirty")]
            print(f"{binary:<44} {min(q):>9.3f} / {statistics.median(q):<8.3f} {min(d):>9.3f} / {statistics.median(d):<8.3f}"
                  f" {statistics.median(d) / statistics.median(q):>13.2f}x")
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
