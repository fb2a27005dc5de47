"""Settings, from arguments or ``SPECPROOF_*`` environment variables."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, model_validator

ENV_PREFIX = "SPECPROOF_"
MAX_QUESTION_CHARS = 2000  # questions and search queries, at every front door


class Settings(BaseModel):
    """Every field not given as an argument is read from ``SPECPROOF_<FIELD>`` (any case).

    A plain pydantic model reading the environment itself: pydantic-settings did the same
    for these scalar fields, and importing it cost every command ~80 ms of start-up.
    """

    model_config = ConfigDict(extra="ignore")

    db: str = "specproof.db"  # a SQLite path, postgresql://… or mongodb://…
    parser: str = "pdfium"  # pdfium (default, Apache/BSD) | pymupdf (optional AGPL extra)
    embedder: str = "minilm"  # minilm (local ONNX) | none (BM25 only)

    chunk_size: int = 1200
    chunk_overlap: int = 180

    max_file_mb: float = 50.0
    max_pages: int = 500
    parse_timeout_s: float = 120.0
    parse_memory_mb: int = 2048

    # Optional OpenAI-compatible language model; never required.
    llm_base_url: str | None = None
    llm_model: str | None = None
    llm_api_key: str | None = None
    llm_timeout_s: float = 30.0

    # The HTTP server. Without a token, write endpoints (upload, replace, delete,
    # re-extract) are refused; `specproof serve` makes one for the run when none is set.
    api_token: str | None = None
    request_timeout_s: float = 30.0  # answers, searches, page images
    busy_queue: int = 64  # requests that may wait for a worker before 503 + Retry-After
    max_json_kb: int = 64  # bodies of everything but uploads
    max_render_mpx: float = 16.0  # page images: width x height at the asked scale
    head_timeout_s: float = 10.0  # for a request's headers to arrive (slow clients)
    body_idle_s: float = 30.0  # a request body that stalls this long is answered 408

    @model_validator(mode="before")
    @classmethod
    def _environment_fills_in(cls, data: Any) -> Any:
        if not isinstance(data, dict):
            return data
        environment = {
            name.upper(): value
            for name, value in os.environ.items()
            if name.upper().startswith(ENV_PREFIX)
        }
        given = {str(key).lower() for key in data}
        found = {
            field: environment[ENV_PREFIX + field.upper()]
            for field in cls.model_fields
            if field not in given and ENV_PREFIX + field.upper() in environment
        }
        return {**found, **data}

    @property
    def llm_configured(self) -> bool:
        return bool(self.llm_base_url and self.llm_model)


def data_path(name: str) -> Path:
    """A file shipped inside the package (fields.json, tokenizer)."""
    return Path(__file__).parent / "data" / name
