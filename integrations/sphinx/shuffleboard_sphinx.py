"""Shuffleboard for Sphinx: a ``board`` directive, and ```board fences under MyST.

Installed (``pip install path/to/shuffleboard/integrations/sphinx``), or this file next to conf.py
or anywhere on ``sys.path``, in conf.py:

    extensions = ["shuffleboard_sphinx"]                    # reStructuredText: .. board::
    extensions = ["myst_parser", "shuffleboard_sphinx"]     # and Markdown: ```board or ```{board}

(``"sphinxcontrib.shuffleboard"``, the installed package's other name, is the same extension.) Its
settings, all optional:

    shuffleboard_binary = "bin/shuffleboard"  # relative to conf.py (default: $SHUFFLEBOARD, PATH)
    shuffleboard_figure = "full"              # every board's whole figure (default: "compact")
    shuffleboard_keep_going = True            # an unmet expect: warns instead of failing the build
    shuffleboard_scheme = "light"             # every figure light (or "dark"), whatever the theme's
                                              # switch and the OS say (default: the page's, else the OS's)

The board's text goes to ``shuffleboard render - --source-name FILE:LINE --figure compact`` on
standard input and the figure it prints (inline SVGs, scoped CSS, no file beside it) takes its
place in HTML output. A board with a mistake, or whose ``expect:`` does not hold, stops the build
(exit 2) with the compiler-style diagnostic at the author's file and line:
``docs/guide.md:14:15: error: unknown item 'Z' in 'press Z'``. What ``render`` warns of (an unmet
``expect:`` under ``shuffleboard_keep_going``) is a Sphinx warning, which ``-W`` makes an error.

The binary is ``shuffleboard_binary`` from conf.py, else ``$SHUFFLEBOARD``, else ``shuffleboard``
on ``PATH``.

The player's script (its Pause, seek bar, step keys and permalinks: without it the walkthrough
plays, and its Pause shows the first step's still) is ``shuffleboard render --asset js``'s,
written as ``_static/shuffleboard.js`` and added (``app.add_js_file``, deferred) to each HTML
page that has a figure, once: a file of the site, not an inline script, so a
``Content-Security-Policy`` of ``script-src 'self'`` lets it run.

A figure's id is its board's (``id:``, or its title as a slug), and its controls, stills and
permalinks are named from it. Where the document already has that id (a section of the same
title, another board of the same title), the figure takes its id with the first free ``-2``,
``-3``, … after it (``shuffleboard render --id``), so that no id is in the page twice and each
figure's Pause control and pictures are its own. A figure whose id is free keeps it. This is
done for each document as it is read, and again for each page as it is written, which under
``singlehtml`` is every document at once.
"""

import os
import re
import shutil
import subprocess

from docutils import nodes
from docutils.parsers.rst import Directive
from sphinx.errors import SphinxError
from sphinx.util import logging

FIGURES = ("compact", "full")
SCRIPT = "shuffleboard.js"  # the player, in _static/
NOT_FOUND = ("no shuffleboard binary found: put it on PATH, set shuffleboard_binary in conf.py, "
             "or set $SHUFFLEBOARD")

logger = logging.getLogger(__name__)


class BoardError(SphinxError):
    """A board that does not render; Sphinx prints the diagnostic and exits non-zero."""

    category = "Shuffleboard error"


def _binary(config):
    """The binary: ``shuffleboard_binary`` (a path relative to conf.py, or a name on PATH), else
    ``$SHUFFLEBOARD``, else ``shuffleboard`` on PATH; one named that is not there is an error
    naming where it was named."""
    named = config.shuffleboard_binary
    if named and os.sep not in named:
        named = shutil.which(named) or named
    elif named:
        named = os.path.join(config._shuffleboard_confdir, os.path.expanduser(named))
    for binary, where in [(named, "shuffleboard_binary in conf.py"), (os.environ.get("SHUFFLEBOARD"), "$SHUFFLEBOARD")]:
        if binary:
            if not os.access(binary, os.X_OK) or os.path.isdir(binary):
                raise BoardError("%s names %s, which is not an executable file" % (where, binary))
            return binary
    binary = shutil.which("shuffleboard")
    if not binary:
        raise BoardError(NOT_FOUND)
    return binary


def _author_path(source):
    path = os.path.relpath(source) if source else "<board>"
    return source if path.startswith("..") else path


_FIGURE_ID = re.compile(r'<figure class="board(?: [^"]*)?" id="([^"]*)"')  # class "board", "board compact", "board wide"
_ID_ATTRIBUTE = re.compile(r"""(?<![\w:-])id\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))""", re.I)


