"""Reliability and security benchmark: the full-size versions of tests/reliability/.

    PYTHONPATH=src python benchmarks/reliability.py --out reliability.json
    PYTHONPATH=src python benchmarks/reliability.py --only r1,r5 --out r.json

R1 malformed PDFs (520 mutants of 10 seeds + 20 hand-made, through the CLI),
R2 kill -9 during ingest (50 kills, 32 PDFs), R3 re-ingest / rename / change,
R4 8 readers during 30 ingests (+30 replacements) and two concurrent writers,
R5 35 injected datasheets
(and again with a hostile LLM), R8 encrypted and scanned PDFs, R6 hostile
upload names and oversize bodies, R9 50 HTTP clients for 60 s; R10-R14 (issue 19,
``reliability_hostile.py``): conflicting sources, uploads and the write token, page
images, parse children after kills, malformed MCP lines. Everything
runs on this machine; the HTTP server listens on 127.0.0.1 only. Figures go
to the JSON file; a one-line summary per item goes to stderr.
"""

from __future__ import annotations

import argparse
import contextlib
import dataclasses
import http.client
import json
import random
import select
import shutil
import socket
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(REPO / "src"), str(REPO), str(REPO / "tests")]

import reliability_hostile  # noqa: E402
from tests.reliability import badpdfs, datasheets, harness  # noqa: E402

R1_TIMEOUT_S = 30.0  # per-file parse limit for R1 (the default is 120 s)


def log(message: str) -> None:
    print(message, file=sys.stderr, flush=True)


def as_json(obj: Any) -> Any:
    if dataclasses.is_dataclass(obj) and not isinstance(obj, type):
        return {k: as_json(v) for k, v in dataclasses.asdict(obj).items()}
    if isinstance(obj, dict):
        return {k: as_json(v) for k, v in obj.items()}
    if isinstance(obj, list | tuple):
        return [as_json(v) for v in obj]
    return obj


# -- R1 ---------------------------------------------------------------------------------


def r1_malformed(work: Path) -> dict[str, Any]:
    seeds = badpdfs.seed_pdfs()
    files = badpdfs.mutants(seeds) + badpdfs.hand_made()
    folder = work / "bad"
    badpdfs.write_all(folder, files)
    kinds = {f.name: f.kind for f in files}
    env = {"SPECPROOF_PARSE_TIMEOUT_S": str(R1_TIMEOUT_S)}
    run = harness.run_cli(work / "r1.db", "ingest", str(folder), "--json", env=env, timeout=7200)
    statuses: dict[str, int] = {}
    untyped, hangs, slowest = [], [], []
    for row in run.rows:
        statuses[row["status"]] = statuses.get(row["status"], 0) + 1
        if not harness.typed_status(row["status"]):
            untyped.append(f"{row['file']}: {row['status']}")
        if row["seconds"] > R1_TIMEOUT_S + 15:
            hangs.append(f"{row['file']}: {row['seconds']} s")
        slowest.append((row["seconds"], row["file"], row["status"]))
    by_kind: dict[str, dict[str, int]] = {}
    for row in run.rows:
        kind = kinds.get(row["file"], "?")
        by_kind.setdefault(kind, {})
        by_kind[kind][row["status"]] = by_kind[kind].get(row["status"], 0) + 1
    return {
        "files_tried": len(files),
        "mutants": sum(f.name.startswith("seed") for f in files),
        "hand_made": sum(f.name.startswith("hand_") for f in files),
        "rows_reported": len(run.rows),
        "cli_exit_code": run.exit_code,
        "cli_traceback": run.traceback,
        "statuses": dict(sorted(statuses.items(), key=lambda kv: -kv[1])),
        "untyped_statuses": untyped,
        "crashes": int(run.traceback) + int(run.exit_code not in (0, 3)),
        "hangs": hangs,
        "parse_timeout_s": R1_TIMEOUT_S,
        "slowest": [f"{f} {s} {st}" for s, f, st in sorted(slowest, reverse=True)[:8]],
        "hand_made_statuses": {
            r["file"]: r["status"] for r in run.rows if r["file"].startswith("hand_")
        },
        "statuses_by_damage": by_kind,
        "integrity_problems": harness.check_database(work / "r1.db"),
        "seconds": run.seconds,
    }


