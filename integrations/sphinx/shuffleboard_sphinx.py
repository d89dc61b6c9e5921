"""Shuffleboard for Sphinx: a ``board`` directive, and ```board fences under MyST.

In conf.py (this file next to it, or anywhere on ``sys.path``):

    extensions = ["shuffleboard_sphinx"]                    # reStructuredText: .. board::
    extensions = ["myst_parser", "shuffleboard_sphinx"]     # and Markdown: ```board or ```{board}

The board's text goes to ``shuffleboard render - --source-name FILE:LINE`` on standard input and
the figure it prints (inline SVGs, scoped CSS, no file beside it) takes its place in HTML output.
A board with a mistake stops the build (exit 2) with the compiler-style diagnostic at the
author's file and line: ``docs/guide.md:14:15: error: unknown item 'Z' in 'press Z'``.

The binary is ``shuffleboard_binary`` from conf.py, else ``$SHUFFLEBOARD``, else ``shuffleboard``
on ``PATH``.
"""

import os
import shutil
import subprocess

from docutils import nodes
from docutils.parsers.rst import Directive
from sphinx.errors import SphinxError


class BoardError(SphinxError):
    """A board that does not render; Sphinx prints the diagnostic and exits non-zero."""

    category = "Shuffleboard error"


def _binary(config):
    binary = config.shuffleboard_binary or os.environ.get("SHUFFLEBOARD") or shutil.which("shuffleboard")
    if not binary:
        raise BoardError("the shuffleboard binary is not on PATH (set shuffleboard_binary in conf.py)")
    return binary


def _author_path(source):
    path = os.path.relpath(source) if source else "<board>"
    return source if path.startswith("..") else path


def render(config, text, source, line):
    """The figure of the board ``text`` whose first line is ``line`` of ``source``."""
    name = "%s:%d" % (_author_path(source), max(line, 1))
    result = subprocess.run([_binary(config), "render", "-", "--source-name", name],
                            input=(text.rstrip("\n") + "\n").encode("utf-8"),
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    if result.returncode != 0:
        raise BoardError(result.stderr.decode("utf-8", "replace").strip()
                         or "%s: error: shuffleboard render exited %d" % (name, result.returncode))
    return nodes.raw("", result.stdout.decode("utf-8"), format="html")


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


def setup(app):
    app.add_config_value("shuffleboard_binary", None, "env")
    app.add_directive("board", BoardDirective)
    app.connect("doctree-read", replace_board_blocks)
    return {"version": "1", "parallel_read_safe": True, "parallel_write_safe": True}
