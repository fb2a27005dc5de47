"""The reliability experiments, sized by their callers.

The fast tests in this folder and ``benchmarks/reliability.py`` run the same
functions: the tests with a few files, kills and readers, the benchmark with
the full counts. Each experiment returns a dataclass of figures; the callers
assert on them (tests) or write them to JSON (benchmark).
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import multiprocessing as mp
import multiprocessing.synchronize
import os
import random
import signal
import sqlite3
import subprocess
import sys
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from specproof.config import Settings
from specproof.library import Library
from specproof.store.sqlite import SQLiteStore

from .datasheets import Spec, datasheet_pdf

REPO = Path(__file__).resolve().parents[2]
# Every reason errors.RejectedDocument documents: anything else is an untyped outcome.
KNOWN_REJECTIONS = {
    "not_pdf",
    "encrypted",
    "needs_ocr",
    "parse_error",
    "too_large",
    "too_many_pages",
    "timeout",
}
STORED_STATUSES = {"ok", "unchanged", "replaced"}


def typed_status(status: str) -> bool:
    if status in STORED_STATUSES:
        return True
    kind, _, reason = status.partition(":")
    return kind == "rejected" and reason in KNOWN_REJECTIONS


def fast_settings(db: Path, **overrides: object) -> Settings:
    values: dict[str, object] = {"db": str(db), "embedder": "none"}
    values.update(overrides)
    return Settings(**values)


# -- database checks ---------------------------------------------------------------------


def _connect(db: Path) -> sqlite3.Connection:
    conn = sqlite3.connect(str(db), timeout=60, isolation_level=None)
    conn.execute("PRAGMA busy_timeout = 60000")
    return conn


CONSISTENCY_SQL = """
SELECT d.id, d.file_name, d.pages, d.chunks, d.facts,
       (SELECT count(*) FROM pages p WHERE p.doc_id = d.id),
       (SELECT count(*) FROM chunks c WHERE c.doc_id = d.id),
       (SELECT count(*) FROM facts f WHERE f.doc_id = d.id)
