"""A page's blocks, top to bottom: headings, paragraphs, list items and tables."""

from __future__ import annotations

from specproof.parse.headings import BULLET_RE, DocStyle, heading_level, is_heading, is_table_header
from specproof.parse.tables import TableBuilder, union_box
from specproof.records import Block, Line


def _is_list_start(text: str) -> bool:
    return bool(BULLET_RE.match(text.strip()))


def build_blocks(lines: list[Line], page: int, style: DocStyle) -> list[Block]:
    """Headings, paragraphs, list items and tables of one page, top to bottom."""
    blocks: list[Block] = []
    para: list[Line] = []
    para_kind = "paragraph"
    table: TableBuilder | None = None

    def flush_para() -> None:
        nonlocal para, para_kind
        if para:
            blocks.append(
                Block(page=page, kind=para_kind, text=" ".join(ln.text for ln in para),  # type: ignore[arg-type]
                      bbox=union_box([ln.bbox for ln in para]), lines=[ln.text for ln in para])
            )  # fmt: skip
        para, para_kind = [], "paragraph"

    def flush_table() -> None:
        nonlocal table
        if table is not None:
            if table.data:
                blocks.append(table.build(page))
            else:  # a header with nothing under it: keep its text as a paragraph
                blocks.append(Block(page=page, kind="paragraph", text=table.lines[0].text,
                                    bbox=table.lines[0].bbox, lines=[table.lines[0].text]))  # fmt: skip
        table = None

    prev_line: Line | None = None
    for line in lines:
        if table is not None:
            if table.accepts(line, style):
                table.add(line)
                prev_line = line
                continue
            flush_table()
        if is_table_header(line):
            flush_para()
            table = TableBuilder(line)
            above = blocks[-1] if blocks else None
            if (
                above is not None
                and prev_line is not None
                and _is_group_header(prev_line, line)
                and above.kind != "table"
                and above.lines == [prev_line.text]
            ):
                blocks.pop()
                table.header_lines.insert(0, prev_line)
                table.lines.insert(0, prev_line)
            prev_line = line
            continue
        prev_line = line
        if is_heading(line, style):
            flush_para()
            blocks.append(
                Block(page=page, kind="heading", text=line.text, bbox=line.bbox,
                      lines=[line.text], level=heading_level(line, style))
            )  # fmt: skip
            continue
        if _is_list_start(line.text):
            flush_para()
            para, para_kind = [line], "list"
            continue
        if para and _continues(para[-1], line):
            para.append(line)
            continue
        flush_para()
        para = [line]
    flush_table()
    flush_para()
    return blocks


def _is_group_header(above: Line, header: Line) -> bool:
    """A line of group titles right above a header ("FAST MODE  HIGH-SPEED MODE")."""
    gap = header.bbox[1] - above.bbox[3]
    return (
        gap < 0.8 * header.size
        and above.bbox[0] >= header.bbox[0] - header.size
        and not any(ch.isdigit() for ch in above.text)
        and (len(above.spans) > 1 or above.text.isupper())
    )


def _continues(prev: Line, line: Line) -> bool:
    """The next line of the same paragraph: close below, similar size, overlapping in x."""
    gap = line.bbox[1] - prev.bbox[3]
    if gap > 0.8 * max(prev.size, line.size) or gap < -0.5 * line.size:
        return False
    if abs(prev.size - line.size) > 0.15 * prev.size:
        return False
    return line.bbox[0] < prev.bbox[2] and prev.bbox[0] < line.bbox[2]
