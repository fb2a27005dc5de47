"""Issue 19's items of the reliability benchmark (run through ``benchmarks/reliability.py``):

R10 conflicting sources (24 cases of two or three documents for one part),
R11 uploads (names of stored documents reused, writes without the token, identical
concurrent uploads, files left after replace and delete),
R12 page images (a 14400 pt page and the largest page within the pixel cap: server peak RSS),
R13 parse children after 20 kill -9 of the ingest, R14 malformed MCP lines.
"""

from __future__ import annotations

import json
import sys
import threading
import urllib.error
import urllib.request
from collections import Counter
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(REPO / "src"), str(REPO), str(REPO / "tests")]

from tests.reliability import children, conflicts, datasheets, harness, mcp_lines  # noqa: E402

from webdata import TEST_TOKEN, build_library, running_server  # noqa: E402

WRITER = {"Authorization": f"Bearer {TEST_TOKEN}"}
BOUNDARY = "specproof-r11"
PAGE_RSS_LIMIT_MB = 600  # the server's peak while rendering at the 16 Mpx cap


# -- R10 ------------------------------------------------------------------------------------


def r10_conflicts(work: Path) -> dict[str, Any]:
    cases = conflicts.all_cases(work)
    by_arrangement: dict[str, dict[str, int]] = {}
    for case in cases:
        row = by_arrangement.setdefault(case.arrangement, {"cases": 0, "silent_overrides": 0})
        row["cases"] += 1
        row["silent_overrides"] += case.silent_override
    return {
        "cases": len(cases),
        "documents": sum(c.expected for c in cases),
        "listed": sum(c.listed for c in cases),
        "with_facts": sum(c.with_facts for c in cases),
        "silent_overrides": sum(c.silent_override for c in cases),
        "revision_recorded": sum(r is not None for c in cases for r in c.revisions),
        "by_arrangement": by_arrangement,
        "failures": [c for c in cases if c.silent_override],
    }


def r10_pass(r: dict[str, Any]) -> bool:
    return r["cases"] >= 20 and r["silent_overrides"] == 0 and r["listed"] == r["documents"]


# -- R11 ------------------------------------------------------------------------------------


def _request(
    base: str, method: str, path: str, body: bytes | None = None, headers: dict | None = None
) -> tuple[int, dict[str, Any]]:
    request = urllib.request.Request(base + path, body, headers or {}, method=method)
    try:
        with urllib.request.urlopen(request, timeout=120) as r:
            status, raw = r.status, r.read()
    except urllib.error.HTTPError as exc:
        status, raw = exc.code, exc.read()
    try:
        return status, json.loads(raw) if raw else {}
    except ValueError:
        return status, {}


def _multipart(name: str, data: bytes) -> bytes:
    return (
        (
            f'--{BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="{name}"\r\n'
            "Content-Type: application/pdf\r\n\r\n"
        ).encode()
        + data
        + f"\r\n--{BOUNDARY}--\r\n".encode()
    )


def _upload(
    base: str,
    name: str,
    data: bytes,
    headers: dict | None = None,
    method: str = "POST",
    path: str = "/documents",
) -> tuple[int, dict[str, Any]]:
    content = {"Content-Type": f"multipart/form-data; boundary={BOUNDARY}"}
    return _request(base, method, path, _multipart(name, data), content | (headers or {}))


def r11_uploads(work: Path) -> dict[str, Any]:
    data = build_library(work / "lib")
    uploads = data.db.parent / "uploads"
    stored = {d: f"{d.lower()}.pdf" for d in data.doc_ids}
    with running_server(data.db) as base:
        reuse = _reuse_names(base, stored)
        unauthorised = _unauthorised_writes(base, data.doc_ids["BME280"])
        identical = [_identical_at_once(base, round_) for round_ in range(3)]
        orphans = _orphans_after_replace_and_delete(base, uploads)
        _, docs = _request(base, "GET", "/documents")
    kept = {d["id"] for d in docs}
    return {
        "name_reuse_uploads": len(reuse),
        "name_reuse_replaced_a_stored_document": sum(s == "replaced" for s in reuse),
        "stored_documents_still_there": sum(i in kept for i in data.doc_ids.values()),
        "stored_documents_before": len(data.doc_ids),
        "unauthorised_write_attempts": len(unauthorised),
        "unauthorised_writes_accepted": sum(s < 400 for s in unauthorised),
        "unauthorised_statuses": dict(Counter(unauthorised)),
        "identical_concurrent_rounds": identical,
        "orphan_files_after_replace_and_delete": orphans,
    }


def _reuse_names(base: str, stored: dict[str, str]) -> list[str]:
    statuses = []
    for n, name in enumerate(stored.values()):
        for hostile in (name, f"../../{name}", name.upper()):
            pdf = datasheets.datasheet_pdf(datasheets.Spec.numbered(n), revision=len(statuses))
            _, body = _upload(base, hostile, pdf, WRITER)
            statuses.append(body.get("status", "?"))
    return statuses


def _unauthorised_writes(base: str, doc_id: str) -> list[int]:
    pdf = datasheets.datasheet_pdf(datasheets.Spec.numbered(30))
    statuses = []
    for headers in ({}, {"Authorization": "Bearer nope"}, {"Authorization": TEST_TOKEN}):
        statuses.append(_upload(base, "x.pdf", pdf, headers)[0])
        statuses.append(_upload(base, "x.pdf", pdf, headers, "PUT", f"/documents/{doc_id}")[0])
        statuses.append(_request(base, "DELETE", f"/documents/{doc_id}", None, headers)[0])
        statuses.append(_request(base, "POST", f"/documents/{doc_id}/reextract", b"", headers)[0])
    return statuses


