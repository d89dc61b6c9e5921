"""Shuffleboard for MkDocs: every ```board fence of every page becomes the board's figure.

A MkDocs hook (MkDocs 1.4 or later) that registers a SuperFences custom fence named ``board``.
In mkdocs.yml:

    markdown_extensions:
      - pymdownx.superfences
    hooks:
      - shuffleboard_mkdocs.py

The fence's text goes to ``shuffleboard render - --source-name PAGE:LINE`` on standard input and
the figure it prints (inline SVGs, scoped CSS, no file beside it) takes the fence's place. A board
with a mistake stops ``mkdocs build`` (exit 1) with the compiler-style diagnostic at the author's
page and line, ``docs/guide.md:14:15: error: unknown item 'Z' in 'press Z'``.

The binary is ``$SHUFFLEBOARD`` when set, else ``shuffleboard`` on ``PATH``.

If you configure SuperFences' ``custom_fences`` yourself (say for Mermaid), keep them: the hook
adds the ``board`` fence to them. Without the hook, the fence can be named directly,
``format: !!python/name:shuffleboard_mkdocs.fence_format`` (the module on ``PYTHONPATH``); it then
renders without knowing the page, and diagnostics name ``<board>`` and the fence's own lines.
"""

import os
import re
import shutil
import subprocess

from mkdocs.exceptions import PluginError

try:
    from pymdownx.superfences import SuperFencesException
except ImportError:  # pragma: no cover - pymdownx is required by the configuration anyway
    SuperFencesException = Exception

SUPERFENCES = "pymdownx.superfences"


class BoardError(SuperFencesException, PluginError):
    """A board that does not render. SuperFences lets it through (it swallows other errors and
    shows the fence as code) and MkDocs reports a PluginError as one line and exits 1."""


# The page being rendered: its path as the author knows it and, for each board fence's text,
# the lines of its first content line, in order (one text may appear twice on a page).
_page = {"path": None, "lines": {}}

_FENCE_OPEN = re.compile(r"^(?P<indent>(?:[ \t]*>)*[ \t]*)(?P<fence>`{3,}|~{3,})[ \t]*(?P<info>[^\n]*)$")


def _binary():
    binary = os.environ.get("SHUFFLEBOARD") or shutil.which("shuffleboard")
    if not binary:
        raise BoardError("shuffleboard: error: the shuffleboard binary is not on PATH (or set $SHUFFLEBOARD)")
    return binary


def _normalised(text):
    """A fence's text as SuperFences hands it over: without its indentation or trailing blanks."""
    lines = text.split("\n")
    indent = min((len(line) - len(line.lstrip()) for line in lines if line.strip()), default=0)
    return "\n".join(line[indent:].rstrip() for line in lines).strip("\n")


def board_fences(markdown):
    """Every ```board fence of a page's Markdown as (first content line, text), lines from 1."""
    found = []
    lines = markdown.split("\n")
    index = 0
    while index < len(lines):
        match = _FENCE_OPEN.match(lines[index])
        if not match or "`" in match.group("info") and match.group("fence")[0] == "`":
            index += 1
            continue
        fence, prefix = match.group("fence"), match.group("indent")
        info = match.group("info").strip().lstrip("{").strip()
        first_word = re.split(r"[\s{}]+", info)[0].lstrip(".") if info else ""
        body, end = [], index + 1
        closing = re.compile(r"^[ \t>]*" + re.escape(fence[0]) + "{" + str(len(fence)) + r",}[ \t]*$")
        while end < len(lines) and not closing.match(lines[end]):
            line = lines[end]
            # Inside a block quote the content lines carry the same '>' prefix.
            if ">" in prefix and line.lstrip().startswith(">"):
                line = re.sub(r"^(?:[ \t]*>)+ ?", "", line)
            body.append(line)
            end += 1
        if first_word == "board":
            found.append((index + 2, _normalised("\n".join(body))))
        index = end + 1
    return found


def fence_format(source, language, css_class, options, md, **kwargs):
    """The SuperFences formatter: the board's figure, or BoardError with its diagnostic."""
    text = _normalised(source)
    lines = _page["lines"].get(text)
    if _page["path"] and lines:
        name = "%s:%d" % (_page["path"], lines.pop(0))
    else:
        name = "<board>:1"
    result = subprocess.run([_binary(), "render", "-", "--source-name", name],
                            input=(text + "\n").encode("utf-8"), stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    if result.returncode != 0:
        raise BoardError(result.stderr.decode("utf-8", "replace").strip()
                         or "%s: error: shuffleboard render exited %d" % (name, result.returncode))
    return result.stdout.decode("utf-8")


def on_config(config, **kwargs):
    """Adds the board fence to SuperFences (and SuperFences to the extensions when missing)."""
    if SUPERFENCES not in config["markdown_extensions"]:
        config["markdown_extensions"].append(SUPERFENCES)
    settings = config["mdx_configs"].setdefault(SUPERFENCES, {})
    fences = [fence for fence in settings.get("custom_fences", []) if fence.get("name") != "board"]
    fences.append({"name": "board", "class": "board", "format": fence_format})
    settings["custom_fences"] = fences
    return config


def on_page_markdown(markdown, page, config, files, **kwargs):
    """Notes where the page's board fences are, in the file as the author wrote it (with its
    front matter, so the lines are the editor's)."""
    source = page.file.abs_src_path
    try:
        with open(source, encoding="utf-8-sig") as handle:
            text = handle.read()
    except OSError:
        text = markdown
    lines = {}
    for line, body in board_fences(text):
        lines.setdefault(body, []).append(line)
    path = os.path.relpath(source) if source else page.file.src_path
    _page["path"] = path if not path.startswith("..") else source
    _page["lines"] = lines
    return markdown
