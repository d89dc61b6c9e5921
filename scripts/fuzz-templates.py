#!/usr/bin/python3
"""Fuzzes `--templates` folders with seeded hostile templates (issue 29).

    scripts/fuzz-templates.py --seed N [--cases M] [--binary PATH] [--timeout S] [--keep]

Each case is a folder of one to three templates, each drawn from a random.Random seeded
with the seed and the case number (the same cases on every machine), built from pieces a
hostile or careless theme holds:
  - unbalanced tags: a section never closed, a stray or misnamed close, `{{a`, `{{}}`,
    `{{{a}}`, a last `{` or `{{`;
  - sections nested 1 to 80 deep (the limit is 64), inverted sections, blocks and parents;
  - set-delimiter tags, good and bad, with tags under the new delimiters;
  - partial names of up to 5,000 characters, partials of unknown names;
  - templates that include themselves or each other, directly, in sections, under other
    delimiters, as parents, or by a value (`{{>*title}}`);
  - invalid UTF-8, NUL and control bytes, CRLF, combining marks after braces;
  - triple mustaches and `{{&…}}` of the user's data (titles, prose, labels);
  - style sheets of many braces, comments holding `{{`, configuration tags;
  - mutated copies of the built-in templates.
Every case runs `build in --out site --templates theme` and `render in/board.md --templates
theme` with the debug binary.

What counts as a finding:
  - a crash (a signal, or an exit status other than 0 and 1) or no exit within --timeout;
  - exit 1 without a `FILE:LINE:COL: error: ` line naming a file of the theme (every line
    of stderr must be one), or with anything on stdout;
  - exit 1 of build that left the output folder or a staging folder behind;
  - exit 0 of build without site/index.html, or of render without a figure on stdout.
Prints one line per finding and a summary; exits 1 if there was any finding.
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

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
NAMES = ["page", "figure", "walkthrough", "index", "report", "style", "player"]

BOARD = """# A board with <b>markup</b> & "quotes"

Prose with *emphasis*, a {{tag}} and {{{triple}}} as text.

```board
title: "Title <script>alert(1)</script> {{x}} \u202e"
layout: list
viewport: 200x120
item-size: 200x40
line-spacing: 0
items: ["<A>", "B&", "{{C}}"]
steps:
  - press <A>
  - move to 100,100 over 0.2s
  - release
```
"""

ERROR_LINE = re.compile(r"^(?P<file>.+?):(?P<line>\d+):(?P<col>\d+): error: .+$")


def piece(rng, names):
    """One stretch of template text (a str, or bytes for invalid UTF-8)."""
    name = rng.choice(names)
    other = rng.choice(NAMES)
    choices = [
        lambda: "<p>{{title}}</p>\n",
        lambda: "{{{title}}}{{&proseHTML}}{{{.}}}",
        lambda: "{{#blocks}}{{{proseHTML}}}{{#figures}}{{{svg}}}{{/figures}}{{/blocks}}\n",
        lambda: "{{#a}}",
        lambda: "{{/a}}",
        lambda: "{{/b}}",
        lambda: "{{^missing}}x{{/missing}}",
        lambda: "{{a",
        lambda: "{{}}",
        lambda: "{{{a}}",
        lambda: "{",
        lambda: "{{",
        lambda: "}}",
        lambda: "{{#x}}" * (d := rng.randint(1, 80)) + "deep" + "{{/x}}" * d,
        lambda: "{{^x}}" * (d := rng.randint(1, 70)) + "{{/x}}" * d,
        lambda: "{{=<% %>=}}<%title%><%={{ }}=%>",
        lambda: "{{=<% %>=}}\n<%> " + other + "%>\n<%={{ }}=%>",
        lambda: "{{= | | =}}|#a||/a|",
        lambda: "{{=x=}}",
        lambda: "{{=<% %>=}}{{> " + name + "}}",
        lambda: "{{> " + "p" * rng.randint(100, 5000) + "}}",
        lambda: "{{> nosuch}}",
        lambda: "{{> " + name + "}}",
        lambda: "{{#blocks}}{{> " + name + "}}{{/blocks}}",
        lambda: "{{^blocks}}\n  {{> " + other + "}}\n{{/blocks}}\n",
        lambda: "{{<" + name + "}}{{$b}}x{{/b}}{{/" + name + "}}",
        lambda: "{{$b}}default{{/b}}",
        lambda: "{{>*title}}",
        lambda: b"\xff\xfe\xc3(\x80",
        lambda: "\x00\x01\x1b[2J\r\n",
        lambda: "{\u0301{title}}",
        lambda: "{{! a {{ comment }}",
        lambda: "{{% CONTENT_TYPE: TEXT}}",
        lambda: "{{% NOPE: x}}",
        lambda: "".join(".c%d{color:red}" % i for i in range(rng.randint(10, 3000))) + "\n",
        lambda: "\u00e9\U0001f600{{title}}\n",
        lambda: "{{ title }}\n{{#figures}}\n{{/figures}}\n",
    ]
    valid = [choices[i] for i in (0, 1, 2, 6, 15, 16, 21, 26, 30, 31, 32, 34, 35, 36)]
    return rng.choice(valid if rng.random() < 0.6 else choices)()


def template(rng, names, builtins):
    """A template's bytes: pieces, or a built-in template with a piece put in somewhere."""
    if rng.random() < 0.2:
        text = builtins[rng.choice(NAMES)]
        at = rng.randint(0, len(text))
        return _join([text[:at], piece(rng, names), text[at:]])
    return _join([piece(rng, names) for _ in range(rng.randint(1, 8))])


