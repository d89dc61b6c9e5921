#!/usr/bin/env python3
"""Site bytes (issue 17): how many bytes the 100-board bench site and the examples take, by kind of
file, and how many bytes of each report.html are drawings it stores more than once. A benchmark, not
a test: it prints figures.

    python3 scripts/bench-site-bytes.py [--binary .build/release/shuffleboard] [--before OTHER_BINARY]

--before builds the same sites with another binary too (say, main's) and prints both, with the ratio.
The site comes from ../shared/bench/gen_site.py (20 pages of 5 boards), or --site FOLDER.
Bytes are the files' sizes (`du -sb`), not the blocks they fill. For the 100-board site it also prints
the site without one kind of file, or two (what issue 17's goal, half of 15.5 MB, would take).
"""
import argparse
import collections
import fnmatch
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# The issue's figure for the 100-board site (15.5 MB) and the goal, half of it.
ISSUE_BYTES = 15.5e6

KINDS = [("report.html", "boards/*/report.html"), ("step stills", "boards/*/step-*.svg"),
         ("walkthroughs", "boards/*/walkthrough*.svg"), ("trace.json", "boards/*/trace.json"),
         ("pages", "*.html"), ("index", "index.html")]


def kind(path):
    if path == "index.html":
        return "index"
    for name, pattern in KINDS:
        if fnmatch.fnmatch(path, pattern) and (name != "pages" or "/" not in path):
            return name
    return "other"


def sizes(site):
    """Bytes and files by kind."""
    total = collections.Counter()
    count = collections.Counter()
    for folder, _, files in os.walk(site):
        for f in files:
            path = os.path.relpath(os.path.join(folder, f), site)
            if f.startswith(".shuffleboard"):
                continue
            k = kind(path)
            total[k] += os.path.getsize(os.path.join(site, path))
            count[k] += 1
    return total, count


TAG = re.compile(r"<(/?)[^>]*?(/?)>")


def repeated_bytes(report):
    """Bytes of the report's inline SVG lines (whole elements, 64 bytes or more) that occur again."""
    text = open(report, encoding="utf-8").read()
    seen = collections.Counter()
    for line in text.split("\n"):
        if len(line) < 64 or not line.startswith("<") or line.startswith(("<svg", "<title", "<desc", "</")):
            continue
        depth = 0
        for m in TAG.finditer(line):
            depth += -1 if m.group(1) else (0 if m.group(2) else 1)
        if depth == 0 and ("<rect" in line or "<text" in line or "<path" in line):
            seen[line] += 1
    return sum(len(line.encode()) * (n - 1) for line, n in seen.items() if n > 1)


def build(binary, source, out):
    subprocess.run([binary, "build", source, "--out", out, "-q"], check=True)
    return out


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build/release/shuffleboard"))
    parser.add_argument("--before", help="another shuffleboard binary to compare with (built into the same table)")
    parser.add_argument("--site", help="a folder of Markdown to build instead of the generated 100-board site")
    args = parser.parse_args()
    binaries = [("before", args.before)] if args.before else []
    binaries.append(("this", args.binary))
    with tempfile.TemporaryDirectory(prefix="bench-bytes-") as tmp:
        site = args.site
        if not site:
            generator = os.path.join(ROOT, "..", "shared", "bench", "gen_site.py")
            subprocess.run([sys.executable, generator, os.path.join(tmp, "gen")], check=True, stdout=subprocess.DEVNULL)
            site = os.path.join(tmp, "gen", "md")
        for label, source in [("100-board site", site), ("examples/", os.path.join(ROOT, "examples"))]:
            results = []
            for name, binary in binaries:
                out = build(binary, source, os.path.join(tmp, f"{name}-{len(results)}-{label[:3]}"))
                total, count = sizes(out)
                reports = [os.path.join(f, "report.html") for f in
                           (os.path.join(out, "boards", b) for b in sorted(os.listdir(os.path.join(out, "boards"))))]
                reports = [r for r in reports if os.path.exists(r)]
                results.append((name, total, count, sum(map(repeated_bytes, reports)), len(reports)))
            print(f"\n{label}: bytes by kind of file (files)")
            header = f"{'kind':<16}" + "".join(f"{name + ' bytes':>22}" for name, *_ in results)
            print(header + ("  this ÷ before" if len(results) == 2 else ""))
            for k in [k for k, _ in KINDS] + ["other", "total"]:
                cells = []
                for _, total, count, _, _ in results:
                    value = sum(total.values()) if k == "total" else total[k]
                    files = sum(count.values()) if k == "total" else count[k]
                    cells.append((value, files))
                line = f"{k:<16}" + "".join(f"{v:>14,} ({n:>4})" for v, n in cells)
                if len(cells) == 2 and cells[0][0]:
                    line += f"  {cells[1][0] / cells[0][0]:>10.2f}×"
                print(line)
            for name, _, _, repeated, n in results:
                print(f"{name}: report.html bytes in drawings stored again (lines of 64 B or more): {repeated:,} in {n} reports")
            if label == "100-board site":
                this = sum(results[-1][1].values())
                print(f"this build: {this / 1e6:.2f} MB = {this / ISSUE_BYTES:.2f}× the issue's 15.5 MB "
                      f"(goal ≤ 0.50×, 7.75 MB)")
                # What the goal would take: the site with one kind of file, or two, not written at all.
                by_kind = results[-1][1]
                kinds = [k for k, _ in KINDS if k != "index" and by_kind[k]]
                print("without a kind of file (what the goal would take):")
                for i, a in enumerate(kinds):
                    for b in [None] + kinds[i + 1:]:
                        left = this - by_kind[a] - (by_kind[b] if b else 0)
                        what = a + (" and " + b if b else "")
                        print(f"  without {what:<36} {left / 1e6:6.2f} MB = {left / ISSUE_BYTES:.2f}×")


if __name__ == "__main__":
    main()
