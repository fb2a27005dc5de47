"""Context-keeping chunks for retrieval.

Each chunk starts with its heading path, never cuts a table from its header
(long tables are split by rows with the header repeated), and records its page
span, section kind and neighbours. Paragraph text is packed up to ``size``
characters with ``overlap`` characters carried into the next chunk.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass

from specproof.parse import table_markdown
from specproof.records import Block, Chunk, Page, SectionKind

__all__ = ["chunk_document"]


@dataclass(slots=True)
class _Piece:
    """A unit of chunk text: a block, or part of a long block."""

    text: str
    page: int
    section: SectionKind
    heading_path: tuple[str, ...]
    table: bool = False


def _table_pieces(block: Block, budget: int) -> list[str]:
    """A table as Markdown parts of at most ``budget`` chars, header in every part."""
    if not block.cells:
        return [block.text]
    head = block.cells[: block.header_rows]
    rows = block.cells[block.header_rows :]
    parts: list[str] = []
    current: list[list[str]] = []
    for row in rows:
        candidate = table_markdown([*head, *current, row], block.header_rows)
        if current and len(candidate) > budget:
            parts.append(table_markdown(head + current, block.header_rows))
            current = []
        current.append(row)
    if current or not parts:
        parts.append(table_markdown(head + current, block.header_rows))
    return parts


def _split_text(text: str, budget: int, overlap: int) -> list[str]:
    """Split long prose at sentence or word boundaries, with overlap."""
    if len(text) <= budget:
        return [text]
    parts = []
    start = 0
    while start < len(text):
        end = min(len(text), start + budget)
        if end < len(text):
            cut = max(text.rfind(". ", start, end), text.rfind(" ", start, end))
            if cut > start + budget // 2:
                end = cut + 1
        parts.append(text[start:end].strip())
        if end >= len(text):
            break
        back = text.rfind(" ", start, end - overlap) if overlap else -1
        start = back + 1 if back > start else end
    return [p for p in parts if p]


def _pieces(pages: list[Page], size: int, overlap: int) -> list[_Piece]:
    out: list[_Piece] = []
    blocks = [b for page in pages for b in page.blocks]
    for i, block in enumerate(blocks):
        budget = max(200, size - len(" > ".join(block.heading_path)) - 2)
        if block.kind == "table":
            texts = _table_pieces(block, budget)
        elif block.kind == "heading":
            if _heads_next(block, blocks[i + 1 : i + 2]):
                continue  # it lives in the heading path of what follows it
            texts = [block.text]  # a heading with no body of its own: keep its words
        else:
            texts = _split_text(block.text, budget, overlap)
        for t in texts:
            out.append(
                _Piece(t, block.page, block.section, block.heading_path, block.kind == "table")
            )
    return out


def _heads_next(heading: Block, following: list[Block]) -> bool:
    return bool(following) and heading.text.strip() in following[0].heading_path


def _tail(pieces: list[_Piece], overlap: int) -> list[_Piece]:
    """Prose from the end of a chunk to repeat at the start of the next one."""
    if overlap <= 0 or not pieces or pieces[-1].table:
        return []
    last = pieces[-1]
    if len(last.text) <= overlap:
        return [last]
    cut = last.text.find(" ", len(last.text) - overlap)
    text = last.text[cut + 1 :] if cut >= 0 else last.text[-overlap:]
    return [_Piece(text, last.page, last.section, last.heading_path)]


def _render(pieces: list[_Piece]) -> str:
    path = pieces[0].heading_path
    body = "\n".join(p.text for p in pieces)
    return f"{' > '.join(path)}\n{body}" if path else body


def _length(pieces: list[_Piece]) -> int:
    return sum(len(p.text) + 1 for p in pieces) + len(" > ".join(pieces[0].heading_path)) + 1


def chunk_document(
    doc_id: str, pages: list[Page], size: int = 1200, overlap: int = 180
) -> list[Chunk]:
    """Chunks of one document in reading order, linked to their neighbours."""
    groups: list[list[_Piece]] = []
    current: list[_Piece] = []
    carried = 0  # leading pieces of ``current`` repeated from the previous chunk
    for piece in _pieces(pages, size, overlap):
        if len(current) > carried:
            last = current[-1]
            new_context = piece.heading_path != last.heading_path or piece.section != last.section
            if new_context and _fits_small(current, piece, size):
                # A tiny section (a heading and a line or two) joins the next one rather
                # than becoming a chunk of its own: fewer, fuller chunks to embed and rank.
                current += [_heading_piece(piece), piece]
                continue
            if new_context or _length([*current, piece]) > size:
                groups.append(current)
                current = [] if new_context or piece.table else _tail(current, overlap)
                if current and _length([*current, piece]) > size:
                    current = []
                carried = len(current)
        current.append(piece)
    if len(current) > carried:
        groups.append(current)
    return _link(doc_id, groups)


SMALL_CHUNK = 300  # characters; a chunk this short is worth merging with its neighbour


def _fits_small(current: list[_Piece], piece: _Piece, size: int) -> bool:
    if piece.table or any(p.table for p in current) or _length(current) >= SMALL_CHUNK:
        return False
    return _length([*current, _heading_piece(piece), piece]) <= size


def _heading_piece(piece: _Piece) -> _Piece:
    """The piece's heading path written inline, where it joins an earlier section's chunk."""
    text = " > ".join(piece.heading_path) or "—"
    return _Piece(text, piece.page, piece.section, piece.heading_path)


def _link(doc_id: str, groups: list[list[_Piece]]) -> list[Chunk]:
    prefix = doc_id[:16]
    chunks = []
    for ordinal, pieces in enumerate(groups):
        section = pieces[-1].section if pieces else SectionKind.OTHER
        chunks.append(
            Chunk(
                id=f"{prefix}:{ordinal}",
                doc_id=doc_id,
                ordinal=ordinal,
                text=_render(pieces),
                page_start=min(p.page for p in pieces),
                page_end=max(p.page for p in pieces),
                section=section,
                heading_path=pieces[-1].heading_path,
                prev_id=f"{prefix}:{ordinal - 1}" if ordinal > 0 else None,
                next_id=None,
            )
        )
    for a, b in itertools.pairwise(chunks):
        a.next_id = b.id
    return chunks