def _figure(config, text, name, figure_id=None, warn=True):
    """The figure's HTML; what ``render`` warns of is a Sphinx warning if ``warn`` (not again when
    a figure is rendered a second time for its id)."""
    if config.shuffleboard_figure not in FIGURES:
        raise BoardError("conf.py: shuffleboard_figure is %r; it is \"compact\" or \"full\"" % (config.shuffleboard_figure,))
    scheme = config.shuffleboard_scheme
    if scheme not in (None, "auto", "light", "dark"):
        raise BoardError("conf.py: shuffleboard_scheme is %r; it is \"auto\", \"light\" or \"dark\"" % (scheme,))
    result = subprocess.run([_binary(config), "render", "-", "--source-name", name,
                             "--figure", config.shuffleboard_figure]
                            + (["--id", figure_id] if figure_id else [])
                            + (["--keep-going"] if config.shuffleboard_keep_going else [])
                            + (["--scheme", scheme] if scheme else []),
                            input=(text.rstrip("\n") + "\n").encode("utf-8"),
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    said = result.stderr.decode("utf-8", "replace").strip()
    if result.returncode != 0:
        raise BoardError(said or "%s: error: shuffleboard render exited %d" % (name, result.returncode))
    for line in said.split("\n") if said and warn else []:
        logger.warning(line)
    return result.stdout.decode("utf-8")


def render(config, text, source, line):
    """The figure of the board ``text`` whose first line is ``line`` of ``source``: a raw node
    that keeps the board and its name, for ``unique_figure_ids``."""
    name = "%s:%d" % (_author_path(source), max(line, 1))
    html = _figure(config, text, name)
    node = nodes.raw("", html, format="html")
    found = _FIGURE_ID.match(html)
    if found:
        node["shuffleboard_board"], node["shuffleboard_name"], node["shuffleboard_id"] = text, name, found.group(1)
    return node


class BoardDirective(Directive):
    """``.. board::`` (or MyST's ```{board}) with the board's YAML as its content."""

    has_content = True

    def run(self):
        source, line = self.state_machine.get_source_and_line(self.content_offset + 1)
        if type(self.state_machine).__module__.startswith("myst_parser"):
            # MyST's ```{board}: the content starts on the line after the fence (a board takes no
            # options), and MyST's content_offset does not count from the top of the file.
            line = self.lineno + 1
        return [render(self.state.document.settings.env.config, "\n".join(self.content), source, line)]


def replace_board_blocks(app, doctree):
    """MyST's ```board (and reST's ``.. code-block:: board``) arrive as literal blocks."""
    for block in list(doctree.findall(nodes.literal_block)):
        if block.get("language") != "board":
            continue
        source = block.source or doctree.get("source")
        text = block.astext()
        block.replace_self(render(app.config, text, source, first_line(source, block.line or 0, text)))


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


def unique_figure_ids(app, doctree):
    """Gives each figure of the document an id that no other element of it has (its sections'
    ids, other raw HTML's), re-rendering the figures that must change theirs."""
    figures, taken = [], set()
    for node in doctree.findall(nodes.Element):
        if isinstance(node, nodes.raw) and "shuffleboard_id" in node:
            figures.append(node)
            continue
        taken.update(node.get("ids", []))
        if isinstance(node, nodes.raw) and "html" in node.get("format", "").split():
            taken.update(next(v for v in m.groups() if v is not None) for m in _ID_ATTRIBUTE.finditer(node.astext()))
    given = unique_ids([node["shuffleboard_id"] for node in figures], taken)
    for node, figure_id in zip(figures, given):
        if figure_id != node["shuffleboard_id"]:
            html = _figure(app.config, node["shuffleboard_board"], node["shuffleboard_name"], figure_id, warn=False)
            renamed = nodes.raw("", html, format="html")
            renamed["shuffleboard_board"], renamed["shuffleboard_name"] = node["shuffleboard_board"], node["shuffleboard_name"]
            renamed["shuffleboard_id"] = figure_id
            node.replace_self(renamed)


def first_line(source, line, text):
    """The line of ``source`` where ``text`` starts, searching from ``line`` (a MyST fence's line,
    or a ``code-block`` directive's, whose options and blank line come before the content)."""
    first = text.split("\n", 1)[0].strip()
    try:
        with open(source, encoding="utf-8-sig") as handle:
            lines = handle.read().split("\n")
    except (OSError, TypeError):
        return line + 1
    for number in range(max(line, 1), min(len(lines), line + 50) + 1):
        if lines[number - 1].strip() == first:
            return number
    return line + 1


def add_player(app, pagename, templatename, context, doctree):
    """Adds the player's script to an HTML page with a figure (once, however many), writing it
    into ``_static/`` the first time in this build (in each process of ``-j``): ``render --asset
    js``, the binary's own, so it matches the figures."""
    if '<figure class="board' not in context.get("body", ""):
        return
    path = os.path.join(app.outdir, "_static", SCRIPT)
    if getattr(app, "_shuffleboard_script", None) != path:
        result = subprocess.run([_binary(app.config), "render", "--asset", "js"], stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        if result.returncode != 0 or not result.stdout:
            raise BoardError("shuffleboard render --asset js: %s" % (
                result.stderr.decode("utf-8", "replace").strip() or "exit %d" % result.returncode))
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path + ".tmp%d" % os.getpid(), "wb") as handle:
            handle.write(result.stdout)
        os.replace(path + ".tmp%d" % os.getpid(), path)  # whole, beside another writer (sphinx-build -j)
        app._shuffleboard_script = path
    app.add_js_file(SCRIPT, defer="defer")


def _note_confdir(app, config):
    # A relative shuffleboard_binary is relative to conf.py, wherever sphinx-build runs.
    config._shuffleboard_confdir = app.confdir or os.getcwd()


def setup(app):
    app.add_config_value("shuffleboard_binary", None, "env")
    app.add_config_value("shuffleboard_figure", "compact", "env")
    app.add_config_value("shuffleboard_keep_going", False, "env")
    app.add_config_value("shuffleboard_scheme", None, "env")  # None: each board's own scheme:
    app.connect("config-inited", _note_confdir)
    app.add_directive("board", BoardDirective)
    app.connect("doctree-read", replace_board_blocks)
    app.connect("doctree-read", unique_figure_ids, priority=600)
    app.connect("doctree-resolved", lambda app, doctree, docname: unique_figure_ids(app, doctree))
    app.connect("html-page-context", add_player)
    return {"version": "1", "parallel_read_safe": True, "parallel_write_safe": True}
