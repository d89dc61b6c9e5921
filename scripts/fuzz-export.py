#!/usr/bin/python3
"""Fuzzes `shuffleboard export` with seeded boards at its limits (issue 29).

    scripts/fuzz-export.py --seed N [--boards M] --binary PATH [--keep]

Each board is drawn from a random.Random seeded with the seed and its number, so a seed
makes the same boards everywhere. Boards are small to draw (a run costs seconds) but sit
at the edges export meets:
  - pictures just within the bound on a side (a wide, short viewport) and just past it,
    by area or by side, for the film and for the step sheet (many steps);
  - long films: real pace at 50 frames per second (a picture per sample), and odd rates
    (10 to 50);
  - titles, notes and labels holding CRLF, CR, U+2028, NEL, backticks, Markdown and HTML;
  - several profiles side by side; several boards in one file, exported at once;
  - a user's file beside the export's, a user's issue.md where the export writes one.

Checked for each:
  - a board within the bounds: exit 0, nothing on stderr; the board's folder holds the
    four files, the manifest and the user's file, and OUT nothing else (no work or staging
    folder left); a GIF89a, an MP4 (ftyp), a PNG; the GIF's delays add up to the MP4's
    length (ffprobe), within a centisecond a frame; issue.md's heading and image lines are
    one line each, no line break of the title left in them; an export again into the same
    folder gives the same bytes;
  - a board past a bound: exit 1, one line `FILE:LINE:1: error: board 'ID': ... over the
    export's limit of ...`, nothing written (no OUT);
  - a user's issue.md in the way: exit 1, one line naming it, the file unchanged.
A crash (a signal, an exit other than 0 and 1) or a hang (--timeout) is a finding. Prints
one line per board and 'N boards, N findings'; exits 1 on a finding.
"""
import argparse
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile
import time

PROFILES = ["system", "table-exchange", "snapshot-edge-scroll", "sortablejs", "jquery-ui-sortable", "dnd-kit"]
ODD = ["\\r\\n", "\\r", "\\u2028", "\\u0085", "`", "*_[x](y)_*", "<b>&amp;</b>", "# h", "![i](j)", "|", "\\n\\n"]


def quoted(rng, words):
    parts = [rng.choice(words) for _ in range(rng.randint(1, 3))]
    text = "".join(p + rng.choice(ODD) for p in parts)
    return '"' + text.replace('"', '\\"') + '"'


def board(rng, n, kind):
    """A board's text, and what it is: 'ok', 'film' (past the film's bound), 'sheet' (past the sheet's)."""
    ident = f"b{n}"
    items = [chr(65 + i) for i in range(rng.randint(2, 4))]
    width, height, item = 160, 120, 30
    steps = ["press A", f"move to {items[-1]} over {rng.choice(['0.2s', '0.4s', '300ms', '6 frames'])}", "release"]
    extra = []
    if kind == "wide":            # within the side bound: 16,384 pixels less the margins
        width, height, item = 16_000, 40, 20
        steps = ["press A", "release"]
    elif kind == "film":          # past the film's bound, by area or by side
        width, height, item = rng.choice([(4200, 4200, 200), (17_000, 60, 20), (200, 17_000, 200)])
    elif kind == "sheet":         # past the sheet's bound: a tall still, many steps
        width, height, item = 1000, 1200, 40
        steps = ["press A", "release"] * 200
    elif kind == "long":          # a picture per sample
        extra.append("pace: real")
        steps = ["press A", f"move by 0,{item} over {rng.randint(2, 3)}s", "release"]
    if kind == "ok" and rng.random() < 0.3:
        extra.append("profiles: [" + ", ".join(rng.sample(PROFILES, rng.randint(2, 3))) + "]")
    if rng.random() < 0.5:
        steps[1] = f"{{do: \"{steps[1]}\", note: {quoted(rng, ['n', 'note'])}}}"
    lines = [f"id: {ident}", f"title: {quoted(rng, ['T', 'Title', 'x'])}", "layout: list",
             f"viewport: {width}x{height}", f"item-size: {width}x{item}", "items: [" + ", ".join(items) + "]"]
    lines += extra + ["steps:"] + [f"  - {s}" for s in steps]
    return "\n".join(lines) + "\n"