def _join(parts):
    return b"".join(p if isinstance(p, bytes) else p.encode("utf-8", "surrogatepass") for p in parts)


def run(binary, args, cwd, timeout):
    start = time.monotonic()
    try:
        p = subprocess.run([binary] + args, cwd=cwd, capture_output=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return None, b"", b"", time.monotonic() - start
    return p.returncode, p.stdout, p.stderr, time.monotonic() - start


def check(label, command, status, out, err, theme_files):
    """The findings of one run."""
    text = err.decode("utf-8", "replace")
    if status is None:
        return [f"{label}: {command} did not exit in time"]
    if status not in (0, 1):
        return [f"{label}: {command} exited {status}: {text[:300]!r}"]
    if status == 1:
        lines = text.splitlines()
        findings = []
        if not lines:
            findings.append(f"{label}: {command} exit 1 with nothing on stderr")
        for line in lines:
            m = ERROR_LINE.match(line)
            if not m or m.group("file") not in theme_files:
                findings.append(f"{label}: {command} exit 1 with a line not FILE:LINE:COL in the theme: {line[:200]!r}")
        if out:
            findings.append(f"{label}: {command} exit 1 printed on stdout")
        return findings
    return []


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--cases", type=int, default=40)
    ap.add_argument("--binary", default=os.path.join(ROOT, ".build/debug/shuffleboard"))
    ap.add_argument("--timeout", type=float, default=20)
    ap.add_argument("--keep", action="store_true", help="keep the folder of each case with a finding")
    args = ap.parse_args()
    args.binary = os.path.abspath(args.binary)
    builtins = {n: open(os.path.join(ROOT, "templates", n + ".mustache"), encoding="utf-8").read() for n in NAMES}
    findings, ok, refused, slowest = [], 0, 0, 0.0
    started = time.monotonic()
    for case in range(args.cases):
        rng = random.Random(f"{args.seed}/{case}")
        work = tempfile.mkdtemp(prefix="fuzz-templates-")
        os.makedirs(os.path.join(work, "in"))
        os.makedirs(os.path.join(work, "theme"))
        with open(os.path.join(work, "in/board.md"), "w", encoding="utf-8") as f:
            f.write(BOARD)
        names = rng.sample(NAMES, rng.randint(1, 3))
        for name in names:
            with open(os.path.join(work, "theme", name + ".mustache"), "wb") as f:
                f.write(template(rng, names, builtins))
        theme_files = {f"theme/{n}.mustache" for n in names}
        label = f"seed {args.seed} case {case} ({', '.join(names)})"
        case_findings = []
        status, out, err, took = run(args.binary, ["build", "in", "--out", "site", "--templates", "theme"], work, args.timeout)
        slowest = max(slowest, took)
        case_findings += check(label, "build", status, out, err, theme_files)
        left = sorted(e for e in os.listdir(work) if e not in ("in", "theme"))
        if status == 1 and left:
            case_findings.append(f"{label}: build exit 1 left {left}")
        if status == 0 and not os.path.exists(os.path.join(work, "site/index.html")):
            case_findings.append(f"{label}: build exit 0 without site/index.html")
        build_status = status
        status, out, err, took = run(args.binary, ["render", "in/board.md", "--templates", "theme"], work, args.timeout)
        slowest = max(slowest, took)
        case_findings += check(label, "render", status, out, err, theme_files)
        if status == 0 and b"<figure" not in out and "figure" not in names:
            case_findings.append(f"{label}: render exit 0 without a figure")
        if status is not None and build_status is not None and (status == 0) != (build_status == 0):
            case_findings.append(f"{label}: build exited {build_status} and render {status}")
        if build_status == 0:
            ok += 1
        elif build_status == 1:
            refused += 1
        for finding in case_findings:
            print(finding)
        findings += case_findings
        if case_findings and args.keep:
            print(f"  kept {work}")
        else:
            shutil.rmtree(work, ignore_errors=True)
    print(f"fuzz-templates: seed {args.seed}, {args.cases} cases ({ok} built, {refused} refused) in "
          f"{time.monotonic() - started:.1f} s (slowest run {slowest:.2f} s); {len(findings)} findings")
    return 1 if findings else 0


if __name__ == "__main__":
    sys.exit(main())
