"""Deterministic extraction of structured specification facts from parsed pages.

Entry points:

* :func:`extract_facts`: every fact a document's pages state, at ingest time;
* :func:`extract_passage`: the facts of one asked field a retrieved :class:`Passage`
  states, at answer time (the agent's fallback when the library holds none).

Pages are walked line by line in reading order (:mod:`.engine`): a table header
(Min / Typ / Max / Unit ...) switches to column-aligned row reading
(:mod:`.row_reader` over :mod:`.tables`), parameter-per-column tables are read whole
(:mod:`.param_reader`), other lines are read as key-value statements
(:mod:`.keyvalue_reader` over :mod:`.lines`). Field names come from :mod:`.lexicon`,
interfaces and I2C addresses from :mod:`.interfaces`. Every fact quotes the visual
line(s) of the page that hold its numbers, so the evidence can be found again in the PDF.
"""

from __future__ import annotations

from specproof.extract.engine import extract_facts
from specproof.extract.passage import PASSAGE_EXTRACTOR, Passage, extract_passage
from specproof.units import find_quantities

__all__ = [
    "PASSAGE_EXTRACTOR",
    "Passage",
    "extract_facts",
    "extract_passage",
    "find_line_quantities",
]

# a line's quantities, for callers that want them without facts
find_line_quantities = find_quantities
