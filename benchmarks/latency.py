"""Answer latency on the dev questions, and how it grows with the corpus (not a unit test).

    PYTHONPATH=src python benchmarks/latency.py                  # p50/p95 per mode
    PYTHONPATH=src python benchmarks/latency.py --passes 2       # then the same questions again
    PYTHONPATH=src python benchmarks/latency.py --scale 1,10,40  # slow: corpus growth
    PYTHONPATH=src python benchmarks/latency.py --scale 40 --keep --profile 25
    PYTHONPATH=src python benchmarks/latency.py --db benchmarks/.cache/scale-40.db --profile 25

``--profile K`` runs the timed questions under cProfile and prints the K entries with the
most time of their own and the most cumulative time (the timings include its overhead).

The scale run builds corpora of N x the dev datasheets. Copy k of a datasheet is
the stored original (pages, chunks, vectors, facts read back through the store
API, so nothing is parsed or embedded again) saved as a new document whose
device is renamed ``<device>-CP<k>`` everywhere the store knows it (document,
aliases, facts, chunk text). The dev questions keep naming the originals, so
each question meets N - 1 look-alike datasheets; we report answer latency and
database size per N.
"""

from __future__ import annotations

import argparse
import cProfile
import dataclasses
import hashlib
import io
import pstats
import sqlite3
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

REPO = Path(__file__).resolve().parents[1]
DEFAULT_BENCH = (REPO / ".." / "shared" / "benchmark" / "dev").resolve()
CACHE = REPO / "benchmarks" / ".cache"


def _db_bytes(db: Path) -> int:
    return sum(p.stat().st_size for p in db.parent.glob(db.name + "*") if p.is_file())


def measure_questions(library, questions: list[dict], mode: str) -> list[float]:  # type: ignore[no-untyped-def]
    """Milliseconds per answered question (questions that fail are left out)."""
    from specproof.errors import LLMUnavailable

    times = []
    for q in questions:
        started = time.perf_counter()
        try:
            library.ask(q["question"], mode=mode)
        except LLMUnavailable:
            raise
        except Exception as exc:  # measure what answers; report what does not
            print(f"  {q['id']}: {type(exc).__name__}: {exc}", file=sys.stderr)
            continue
        times.append((time.perf_counter() - started) * 1000.0)
    return times


T = TypeVar("T")
PROFILE_TOP = 0  # --profile K: cProfile the timed questions, print the top K entries


def profiled(run: Callable[[], T]) -> T:
    """``run()``, under cProfile when --profile asks for it (then its top entries printed)."""
    if not PROFILE_TOP:
        return run()
    profile = cProfile.Profile()
    result = profile.runcall(run)
    out = io.StringIO()
    stats = pstats.Stats(profile, stream=out)
    for order in ("tottime", "cumulative"):
        stats.sort_stats(order).print_stats(PROFILE_TOP)
    root = str(REPO / "src") + "/"
    print(out.getvalue().replace(root, "").replace(sys.prefix, "<python>"))
    return result


def _stats_line(label: str, times: list[float]) -> str:
    from specproof.eval.metrics import latency_stats

    stats = latency_stats(times)
    if stats is None:
        return f"{label:14s} no answers"
    return (
        f"{label:14s} n={stats.n:4d}  p50={stats.p50_ms:8.1f} ms  p95={stats.p95_ms:8.1f} ms  "
        f"mean={stats.mean_ms:8.1f} ms  max={stats.max_ms:8.1f} ms"
    )


def dev_latency(
    db: Path, bench: Path, modes: list[str], limit: int | None, passes: int = 1
) -> None:
    from specproof import Library
    from specproof.errors import LLMUnavailable
    from specproof.eval.score import load_benchmark

    questions = load_benchmark(bench).questions[:limit]
    with Library(db) as library:
        library.ingest([bench / "datasheets"])
        library.ask(questions[0]["question"])  # load models and caches outside the timing
        for mode in modes:
            # Pass 2 and later ask the same questions again, as a user or a re-run
            # eval does: what per-process caches (query vectors) save shows there.
            for n in range(1, passes + 1):
                try:
                    times = profiled(lambda m=mode: measure_questions(library, questions, m))
                except LLMUnavailable:
                    print(f"{mode:14s} needs LLM")
                    break
                print(_stats_line(mode if passes == 1 else f"{mode} pass {n}", times))


# ------------------------------------------------------------------------------ scaling


def _copy_id(doc_id: str, k: int) -> str:
    return hashlib.sha256(f"{doc_id}:copy{k}".encode()).hexdigest()


def add_renamed_copy(store, doc, k: int) -> None:  # type: ignore[no-untyped-def]
    """Save copy k of a stored document, its device renamed ``<device>-CP<k>``."""
    store.save_document(*copy_records(store, doc, k))


