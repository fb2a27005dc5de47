"""One exception hierarchy. Third-party errors are translated at the boundary."""

from __future__ import annotations


class SpecproofError(Exception):
    """Base of every error specproof raises on purpose."""


class ConfigError(SpecproofError):
    """Bad settings: unknown backend, unreadable path, missing LLM config."""


class RejectedDocument(SpecproofError):
    """A file that cannot be ingested. ``reason`` is a short machine-readable word."""

    def __init__(self, reason: str, message: str = "") -> None:
        super().__init__(message or reason)
        self.reason = (
            reason  # not_pdf, encrypted, needs_ocr, parse_error, too_large, too_many_pages, timeout
        )


class StoreError(SpecproofError):
    """The database failed (locked too long, corrupt, schema too new)."""


class Conflict(SpecproofError):
    """A write that would clash with what is stored; nothing was changed."""


class DocumentExists(Conflict):
    """These bytes are already stored (an exclusive save of the same document)."""


class NameTaken(Conflict):
    """Another document already has this file name (an exclusive save never replaces it)."""


class Unauthorized(SpecproofError):
    """A write was asked for without the right token."""


class WritesDisabled(Unauthorized):
    """A write was asked for and this server has no token: nobody may write."""


class TooLarge(SpecproofError):
    """An input over its limit (question length, page image pixels, request size)."""


class Busy(SpecproofError):
    """Too much work in progress, or a request over its time limit: try again later."""

    def __init__(self, message: str, retry_after_s: int = 5) -> None:
        super().__init__(message)
        self.retry_after_s = retry_after_s


class EmbedderUnavailable(SpecproofError):
    """The local embedding model is not installed; retrieval falls back to BM25."""


class LLMUnavailable(SpecproofError):
    """A mode or step needs a language model and none is configured or reachable."""


class UnknownDevice(SpecproofError):
    """A question names a device that is not in the library."""
