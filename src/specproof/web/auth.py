"""Who may change the library over HTTP: holders of the server's token.

Write endpoints (upload, replace, delete, re-extract) take ``Authorization: Bearer
<token>``; the token is ``SPECPROOF_API_TOKEN``. Without one configured they are refused
outright, from every address: a browser page from any site can POST a form to a server on
127.0.0.1, so "only loopback" would not keep anyone out, while a header such a page cannot
set without the server's consent (CORS) does. Reads stay open.
"""

from __future__ import annotations

import hmac

from specproof.errors import Unauthorized, WritesDisabled

NO_TOKEN = (
    "writing to the library over HTTP is disabled: this server has no token"
    " (set SPECPROOF_API_TOKEN, or use the one `specproof serve` printed)"
)


def check_writer(expected: str | None, authorization: str | None) -> None:
    """Raise :class:`Unauthorized` unless ``authorization`` is ``Bearer <expected>``."""
    if not expected:
        raise WritesDisabled(NO_TOKEN)
    scheme, _, given = (authorization or "").partition(" ")
    if scheme.lower() != "bearer" or not hmac.compare_digest(
        given.strip().encode(), expected.encode()
    ):
        raise Unauthorized("this request changes the library: send Authorization: Bearer <token>")