def r1_pass(r: dict[str, Any]) -> bool:
    return (
        r["rows_reported"] == r["files_tried"]
        and not r["untyped_statuses"]
        and r["crashes"] == 0
        and not r["hangs"]
        and not r["integrity_problems"]
    )


# -- R2 / R3 / R4 / R5 / R8 ------------------------------------------------------------------


def r2_kills(work: Path) -> dict[str, Any]:
    report = harness.kill_during_ingest(work, files=32, kills=50, max_delay_s=12.0, seed=2024)
    return as_json(report)


def r2_pass(r: dict[str, Any]) -> bool:
    return (
        r["killed_while_running"] >= 50
        and not r["problems"]
        and r["lost_documents"] == 0
        and r["partial_documents"] == 0
        and r["integrity_failures"] == 0
        and r["final_exit_code"] == 0
        and r["final_documents"] == r["files"]
        and not r["final_problems"]
    )


def r3_reingest(work: Path) -> dict[str, Any]:
    from specproof.library import Library

    db = work / "r3.db"
    paths = datasheets.write_library(work / "pdfs", 10)
    lib = Library(settings=harness.fast_settings(db))
    first = [r.status for r in lib.ingest(paths)]
    before = harness.table_checksums(db)
    again = [r.status for r in lib.ingest(paths)]
    same_after_reingest = harness.table_checksums(db) == before
    renamed = work / "renamed" / "copy-of-first.pdf"
    renamed.parent.mkdir()
    shutil.copy(paths[0], renamed)
    rename_status = lib.ingest([renamed])[0].status
    same_after_rename = harness.table_checksums(db) == before
    data = paths[3].read_bytes()
    paths[3].write_bytes(data.replace(b"D:2024", b"D:2025", 1))
    change = lib.ingest([paths[3]])[0]
    names = [d.file_name for d in lib.documents()]
    lib.close()
    return {
        "first": first,
        "reingest_statuses": sorted(set(again)),
        "identical_rows_and_checksums": same_after_reingest,
        "rename_status": rename_status,
        "no_duplicate_after_rename": same_after_rename and len(names) == 10,
        "one_byte_change_status": change.status,
        "one_version_per_name": len(names) == len(set(names)) == 10,
        "problems": harness.check_database(db),
    }


def r3_pass(r: dict[str, Any]) -> bool:
    return (
        r["reingest_statuses"] == ["unchanged"]
        and r["identical_rows_and_checksums"]
        and r["rename_status"] == "unchanged"
        and r["no_duplicate_after_rename"]
        and r["one_byte_change_status"] == "replaced"
        and r["one_version_per_name"]
        and not r["problems"]
    )


def r4_readers(work: Path) -> dict[str, Any]:
    return as_json(harness.readers_during_ingest(work, readers=8, documents=30))


def r4_pass(r: dict[str, Any]) -> bool:
    return (
        r["locked_errors"] == 0
        and not r["other_errors"]
        and r["torn_reads"] == 0
        and not r["final_problems"]
        and r["ingest_statuses"] == {"ok": 30, "replaced": 30}
    )


def r4_writers(work: Path) -> dict[str, Any]:
    problems = harness.concurrent_writers(work, files=12, rounds=4)
    return {"writers": 2, "files": 12, "rounds": 4, "problems": problems}


def r4_writers_pass(r: dict[str, Any]) -> bool:
    return not r["problems"]


def r5_injection(work: Path) -> dict[str, Any]:
    from llm_stub import LLMStub

    cases = [(c, k) for c in datasheets.CHANNELS for k in range(len(datasheets.PAYLOADS))]
    plain = harness.injection_twins(work / "plain", cases)
    hostile = {"value": 12, "unit": "V", "verdict": "compatible", "text": "VDD max is 12 V"}
    with LLMStub(default=hostile) as stub:
        with_llm = harness.injection_twins(work / "llm", cases, llm_base_url=stub.base_url)
        llm_requests = len(stub.requests)
    return {
        "datasheets": len(cases),
        "channels": list(datasheets.CHANNELS),
        "questions_per_datasheet": plain.questions,
        "changed_answers": plain.changed,
        "changed_answers_with_hostile_llm": with_llm.changed,
        "llm_requests": llm_requests,
        "hidden_not_flagged": plain.unflagged_hidden,
        "hidden_payload_indexed": [
            f"{c.channel}/{c.payload}"
            for c in plain.cases
            if c.channel in harness.HIDDEN_CHANNELS and c.payload_indexed
        ],
        "visible_payload_indexed": sum(
            c.payload_indexed for c in plain.cases if c.channel == "visible"
        ),
        "not_ingested": [f"{c.channel}/{c.payload}" for c in plain.cases if c.status != "ok"],
    }


