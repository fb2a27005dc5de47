"""PDF parsing: pages of visual lines and blocks (heading, paragraph, list, table).

The default :class:`PdfiumParser` reads pypdfium2 character boxes and rebuilds
visual lines the way ``pdftotext -layout`` does, so a quote cut from one of our
lines can be found again on the page by anyone with poppler. Tables are found
from column alignment under a header line (Parameter / Symbol / Min / Typ /
Max / Unit ...), which needs no extra library and runs at hundreds of pages/s.

Coordinates: bbox = (x0, top, x1, bottom) in PDF points, origin top-left.
Page numbers are 1-based everywhere.

Modules, in the order a document is read: :mod:`.document` (files, pages, the parser
Protocol), :mod:`.chars` (characters, hidden text), :mod:`.lines` (visual lines),
:mod:`.headings` (kinds of lines), :mod:`.tables` (table blocks), :mod:`.blocks` (a
page's blocks). This package face re-exports the public names.
"""

from specproof.parse.blocks import build_blocks
from specproof.parse.document import Parser, PdfiumParser, get_parser, page_count, parse_pdf
from specproof.parse.headings import is_heading_text, is_table_header
from specproof.parse.lines import build_lines
from specproof.parse.tables import table_markdown

__all__ = [
    "Parser",
    "PdfiumParser",
    "build_blocks",
    "build_lines",
    "get_parser",
    "is_heading_text",
    "is_table_header",
    "page_count",
    "parse_pdf",
    "table_markdown",
]
