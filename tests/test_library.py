"""The Python API's own behaviour: empty library, bad modes, unknown devices, lazy model."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from specproof.errors import ConfigError, EmbedderUnavailable, UnknownDevice
from specproof.library import Library
from specproof.records import ANSWER_MODES
from webdata import WebData, build_library


@pytest.fixture(scope="module")
def data(tmp_path_factory: pytest.TempPathFactory) -> WebData:
    return build_library(tmp_path_factory.mktemp("lib"))


@pytest.fixture
def library(data: WebData) -> Library:
    with Library(settings=data.settings) as lib:
        yield lib


def test_an_empty_library_says_so_and_how_to_fill_it(tmp_path: Path) -> None:
    with Library(tmp_path / "empty.db") as lib:
        answer = lib.ask("What is the supply voltage of the BME280?")
    assert answer.verdict == "insufficient_evidence"
    assert "library is empty" in answer.reason and "specproof ingest" in answer.reason
    assert "library is empty" in answer.text and "device not in the library" not in answer.text


def test_unknown_device_in_an_empty_library_names_both(tmp_path: Path) -> None:
    with Library(tmp_path / "empty.db") as lib, pytest.raises(UnknownDevice) as raised:
        lib.facts("BME280")
    assert "BME280" in str(raised.value) and "library is empty" in str(raised.value)


@pytest.mark.parametrize(
    ("typed", "offered"), [("BME208", "BME280"), ("bme-28", "BME280"), ("AMS117", "AMS1117")]
)
def test_a_near_miss_device_name_gets_a_did_you_mean_and_no_substitute(
    library: Library, typed: str, offered: str
) -> None:
    with pytest.raises(UnknownDevice) as raised:
        library.facts(typed)
    assert f"did you mean {offered}" in str(raised.value)


def test_a_name_like_nothing_in_the_library_gets_no_suggestion(library: Library) -> None:
    with pytest.raises(UnknownDevice) as raised:
        library.search("supply", device="ZZ9000")
    assert "did you mean" not in str(raised.value)


def test_an_unknown_mode_is_a_specproof_error(library: Library) -> None:
    with pytest.raises(ConfigError, match="unknown mode 'bogus'"):
        library.ask("What is the supply voltage range of the BME280?", mode="bogus")


def test_the_front_doors_modes_are_the_agents() -> None:
    from specproof.agent.workflow import MODES

    assert tuple(MODES) == ANSWER_MODES


def test_the_query_embedder_knows_its_size_without_loading_the_model(data: WebData) -> None:
    with Library(settings=data.settings.model_copy(update={"embedder": "minilm"})) as lib:
        assert lib._query_embedder.dim == 384
        assert not lib._embedder_loaded


def test_without_a_model_embedding_a_query_falls_back_to_bm25(data: WebData) -> None:
    with Library(settings=data.settings) as lib:  # embedder "none"
        with pytest.raises(EmbedderUnavailable):
            lib._query_embedder.embed(["dropout voltage"])
        hits = lib.search("dropout voltage", device="AMS1117", k=3)
    assert hits and "Dropout" in hits[0].chunk.text


def test_search_hits_carry_their_kind_and_matched_terms(library: Library) -> None:
    hits = library.search("dropout voltage", k=3)
    assert hits[0].matched_terms == ["dropout", "voltage"] and hits[0].kind == "prose"


def test_importing_specproof_and_the_cli_loads_no_store_agent_or_model() -> None:
    code = (
        "import sys, specproof, specproof.cli; "
        "heavy = [m for m in ('numpy', 'specproof.library', 'specproof.agent', 'onnxruntime',"
        " 'pint', 'pydantic_settings') if m in sys.modules]; print(heavy)"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "[]"


def test_library_is_still_importable_from_the_package() -> None:
    import specproof

    assert specproof.Library is Library
