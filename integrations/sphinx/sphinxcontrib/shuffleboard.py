"""``extensions = ["sphinxcontrib.shuffleboard"]``: Shuffleboard's Sphinx extension under the name
Sphinx extensions usually take; the same as ``shuffleboard_sphinx`` (which see). ``sphinxcontrib``
is a namespace package (no ``__init__.py``), shared with the other ``sphinxcontrib-*`` packages."""

from shuffleboard_sphinx import setup  # noqa: F401
