"""Settings: arguments first, then SPECPROOF_* environment variables, then defaults."""

from __future__ import annotations

import pickle

import pytest

from specproof.config import Settings


def test_environment_fills_in_what_arguments_leave_out(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SPECPROOF_EMBEDDER", "none")
    monkeypatch.setenv("SPECPROOF_MAX_FILE_MB", "2.5")
    monkeypatch.setenv("specproof_max_pages", "7")  # any case, as before
    settings = Settings(db="x.db")
    assert (settings.db, settings.embedder, settings.max_file_mb, settings.max_pages) == (
        "x.db",
        "none",
        2.5,
        7,
    )


def test_arguments_win_over_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SPECPROOF_DB", "env.db")
    assert Settings(db="arg.db").db == "arg.db"
    assert Settings().db == "env.db"


def test_defaults_and_copies(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ("SPECPROOF_DB", "SPECPROOF_LLM_BASE_URL", "SPECPROOF_LLM_MODEL"):
        monkeypatch.delenv(name, raising=False)
    settings = Settings()
    assert settings.db == "specproof.db" and not settings.llm_configured
    copy = settings.model_copy(update={"db": "other.db"})
    assert copy.db == "other.db" and pickle.loads(pickle.dumps(copy)) == copy


def test_a_bad_number_in_the_environment_is_an_error(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SPECPROOF_MAX_PAGES", "many")
    with pytest.raises(ValueError, match="max_pages"):
        Settings()
