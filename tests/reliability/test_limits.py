"""Finding 5: /ask took 51 MiB bodies (1.1 GB each to parse), questions had no length limit
(a 1 MB one held the server 23-50 s), and nothing bounded the work in progress."""

from __future__ import annotations

import threading
import time
import urllib.error
import urllib.request

import anyio
import pytest

pytest.importorskip("fastapi")

from fastapi.testclient import TestClient

from specproof.errors import Busy, TooLarge
from specproof.library import Library
from specproof.web.app import create_app
from specproof.web.limits import WorkGate
from webdata import build_library, free_port

QUESTION = "What is the I2C address of the BME280?"


@pytest.fixture(scope="module")
def data(tmp_path_factory: pytest.TempPathFactory):
    return build_library(tmp_path_factory.mktemp("limits"))


def test_an_oversized_ask_body_is_refused_before_it_is_read(data) -> None:
    with TestClient(create_app(settings=data.settings)) as client:
        huge = b'{"question": "' + b"x" * (1024 * 1024) + b'"}'
        r = client.post("/ask", content=huge, headers={"content-type": "application/json"})
        assert r.status_code == 413 and "64 KiB" in r.json()["detail"], r.text

        def chunks():  # no Content-Length: counted as it streams
            yield b'{"question": "'
            for _ in range(32):
                yield b"x" * 65536
            yield b'"}'

        r = client.post("/ask", content=chunks(), headers={"content-type": "application/json"})
        assert r.status_code == 413, r.text
        assert client.post("/ask", json={"question": QUESTION}).status_code == 200


def test_long_questions_are_refused_at_every_door(data) -> None:
    with TestClient(create_app(settings=data.settings)) as client:
        r = client.post("/ask", json={"question": "x" * 2001})
        assert r.status_code == 422 and "2000" in r.json()["detail"]
    with Library(settings=data.settings) as lib:
        started = time.perf_counter()
        with pytest.raises(TooLarge, match="limit 2000"):
            lib.ask("What is the supply voltage? " * 40_000)
        with pytest.raises(TooLarge):
            lib.search("supply " * 1000)
        assert time.perf_counter() - started < 1.0


def test_an_answer_over_its_time_limit_is_503_with_retry_after(data, monkeypatch) -> None:
    settings = data.settings.model_copy(update={"request_timeout_s": 0.3})
    app = create_app(settings=settings)
    monkeypatch.setattr(app.state.library, "ask", lambda *a, **k: time.sleep(2))
    with TestClient(app) as client:
        started = time.perf_counter()
        r = client.post("/ask", json={"question": QUESTION})
        assert r.status_code == 503 and r.headers["retry-after"].isdigit(), r.text
        assert "0.3 s limit" in r.json()["detail"]
        assert time.perf_counter() - started < 1.5  # answered at the limit, not after the work


def test_work_beyond_workers_and_queue_is_turned_away_with_retry_after(data, monkeypatch) -> None:
    import uvicorn

    settings = data.settings.model_copy(update={"busy_queue": 0, "request_timeout_s": 10})
    app = create_app(settings=settings)
    answer = app.state.library.ask(QUESTION)
    monkeypatch.setattr(app.state.library, "ask", lambda *a, **k: (time.sleep(1.5), answer)[1])
    port = free_port()
    server = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=port, log_level="warning"))
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    while not server.started:
        time.sleep(0.05)
    codes: list[tuple[int, str | None]] = []

    def ask() -> None:
        request = urllib.request.Request(
            f"http://127.0.0.1:{port}/ask",
            b'{"question": "What is the I2C address of the BME280?"}',
            {"content-type": "application/json"},
        )
        try:
            with urllib.request.urlopen(request, timeout=30) as r:
                codes.append((r.status, None))
        except urllib.error.HTTPError as exc:
            codes.append((exc.code, exc.headers.get("retry-after")))

    try:
        clients = [threading.Thread(target=ask) for _ in range(8)]
        for c in clients:
            c.start()
        for c in clients:
            c.join()
    finally:
        server.should_exit = True
        thread.join(10)
    assert sorted(code for code, _ in codes) == [200] * 4 + [503] * 4, codes
    assert all(retry and retry.isdigit() for code, retry in codes if code == 503)


def test_work_gate_counts_queue_and_slots() -> None:
    gate = WorkGate("test", workers=1, queue=1, timeout_s=None)
    results: list[str] = []

    async def one() -> None:
        try:
            await gate.run(time.sleep, 0.3)
            results.append("done")
        except Busy:
            results.append("busy")

    async def main() -> None:
        async with anyio.create_task_group() as group:
            for _ in range(3):
                group.start_soon(one)

    anyio.run(main)
    assert sorted(results) == ["busy", "done", "done"]
    assert gate.admitted == 0