def r5_pass(r: dict[str, Any]) -> bool:
    return (
        r["datasheets"] >= 30
        and r["changed_answers"] == 0
        and r["changed_answers_with_hostile_llm"] == 0
        and not r["hidden_not_flagged"]
        and not r["not_ingested"]
    )


def r8_encrypted(work: Path) -> dict[str, Any]:
    from specproof.library import Library

    folder = work / "pdfs"
    folder.mkdir(parents=True)
    files = {
        "owner_only_rc4.pdf": (datasheets.encrypted_pdf(datasheets.Spec.numbered(1)), "ok"),
        "owner_only_aes.pdf": (
            datasheets.encrypted_pdf(datasheets.Spec.numbered(2), aes=True),
            "ok",
        ),
        "user_password_rc4.pdf": (
            datasheets.encrypted_pdf(datasheets.Spec.numbered(3), user_password="pw"),
            "rejected:encrypted",
        ),
        "user_password_aes.pdf": (
            datasheets.encrypted_pdf(datasheets.Spec.numbered(4), user_password="pw", aes=True),
            "rejected:encrypted",
        ),
        "scanned.pdf": (
            datasheets.image_only_pdf(datasheets.Spec.numbered(6)),
            "rejected:needs_ocr",
        ),
    }
    for name, (data, _) in files.items():
        (folder / name).write_bytes(data)
    lib = Library(settings=harness.fast_settings(work / "r8.db"))
    got = {r.file: r.status for r in lib.ingest([folder])}
    abstained = [
        lib.ask(
            f"What is the supply voltage range of the {datasheets.Spec.numbered(i).device}?"
        ).verdict
        == "insufficient_evidence"
        for i in (3, 4, 6)
    ]
    lib.close()
    return {
        "statuses": got,
        "expected": {n: want for n, (_, want) in files.items()},
        "abstained_on_unreadable": sum(abstained),
        "unreadable": len(abstained),
    }


def r8_pass(r: dict[str, Any]) -> bool:
    return r["statuses"] == r["expected"] and r["abstained_on_unreadable"] == r["unreadable"]


# -- R6 / R9: the HTTP server --------------------------------------------------------------


