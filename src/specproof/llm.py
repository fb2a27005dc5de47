"""Optional language model behind an OpenAI-compatible HTTP endpoint; never required.

Plain ``urllib`` keeps this free of SDK dependencies: the only call needed is
``POST {base_url}/chat/completions``. Network, HTTP and envelope errors become
:class:`~specproof.errors.LLMUnavailable`; a reply whose content is not JSON
gives ``None`` so callers treat it as "no answer" rather than a failure.
"""

from __future__ import annotations

import http.client
import json
import logging
import re
import urllib.error
import urllib.request
from typing import Any, Protocol

from specproof.config import Settings
from specproof.errors import LLMUnavailable

log = logging.getLogger(__name__)

JsonValue = dict[str, Any] | list[Any]

# Models often wrap JSON in a Markdown fence despite being told not to.
_FENCE = re.compile(r"^\s*```(?:json)?\s*(.*?)\s*```\s*$", re.DOTALL | re.IGNORECASE)


class LLM(Protocol):
    def complete_json(self, system: str, user: str) -> JsonValue | None:
        """The model's reply parsed as JSON, or ``None`` when it is not valid JSON."""
        ...


class OpenAICompatLLM:
    """Chat completions at temperature 0, asking for a JSON object when the server allows."""

    def __init__(
        self,
        base_url: str,
        model: str,
        api_key: str | None = None,
        timeout: float = 30.0,
        max_tokens: int | None = 2048,
    ) -> None:
        self.base_url = base_url.rstrip("/")
        self.model = model
        self.api_key = api_key
        self.timeout = timeout
        self.max_tokens = max_tokens
        # Cleared after a server rejects response_format, so we ask once, not every call.
        self.json_mode = True

    @property
    def url(self) -> str:
        return f"{self.base_url}/chat/completions"

    def complete_json(self, system: str, user: str) -> JsonValue | None:
        content = self.complete(system, user)
        return parse_json_reply(content)

    def complete(self, system: str, user: str) -> str:
        """The raw text of the model's first choice."""
        body = self._request_body(system, user)
        try:
            reply = self._post(body)
        except _BadRequest as exc:
            if not self.json_mode:
                raise LLMUnavailable(f"LLM request rejected: {exc}") from exc
            # Some servers (older vLLM, llama.cpp builds) reject response_format.
            log.info("LLM server rejected response_format; retrying without it")
            self.json_mode = False
            body.pop("response_format", None)
            try:
                reply = self._post(body)
            except _BadRequest as again:
                raise LLMUnavailable(f"LLM request rejected: {again}") from again
        return _message_content(reply)

    def _request_body(self, system: str, user: str) -> dict[str, Any]:
        body: dict[str, Any] = {
            "model": self.model,
            "temperature": 0,
            "messages": [
                {"role": "system", "content": system},
                {"role": "user", "content": user},
            ],
        }
        if self.max_tokens:
            body["max_tokens"] = self.max_tokens
        if self.json_mode:
            body["response_format"] = {"type": "json_object"}
        return body

    def _post(self, body: dict[str, Any]) -> Any:
        headers = {"Content-Type": "application/json", "Accept": "application/json"}
        if self.api_key:
            headers["Authorization"] = f"Bearer {self.api_key}"
        request = urllib.request.Request(
            self.url, data=json.dumps(body).encode(), headers=headers, method="POST"
        )
        try:
            with urllib.request.urlopen(request, timeout=self.timeout) as response:
                raw = response.read()
        except urllib.error.HTTPError as exc:
            detail = _error_detail(exc)
            if exc.code in (400, 422):
                raise _BadRequest(f"HTTP {exc.code}: {detail}") from exc
            raise LLMUnavailable(f"LLM server answered HTTP {exc.code}: {detail}") from exc
        except (OSError, http.client.HTTPException) as exc:  # URLError, timeouts, resets
            reason = getattr(exc, "reason", exc)
            raise LLMUnavailable(f"LLM server {self.base_url} unreachable: {reason}") from exc
        try:
            return json.loads(raw)
        except (ValueError, UnicodeDecodeError) as exc:
            raise LLMUnavailable("LLM server reply is not JSON") from exc


class _BadRequest(Exception):
    """HTTP 400/422 from the server: possibly an unsupported option we can drop."""


def _error_detail(exc: urllib.error.HTTPError) -> str:
    try:
        return exc.read(500).decode("utf-8", "replace").strip() or str(exc.reason)
    except OSError:
        return str(exc.reason)


def _message_content(reply: Any) -> str:
    try:
        content = reply["choices"][0]["message"]["content"]
    except (KeyError, IndexError, TypeError) as exc:
        raise LLMUnavailable("LLM reply has no choices[0].message.content") from exc
    return content if isinstance(content, str) else ""


def parse_json_reply(content: str | None) -> JsonValue | None:
    """JSON object or array from a model's text (a Markdown fence is tolerated)."""
    if not content:
        return None
    fenced = _FENCE.match(content)
    text = fenced.group(1) if fenced else content.strip()
    try:
        value = json.loads(text)
    except ValueError:
        return None
    return value if isinstance(value, dict | list) else None


def load_llm(settings: Settings | None = None) -> LLM | None:
    """The configured language model, or ``None`` when none is configured."""
    settings = settings or Settings()
    if not settings.llm_configured:
        return None
    return OpenAICompatLLM(
        base_url=str(settings.llm_base_url),
        model=str(settings.llm_model),
        api_key=settings.llm_api_key,
        timeout=settings.llm_timeout_s,
    )