def _identical_at_once(base: str, round_: int) -> dict[str, Any]:
    pdf = datasheets.datasheet_pdf(datasheets.Spec.numbered(40 + round_))
    statuses: list[int] = []

    def send() -> None:
        statuses.append(_upload(base, f"same{round_}.pdf", pdf, WRITER)[0])

    threads = [threading.Thread(target=send) for _ in range(3)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    _, docs = _request(base, "GET", "/documents")
    stored = sum(d["file_name"].startswith(f"same{round_}") for d in docs)
    return {"statuses": sorted(statuses), "stored": stored}


def _orphans_after_replace_and_delete(base: str, uploads: Path) -> int:
    spec = datasheets.Spec.numbered(50)
    _, first = _upload(base, "v1.pdf", datasheets.datasheet_pdf(spec, revision=1), WRITER)
    new = datasheets.datasheet_pdf(spec, revision=2)
    _, second = _upload(base, "v2.pdf", new, WRITER, "PUT", f"/documents/{first['sha256']}")
    _request(base, "DELETE", f"/documents/{second['sha256']}", None, WRITER)
    _, docs = _request(base, "GET", "/documents")
    owned = {f"{d['id']}.pdf" for d in docs}
    return sum(p.name not in owned for p in uploads.iterdir())


def r11_pass(r: dict[str, Any]) -> bool:
    return (
        r["name_reuse_replaced_a_stored_document"] == 0
        and r["stored_documents_still_there"] == r["stored_documents_before"]
        and r["unauthorised_writes_accepted"] == 0
        and all(
            x["stored"] == 1 and x["statuses"] == [200, 200, 201]
            for x in r["identical_concurrent_rounds"]
        )
        and r["orphan_files_after_replace_and_delete"] == 0
    )


# -- R12 ------------------------------------------------------------------------------------


def _server_memory_mb(pid: int) -> dict[str, float]:
    fields = {}
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        key, _, value = line.partition(":")
        if key in ("VmRSS", "VmHWM"):
            fields[key] = round(int(value.split()[0]) / 1024, 1)
    return fields


def r12_page_images(work: Path) -> dict[str, Any]:
    folder = work / "pdfs"
    folder.mkdir(parents=True)
    sides = {"giant_14400pt": 14400.0, "largest_within_cap": 2660.0}  # 2660 pt at 1.5: 15.9 Mpx
    for name, side in sides.items():
        (folder / f"{name}.pdf").write_bytes(datasheets.giant_page_pdf(side))
    db = work / "data" / "lib.db"
    db.parent.mkdir(parents=True)
    harness.run_cli(db, "ingest", str(folder), "--json")
    with running_server(db) as base:
        pid = _server_pid(base)
        _, docs = _request(base, "GET", "/documents")
        ids = {d["file_name"].removesuffix(".pdf"): d["id"] for d in docs}
        before = _server_memory_mb(pid)
        results = {}
        for name in sides:
            status, body = _request(base, "GET", f"/documents/{ids[name]}/pages/1.png?scale=1.5")
            results[name] = {"status": status, "detail": body.get("detail", "")[:160]}
        after = _server_memory_mb(pid)
    return {
        "requests": results,
        "rss_before_mb": before.get("VmRSS"),
        "peak_rss_mb": after.get("VmHWM"),
        "rss_after_mb": after.get("VmRSS"),
        "peak_rss_limit_mb": PAGE_RSS_LIMIT_MB,
        "pixel_cap_mpx": 16,
    }


def _server_pid(base: str) -> int:
    port = base.rsplit(":", 1)[1]
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                cmdline = (entry / "cmdline").read_bytes().split(b"\0")
            except OSError:
                continue
            if b"serve" in cmdline and port.encode() in cmdline:
                return int(entry.name)
    raise RuntimeError("server process not found")


def r12_pass(r: dict[str, Any]) -> bool:
    return (
        r["requests"]["giant_14400pt"]["status"] == 422
        and r["requests"]["largest_within_cap"]["status"] == 200
        and r["peak_rss_mb"] is not None
        and r["peak_rss_mb"] < r["peak_rss_limit_mb"]
    )


# -- R13, R14 ---------------------------------------------------------------------------------


def r13_orphans(work: Path) -> dict[str, Any]:
    report = children.orphans_after_kills(work, kills=20)
    return {
        "kills": report.kills,
        "children_seen": report.children_seen,
        "orphans": report.orphans,
        "details": report.details[:10],
    }


def r13_pass(r: dict[str, Any]) -> bool:
    return r["kills"] == 20 and r["orphans"] == 0


def r14_mcp(work: Path) -> dict[str, Any]:
    report = mcp_lines.drive(build_library(work / "lib").db)
    return {
        "malformed_lines": report.lines,
        "answered": report.answered,
        "answered_with_right_code_and_id": report.right,
        "wrong": report.wrong,
        "still_serving_afterwards": report.still_serving,
        "seconds": report.seconds,
    }


def r14_pass(r: dict[str, Any]) -> bool:
    return (
        r["answered"] == r["malformed_lines"] == r["answered_with_right_code_and_id"]
        and r["still_serving_afterwards"]
    )


ITEMS = {
    "r10": (r10_conflicts, r10_pass),
    "r11": (r11_uploads, r11_pass),
    "r12": (r12_page_images, r12_pass),
    "r13": (r13_orphans, r13_pass),
    "r14": (r14_mcp, r14_pass),
}