class Server:
    """``specproof serve`` in a subprocess on a free loopback port."""

    def __init__(self, work: Path, env: dict[str, str] | None = None) -> None:
        self.data = work / "data"
        self.data.mkdir(parents=True, exist_ok=True)
        self.cwd = work / "cwd"
        self.cwd.mkdir(exist_ok=True)
        self.db = self.data / "lib.db"
        self.port = _free_port()
        self.env = harness.cli_env(
            {"SPECPROOF_API_TOKEN": reliability_hostile.TEST_TOKEN} | (env or {})
        )
        self.proc: subprocess.Popen | None = None

    def __enter__(self) -> Server:
        args = ["--db", str(self.db), "serve", "--host", "127.0.0.1", "--port", str(self.port)]
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "specproof", *args],
            cwd=self.cwd,
            env=self.env,
            stdout=subprocess.DEVNULL,
            stderr=(self.cwd.parent / "server.log").open("wb"),
        )
        deadline = time.time() + 60
        while time.time() < deadline:
            try:
                if self.get("/healthz")[0] == 200:
                    return self
            except OSError:
                time.sleep(0.2)
        raise RuntimeError("server did not come up")

    def __exit__(self, *exc: object) -> None:
        if self.proc:
            self.proc.terminate()
            try:
                self.proc.wait(15)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()

    def connection(self) -> http.client.HTTPConnection:
        return http.client.HTTPConnection("127.0.0.1", self.port, timeout=60)

    def get(self, path: str) -> tuple[int, bytes]:
        conn = self.connection()
        try:
            conn.request("GET", path)
            resp = conn.getresponse()
            return resp.status, resp.read()
        finally:
            conn.close()

    def rss_kb(self) -> int:
        assert self.proc is not None
        for line in Path(f"/proc/{self.proc.pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
        return 0


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


BOUNDARY = b"----specproofreliability"


def multipart(filename: bytes, content: bytes) -> bytes:
    return (
        b"--" + BOUNDARY + b"\r\n"
        b'Content-Disposition: form-data; name="file"; filename="' + filename + b'"\r\n'
        b"Content-Type: application/pdf\r\n\r\n" + content + b"\r\n--" + BOUNDARY + b"--\r\n"
    )


def upload(server: Server, filename: bytes, content: bytes) -> tuple[int, dict[str, Any]]:
    conn = server.connection()
    try:
        conn.request(
            "POST",
            "/documents",
            body=multipart(filename, content),
            headers={"Content-Type": "multipart/form-data; boundary=" + BOUNDARY.decode()}
            | reliability_hostile.WRITER,
        )
        resp = conn.getresponse()
        body = resp.read()
    finally:
        conn.close()
    try:
        return resp.status, json.loads(body)
    except ValueError:
        return resp.status, {"raw": body[:200].decode("latin-1")}


def _files_under(root: Path) -> set[str]:
    return {str(p) for p in root.rglob("*") if p.is_file()}


def hostile_names(work: Path) -> list[bytes]:
    absolute = str(work / "outside" / "absolute.pdf").encode()
    return [
        b"../../x.pdf",
        b"../../../../../../tmp/specproof-escape.pdf",
        b"..\\..\\x.pdf",
        absolute,
        b"/etc/specproof-escape.pdf",
        b"a\x00b.pdf",
        b"x.pdf\x00.exe",
        b"n" * 1000 + b".pdf",
        b"....//....//x.pdf",
        b"%2e%2e%2f%2e%2e%2fx.pdf",
        b"\xe2\x80\xaefdp.exe",  # right-to-left override
        b".pdf",
        b"",
        b"CON.pdf",
        b"uploads/../../x.pdf",
    ]


def r6_uploads(work: Path) -> dict[str, Any]:
    (work / "outside").mkdir(parents=True)
    limit_mb = 5
    with Server(work, {"SPECPROOF_MAX_FILE_MB": str(limit_mb)}) as server:
        before = _files_under(work) - _files_under(server.data)
        uploads = []
        for i, name in enumerate(hostile_names(work)):
            pdf = datasheets.datasheet_pdf(datasheets.Spec.numbered(i), revision=i)
            status, body = upload(server, name, pdf)
            uploads.append(
                {
                    "name": name[:60].decode("utf-8", "replace"),
                    "status": status,
                    "stored_as": body.get("file") if isinstance(body, dict) else None,
                }
            )
        time.sleep(0.5)
        outside_now = _files_under(work) - _files_under(server.data)
        written_outside = sorted(outside_now - before - {str(work / "server.log")})
        escapes = [
            p
            for p in ("/tmp/specproof-escape.pdf", "/etc/specproof-escape.pdf", str(work / "x.pdf"))
            if Path(p).exists()
        ]
        oversize = _oversize_declared(server, 200 * 1024 * 1024)
        chunked = _oversize_chunked(server, limit_mb)
        alive = server.get("/healthz")[0] == 200
        names = [d["file_name"] for d in json.loads(server.get("/documents")[1])]
    return {
        "uploads": uploads,
        "written_outside_data_dir": written_outside + escapes,
        "stored_names_with_separator_or_nul": [
            n for n in names if "/" in n or "\\" in n or "\x00" in n or ".." in n
        ],
        "longest_stored_name": max((len(n) for n in names), default=0),
        "oversize_declared": oversize,
        "oversize_chunked": chunked,
        "upload_limit_mb": limit_mb,
        "server_alive": alive,
    }


def _oversize_declared(server: Server, declared: int) -> dict[str, Any]:
    """Declare a huge body, send almost none of it: the 413 must come back anyway."""
    with socket.create_connection(("127.0.0.1", server.port), timeout=10) as sock:
        head = (
            "POST /documents HTTP/1.1\r\nHost: 127.0.0.1\r\n"
            f"Authorization: Bearer {reliability_hostile.TEST_TOKEN}\r\n"
            f"Content-Type: multipart/form-data; boundary={BOUNDARY.decode()}\r\n"
            f"Content-Length: {declared}\r\n\r\n"
        ).encode()
        started = time.perf_counter()
        sock.sendall(head + b"--" + BOUNDARY + b"\r\n")
        try:
            reply = sock.recv(4096)
        except TimeoutError:
            reply = b""
        elapsed = time.perf_counter() - started
    status = int(reply.split(b" ", 2)[1]) if reply.startswith(b"HTTP/") else None
    return {"declared_bytes": declared, "status": status, "seconds": round(elapsed, 3)}


def _oversize_chunked(server: Server, limit_mb: int) -> dict[str, Any]:
    """No Content-Length, chunks until the server answers: how much did it take in?"""
    chunk = b"0" * (256 * 1024)
    sent = 0
    status = None
    with socket.create_connection(("127.0.0.1", server.port), timeout=10) as sock:
        sock.sendall(
            (
                "POST /documents HTTP/1.1\r\nHost: 127.0.0.1\r\n"
                f"Authorization: Bearer {reliability_hostile.TEST_TOKEN}\r\n"
                f"Content-Type: multipart/form-data; boundary={BOUNDARY.decode()}\r\n"
                "Transfer-Encoding: chunked\r\n\r\n"
            ).encode()
        )
        part_head = (
            b"--" + BOUNDARY + b"\r\n"
            b'Content-Disposition: form-data; name="file"; filename="big.pdf"\r\n'
            b"Content-Type: application/pdf\r\n\r\n%PDF-1.7\n"
        )
        sock.sendall(b"%x\r\n" % len(part_head) + part_head + b"\r\n")
        reply = b""
        while sent < 4 * limit_mb * 1024 * 1024:
            readable, _, _ = select.select([sock], [], [], 0)
            if readable:
                break  # the server answered (or closed) mid-body
            try:
                sock.sendall(b"%x\r\n" % len(chunk) + chunk + b"\r\n")  # blocking: whole chunks
            except (BrokenPipeError, ConnectionResetError):
                break
            sent += len(chunk)
        with contextlib.suppress(TimeoutError, ConnectionResetError):
            reply = sock.recv(4096)
    if reply.startswith(b"HTTP/"):
        status = int(reply.split(b" ", 2)[1])
    return {"bytes_sent_before_reply": sent, "status": status}


def r6_pass(r: dict[str, Any]) -> bool:
    limit = r["upload_limit_mb"] * 1024 * 1024
    return (
        not r["written_outside_data_dir"]
        and not r["stored_names_with_separator_or_nul"]
        and r["longest_stored_name"] <= 255
        and r["oversize_declared"]["status"] == 413
        and r["oversize_chunked"]["status"] == 413
        # what the server read stays near the limit; loopback socket buffers hold a few MB more
        and r["oversize_chunked"]["bytes_sent_before_reply"] <= 3 * limit
        and all(u["status"] < 500 for u in r["uploads"])
        and r["server_alive"]
    )


R9_CLIENTS = 50
R9_SECONDS = 60.0


def r9_load(work: Path) -> dict[str, Any]:
    paths = datasheets.write_library(work / "pdfs", 10)
    (work / "data").mkdir(parents=True)
    harness.run_cli(work / "data" / "lib.db", "ingest", *map(str, paths), "--json")
    devices = [datasheets.Spec.numbered(i).device for i in range(10)]
    with Server(work) as server:
        # Warm-up at full concurrency: the server's thread pool, per-thread arenas and
        # caches grow to their working size here, so growth after it means a leak.
        _load(server, devices, clients=R9_CLIENTS, seconds=10.0)
        rss_start = server.rss_kb()
        samples: list[float] = []
        sampler = threading.Thread(
            target=_sample_rss, args=(server, samples, time.time() + R9_SECONDS), daemon=True
        )
        sampler.start()
        stats = _load(server, devices, clients=R9_CLIENTS, seconds=R9_SECONDS)
        rss_end = server.rss_kb()
    lat = stats["latencies_ms"]
    return {
        "clients": R9_CLIENTS,
        "seconds": R9_SECONDS,
        "requests": stats["requests"],
        "errors": stats["errors"],
        "error_samples": stats["samples"][:10],
        "requests_per_s": round(stats["requests"] / R9_SECONDS, 1),
        "p50_ms": harness.percentile(lat, 50),
        "p95_ms": harness.percentile(lat, 95),
        "p99_ms": harness.percentile(lat, 99),
        "rss_start_mb": round(rss_start / 1024, 1),
        "rss_end_mb": round(rss_end / 1024, 1),
        "rss_growth_pct": round(100 * (rss_end - rss_start) / max(rss_start, 1), 1),
        "rss_every_10s_mb": samples,
        "warmup": f"{R9_CLIENTS} clients for 10 s before rss_start",
    }


def _sample_rss(server: Server, samples: list[float], until: float) -> None:
    while time.time() < until:
        time.sleep(10)
        samples.append(round(server.rss_kb() / 1024, 1))


def _load(server: Server, devices: list[str], *, clients: int, seconds: float) -> dict[str, Any]:
    stop_at = time.time() + seconds
    lock = threading.Lock()
    stats: dict[str, Any] = {"requests": 0, "errors": 0, "samples": [], "latencies_ms": []}

    def client(seed: int) -> None:
        rng = random.Random(seed)
        conn = server.connection()
        while time.time() < stop_at:
            started = time.perf_counter()
            try:
                if rng.random() < 0.5:
                    question = rng.choice(harness.QUESTIONS).format(device=rng.choice(devices))
                    conn.request(
                        "POST",
                        "/ask",
                        body=json.dumps({"question": question}),
                        headers={"Content-Type": "application/json"},
                    )
                else:
                    conn.request("GET", "/documents")
                resp = conn.getresponse()
                resp.read()
                ok, detail = resp.status == 200, f"HTTP {resp.status}"
            except (OSError, http.client.HTTPException) as exc:
                ok, detail = False, f"{type(exc).__name__}: {exc}"
                conn.close()
                conn = server.connection()
            elapsed = (time.perf_counter() - started) * 1000
            with lock:
                stats["requests"] += 1
                stats["latencies_ms"].append(elapsed)
                if not ok:
                    stats["errors"] += 1
                    if len(stats["samples"]) < 20:
                        stats["samples"].append(detail)
        conn.close()

    threads = [threading.Thread(target=client, args=(k,)) for k in range(clients)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(seconds + 120)
    return stats


def r9_pass(r: dict[str, Any]) -> bool:
    return r["errors"] == 0 and r["requests"] > 0 and r["rss_growth_pct"] < 10


# -- driver ----------------------------------------------------------------------------------

ITEMS: dict[str, tuple[Callable[[Path], dict[str, Any]], Callable[[dict[str, Any]], bool]]] = {
    "r1": (r1_malformed, r1_pass),
    "r2": (r2_kills, r2_pass),
    "r3": (r3_reingest, r3_pass),
    "r4": (r4_readers, r4_pass),
    "r4_two_writers": (r4_writers, r4_writers_pass),
    "r5": (r5_injection, r5_pass),
    "r8": (r8_encrypted, r8_pass),
    "r6": (r6_uploads, r6_pass),
    "r9": (r9_load, r9_pass),
}
ITEMS.update(reliability_hostile.ITEMS)  # r10-r14: issue 19


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default="reliability.json")
    parser.add_argument("--only", default="", help="comma-separated items, e.g. r1,r5")
    parser.add_argument("--keep", action="store_true", help="keep the work folder")
    args = parser.parse_args(argv)
    wanted = [w for w in args.only.split(",") if w] or list(ITEMS)
    work = Path(tempfile.mkdtemp(prefix="specproof-reliability-"))
    results: dict[str, Any] = {"machine": {"cpus": _cpus()}, "items": {}}
    try:
        for name in wanted:
            run, passed = ITEMS[name]
            log(f"{name}: running")
            started = time.perf_counter()
            random.seed(name)
            try:
                figures = run(work / name)
                figures["pass"] = passed(figures)
            except Exception as exc:  # one broken item must not hide the others' figures
                figures = {"pass": False, "error": f"{type(exc).__name__}: {exc}"}
            figures["wall_s"] = round(time.perf_counter() - started, 1)
            results["items"][name] = figures
            log(f"{name}: {'PASS' if figures['pass'] else 'FAIL'} in {figures['wall_s']} s")
            Path(args.out).write_text(json.dumps(results, indent=2, default=str) + "\n")
    finally:
        if not args.keep:
            shutil.rmtree(work, ignore_errors=True)
    results["all_pass"] = all(v["pass"] for v in results["items"].values())
    Path(args.out).write_text(json.dumps(results, indent=2, default=str) + "\n")
    log(f"wrote {args.out}: {'all pass' if results['all_pass'] else 'FAILURES'}")
    return 0 if results["all_pass"] else 1


def _cpus() -> int:
    import os

    return os.cpu_count() or 0


if __name__ == "__main__":
    raise SystemExit(main())
