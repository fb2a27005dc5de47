"""The harness on the real dev benchmark with the real Library (slow: ingests 24 datasheets)."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import pytest

from conftest import DEV, SCORE_PY, dev_questions, needs_dev
from specproof.eval.report import write_report
from specproof.eval.run import eval_command, run_eval

pytestmark = [pytest.mark.slow, needs_dev]


@pytest.fixture(scope="module")
def sample_questions(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Every 8th dev question, all difficulties and types included."""
    path = tmp_path_factory.mktemp("eval") / "sample.jsonl"
    picked = dev_questions()[::8]
    path.write_text("".join(json.dumps(q) + "\n" for q in picked), encoding="utf-8")
    return path


def test_dev_sample_end_to_end(dev_library, sample_questions: Path, tmp_path: Path) -> None:
    preds = tmp_path / "preds.jsonl"
    first = run_eval(
        dev_library, DEV, [sample_questions], mode="full", predictions_out=preds, progress=False
    )
    second = run_eval(dev_library, DEV, [sample_questions], mode="full", progress=False)
    full = first.mode("full")
    assert full.ran and not full.failures, [r.failure for r in full.failures]
    lines = [json.loads(x) for x in preds.read_text().splitlines()]
    assert len(lines) == len(full.runs) and all("latency_ms" in x for x in lines)

    write_report(first, tmp_path / "r1")
    write_report(second, tmp_path / "r2")
    assert (tmp_path / "r1" / "report.json").read_bytes() == (
        tmp_path / "r2" / "report.json"
    ).read_bytes()

    if SCORE_PY.exists():  # the reference scorer reads our predictions file the same way
        spec = importlib.util.spec_from_file_location("reference_score", SCORE_PY)
        assert spec and spec.loader
        ref = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(ref)
        out = tmp_path / "ref.json"
        ref.main([str(DEV), str(preds), "--questions", str(sample_questions), "--json", str(out)])
        expected = {r["id"]: r for r in json.loads(out.read_text())["rows"]}
        for run in full.runs:
            assert run.score.correct == expected[run.id]["correct"], run.id
            assert run.score.error == expected[run.id]["error"], run.id
            assert run.score.f1 == pytest.approx(expected[run.id]["f1"]), run.id


def test_eval_command_json(dev_library, sample_questions: Path, tmp_path: Path, capsys) -> None:
    code = eval_command(
        dev_library.settings.db, DEV, [sample_questions], "all", None, tmp_path / "rep", True
    )
    out = json.loads(capsys.readouterr().out)
    assert code == 0
    assert out["modes"]["full"]["status"] == "ok"
    assert out["modes"]["topk"]["status"] in ("ok", "needs LLM")
    assert out["modes"]["full"]["summary"]["overall"]["n"] == len(dev_questions()[::8])
    assert (tmp_path / "rep" / "report.md").exists()
