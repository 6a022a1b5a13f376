"""Who may write: the reviewer token, browser sessions and CSRF protection.

The model, and why it is sound for a review server on a workstation:

* **One reviewer token** (``tinyrag serve --token`` or ``TINYRAG_REVIEWER_TOKEN``, else generated
  with :func:`secrets.token_urlsafe` and printed at start). It is compared in constant time
  (:func:`secrets.compare_digest`). Every write needs it; reads are open while the server is
  bound to loopback (``open_reads``) and need it too under ``--allow-remote``.
* **Browsers** log in once: ``POST /login`` with the token opens a server-side session. The
  cookie holds only a random session id (``HttpOnly``: no script can read it;
  ``SameSite=Strict``: the browser does not send it on a request that another site starts;
  ``Secure`` when served over https). Sessions live in the store (only the SHA-256 of the
  session id, never the id: :mod:`tinyrag_eval.store.webstate`), so a restarted server — or a
  second server on the same database — keeps reviewers logged in; a session expires
  ``review.session_ttl_s`` after the login (:data:`SESSION_TTL_S` by default) or at logout.
* **CSRF**, three layers for every form post: (1) ``SameSite=Strict``, so a cross-site post
  arrives without the session and gets 401; (2) a synchronizer token: each session has a random
  ``csrf`` value (an HMAC of the session id, so it is stored nowhere) that every form carries
  in a hidden field, compared in constant time (403 when missing or wrong); (3) a post whose
  ``Origin`` header names another origin is refused (403).
  The login form itself needs the reviewer token, so it cannot be forged either.
* **API clients** send ``Authorization: Bearer <token>`` on each request; no cookie is used,
  so CSRF does not apply to them.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
from dataclasses import dataclass
from urllib.parse import urlsplit

from fastapi import Request

from ..store import Store
from .errors import WebError

COOKIE = "tinyrag_session"
SESSION_TTL_S = 12 * 3600
MIN_TOKEN_CHARS = 8


def new_token() -> str:
    """A fresh reviewer token (32 random bytes, URL-safe)."""
    return secrets.token_urlsafe(32)


def check_token_strength(token: str) -> str:
    """The token itself, or ValueError when it is too short to be a secret."""
    token = (token or "").strip()
    if len(token) < MIN_TOKEN_CHARS:
        raise ValueError(f"the reviewer token must have at least {MIN_TOKEN_CHARS} characters "
                         "(omit --token to get a generated one)")
    return token


def csrf_for(session_id: str) -> str:
    """The CSRF value of a session: an HMAC of its id (never stored; unknowable without the id)."""
    return hmac.new(session_id.encode(), b"tinyrag-csrf", hashlib.sha256).hexdigest()


@dataclass
class Session:
    """The session of the request at hand (``id`` is the cookie's value; the store has only its hash)."""

    id: str
    csrf: str
    reviewer: str = ""


class Auth:
    """The token check and the browser sessions (kept in ``store``) of one server (thread-safe)."""

    def __init__(self, token: str, store: Store, *, open_reads: bool = True, secure_cookies: bool = False,
                 session_ttl_s: float = SESSION_TTL_S):
        if not token:
            raise ValueError("the review server needs a reviewer token")
        if session_ttl_s <= 0:
            raise ValueError("the session lifetime must be positive")
        self._token = token
        self.store = store
        self.open_reads = open_reads
        self.secure_cookies = secure_cookies
        self.session_ttl_s = session_ttl_s

    # ---- token and sessions

    def token_ok(self, candidate: str | None) -> bool:
        return bool(candidate) and secrets.compare_digest(candidate.encode(), self._token.encode())

    def open_session(self, reviewer: str = "") -> Session:
        sid = secrets.token_urlsafe(32)
        self.store.open_web_session(sid, reviewer=reviewer, ttl_s=self.session_ttl_s)
        return Session(id=sid, csrf=csrf_for(sid), reviewer=reviewer)

    def close_session(self, session: Session) -> None:
        self.store.close_web_session(session.id)

    def remember_reviewer(self, session: Session, reviewer: str) -> None:
        if reviewer != session.reviewer:
            self.store.set_web_session_reviewer(session.id, reviewer)
            session.reviewer = reviewer

    def session(self, request: Request) -> Session | None:
        """The request's live session (None: no cookie, unknown, logged out or expired); looked
        up once per request."""
        cached = request.scope.get("tinyrag.session", False)
        if cached is not False:
            return cached
        sid = request.cookies.get(COOKIE)
        rec = self.store.get_web_session(sid) if sid and len(sid) <= 200 else None
        s = Session(id=sid, csrf=csrf_for(sid), reviewer=rec.reviewer) if rec is not None and sid else None
        request.scope["tinyrag.session"] = s
        return s

    def bearer_ok(self, request: Request) -> bool:
        scheme, _, value = request.headers.get("authorization", "").partition(" ")
        return scheme.lower() == "bearer" and self.token_ok(value.strip())

    # ---- the checks the routes call

    def require_read(self, request: Request) -> None:
        """Reads are open on loopback; otherwise a session or the bearer token is needed."""
        if self.open_reads or self.bearer_ok(request) or self.session(request) is not None:
            return
        raise WebError(401, "Log in to read the review queue",
                       "This server is reachable from other machines: every page needs the reviewer token.")

    def require_form_writer(self, request: Request, csrf: str) -> Session:
        """A form post: a live session, the session's CSRF value and no foreign Origin."""
        self._check_origin(request)
        s = self.session(request)
        if s is None:
            raise WebError(401, "Log in to decide",
                           "Writing needs the reviewer token: log in first (your session may have expired).")
        if not (csrf and secrets.compare_digest(csrf.encode(), s.csrf.encode())):
            raise WebError(403, "Form check failed",
                           "The form's CSRF value does not match your session: reload the page and try again.")
        return s

    def require_api_writer(self, request: Request) -> None:
        if not self.bearer_ok(request):
            raise WebError(401, "Reviewer token required",
                           "Send 'Authorization: Bearer <reviewer token>' with every write.",
                           headers={"WWW-Authenticate": "Bearer"})

    @staticmethod
    def _check_origin(request: Request) -> None:
        origin = request.headers.get("origin")
        if not origin or origin == "null":
            return
        o = urlsplit(origin)
        host = request.headers.get("host", "")
        if o.netloc != host:
            raise WebError(403, "Cross-site request refused",
                           f"This form was posted from {origin}, not from this server ({host}).")


def safe_next(target: str | None) -> str:
    """A same-site path to go to after login (never another host: no open redirect)."""
    if target and target.startswith("/") and not target.startswith("//") and "\\" not in target:
        return target
    return "/"
