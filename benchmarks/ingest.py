"""Ingest throughput: the dev datasheets into a fresh database.

    python benchmarks/ingest.py [DATASHEETS_DIR] [--embedder minilm|none]

Prints pages/s overall, seconds per document, chunks, facts and peak RSS.
"""

from __future__ import annotations

import argparse
import resource
import sys
import tempfile
import time
from pathlib import Path

from specproof.config import Settings
from specproof.library import Library

DEFAULT_DIR = (
    Path(__file__).resolve().parents[1] / ".." / "shared" / "benchmark" / "dev" / "datasheets"
)


def _cpu_seconds() -> tuple[float, float]:
    """User + system CPU seconds of this process and of its finished children."""
    own = resource.getrusage(resource.RUSAGE_SELF)
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime, children.ru_utime + children.ru_stime


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("folder", nargs="?", type=Path, default=DEFAULT_DIR)
    ap.add_argument("--embedder", default="minilm")
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        settings = Settings(db=str(Path(tmp) / "bench.db"), embedder=args.embedder)
        lib = Library(settings=settings)
        _ = lib.embedder  # load the model before timing, as a long-running process would
        cpu_before = _cpu_seconds()
        started = time.perf_counter()
        results = lib.ingest([args.folder])
        elapsed = time.perf_counter() - started
        cpu_self, cpu_children = (a - b for a, b in zip(_cpu_seconds(), cpu_before, strict=True))
        db_size = sum(p.stat().st_size for p in Path(tmp).glob("bench.db*"))
    pages = sum(r.pages for r in results)
    print(f"{'file':28s} {'status':22s} {'pages':>5s} {'chunks':>6s} {'facts':>5s} {'s':>6s}")
    for r in results:
        print(
            f"{r.file:28s} {r.status:22s} {r.pages:5d} {r.chunks:6d} {r.facts:5d} {r.seconds:6.2f}"
        )
    ok = sum(r.status in ("ok", "replaced") for r in results)
    rss_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    child_mb = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
    print(
        f"\n{ok}/{len(results)} ok · {pages} pages in {elapsed:.1f} s = {pages / elapsed:.1f} pages/s"
        f" · {elapsed / max(len(results), 1):.2f} s/document"
        f" · {sum(r.chunks for r in results)} chunks · {sum(r.facts for r in results)} facts"
        f" · peak RSS {rss_mb:.0f} MB (parser children {child_mb:.0f} MB) · db {db_size / 1e6:.1f} MB"
        f" · embedder {args.embedder}"
    )
    # Wall time is noisy on a shared machine; CPU seconds are what to compare A/B.
    print(
        f"CPU {cpu_self + cpu_children:.1f} s (this process {cpu_self:.1f} s, parser children"
        f" {cpu_children:.1f} s) · {pages / max(cpu_self + cpu_children, 1e-9):.1f} pages per CPU s"
    )
    return 0 if ok == len(results) else 1


if __name__ == "__main__":
    sys.exit(main())
