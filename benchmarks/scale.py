"""Store backends at scale: write throughput, size and answer latency (not a unit test).

    PYTHONPATH=src python benchmarks/scale.py --n 1,4                     # SQLite only
    PYTHONPATH=src python benchmarks/scale.py --n 1,4 --start-servers     # + PostgreSQL, MongoDB
    PYTHONPATH=src python benchmarks/scale.py --n 4 --pg postgresql://… --mongo mongodb://…

The dev datasheets are ingested once (parse, extract, embed) into a cached SQLite
library. For corpus size N, copy k (k = 0 … N-1) of every datasheet is its
stored records saved again with the device renamed ``<device>-CP<k>`` (copy 0
is the original), as in ``benchmarks/latency.py``: nothing is parsed or
embedded again, so the write figures are the store's own. Two worker processes
share the copies and write into a fresh library of each backend at once
(throughput: documents, chunks and facts per second). Then: size on disk, and
answer latency p50/p95 of the dev questions (every k-th) against that library.

    # The issue's PostgreSQL figures: 40x corpus, real ingest, serve --workers 4 under load
    PYTHONPATH=src python benchmarks/scale.py --n 40 --backends postgres --start-servers \
        --real-ingest 1 --serve 60 --clients 50 --serve-workers 4

``--real-ingest K`` also measures what copying skips: K byte-distinct copies of
every dev PDF parsed, extracted and embedded by 2 worker processes (each a
``Library.ingest`` over half the files) into a fresh library. ``--serve S``
starts ``specproof --db TARGET serve --workers W`` on a free loopback port
against the N-copy library and runs C concurrent clients asking dev questions
for S seconds (``benchmarks/serve_load.py``). The 1-minute load average is
printed with each row: the figures depend on what else the machine runs.

Measured on the 2-core dev machine while other jobs ran (1-min load 7-15), PG 16 +
pgvector (pgserver), N = 40: 960 datasheets, 69,880 chunks, 393 MB; copy-write
127-228 s (4.2-7.6 docs/s); answer p50 36 ms, p95 512 ms (warm); a real ingest of
the 24 dev PDFs (614 pages, parse + extract + MiniLM) by 2 workers 239 s (2.6
pages/s); ``serve --workers 4``, 50 clients, 60 s: 15.5-22 req/s, p50 0.1-0.5 s,
p95 9-16 s, 0 errors. A cold worker builds its BM25 index (~8 s, ~0.7 GB).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import multiprocessing as mp
import os
import shutil
import sys
import time
import uuid
from concurrent.futures import ProcessPoolExecutor
from contextlib import ExitStack
from pathlib import Path

from latency import copy_records  # benchmarks/ is on sys.path when run as a script

REPO = Path(__file__).resolve().parents[1]
DEFAULT_BENCH = (REPO / ".." / "shared" / "benchmark" / "dev").resolve()
CACHE = REPO / "benchmarks" / ".cache"


def renamed_copy(source, doc, k: int):  # type: ignore[no-untyped-def]
    """Records of ``doc`` (read from ``source``) as copy k: device ``<device>-CP<k>``."""
    if k == 0:
        ids, matrix = source.vectors([doc.id])
        vectors = matrix if len(ids) else None
        return (
            doc,
            source.pages(doc.id),
            source.chunks(doc.id),
            vectors,
            source.facts(doc_id=doc.id),
        )
    return copy_records(source, doc, k)  # the latency benchmark's renaming, shared


def _write_copies(
    source_db: str, target: str, jobs: list[tuple[str, int]]
) -> tuple[int, int, int, float, float]:
    """One worker: save the given (document id, copy number) pairs; counts and its time span."""
    from specproof.store import open_store

    source, store = open_store(source_db), open_store(target)
    docs = chunks = facts = 0
    started = time.time()  # wall clock: comparable across processes
    try:
        for doc_id, k in jobs:
            doc, pages, chunk_list, vectors, fact_list = renamed_copy(
                source, source.document(doc_id), k
            )
            store.save_document(doc, pages, chunk_list, vectors, fact_list)
            docs, chunks, facts = docs + 1, chunks + len(chunk_list), facts + len(fact_list)
    finally:
        source.close()
        store.close()
    return docs, chunks, facts, started, time.time()


def build(source_db: str, target: str, n: int, workers: int) -> tuple[float, tuple[int, int, int]]:
    """Fill ``target`` with N copies of the source library using ``workers`` processes."""
    from specproof.store import open_store

    source = open_store(source_db)
    originals = [d.id for d in source.documents()]
    source.close()
    jobs = [(doc_id, k) for k in range(n) for doc_id in originals]
    shares = [jobs[i::workers] for i in range(workers)]
    with mp.get_context("spawn").Pool(workers) as pool:
        counts = pool.starmap(_write_copies, [(source_db, target, s) for s in shares])
    # From the first worker's first write to the last one's end: process start-up excluded.
    seconds = max(c[4] for c in counts) - min(c[3] for c in counts)
    totals = tuple(sum(c[i] for c in counts) for i in range(3))
    return seconds, totals  # type: ignore[return-value]


def size_bytes(target: str) -> int:
    if "://" not in target or target.startswith("sqlite:///"):
        path = Path(target.removeprefix("sqlite:///"))
        return sum(p.stat().st_size for p in path.parent.glob(path.name + "*") if p.is_file())
    from specproof.store import open_store

    store = open_store(target)
    try:
        return store.size_bytes()  # type: ignore[attr-defined]
    finally:
        store.close()


def answer_latency(target: str, questions: list[dict], warm_up: list[dict]) -> tuple[float, float]:
    sys.path.insert(0, str(REPO / "benchmarks"))
    from latency import measure_questions

    from specproof import Library
    from specproof.eval.metrics import latency_stats

    with Library(target) as library:
        # A running server has loaded its code and embedder and answered other questions
        # (the code's regular expressions compile on first use): not timed.
        library.warm_up()
        for q in warm_up:
            library.ask(q["question"])
        stats = latency_stats(measure_questions(library, questions, "full"))
    return (stats.p50_ms, stats.p95_ms) if stats else (float("nan"), float("nan"))


def _ingest_share(target: str, files: list[str]) -> tuple[int, int, float, float]:
    """One real-ingest worker: parse, extract, embed and store its files."""
    from specproof import Library

    with Library(target) as library:
        _ = library.embedder  # model loading is start-up, not ingest
        started = time.time()
        results = library.ingest([Path(f) for f in files])
        ended = time.time()
    ok = [r for r in results if r.status == "ok"]
    if len(ok) != len(results):
        bad = [(r.file_name, r.status) for r in results if r.status != "ok"]
        print(f"  real ingest: not ok: {bad}", file=sys.stderr)
    return len(ok), sum(r.pages for r in ok), started, ended


def distinct_copies(bench: Path, k: int, folder: Path, limit: int | None) -> list[Path]:
    """k copies of every dev PDF with different bytes and names (so different documents).

    Bytes after ``%%EOF`` are ignored by PDF readers; they change the SHA-256.
    """
    out = []
    for copy in range(k):
        for pdf in sorted((bench / "datasheets").glob("*.pdf"))[:limit]:
            target = folder / f"{pdf.stem}-rc{copy:02d}.pdf"
            target.write_bytes(pdf.read_bytes() + f"\n%specproof copy {copy}\n".encode())
            out.append(target)
    return out


def real_ingest(target: str, files: list[Path], workers: int) -> tuple[float, int, int]:
    """Seconds, documents and pages of ``workers`` processes ingesting ``files`` into target."""
    shares = [[str(f) for f in files[i::workers]] for i in range(workers)]
    # Not a multiprocessing Pool: its workers are daemons, and ingest forks a parser per file.
    with ProcessPoolExecutor(workers, mp_context=mp.get_context("spawn")) as pool:
        counts = list(pool.map(_ingest_share, [target] * workers, shares))
    seconds = max(c[3] for c in counts) - min(c[2] for c in counts)
    return seconds, sum(c[0] for c in counts), sum(c[1] for c in counts)


WARM_UP_S = 45.0


def serve_load(
    target: str, questions: list[str], workers: int | None, clients: int, seconds: float
) -> str:
    """Start ``specproof --db TARGET serve [--workers W]`` on loopback, load it, stop it."""
    from serve_load import run_load, served

    warm_clients = 2 * (workers or os.cpu_count() or 1)
    with served(target, workers, log_path=CACHE / "serve.log") as server:
        # Every worker fills its caches (and compiles its regular expressions) at first.
        warm = asyncio.run(
            run_load(server.url, questions, warm_clients, WARM_UP_S, timeout_s=300.0)
        )
        result = asyncio.run(run_load(server.url, questions, clients, seconds))
        rss = ", ".join(f"{mb:.0f}" for mb in server.peak_rss_mb())
    return (
        f"{result.line()}\n    (warm-up, {warm_clients} clients: {warm.line()};"
        f" peak RSS MB, server then workers: {rss})"
    )


def load_note() -> str:
    return f"load {os.getloadavg()[0]:.1f}"


def base_library(bench: Path, db: Path, limit: int | None) -> str:
    from specproof import Library

    sheets = sorted((bench / "datasheets").glob("*.pdf"))[:limit]
    with Library(db) as library:
        started = time.perf_counter()
        results = library.ingest(sheets)
        fresh = [r for r in results if r.status == "ok"]
        if fresh:
            print(
                f"base ingest: {len(fresh)} datasheets parsed+embedded in "
                f"{time.perf_counter() - started:.1f} s",
                flush=True,
            )
    return str(db)


def targets(args: argparse.Namespace, n: int, stack: ExitStack) -> dict[str, str]:
    """Fresh, empty library per backend for corpus size ``n``."""
    tag = f"n{n}_{uuid.uuid4().hex[:6]}"
    sqlite = CACHE / f"scale-{tag}.db"
    out = {}
    if "sqlite" in args.backends:
        out["sqlite"] = str(sqlite)
        stack.callback(lambda: [p.unlink() for p in CACHE.glob(sqlite.name + "*")])
    if args.pg and "postgres" in args.backends:
        sep = "&" if "?" in args.pg else "?"
        out["postgres"] = f"{args.pg}{sep}schema=scale_{tag}"
    if args.mongo and "mongo" in args.backends:
        out["mongo"] = f"{args.mongo.rstrip('/')}/scale_{tag}"
    return out


def drop(backend: str, target: str) -> None:
    if backend == "postgres":
        from specproof.store.postgres import PostgresStore

        store = PostgresStore(target)
        with store._transaction() as db:
            db.execute(f'DROP SCHEMA "{store.schema}" CASCADE')
        store.close()
    elif backend == "mongo":
        from specproof.store.mongo import MongoStore

        store = MongoStore(target)
        store._client.drop_database(store._db.name)
        store.close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--bench", type=Path, default=DEFAULT_BENCH)
    parser.add_argument("--n", default="1,4", help="comma-separated corpus multiples")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--every", type=int, default=4, help="time every k-th dev question")
    parser.add_argument("--datasheets", type=int, help="use only the first D dev datasheets")
    parser.add_argument("--pg", help="PostgreSQL URL")
    parser.add_argument("--mongo", help="MongoDB URL (without database)")
    parser.add_argument(
        "--start-servers", action="store_true", help="start pgserver and nx-27017 (test servers)"
    )
    parser.add_argument("--backends", default="sqlite,postgres,mongo")
    parser.add_argument(
        "--real-ingest", type=int, default=0, metavar="K", help="also time a real ingest of K x"
    )
    parser.add_argument("--serve", type=float, default=0, metavar="S", help="load test seconds")
    parser.add_argument("--clients", type=int, default=50)
    parser.add_argument(
        "--serve-workers", type=int, help="serve --workers (default: the server's, one per core)"
    )
    parser.add_argument("--keep", action="store_true", help="keep the N-copy server libraries")
    args = parser.parse_args(argv)
    args.backends = {b.strip() for b in args.backends.split(",")}

    CACHE.mkdir(parents=True, exist_ok=True)
    suffix = f"-{args.datasheets}" if args.datasheets else ""
    source = base_library(args.bench, CACHE / f"scale-base{suffix}.db", args.datasheets)
    from specproof.eval.score import load_benchmark
    from specproof.store import open_store

    base = open_store(source)
    devices = json.loads((args.bench / "devices.json").read_text())
    names = {devices.get(d.file_name, {}).get("device", d.device) for d in base.documents()}
    base.close()
    about_stored = [
        q
        for q in load_benchmark(args.bench).questions
        if q.get("devices") and set(q["devices"]) <= names
    ]
    questions = about_stored[:: args.every]
    warm_up = about_stored[args.every // 2 :: args.every]  # others, never timed

    with ExitStack() as servers:
        if args.start_servers:
            sys.path.insert(0, str(REPO / "tests"))
            from stores import servers as test_servers

            workdir = CACHE / f"servers-{uuid.uuid4().hex[:6]}"
            workdir.mkdir()
            servers.callback(shutil.rmtree, workdir, True)  # runs after the servers stop
            args.pg = args.pg or servers.enter_context(_generator(test_servers.postgres(workdir)))
            args.mongo = args.mongo or servers.enter_context(
                _generator(test_servers.mongo(workdir))
            )
        print(f"{len(names)} datasheets x N, {args.workers} writer processes, "
              f"{len(questions)} questions (every {args.every}.)")  # fmt: skip
        if args.real_ingest:
            measure_real_ingest(args)
        print(f"{'backend':9} {'N':>3} {'docs':>5} {'chunks':>7} {'write s':>8} {'docs/s':>7} "
              f"{'chunks/s':>9} {'MB':>7} {'p50 ms':>8} {'p95 ms':>8}")  # fmt: skip
        for n in [int(x) for x in args.n.split(",") if x.strip()]:
            with ExitStack() as stack:
                for backend, target in targets(args, n, stack).items():
                    seconds, (docs, chunks, _facts) = build(source, target, n, args.workers)
                    built_load = load_note()
                    mb = size_bytes(target) / 1e6
                    p50, p95 = answer_latency(target, questions, warm_up)
                    print(
                        f"{backend:9} {n:>3} {docs:>5} {chunks:>7} {seconds:>8.1f} "
                        f"{docs / seconds:>7.2f} {chunks / seconds:>9.0f} {mb:>7.1f} "
                        f"{p50:>8.1f} {p95:>8.1f}  ({built_load} after writing, {load_note()})",
                        flush=True,
                    )
                    if args.serve:
                        asked = [q["question"] for q in load_benchmark(args.bench).questions]
                        line = serve_load(
                            target, asked, args.serve_workers, args.clients, args.serve
                        )
                        workers = args.serve_workers or "default"
                        print(
                            f"  serve --workers {workers}, {args.clients} clients,"
                            f" {args.serve:g} s: {line} ({load_note()})",
                            flush=True,
                        )
                    if args.keep:
                        print(f"  kept: {target}")
                    else:
                        drop(backend, target)
    return 0


def measure_real_ingest(args: argparse.Namespace) -> None:
    """Parse + extract + embed with ``args.workers`` processes into each selected backend."""
    folder = CACHE / f"copies-{uuid.uuid4().hex[:6]}"
    folder.mkdir()
    try:
        files = distinct_copies(args.bench, args.real_ingest, folder, args.datasheets)
        with ExitStack() as stack:
            for backend, target in targets(args, 0, stack).items():
                seconds, docs, pages = real_ingest(target, files, args.workers)
                print(
                    f"real ingest {backend}: {docs} datasheets, {pages} pages in {seconds:.1f} s ="
                    f" {docs / seconds:.2f} docs/s, {pages / seconds:.1f} pages/s with"
                    f" {args.workers} worker processes ({load_note()})",
                    flush=True,
                )
                drop(backend, target)
    finally:
        shutil.rmtree(folder, ignore_errors=True)


class _generator:
    """A one-value generator (start; yield URL; stop) as a context manager."""

    def __init__(self, gen) -> None:  # type: ignore[no-untyped-def]
        self.gen = gen

    def __enter__(self) -> str:
        return next(self.gen)

    def __exit__(self, *exc: object) -> None:
        next(self.gen, None)


if __name__ == "__main__":
    sys.exit(main())