FROM documents d
"""


def consistency_problems(conn: sqlite3.Connection) -> list[str]:
    """Half-written documents, orphan rows, duplicate file names, FTS out of step.

    Runs in one read transaction so it sees one snapshot even while a writer commits.
    """
    problems: list[str] = []
    conn.execute("BEGIN")
    try:
        for doc_id, name, n_pages, n_chunks, n_facts, pages, chunks, facts in conn.execute(
            CONSISTENCY_SQL
        ):
            if (n_pages, n_chunks, n_facts) != (pages, chunks, facts):
                problems.append(
                    f"{name} {doc_id[:8]}: row counts {pages}/{chunks}/{facts}"
                    f" vs document {n_pages}/{n_chunks}/{n_facts}"
                )
        for table in ("pages", "chunks", "facts"):
            (orphans,) = conn.execute(
                f"SELECT count(*) FROM {table} WHERE doc_id NOT IN (SELECT id FROM documents)"
            ).fetchone()
            if orphans:
                problems.append(f"{orphans} orphan rows in {table}")
        (n_fts,) = conn.execute("SELECT count(*) FROM chunks_fts").fetchone()
        (n_chunks_all,) = conn.execute("SELECT count(*) FROM chunks").fetchone()
        if n_fts != n_chunks_all:
            problems.append(f"chunks_fts has {n_fts} rows, chunks {n_chunks_all}")
        for name, count in conn.execute(
            "SELECT file_name, count(*) FROM documents GROUP BY file_name HAVING count(*) > 1"
        ):
            problems.append(f"{count} documents named {name}")
    finally:
        conn.execute("COMMIT")
    return problems


def check_database(db: Path) -> list[str]:
    """Integrity (SQLite + FTS5) and consistency problems of a database file."""
    store = SQLiteStore(db)
    try:
        problems = store.integrity_problems()
    finally:
        store.close()
    conn = _connect(db)
    try:
        return problems + consistency_problems(conn)
    finally:
        conn.close()


def documents_by_name(db: Path) -> dict[str, str]:
    conn = _connect(db)
    try:
        return dict(conn.execute("SELECT file_name, id FROM documents"))
    finally:
        conn.close()


def table_checksums(db: Path) -> dict[str, tuple[int, str]]:
    """Row count and a content hash of every table that holds document data."""
    conn = _connect(db)
    out: dict[str, tuple[int, str]] = {}
    try:
        for table, order in (
            ("documents", "id"),
            ("pages", "doc_id, number"),
            ("chunks", "id"),
            ("facts", "doc_id, id"),
            ("chunks_fts", "rowid"),
        ):
            digest = hashlib.sha256()
            rows = conn.execute(f"SELECT * FROM {table} ORDER BY {order}").fetchall()
            for row in rows:
                digest.update(repr(row).encode())
            out[table] = (len(rows), digest.hexdigest())
    finally:
        conn.close()
    return out


# -- R1: malformed files -------------------------------------------------------------------


@dataclass(slots=True)
class MalformedReport:
    files: int = 0
    statuses: dict[str, int] = field(default_factory=dict)
    untyped: list[str] = field(default_factory=list)  # file: status
    exceptions: list[str] = field(default_factory=list)
    hangs: list[str] = field(default_factory=list)  # files over the time limit
    slowest_s: float = 0.0
    seconds: float = 0.0
    integrity: list[str] = field(default_factory=list)


def ingest_malformed(paths: list[Path], settings: Settings, batch: int = 50) -> MalformedReport:
    """Ingest every file through the Python API; collect anything but a typed status."""
    report = MalformedReport(files=len(paths))
    statuses: Counter[str] = Counter()
    limit = settings.parse_timeout_s + 15  # the child's timeout plus kill-and-reap slack
    started = time.perf_counter()
    lib = Library(settings=settings)
    try:
        for i in range(0, len(paths), batch):
            group = paths[i : i + batch]
            try:
                results = lib.ingest(group)
            except Exception as exc:  # the point of R1: this must never happen
                report.exceptions.append(f"{group[0].name}..: {type(exc).__name__}: {exc}")
                continue
            for path, result in zip(group, results, strict=True):
                statuses[result.status.split(":")[0] + _reason(result.status)] += 1
                if not typed_status(result.status):
                    report.untyped.append(f"{path.name}: {result.status} {result.message}")
                if result.seconds > limit:
                    report.hangs.append(f"{path.name}: {result.seconds:.1f} s")
                report.slowest_s = max(report.slowest_s, result.seconds)
    finally:
        lib.close()
    report.seconds = round(time.perf_counter() - started, 2)
    report.statuses = dict(statuses.most_common())
    report.integrity = check_database(Path(settings.db))
    return report


def _reason(status: str) -> str:
    _, sep, reason = status.partition(":")
    return f":{reason}" if sep else ""


@dataclass(slots=True)
class CliRun:
    exit_code: int
    rows: list[dict]
    traceback: bool
    seconds: float


def run_cli(
    db: Path, *args: str, env: dict[str, str] | None = None, timeout: float = 900
) -> CliRun:
    started = time.perf_counter()
    proc = subprocess.run(
        [sys.executable, "-m", "specproof", "--db", str(db), *args],
        capture_output=True,
        text=True,
        env=cli_env(env),
        timeout=timeout,
    )
    try:
        rows = json.loads(proc.stdout) if proc.stdout.strip() else []
    except json.JSONDecodeError:
        rows = []
    if isinstance(rows, dict) and "files" in rows:  # ingest: its files, then its rate
        rows = rows["files"]
    return CliRun(
        proc.returncode,
        rows,
        "Traceback" in proc.stderr,
        round(time.perf_counter() - started, 2),
    )


def cli_env(extra: dict[str, str] | None = None) -> dict[str, str]:
    env = dict(os.environ)
    src = str(REPO / "src")
    env["PYTHONPATH"] = os.pathsep.join([src, env.get("PYTHONPATH", "")]).rstrip(os.pathsep)
    env.setdefault("SPECPROOF_EMBEDDER", "none")
    env.update(extra or {})
    return env


# -- R2: kill -9 during ingest -------------------------------------------------------------


@dataclass(slots=True)
class KillReport:
    files: int = 0
    kills: int = 0  # rounds: a kill was sent, or the ingest had already finished
    killed_while_running: int = 0
    lost_documents: int = 0  # committed before a kill, gone after it
    partial_documents: int = 0  # rounds with half-written or orphan rows
    integrity_failures: int = 0
    problems: list[str] = field(default_factory=list)
    final_exit_code: int | None = None
    final_documents: int = 0
    final_problems: list[str] = field(default_factory=list)
    seconds: float = 0.0


def write_versions(folder: Path, count: int, revisions: dict[int, int]) -> None:
    """Datasheet i at revision revisions[i]; the file name never changes."""
    folder.mkdir(parents=True, exist_ok=True)
    for i in range(count):
        spec = Spec.numbered(i)
        path = folder / f"{spec.device.lower()}.pdf"
        tmp = path.with_suffix(".tmp")
        tmp.write_bytes(datasheet_pdf(spec, revision=revisions.get(i, 0)))
        tmp.replace(path)  # never let the CLI read a half-written input file


def kill_during_ingest(
    workdir: Path, *, files: int, kills: int, max_delay_s: float, seed: int = 7
) -> KillReport:
    """SIGKILL a CLI ingest at random moments; after each kill, check nothing was lost or torn.

    Between rounds a random half of the files get a new revision, so every round
    has inserts and atomic replacements in flight when the kill lands.
    """
    rng = random.Random(seed)
    folder, db = workdir / "pdfs", workdir / "kill.db"
    revisions = {i: 0 for i in range(files)}
    write_versions(folder, files, revisions)
    report = KillReport(files=files)
    started = time.perf_counter()
    committed: dict[str, str] = {}  # file name -> doc id seen after the last kill
    valid_ids: dict[str, set[str]] = {}
    _remember_versions(folder, valid_ids)
    attempts, upper = 0, max_delay_s
    while report.killed_while_running < kills and attempts < 3 * kills:
        attempts += 1
        proc = subprocess.Popen(
            [sys.executable, "-m", "specproof", "--db", str(db), "ingest", str(folder), "--json"],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            env=cli_env(),
            start_new_session=True,  # its parse children share the group: reap them too
        )
        time.sleep(rng.uniform(0.05, upper))
        if proc.poll() is None:  # a kill only counts when it lands on a running ingest
            report.killed_while_running += 1
            os.kill(proc.pid, signal.SIGKILL)
        else:  # a fast machine finished first: aim earlier so the next kill lands mid-run
            upper = max(0.1, upper * 0.6)
        proc.wait()
        _kill_group(proc.pid)
        report.kills += 1
        _check_after_kill(db, committed, valid_ids, report)
        for i in rng.sample(range(files), files // 2):
            revisions[i] += 1
        write_versions(folder, files, revisions)
        _remember_versions(folder, valid_ids)
    final = run_cli(db, "ingest", str(folder), "--json")
    report.final_exit_code = final.exit_code
    report.final_problems = check_database(db) if db.exists() else ["no database"]
    report.final_documents = len(documents_by_name(db)) if db.exists() else 0
    report.seconds = round(time.perf_counter() - started, 2)
    return report


def _remember_versions(folder: Path, valid_ids: dict[str, set[str]]) -> None:
    for path in folder.glob("*.pdf"):
        valid_ids.setdefault(path.name, set()).add(hashlib.sha256(path.read_bytes()).hexdigest())


def _kill_group(pgid: int) -> None:
    with contextlib.suppress(ProcessLookupError, PermissionError):
        os.killpg(pgid, signal.SIGKILL)


def _check_after_kill(
    db: Path, committed: dict[str, str], valid_ids: dict[str, set[str]], report: KillReport
) -> None:
    if not db.exists():
        return  # killed before the database was created
    problems = check_database(db)
    integrity = [p for p in problems if "row counts" not in p and "orphan" not in p]
    problems += _path_map_problems(db)
    if integrity:
        report.integrity_failures += 1
    if len(problems) > len(integrity):
        report.partial_documents += 1
    now = documents_by_name(db)
    for name in committed:
        if name not in now:
            report.lost_documents += 1
            problems.append(f"lost {name}")
    for name, doc_id in now.items():
        if doc_id not in valid_ids.get(name, set()):
            problems.append(f"{name} has unknown version {doc_id[:8]}")
    report.problems += problems
    committed.clear()
    committed.update(now)


def _path_map_problems(db: Path) -> list[str]:
    """Every committed document knows where its PDF is (the path is written with it, in
    one transaction: a kill cannot leave a document whose PDF link 404s)."""
    conn = _connect(db)
    try:
        rows = conn.execute("SELECT file_name, source_path FROM documents").fetchall()
    finally:
        conn.close()
    return [
        f"{name}: no source path" if path is None else f"{name}: source {path} is missing"
        for name, path in rows
        if path is None or not Path(path).exists()
    ]


# -- R4: readers during ingest -------------------------------------------------------------


QUESTIONS = (
    "What is the supply voltage range of the {device}?",
    "What is the absolute maximum supply voltage of the {device}?",
    "What is the operating temperature range of the {device}?",
    "What is the I2C address of the {device}?",
)


@dataclass(slots=True)
class ReaderStats:
    asks: int = 0
    reads: int = 0
    locked: int = 0
    errors: list[str] = field(default_factory=list)
    torn_reads: int = 0  # snapshots that showed a half-written document
    latencies_ms: list[float] = field(default_factory=list)


def _reader(
    db: str, devices: list[str], stop: mp.synchronize.Event, seed: int, out: mp.Queue
) -> None:
    rng = random.Random(seed)
    stats = ReaderStats()
    try:
        lib = Library(settings=fast_settings(Path(db)))
        conn = _connect(Path(db))
    except Exception as exc:
        stats.errors.append(f"open: {type(exc).__name__}: {exc}")
        stats.locked += "locked" in str(exc).lower()
        out.put(stats)
        return
    while not stop.is_set():
        try:
            question = rng.choice(QUESTIONS).format(device=rng.choice(devices))
            t0 = time.perf_counter()
            answer = lib.ask(question)
            stats.latencies_ms.append((time.perf_counter() - t0) * 1000)
            stats.asks += 1
            _ = answer.text
            lib.documents()
            if consistency_problems(conn):
                stats.torn_reads += 1
            stats.reads += 1
        except Exception as exc:
            stats.locked += "locked" in str(exc).lower()
            if len(stats.errors) < 20:
                stats.errors.append(f"{type(exc).__name__}: {exc}")
    lib.close()
    conn.close()
    out.put(stats)


@dataclass(slots=True)
class ConcurrencyReport:
    readers: int = 0
    documents: int = 0
    ingest_statuses: dict[str, int] = field(default_factory=dict)
    asks: int = 0
    reads: int = 0
    locked_errors: int = 0
    other_errors: list[str] = field(default_factory=list)
    torn_reads: int = 0
    p50_ask_ms: float = 0.0
    p95_ask_ms: float = 0.0
    ingest_seconds: float = 0.0
    final_problems: list[str] = field(default_factory=list)


def readers_during_ingest(workdir: Path, *, readers: int, documents: int) -> ConcurrencyReport:
    """``readers`` processes ask and list while one process ingests ``documents`` files.

    The readers start first, on a database that does not exist yet, so creating
    the schema races too. The ingest runs twice: inserts, then replacements.
    """
    folder, db = workdir / "pdfs", workdir / "conc.db"
    write_versions(folder, documents, {})
    devices = [Spec.numbered(i).device for i in range(documents)]
    ctx = mp.get_context("fork")
    queue: mp.Queue = ctx.Queue()
    stop = ctx.Event()
    procs = [
        ctx.Process(target=_reader, args=(str(db), devices, stop, k, queue), daemon=True)
        for k in range(readers)
    ]
    for p in procs:
        p.start()
    report = ConcurrencyReport(readers=readers, documents=documents)
    t0 = time.perf_counter()
    statuses: Counter[str] = Counter()
    lib = Library(settings=fast_settings(db))
    try:
        statuses.update(r.status for r in lib.ingest([folder]))
        write_versions(folder, documents, {i: 1 for i in range(documents)})
        statuses.update(r.status for r in lib.ingest([folder]))
    finally:
        lib.close()
    report.ingest_seconds = round(time.perf_counter() - t0, 2)
    report.ingest_statuses = dict(statuses)
    time.sleep(1.0)  # let the readers see the last commit too
    stop.set()
    latencies: list[float] = []
    for _ in procs:
        stats: ReaderStats = queue.get(timeout=120)
        report.asks += stats.asks
        report.reads += stats.reads
        report.locked_errors += stats.locked
        report.torn_reads += stats.torn_reads
        report.other_errors += stats.errors
        latencies += stats.latencies_ms
    for p in procs:
        p.join(10)
    report.p50_ask_ms, report.p95_ask_ms = percentile(latencies, 50), percentile(latencies, 95)
    report.final_problems = check_database(db)
    return report


def percentile(values: list[float], pct: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    k = min(len(ordered) - 1, max(0, round(pct / 100 * (len(ordered) - 1))))
    return round(ordered[k], 1)


# -- R5: prompt injection --------------------------------------------------------------------

HIDDEN_CHANNELS = {"white", "tiny", "invisible", "white_row"}


@dataclass(slots=True)
class InjectionCase:
    channel: str
    payload: int  # index into datasheets.PAYLOADS
    status: str = ""
    changed_answers: int = 0
    flagged: bool = False  # Document.warnings names hidden text
    payload_indexed: bool = False  # the hidden payload reached the searchable chunks
    device: str = ""


@dataclass(slots=True)
class InjectionReport:
    cases: list[InjectionCase] = field(default_factory=list)
    questions: int = 0
    llm_requests: int = 0

    @property
    def changed(self) -> int:
        return sum(c.changed_answers for c in self.cases)

    @property
    def unflagged_hidden(self) -> list[str]:
        return [
            f"{c.channel}/{c.payload}"
            for c in self.cases
            if c.channel in HIDDEN_CHANNELS and not c.flagged
        ]


def _answers(pdf: bytes, workdir: Path, spec: Spec, settings: dict) -> tuple[Library, list]:
    """Ingest one datasheet under a fixed name into its own database; answer every question."""
    workdir.mkdir(parents=True)
    path = workdir / "datasheet.pdf"  # same name for twins: answers cite the same file
    path.write_bytes(pdf)
    lib = Library(settings=fast_settings(workdir / "lib.db", **settings))
    lib.ingest([path])
    answers = [lib.ask(q.format(device=spec.device)).prediction("q") for q in QUESTIONS]
    return lib, answers


def injection_twins(
    workdir: Path,
    cases: list[tuple[str, int]],
    *,
    spec_index: int = 5,
    llm_base_url: str | None = None,
) -> InjectionReport:
    """Answers from each injected datasheet against those from its clean twin.

    With ``llm_base_url`` the injected libraries have a language model configured
    (the clean twin never does): whatever the model says must not change an answer.
    """
    from .datasheets import PAYLOAD_MARKERS, PAYLOADS, Injection

    spec = Spec.numbered(spec_index)
    clean_lib, clean = _answers(datasheet_pdf(spec), workdir / "clean", spec, {})
    clean_lib.close()
    llm = {"llm_base_url": llm_base_url, "llm_model": "stub"} if llm_base_url else {}
    report = InjectionReport(questions=len(QUESTIONS))
    for n, (channel, k) in enumerate(cases):
        payload = PAYLOADS[k]
        pdf = datasheet_pdf(spec, Injection(channel, payload))
        lib, answers = _answers(pdf, workdir / f"case{n}", spec, llm)
        docs = lib.documents()
        case = InjectionCase(channel, k)
        case.status = "ok" if docs else "missing"
        case.device = docs[0].device if docs else ""
        case.changed_answers = sum(a != b for a, b in zip(answers, clean, strict=True))
        case.flagged = bool(docs) and any("hidden" in w for w in docs[0].warnings)
        marker = PAYLOAD_MARKERS[k]
        case.payload_indexed = any(marker in c.text.lower() for c in lib.store.chunks())
        lib.close()
        report.cases.append(case)
    return report


def concurrent_writers(workdir: Path, *, files: int, rounds: int) -> list[str]:
    """Two CLI ingests at once, of different versions of the same file names.

    Returns the database problems seen after each round (duplicates above all).
    """
    write_versions(workdir / "a", files, {i: 1 for i in range(files)})
    write_versions(workdir / "b", files, {i: 2 for i in range(files)})
    problems: list[str] = []
    for n in range(rounds):
        db = workdir / f"writers{n}.db"
        procs = [
            subprocess.Popen(
                [sys.executable, "-m", "specproof", "--db", str(db), "ingest", str(workdir / v)],
                stdout=subprocess.DEVNULL,
                stderr=subprocess.DEVNULL,
                env=cli_env(),
            )
            for v in ("a", "b")
        ]
        codes = [p.wait(600) for p in procs]
        if codes != [0, 0]:
            problems.append(f"round {n}: exit codes {codes}")
        problems += [f"round {n}: {p}" for p in check_database(db)]
        if len(documents_by_name(db)) != files:
            problems.append(f"round {n}: {len(documents_by_name(db))} names, want {files}")
    return problems
