#!/usr/bin/env python3
"""A site on both cores (issue 17): the 100-board bench site built with --jobs 1 and --jobs N, interleaved,
into a new folder on disk each time; prints wall time, user+sys CPU and their ratio, and checks that every
file of the two builds (and of the examples' builds) is the same, byte for byte. A benchmark, not a test.

    python3 scripts/bench-cores.py [--binary .build/release/shuffleboard] [--jobs N] [--rounds 8]

The site comes from ../shared/bench/gen_site.py (20 pages of 5 boards), or --site FOLDER. On a machine
shared with other work, N threads get fewer than N cores: before each build the script waits (up to
--wait seconds) for a second in which the processors were at least --idle idle (from /proc/stat), and
prints how idle they were.
"""
import argparse
import filecmp
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def cpu_times():
    with open("/proc/stat") as f:
        fields = [int(x) for x in f.readline().split()[1:]]
    return fields[3] + fields[4], sum(fields)   # idle + iowait, total


def wait_for_idle(threshold, limit):
    """Waits until one second finds the processors at least `threshold` idle; returns the last second's share."""
    deadline = time.monotonic() + limit
    while True:
        try:
            idle0, total0 = cpu_times()
            time.sleep(1)
            idle1, total1 = cpu_times()
        except OSError:
            return float("nan")
        share = (idle1 - idle0) / max(1, total1 - total0)
        if share >= threshold or time.monotonic() > deadline:
            return share


def build(binary, site, out, jobs):
    shutil.rmtree(out, ignore_errors=True)
    start = time.perf_counter()
    process = subprocess.Popen([binary, "build", site, "--out", out, "-q", "--jobs", str(jobs)])
    _, status, usage = os.wait4(process.pid, 0)
    real = time.perf_counter() - start
    if status != 0:
        sys.exit(f"build --jobs {jobs} failed ({status})")
    return real, usage.ru_utime + usage.ru_stime


def same_tree(a, b):
    """Every file of a is in b with the same bytes, and the other way round; returns the file count."""
    count = 0
    for folder, _, names in os.walk(a):
        rel = os.path.relpath(folder, a)
        other = os.path.join(b, rel)
        if sorted(os.listdir(folder)) != sorted(os.listdir(other)):
            sys.exit(f"{rel}: the builds hold different files")
        for name in names:
            if not filecmp.cmp(os.path.join(folder, name), os.path.join(other, name), shallow=False):
                sys.exit(f"{os.path.join(rel, name)} differs between --jobs 1 and --jobs N")
            count += 1
    return count


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build/release/shuffleboard"))
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    parser.add_argument("--rounds", type=int, default=8)
    parser.add_argument("--site", help="a folder of Markdown pages (default: the 100-board bench site)")
    parser.add_argument("--generator", default=os.path.join(ROOT, "..", "shared", "bench", "gen_site.py"))
    parser.add_argument("--dir", help="scratch folder on the disk to measure (default: the system's temp folder)")
    parser.add_argument("--idle", type=float, default=0.9, help="the idle share to wait for before a build")
    parser.add_argument("--wait", type=float, default=30, help="the most seconds to wait for it")
    args = parser.parse_args()

    work = tempfile.mkdtemp(prefix="bench-cores-", dir=args.dir)
    try:
        site = args.site
        if site is None:
            subprocess.run([sys.executable, args.generator, os.path.join(work, "gen")], check=True,
                           stdout=subprocess.DEVNULL)
            site = os.path.join(work, "gen", "md")
        outs = {j: os.path.join(work, f"out-{j}") for j in (1, args.jobs)}
        # Byte for byte: the examples and the site, on one thread and on N.
        for source in (os.path.join(ROOT, "examples"), site):
            for j in outs:
                build(args.binary, source, outs[j], j)
            files = same_tree(outs[1], outs[args.jobs])
            same_tree(outs[args.jobs], outs[1])
            print(f"{os.path.relpath(source, ROOT) if source.startswith(ROOT) else 'bench site'}: "
                  f"{files} files, the same byte for byte with --jobs 1 and --jobs {args.jobs}")
        figures = {j: [] for j in outs}
        pressure = []
        for r in range(args.rounds):
            for j in (outs if r % 2 == 0 else list(reversed(list(outs)))):
                pressure.append(100 * wait_for_idle(args.idle, args.wait))
                figures[j].append(build(args.binary, site, outs[j], j))
        print(f"\n100-board site into a new folder, {args.rounds} rounds interleaved; processors idle in the second "
              f"before a build: median {statistics.median(pressure):.0f}%, least {min(pressure):.0f}%")
        print(f"{'build':<12} {'real min / median s':>20} {'user+sys median s':>18} {'(user+sys)/real median / best':>30}")
        for j, runs in figures.items():
            reals = [r for r, _ in runs]
            ratios = [c / r for r, c in runs]
            print(f"--jobs {j:<5} {min(reals):>9.2f} / {statistics.median(reals):<8.2f} "
                  f"{statistics.median(c for _, c in runs):>18.2f} {statistics.median(ratios):>18.2f} / {max(ratios):.2f}")
        speedup = statistics.median(r for r, _ in figures[1]) / statistics.median(r for r, _ in figures[args.jobs])
        print(f"median wall time, --jobs 1 / --jobs {args.jobs}: {speedup:.2f}x")
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
