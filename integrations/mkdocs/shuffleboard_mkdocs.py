"""Shuffleboard for MkDocs: every ```board fence of every page becomes the board's figure.

A MkDocs plugin (MkDocs 1.4 or later) that registers a SuperFences custom fence named ``board``.
Installed (``pip install path/to/shuffleboard/integrations/mkdocs``), it is the plugin
``shuffleboard``; in mkdocs.yml:

    plugins:
      - search
      - shuffleboard:             # the options, all optional:
          binary: bin/shuffleboard  # the binary, relative to mkdocs.yml (default: PATH, $SHUFFLEBOARD)
          figure: full            # every board's whole figure (default: compact, the walkthrough)
          keep_going: true        # an unmet expect: warns instead of failing the build
          scheme: light           # every figure light (or dark), whatever the page's toggle
                                  # and the OS say (default: the page's, else the OS's)

Not installed, this file works as a hook, with the defaults (``hooks: [shuffleboard_mkdocs.py]``,
the file beside mkdocs.yml).

The fence's text goes to ``shuffleboard render - --source-name PAGE:LINE --figure compact`` on
standard input and the figure it prints (inline SVGs, scoped CSS, no file beside it) takes the
fence's place. A board with a mistake, or whose ``expect:`` does not hold, stops ``mkdocs build``
(exit 1) with the compiler-style diagnostic at the author's page and line,
``docs/guide.md:14:15: error: unknown item 'Z' in 'press Z'``; what ``render`` warns of (an unmet
``expect:`` under ``keep_going``) is MkDocs' warning, which ``mkdocs build --strict`` counts.

The binary is the plugin's ``binary:`` when set, else ``$SHUFFLEBOARD``, else ``shuffleboard`` on
``PATH``.

The player's script (its Pause, seek bar, step keys and permalinks: without it the walkthrough
plays, and its Pause shows the first step's still) is ``shuffleboard render --asset js``'s,
written into the site as ``shuffleboard/shuffleboard.js`` after the build and named in
``extra_javascript``, which every theme loads once per page, at the end of the body: a file of
the site, not an inline script, so a ``Content-Security-Policy`` of ``script-src 'self'`` lets
it run.

If you configure SuperFences' ``custom_fences`` yourself (say for Mermaid), keep them: the hook
adds the ``board`` fence to them. Without the hook, the fence can be named directly,
``format: !!python/name:shuffleboard_mkdocs.fence_format`` (the module on ``PYTHONPATH``); it then
renders without knowing the page, and diagnostics name ``<board>`` and the fence's own lines.

A figure's id is its board's (``id:``, or its title as a slug), and its controls, stills and
permalinks are named from it. Where the page already has that id (a heading of the same title,
another board of the same title), the figure takes its id with the first free ``-2``, ``-3``, …
after it (``shuffleboard render --id``), so that no id is on the page twice and each figure's
Pause control and pictures are its own. A figure whose id is free keeps it. (Without the hook,
ids are left as the boards give them, and the player's script is not added.)
"""

import logging
import os
import re
import shutil
import subprocess

from mkdocs.config import config_options
from mkdocs.exceptions import PluginError
from mkdocs.plugins import BasePlugin

try:
    from pymdownx.superfences import SuperFencesException
except ImportError:  # pragma: no cover - pymdownx is required by the configuration anyway
    SuperFencesException = Exception

SUPERFENCES = "pymdownx.superfences"
FIGURES = ("compact", "full")
SCHEMES = ("", "auto", "light", "dark")  # "": each board's own scheme: (docs/theming.md)
SCRIPT = "shuffleboard/shuffleboard.js"  # the player, in the site folder and in extra_javascript
NOT_FOUND = ("shuffleboard: error: no shuffleboard binary found: put it on PATH, give the shuffleboard "
             "plugin's binary: option in mkdocs.yml, or set $SHUFFLEBOARD")

log = logging.getLogger("mkdocs.plugins.shuffleboard")