def copy_records(store, doc, k: int):  # type: ignore[no-untyped-def]
    """The records of copy k of ``doc``: (doc, pages, chunks, vectors, facts), renamed."""
    suffix = f"-CP{k:02d}"
    new_id = _copy_id(doc.id, k)
    new_device = doc.device + suffix
    stem, dot, ext = doc.file_name.rpartition(".")
    file_name = f"{stem}{suffix.lower()}{dot}{ext}" if dot else doc.file_name + suffix.lower()

    def rename(text: str) -> str:
        return text.replace(doc.device, new_device) if doc.device else text

    chunks = store.chunks(doc.id)
    ids, matrix = store.vectors([doc.id])
    row_of = {chunk_id: i for i, chunk_id in enumerate(ids)}
    new_chunk_id = {c.id: f"{new_id[:16]}:{c.ordinal}" for c in chunks}
    copies = [
        dataclasses.replace(
            c,
            id=new_chunk_id[c.id],
            doc_id=new_id,
            text=rename(c.text),
            prev_id=new_chunk_id.get(c.prev_id) if c.prev_id else None,
            next_id=new_chunk_id.get(c.next_id) if c.next_id else None,
        )
        for c in chunks
    ]
    vectors = None
    if chunks and all(c.id in row_of for c in chunks):
        vectors = matrix[[row_of[c.id] for c in chunks]]
    facts = [
        dataclasses.replace(
            f,
            id=None,
            doc_id=new_id,
            device=rename(f.device) if f.device else new_device,
            source=dataclasses.replace(f.source, doc=file_name),
        )
        for f in store.facts(doc_id=doc.id)
    ]
    new_doc = dataclasses.replace(
        doc,
        id=new_id,
        file_name=file_name,
        device=new_device,
        aliases=[a + suffix for a in doc.aliases],
        ingested_at="",
    )
    return new_doc, store.pages(doc.id), copies, vectors, facts


def _clone_db(source: Path, target: Path) -> None:
    for old in target.parent.glob(target.name + "*"):
        old.unlink()
    with sqlite3.connect(source) as src, sqlite3.connect(target) as dst:
        src.backup(dst)


def scale_latency(
    base_db: Path, bench: Path, scales: list[int], mode: str, every: int, keep: bool
) -> None:
    from specproof import Library
    from specproof.eval.metrics import latency_stats
    from specproof.eval.score import load_benchmark

    questions = load_benchmark(bench).questions[::every]
    with Library(base_db) as library:
        library.ingest([bench / "datasheets"])
        originals = library.documents()
    print(f"{len(originals)} datasheets x N; {len(questions)} questions (every {every}. one)")
    print(f"{'N':>4} {'docs':>6} {'chunks':>7} {'facts':>7} {'DB MB':>8} {'build s':>8} "
          f"{'p50 ms':>8} {'p95 ms':>8}")  # fmt: skip
    for n in scales:
        db = CACHE / f"scale-{n}.db"
        started = time.perf_counter()
        _clone_db(base_db, db)
        with Library(db) as library:
            for k in range(1, n):
                for doc in originals:
                    add_renamed_copy(library.store, doc, k)
            build_s = time.perf_counter() - started
            docs = library.documents()
            library.ask(questions[0]["question"], mode=mode)  # warm caches
            times = profiled(lambda: measure_questions(library, questions, mode))
        stats = latency_stats(times)
        p50, p95 = (stats.p50_ms, stats.p95_ms) if stats else (float("nan"), float("nan"))
        print(
            f"{n:>4} {len(docs):>6} {sum(d.chunks for d in docs):>7} "
            f"{sum(d.facts for d in docs):>7} {_db_bytes(db) / 1e6:>8.1f} {build_s:>8.1f} "
            f"{p50:>8.1f} {p95:>8.1f}",
            flush=True,
        )
        if not keep:
            for f in db.parent.glob(db.name + "*"):
                f.unlink()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--bench", type=Path, default=DEFAULT_BENCH)
    parser.add_argument("--db", type=Path, default=CACHE / "dev.db")
    parser.add_argument("--modes", default="full", help="comma-separated modes to time")
    parser.add_argument("--limit", type=int, help="time only the first N questions")
    parser.add_argument("--passes", type=int, default=1, help="ask the question set N times")
    parser.add_argument("--scale", help="comma-separated corpus multiples, e.g. 1,10,40 (slow)")
    parser.add_argument("--every", type=int, default=4, help="scale run: every k-th question")
    parser.add_argument("--keep", action="store_true", help="keep the scaled databases")
    parser.add_argument("--profile", type=int, default=0, metavar="K", help="cProfile, top K")
    args = parser.parse_args(argv)
    global PROFILE_TOP
    PROFILE_TOP = args.profile

    CACHE.mkdir(parents=True, exist_ok=True)
    args.db.parent.mkdir(parents=True, exist_ok=True)
    if args.scale:
        scales = [int(x) for x in args.scale.split(",") if x.strip()]
        scale_latency(args.db, args.bench, scales, args.modes.split(",")[0], args.every, args.keep)
    else:
        dev_latency(args.db, args.bench, args.modes.split(","), args.limit, args.passes)
    return 0


if __name__ == "__main__":
    sys.exit(main())
