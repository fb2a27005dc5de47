"""Where each key of a TOML file is written, so an error can name its line.

``tomllib`` returns plain data without positions; a validation error knows only the path
of the value it rejects (``("parts", "relay", "count")``). This scanner walks the text once
and records the line of every table header, key and array element it meets, as the same
kind of path. It reads the TOML a build file uses (tables, arrays of tables, dotted and
quoted keys, inline tables and arrays over several lines); on anything stranger it still
returns the line of the nearest enclosing key it saw.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

Path = tuple[str | int, ...]

_BARE_KEY = re.compile(r"[A-Za-z0-9_-]+")


def key_lines(text: str) -> dict[Path, int]:
    """Path of every header, key and array element -> its 1-based line."""
    scanner = _Scanner(text)
    scanner.run()
    return scanner.lines


def line_of(lines: dict[Path, int], path: Sequence[str | int]) -> int | None:
    """The line of ``path``, else of its longest prefix that was seen."""
    for end in range(len(path), 0, -1):
        found = lines.get(tuple(path[:end]))
        if found is not None:
            return found
    return None


class _Scanner:
    def __init__(self, text: str) -> None:
        self.text = text
        self.pos = 0
        self.line = 1
        self.table: Path = ()
        self.counters: dict[Path, int] = {}
        self.lines: dict[Path, int] = {}

    # -- moving through the text -------------------------------------------------------

    def peek(self) -> str:
        return self.text[self.pos] if self.pos < len(self.text) else ""

    def advance(self, n: int = 1) -> None:
        chunk = self.text[self.pos : self.pos + n]
        self.line += chunk.count("\n")
        self.pos += n

    def skip_blank(self, newlines: bool) -> None:
        while self.pos < len(self.text):
            ch = self.peek()
            if ch == "#":
                while self.peek() not in ("", "\n"):
                    self.advance()
            elif ch in " \t\r" or (newlines and ch == "\n"):
                self.advance()
            else:
                return

    def record(self, path: Path) -> None:
        self.lines.setdefault(path, self.line)

    # -- statements ----------------------------------------------------------------------

    def run(self) -> None:
        while True:
            self.skip_blank(newlines=True)
            if self.pos >= len(self.text):
                return
            start = self.pos
            if self.peek() == "[":
                self.header()
            else:
                self.key_value(self.table)
            if self.pos == start:  # not TOML we read: go to the next line
                while self.peek() not in ("", "\n"):
                    self.advance()

    def header(self) -> None:
        array = self.text.startswith("[[", self.pos)
        self.advance(2 if array else 1)
        keys = self.keys()
        self.advance(2 if array else 1)
        path: Path = tuple(keys)
        if array:
            index = self.counters.get(path, 0)
            self.counters[path] = index + 1
            self.record(path)
            path = (*path, index)
        self.record(path)
        self.table = path

    def keys(self) -> list[str]:
        keys: list[str] = []
        while True:
            self.skip_blank(newlines=False)
            ch = self.peek()
            if ch in ("'", '"'):
                keys.append(self.quoted())
            else:
                m = _BARE_KEY.match(self.text, self.pos)
                if not m:
                    return keys
                keys.append(m.group(0))
                self.advance(len(m.group(0)))
            self.skip_blank(newlines=False)
            if self.peek() != ".":
                return keys
            self.advance()

    def quoted(self) -> str:
        quote = self.peek()
        self.advance()
        out = []
        while self.peek() not in ("", quote, "\n"):
            if self.peek() == "\\" and quote == '"':
                self.advance()
            out.append(self.peek())
            self.advance()
        self.advance()
        return "".join(out)

    def key_value(self, table: Path) -> None:
        keys = self.keys()
        if not keys:
            return
        path = (*table, *keys)
        for end in range(len(table) + 1, len(path) + 1):
            self.record(path[:end])
        self.skip_blank(newlines=False)
        if self.peek() == "=":
            self.advance()
            self.skip_blank(newlines=False)
            self.value(path)

    # -- values ----------------------------------------------------------------------------

    def value(self, path: Path) -> None:
        ch = self.peek()
        if ch == "[":
            self.array(path)
        elif ch == "{":
            self.inline_table(path)
        elif ch in ("'", '"'):
            self.string()
        else:
            while self.peek() not in ("", "\n", ",", "]", "}", "#"):
                self.advance()

    def string(self) -> None:
        quote = self.peek()
        if self.text.startswith(quote * 3, self.pos):
            end = self.text.find(quote * 3, self.pos + 3)
            self.advance((end + 3 if end >= 0 else len(self.text)) - self.pos)
            return
        self.quoted()

    def array(self, path: Path) -> None:
        self.advance()
        index = 0
        while True:
            self.skip_blank(newlines=True)
            if self.peek() in ("]", ""):
                self.advance()
                return
            self.record((*path, index))
            self.value((*path, index))
            index += 1
            self.skip_blank(newlines=True)
            if self.peek() == ",":
                self.advance()

    def inline_table(self, path: Path) -> None:
        self.advance()
        while True:
            self.skip_blank(newlines=True)
            if self.peek() in ("}", ""):
                self.advance()
                return
            before = self.pos
            self.key_value(path)
            self.skip_blank(newlines=True)
            if self.peek() == "," or self.pos == before:
                self.advance()