class BoardError(SuperFencesException, PluginError):
    """A board that does not render. SuperFences lets it through (it swallows other errors and
    shows the fence as code) and MkDocs reports a PluginError as one line and exits 1."""


# The page being rendered: its path as the author knows it; for each board fence's text, the
# lines of its first content line, in order (one text may appear twice on a page); and its
# figures, in order, as dicts of html, text, name (--source-name) and id.
_page = {"path": None, "lines": {}, "figures": []}

# The site's settings: the plugin's options (a hook, or the fence named directly, has these).
_settings = {"binary": None, "figure": "compact", "keep_going": False, "scheme": ""}

# Whether this build rendered a figure (the player's script is then written into the site).
_built = {"figures": False}

_FIGURE_ID = re.compile(r'<figure class="board(?: [^"]*)?" id="([^"]*)"')  # class "board", "board compact", "board wide"
_ID_ATTRIBUTE = re.compile(r"""(?<![\w:-])id\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))""", re.I)

_FENCE_OPEN = re.compile(r"^(?P<indent>(?:[ \t]*>)*[ \t]*)(?P<fence>`{3,}|~{3,})[ \t]*(?P<info>[^\n]*)$")


def _binary():
    """The binary: the plugin's ``binary:``, else ``$SHUFFLEBOARD``, else ``shuffleboard`` on PATH;
    one named that is not there is an error naming where it was named."""
    for binary, where in [(_settings["binary"], "binary: in mkdocs.yml"), (os.environ.get("SHUFFLEBOARD"), "$SHUFFLEBOARD")]:
        if binary:
            if not os.access(binary, os.X_OK) or os.path.isdir(binary):
                raise BoardError("shuffleboard: error: %s names %s, which is not an executable file" % (where, binary))
            return binary
    binary = shutil.which("shuffleboard")
    if not binary:
        raise BoardError(NOT_FOUND)
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


