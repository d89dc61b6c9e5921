#!/usr/bin/python3
"""Writes the documentation files the tool itself makes, so that they cannot drift from it:

- docs/commands.md, from the argument parser: `shuffleboard help` and `shuffleboard help COMMAND`
  for every command it lists, each as printed. The help is the reference (every option, its
  values and default are declared once, in Sources/shuffleboard), so the page is made from it
  rather than written beside it. COLUMNS is fixed at 80, the width ArgumentParser wraps to
  without a terminal, so the page is the same on every machine.
- docs/images/grid-reorder.svg, the README's picture: `shuffleboard render
  examples/grid-reorder.md --svg`, the walkthrough `build` writes for that board (it plays
  inside <img>, so on GitHub too).

`--check` writes nothing and exits 1, naming the first file and line that differ, when either
is not what the binary makes (EndToEndTests' GeneratedDocsTests runs it).

Usage: scripts/generated-docs.py [--binary .build/debug/shuffleboard] [--check]
"""

import argparse
import os
import re
import subprocess
import sys

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

HEADER = """\
# Commands

Every command of `shuffleboard` and every option, as `shuffleboard help COMMAND` prints them.
This page is generated from the argument parser: after changing an option's help, run
`scripts/generated-docs.py` (a test fails while this page is stale). What the output of each
command looks like, and why, is in [site.md](site.md) (`build`, `render`, `list`, `serve`, embedding),
[export.md](export.md) (`export`), [record.md](record.md) (`record`), [trace.md](trace.md) (`trace`),
[theming.md](theming.md) (`templates`, `--scheme`), [expectations.md](expectations.md) (an unmet
`expect:`, `--keep-going`) and [output-folder.md](output-folder.md) (how `build` writes
its folder). The board format is in [board-format.md](board-format.md).

## At a glance

```sh
shuffleboard build [PATHS…] [--out DIR]   # default: examples/ into public/
shuffleboard build … --pace real           # walkthroughs in real time, not story time (pacing.md)
shuffleboard build … --trace-version 1     # trace.json as version 1 (the whole order at every change; 2: v2)
shuffleboard build … --jobs N              # boards drawn on N threads (default: every processor; same output)
shuffleboard build … --hooks               # keep data-item, data-holds… in the SVG files too (data-strip.md)
shuffleboard build PATHS… --fragment [--asset-base URL] --out DIR
                                           # per board only the figure, for another site (embedding.md)
shuffleboard build … -q | -v                # nothing on success | also where each board went, what changed
shuffleboard build … --figure compact      # per board the walkthrough, its player and a caption line (default: full)
shuffleboard build … --keep-going          # an unmet expect: warns, exit 0 (default: an error, exit 1; expectations.md)
shuffleboard render FILE|- [--board ID] [--svg | --step N] [--hooks] [--source-name PATH:LINE]
                                           # one board's figure (or picture) on stdout (site.md)
shuffleboard render FILE --svg --scheme dark
                                           # the picture in one scheme (default: auto, as the viewer prefers)
shuffleboard render --asset js             # the player's script (build's shuffleboard.js), for a docs tool (integrations.md)
shuffleboard list [PATHS…] [--json]        # every board: id, file:line, profiles, where it goes
shuffleboard build PAGE.md --fragment --merge --out DIR
                                           # keep the figures other pages' builds wrote into DIR
shuffleboard trace FILE.md…                # trace JSON v3 on stdout (--format-version 1 or 2: those; docs/trace.md)
shuffleboard check PATHS…                  # exit 1, with the difference, when an expect: does not hold
shuffleboard templates [--out DIR] [--force]
                                           # the built-in templates, to customise; build … --templates DIR uses them
shuffleboard serve [PATHS…] [--port N] [--out DIR] [--host NAME]
                                           # build, serve on 127.0.0.1, rebuild and reload on every save (serve.md);
                                           # only requests for 127.0.0.1, localhost or [::1] (or NAME) are answered
shuffleboard list --options                # every profile's options: what a board may set, its range and default
shuffleboard export PATHS… [--board ID] --out DIR [--fps N]
                                           # per board a GIF, an MP4, steps.png and issue.md for bug trackers (export.md)
shuffleboard build … --export DIR          # the site, and every board's export into DIR
```

Mistakes in a board are reported compiler-style, pointing into the Markdown file, on standard error,
and nothing is written (exit 1); only a misuse of the options prints the usage (exit 64):

```
docs/board.md:12:5: error: unknown item 'Z' in 'press Z'
```
"""


def help_text(binary, *command):
    env = dict(os.environ, COLUMNS="80")
    result = subprocess.run([binary, "help", *command], capture_output=True, text=True, env=env)
    if result.returncode != 0:
        sys.exit("%s help %s: exit %d\n%s" % (binary, " ".join(command), result.returncode, result.stderr))
    return result.stdout.rstrip("\n") + "\n"


def commands(overview):
    """The subcommands the root help lists, in its order."""
    part = overview.split("SUBCOMMANDS:\n", 1)[1].split("\n\n", 1)[0]
    return [match.group(1) for match in re.finditer(r"^  ([a-z][a-z-]*) ", part, flags=re.M)]


def page(binary):
    overview = help_text(binary)
    names = commands(overview)
    parts = [HEADER, "\n| command | what it does |\n| --- | --- |\n"]
    part = overview.split("SUBCOMMANDS:\n", 1)[1].split("\n\n", 1)[0]
    for name in names:
        text = re.search(r"^  %s +(.*?)(?=^  [a-z]|\Z)" % re.escape(name), part, flags=re.M | re.S).group(1)
        parts.append("| [`%s`](#%s) | %s |\n" % (name, name, " ".join(text.split())))
    parts.append("\n## shuffleboard\n\n```\n%s```\n" % overview)
    for name in names:
        parts.append("\n## %s\n\n```\n%s```\n" % (name, help_text(binary, name)))
    return "".join(parts)


def picture(binary):
    result = subprocess.run([binary, "render", os.path.join(REPO, "examples/grid-reorder.md"), "--svg"],
                            capture_output=True, text=True, cwd=REPO)
    if result.returncode != 0:
        sys.exit("%s render examples/grid-reorder.md --svg: exit %d\n%s" % (binary, result.returncode, result.stderr))
    return result.stdout


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", default=os.path.join(REPO, ".build/debug/shuffleboard"))
    parser.add_argument("--check", action="store_true", help="write nothing; exit 1 when a file is stale")
    arguments = parser.parse_args()
    files = {"docs/commands.md": page(arguments.binary), "docs/images/grid-reorder.svg": picture(arguments.binary)}
    stale = False
    for path, text in files.items():
        full = os.path.join(REPO, path)
        if not arguments.check:
            os.makedirs(os.path.dirname(full), exist_ok=True)
            with open(full, "w", encoding="utf-8") as handle:
                handle.write(text)
            continue
        try:
            written = open(full, encoding="utf-8").read()
        except FileNotFoundError:
            written = ""
        if written != text:
            old, new = written.split("\n"), text.split("\n")
            line = next((i for i in range(min(len(old), len(new))) if old[i] != new[i]), min(len(old), len(new)))
            print("%s is stale from line %d: it says %r, the binary makes %r; run scripts/generated-docs.py" % (
                path, line + 1, old[line][:120] if line < len(old) else "(the end)",
                new[line][:120] if line < len(new) else "(the end)"))
            stale = True
        else:
            print("%s is what the binary makes" % path)
    if stale:
        sys.exit(1)


if __name__ == "__main__":
    main()