def run(binary, args, cwd, timeout):
    try:
        return subprocess.run([binary] + args, cwd=cwd, capture_output=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return None


def gif_delays(data):
    return [data[i + 4] | data[i + 5] << 8 for i in range(len(data) - 6)
            if data[i] == 0x21 and data[i + 1] == 0xF9 and data[i + 2] == 4]


def check_ok(folder, ids, findings, say):
    entries = sorted(os.listdir(folder))
    if entries != sorted(ids):
        findings.append(say(f"OUT holds {entries}, not the boards' folders"))
    for ident in ids:
        board = os.path.join(folder, ident)
        names = sorted(os.listdir(board))
        expected = sorted([".shuffleboard-manifest", "issue.md", "steps.png", "walkthrough.gif", "walkthrough.mp4",
                           "mine.txt"])
        if names != expected:
            findings.append(say(f"{ident}/ holds {names}"))
            continue
        read = {n: open(os.path.join(board, n), "rb").read() for n in names}
        if read["mine.txt"] != b"mine\n":
            findings.append(say(f"{ident}/mine.txt changed"))
        if not read["walkthrough.gif"].startswith(b"GIF89a") or read["walkthrough.mp4"][4:8] != b"ftyp" \
                or not read["steps.png"].startswith(b"\x89PNG"):
            findings.append(say(f"{ident}: a file is not what its name says"))
            continue
        delays = gif_delays(read["walkthrough.gif"])
        probe = subprocess.run(["/usr/bin/ffprobe", "-v", "error", "-show_entries", "stream=duration", "-of",
                                "csv=p=0", os.path.join(board, "walkthrough.mp4")], capture_output=True, text=True)
        try:
            mp4 = float(probe.stdout.strip())
        except ValueError:
            findings.append(say(f"{ident}: ffprobe read no duration: {probe.stderr.strip()}"))
            continue
        if abs(mp4 - sum(delays) / 100) > 0.01 * max(1, len(delays)) / 10 + 0.011:
            findings.append(say(f"{ident}: the MP4 lasts {mp4} s, the GIF {sum(delays) / 100} s"))
        md = read["issue.md"].decode("utf-8")
        head = md.split("<details>")[0]
        lines = head.split("\n")
        if not lines[0].startswith("### ") or not re.fullmatch(r"!\[Walkthrough of .*\]\(walkthrough\.gif\)", lines[2]):
            findings.append(say(f"{ident}: issue.md's heading or image line broke: {lines[:3]!r}"))
        if any(c in head for c in "\r\u2028\u0085"):
            findings.append(say(f"{ident}: a line break of the title is left in issue.md"))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--boards", type=int, default=6)
    parser.add_argument("--binary", required=True)
    parser.add_argument("--timeout", type=float, default=120)
    parser.add_argument("--keep", action="store_true")
    args = parser.parse_args()
    binary = os.path.abspath(args.binary)
    tmp = tempfile.mkdtemp(prefix="fuzz-export-")
    findings = []
    kinds = ["ok", "film", "sheet", "long", "clash", "wide", "ok", "film", "ok", "sheet"]
    try:
        for n in range(args.boards):
            rng = random.Random(args.seed * 1_000_003 + n)
            kind = kinds[n % len(kinds)] if n < len(kinds) else rng.choice(["ok", "film", "sheet", "ok", "clash"])
            work = os.path.join(tmp, f"case{n}")
            os.makedirs(work)
            texts = [board(rng, n, "ok" if kind == "clash" else kind)]
            if kind == "ok" and rng.random() < 0.5:
                texts.append(board(rng, n + 1000, "ok"))
            ids = [re.search(r"^id: (\S+)", t, re.M).group(1) for t in texts]
            with open(os.path.join(work, "b.md"), "w") as f:
                f.write("# Boards\n\n" + "\n".join(f"```board\n{t}```\n" for t in texts))
            fps = str(rng.choice([10, 15, 20, 25, 50])) if kind != "long" else "50"

            def say(what, n=n, kind=kind):
                return f"seed {args.seed} board {n} ({kind}): {what}"
            if kind == "clash":
                os.makedirs(os.path.join(work, "out", ids[0]))
                with open(os.path.join(work, "out", ids[0], "issue.md"), "w") as f:
                    f.write("mine\n")
            began = time.monotonic()
            r = run(binary, ["export", "b.md", "--out", "out", "--fps", fps, "-q"], work, args.timeout)
            if r is None:
                findings.append(say("no exit within the timeout"))
                continue
            err = r.stderr.decode("utf-8", "replace")
            if r.returncode not in (0, 1):
                findings.append(say(f"exit {r.returncode}: {err[:300]}"))
                continue
            if kind in ("film", "sheet"):
                if r.returncode != 1 or not re.fullmatch(
                        r"b\.md:\d+:1: error: board 'b\d+': .* over the export's limit of \d+ pixels a picture "
                        r"and \d+ a side \(see docs/limits\.md\); nothing was written\n", err):
                    findings.append(say(f"exit {r.returncode}, stderr {err[:300]!r}"))
                if os.path.exists(os.path.join(work, "out")):
                    findings.append(say("a refused export wrote OUT"))
            elif kind == "clash":
                mine = open(os.path.join(work, "out", ids[0], "issue.md")).read()
                if r.returncode != 1 or not err.startswith(f"out/{ids[0]}/issue.md: error: the export would replace "
                                                           "this") or err.count("\n") != 1 or mine != "mine\n":
                    findings.append(say(f"exit {r.returncode}, stderr {err[:300]!r}, the user's issue.md {mine!r}"))
                if sorted(os.listdir(os.path.join(work, "out", ids[0]))) != ["issue.md"]:
                    findings.append(say("a refused export wrote into the board's folder"))
            else:
                if r.returncode != 0 or err:
                    findings.append(say(f"exit {r.returncode}: {err[:300]}"))
                    continue
                for ident in ids:
                    with open(os.path.join(work, "out", ident, "mine.txt"), "w") as f:
                        f.write("mine\n")
                first = {i: {n: open(os.path.join(work, "out", i, n), "rb").read()
                             for n in ["walkthrough.gif", "walkthrough.mp4", "steps.png", "issue.md"]} for i in ids}
                # Again into the same folder (the manifest's path; the wide board's pictures are the
                # slowest to draw, once is enough): the same bytes.
                again = r if kind == "wide" else run(binary, ["export", "b.md", "--out", "out", "--fps", fps, "-q"],
                                                     work, args.timeout)
                if again is None or again.returncode != 0:
                    findings.append(say(f"the second export: {again and again.stderr[:300]}"))
                    continue
                check_ok(os.path.join(work, "out"), ids, findings, say)
                for i in ids:
                    for name, data in first[i].items():
                        if open(os.path.join(work, "out", i, name), "rb").read() != data:
                            findings.append(say(f"{i}/{name} differs when exported again"))
            print(f"board {n} ({kind}): exit {r.returncode}, {time.monotonic() - began:.1f} s")
    finally:
        if args.keep:
            print(f"kept {tmp}")
        else:
            shutil.rmtree(tmp, ignore_errors=True)
    for f in findings:
        print("FINDING: " + f)
    print(f"{args.boards} boards, {len(findings)} findings")
    sys.exit(1 if findings else 0)


if __name__ == "__main__":
    main()