def _render(text, name, figure_id=None, warn=True):
    """The figure of the board ``text``, named ``name`` (``PATH:LINE``), with the id
    ``figure_id`` rather than its own when given; what ``render`` warns of is logged if ``warn``
    (not again when a figure is rendered a second time for its id)."""
    result = subprocess.run([_binary(), "render", "-", "--source-name", name, "--figure", _settings["figure"]]
                            + (["--id", figure_id] if figure_id else [])
                            + (["--keep-going"] if _settings["keep_going"] else [])
                            + (["--scheme", _settings["scheme"]] if _settings["scheme"] else []),
                            input=(text + "\n").encode("utf-8"), stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    said = result.stderr.decode("utf-8", "replace").strip()
    if result.returncode != 0:
        raise BoardError(said or "%s: error: shuffleboard render exited %d" % (name, result.returncode))
    for line in said.split("\n") if said and warn else []:
        log.warning(line)
    _built["figures"] = True
    return result.stdout.decode("utf-8")


def fence_format(source, language, css_class, options, md, **kwargs):
    """The SuperFences formatter: the board's figure, or BoardError with its diagnostic."""
    text = _normalised(source)
    lines = _page["lines"].get(text)
    if _page["path"] and lines:
        name = "%s:%d" % (_page["path"], lines.pop(0))
    else:
        name = "<board>:1"
    html = _render(text, name)
    if _page["path"]:
        found = _FIGURE_ID.match(html)
        _page["figures"].append({"html": html, "text": text, "name": name, "id": found and found.group(1)})
    return html


def unique_ids(wanted, taken):
    """The id each figure takes, given the ids it ``wanted`` and those the page has besides
    (``taken``): its own if no one else has it (the first of several figures that want one id
    keeps it), else its own with the first free ``-2``, ``-3``, … after it."""
    used, given = set(taken), [None] * len(wanted)
    for index, figure_id in enumerate(wanted):
        if figure_id not in used:
            used.add(figure_id)
            given[index] = figure_id
    for index, figure_id in enumerate(wanted):
        number = 2
        while given[index] is None:
            if "%s-%d" % (figure_id, number) not in used:
                given[index] = "%s-%d" % (figure_id, number)
                used.add(given[index])
            number += 1
    return given


def on_page_content(html, page, config, files, **kwargs):
    """Gives each figure of the page an id no other element of the page has (re-rendering the
    figures that must change theirs)."""
    figures, _page["figures"] = [f for f in _page["figures"] if f["id"]], []
    parts, position, placed = [], 0, []
    for figure in figures:
        start = html.find(figure["html"], position)
        if start < 0:  # not in the page as it was rendered (another plugin changed it): left alone
            continue
        parts.append(html[position:start])
        placed.append(figure)
        position = start + len(figure["html"])
    if not placed:
        return html
    parts.append(html[position:])
    taken = {next(value for value in match.groups() if value is not None)
             for part in parts for match in _ID_ATTRIBUTE.finditer(part)}
    given = unique_ids([figure["id"] for figure in placed], taken)
    out = [parts[0]]
    for figure, figure_id, after in zip(placed, given, parts[1:]):
        out.append(figure["html"] if figure_id == figure["id"] else _render(figure["text"], figure["name"], figure_id, warn=False))
        out.append(after)
    return "".join(out)


def on_config(config, **kwargs):
    """Adds the board fence to SuperFences (and SuperFences to the extensions when missing), and
    the player's script to ``extra_javascript``."""
    _built["figures"] = False
    if SCRIPT not in [str(script) for script in config["extra_javascript"]]:
        config["extra_javascript"].append(SCRIPT)
    if SUPERFENCES not in config["markdown_extensions"]:
        config["markdown_extensions"].append(SUPERFENCES)
    settings = config["mdx_configs"].setdefault(SUPERFENCES, {})
    fences = [fence for fence in settings.get("custom_fences", []) if fence.get("name") != "board"]
    fences.append({"name": "board", "class": "board", "format": fence_format})
    settings["custom_fences"] = fences
    return config


def on_post_build(config, **kwargs):
    """Writes the player's script into the site (``render --asset js``: the binary's own, so it
    matches its figures). A build that rendered no figure and finds no binary writes none."""
    try:
        binary = _binary()
    except BoardError:
        if _built["figures"]:
            raise
        return
    result = subprocess.run([binary, "render", "--asset", "js"], stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    if result.returncode != 0 or not result.stdout:
        raise BoardError("shuffleboard: error: %s render --asset js: %s" % (
            binary, result.stderr.decode("utf-8", "replace").strip() or "exit %d" % result.returncode))
    path = os.path.join(config["site_dir"], SCRIPT)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as handle:
        handle.write(result.stdout)


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
    _page["figures"] = []
    return markdown


class ShuffleboardPlugin(BasePlugin):
    """The plugin ``shuffleboard`` (the ``mkdocs.plugins`` entry point): the hook's functions above
    (a method's bare ``on_config`` is the module's function, not itself), with the site's settings
    from its options."""

    config_scheme = (
        ("binary", config_options.Type(str, default="")),
        ("figure", config_options.Choice(FIGURES, default="compact")),
        ("keep_going", config_options.Type(bool, default=False)),
        ("scheme", config_options.Choice(SCHEMES, default="")),
    )

    def on_config(self, config, **kwargs):
        binary = self.config["binary"]
        if binary and os.sep in binary:  # a path, relative to mkdocs.yml; a bare name is looked up on PATH
            binary = os.path.join(os.path.dirname(os.path.abspath(config["config_file_path"] or ".")),
                                  os.path.expanduser(binary))
        elif binary:
            binary = shutil.which(binary) or binary
        _settings.update(binary=binary or None, figure=self.config["figure"], keep_going=self.config["keep_going"],
                         scheme=self.config["scheme"])
        return on_config(config, **kwargs)

    def on_page_markdown(self, markdown, page, config, files, **kwargs):
        return on_page_markdown(markdown, page, config, files, **kwargs)

    def on_page_content(self, html, page, config, files, **kwargs):
        return on_page_content(html, page, config, files, **kwargs)

    def on_post_build(self, config, **kwargs):
        return on_post_build(config, **kwargs)
