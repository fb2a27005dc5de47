"""Check a whole build (parts, rails, buses, connections) against its datasheets.

``load_build`` reads a TOML build file (``netlist.load_netlist`` a KiCad netlist with a
mapping of its parts); ``check_build`` judges every rule family across it with the
answering engine and returns a :class:`Report`: one row per check, each pass, fail or
unknown, with the facts it cites.
"""

from specproof.build.model import BuildFile, BuildFileError, load_build, parse_build
from specproof.build.report import Citation, Report, Row
from specproof.build.run import check_build

__all__ = [
    "BuildFile",
    "BuildFileError",
    "Citation",
    "Report",
    "Row",
    "check_build",
    "load_build",
    "parse_build",
]
