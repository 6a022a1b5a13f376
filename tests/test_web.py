"""The review server (`tinyrag serve`) through FastAPI's TestClient, over a SQLite store filled
by the scripted-fake workflow (no models)."""

from __future__ import annotations

import re
from html import unescape
from pathlib import Path

import pytest
from fastapi.testclient import TestClient
from typer.testing import CliRunner

from tests.web_helpers import MIXED, TOKEN, escalate, make_app, wait_until_settled
from tinyrag_eval.generation import memo_source_text, parse_memo_reply


@pytest.fixture
def setup(tmp_path):
    svc, out = escalate(tmp_path)
    with TestClient(make_app(svc), raise_server_exceptions=False) as client:
        yield svc, out, client


def login(client: TestClient, reviewer: str = "alice", next_: str = "/") -> None:
    r = client.post("/login", data={"token": TOKEN, "reviewer": reviewer, "next": next_}, follow_redirects=False)
    assert r.status_code == 303 and r.headers["location"] == next_
    cookie = r.headers["set-cookie"]
    assert "HttpOnly" in cookie and "samesite=strict" in cookie.lower()


def csrf_of(client: TestClient, review_id: str) -> str:
    m = re.search(r'name="csrf" value="([^"]+)"', client.get(f"/reviews/{review_id}").text)
    assert m, "the page has no form with a CSRF value (not logged in?)"
    return m.group(1)


def state(client: TestClient, review_id: str) -> dict:
    return client.get(f"/api/reviews/{review_id}").json()["state"]


def flagged_spans(html: str) -> list[str]:
    """The text of each highlighted sentence (tags stripped)."""
    spans = re.findall(r'<span class="sentence flagged"[^>]*>(.*?)(?:<sup|<span class="tag")', html, re.DOTALL)
    return [re.sub(r"<[^>]+>", "", s) for s in spans]


def test_list_shows_the_pending_item_with_light_set_and_reasons(setup):
    _svc, out, client = setup
    r = client.get("/")
    assert r.status_code == 200
    html = r.text
    assert f'href="/reviews/{out.review_id}"' in html
    assert "Capital of Northwind &lt;script&gt;" in html and "<script>" not in html  # escaped
    row = html[html.index(f'id="row-{out.review_id}"'):]
    assert 'class="light light-red"' in row and "0.10" in row  # P = 0.1 < 0.5: red
    assert "{0}" in row and "unacceptable" in row
    assert "attempts exhausted" in row
    assert "Content-Security-Policy" in r.headers and "script-src" not in r.headers["Content-Security-Policy"]
    assert 'id="empty"' in client.get("/?status=decided").text
    bad = client.get("/?status=bogus")
    assert bad.status_code == 400 and "unknown status filter" in bad.text
    api = client.get("/api/reviews").json()
    assert [(x["id"], x["attempt"], x["criteria"][0]["light"]) for x in api] == [(out.review_id, 1, "red")]


def test_detail_highlights_flagged_sentences_and_figures(setup):
    _svc, out, client = setup
    r = client.get(f"/reviews/{out.review_id}")
    assert r.status_code == 200
    html = r.text
    spans = flagged_spans(html)
    assert len(spans) == 2, spans
    assert "leverage target" in spans[0] and "German mortgage market" in spans[1]
    assert not any("14.6%" in s for s in spans)  # the supported sentence is not highlighted
    assert '<mark class="figure">19.9%</mark>' in html
    assert "not entailed by the retrieved context (NLI entailment 0.10 &lt; 0.5)" in html
    assert "unsupported figure 19.9%" in html
    # scores, calibration, decision, retrieval, judge
    assert "nli_groundedness" in html and "context_relevancy" in html
    assert 'id="probability-grounded">0.10<' in html and 'id="probability-relevant">0.10<' in html and "v0007" in html and "α = 0.1" in html
    assert "Guarantee:" in html and "none: fails grounded, relevant" in html and "grounded: v0007" in html
    assert 'id="calibrator-grounded">calibrator v0007<' in html  # each P names its calibrator version
    assert "ar#p2#0" in html and "ar#p3#0" in html
    assert "19.9% is not in the context" in html  # judge reason
    # not logged in: reading is open, the verdict form is not there
    assert 'id="verdict-form"' not in html and 'id="login-to-decide"' in html
    api = client.get(f"/api/reviews/{out.review_id}").json()
    assert [f["text"][:12] for f in api["flagged_sentences"]] == ["Its leverage", "The bank wil"]
    assert api["unsupported_numbers"] == ["19.9%"] and api["state"]["phase"] == "pending"


def test_writes_need_the_token_and_the_form_check(setup):
    svc, out, client = setup
    url = f"/reviews/{out.review_id}/verdict"
    form = {"verdict": "approve", "reviewer": "mallory"}
    r = client.post(url, data=form)
    assert r.status_code == 401 and "Log in to decide" in r.text
    assert client.post(f"/api/reviews/{out.review_id}/verdict", json=form).status_code == 401
    r = client.post(f"/api/reviews/{out.review_id}/verdict", json=form, headers={"Authorization": "Bearer nope"})
    assert r.status_code == 401 and r.headers["www-authenticate"] == "Bearer"
    r = client.post("/login", data={"token": "wrong-token", "reviewer": "mallory"})
    assert r.status_code == 401 and "not the reviewer token" in r.text and "set-cookie" not in r.headers
    login(client, "mallory")
    r = client.post(url, data=form)  # logged in, but no CSRF value
    assert r.status_code == 403 and "CSRF" in r.text
    r = client.post(url, data={**form, "csrf": "forged"})
    assert r.status_code == 403
    r = client.post(url, data={**form, "csrf": csrf_of(client, out.review_id)},
                    headers={"Origin": "http://evil.example"})
    assert r.status_code == 403 and "evil.example" in r.text
    assert svc.store.get_review(out.review_id).status == "pending"  # nothing was recorded
    assert svc.store.labels() == []


def test_approve_in_the_form_exports_and_the_page_links_the_files(setup):
    svc, out, client = setup
    login(client, "alice", f"/reviews/{out.review_id}")
    page = client.get(f"/reviews/{out.review_id}").text
    assert 'id="reviewer" value="alice"' in page  # the name from the login is remembered
    r = client.post(f"/reviews/{out.review_id}/verdict", follow_redirects=False,
                    data={"verdict": "approve", "reviewer": "alice", "notes": "fine", "csrf": csrf_of(client, out.review_id),
                          "edited_text": "ignored unless the verdict is edit"})
    assert r.status_code == 303 and r.headers["location"] == f"/reviews/{out.review_id}"
    st = wait_until_settled(lambda: state(client, out.review_id))
    assert st["phase"] == "finalized", st
    md = Path(st["export"]["markdown_path"])
    assert md.is_file() and "14.6%" in md.read_text()
    html = client.get(f"/reviews/{out.review_id}").text
    assert "finalized — exported to" in html and f"<code>{md}</code>" in html and 'id="export-markdown"' in html
    assert st["message"] == f"finalized — exported to {md}"
    assert "approved by alice" in html and "review: alice: approved" in html  # progress lines
    dl = client.get(st["export"]["markdown_url"])
    assert dl.status_code == 200 and dl.text == md.read_text()
    assert "attachment" in dl.headers["content-disposition"] and md.name in dl.headers["content-disposition"]
    assert client.get(f"/reviews/{out.review_id}/export/pdf").status_code == 404  # pdf=False in the fakes
    assert [(lab.verdict, lab.reviewer) for lab in svc.store.labels()] == [("approve", "alice")]
    assert svc.store.get_run(out.run_id).status == "finalized"


def test_second_reviewer_gets_409_naming_who_decided(setup, tmp_path):
    svc, out, client = setup
    login(client, "alice")
    stale_csrf = csrf_of(client, out.review_id)
    with TestClient(client.app, raise_server_exceptions=False) as bob:
        login(bob, "bob")
        bob_csrf = csrf_of(bob, out.review_id)
        r = client.post(f"/reviews/{out.review_id}/verdict",
                        data={"verdict": "approve", "reviewer": "alice", "csrf": stale_csrf})
        assert r.status_code == 200  # followed the redirect
        r = bob.post(f"/reviews/{out.review_id}/verdict",
                     data={"verdict": "reject", "reviewer": "bob", "notes": "no", "csrf": bob_csrf})
        assert r.status_code == 409
        assert re.search(r"already decided: approved by alice at \d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC", r.text)
        api = bob.post(f"/api/reviews/{out.review_id}/verdict", json={"verdict": "reject", "reviewer": "bob"},
                       headers={"Authorization": f"Bearer {TOKEN}"})
        assert api.status_code == 409 and api.json()["current"]["reviewer"] == "alice"
    wait_until_settled(lambda: state(client, out.review_id))
    assert svc.store.get_review(out.review_id).status == "approved"


def test_unknown_ids_and_pages_are_404_pages_not_tracebacks(setup):
    _svc, out, client = setup
    r = client.get("/reviews/does-not-exist")
    assert r.status_code == 404 and "no review item 'does-not-exist'" in unescape(r.text)
    assert "Traceback" not in r.text
    assert r.headers["content-type"].startswith("text/html")
    r = client.get("/api/reviews/does-not-exist")
    assert r.status_code == 404 and r.json()["error"] == "No such review item"
    assert client.get("/nowhere").status_code == 404
    assert client.get(f"/reviews/{out.review_id}/export/zip").status_code == 404
    assert client.get(f"/reviews/{out.review_id}/export/markdown").status_code == 404  # not exported yet
    login(client)
    csrf = csrf_of(client, out.review_id)
    r = client.post("/reviews/does-not-exist/verdict", data={"verdict": "approve", "reviewer": "a", "csrf": csrf})
    assert r.status_code == 404


def test_malformed_verdicts_are_400_with_a_message(setup):
    svc, out, client = setup
    login(client)
    csrf = csrf_of(client, out.review_id)
    url = f"/reviews/{out.review_id}/verdict"
    cases = [
        ({"verdict": "maybe", "reviewer": "alice"}, "verdict"),
        ({"verdict": "approve", "reviewer": "  "}, "reviewer name is required"),
        ({"reviewer": "alice"}, "verdict"),
        ({"verdict": "request_changes", "reviewer": "alice", "notes": " "}, "needs notes"),
        ({"verdict": "edit", "reviewer": "alice", "edited_text": ""}, "edited memo text"),
    ]
    for data, message in cases:
        r = client.post(url, data={**data, "csrf": csrf})
        assert r.status_code == 400, (data, r.status_code)
        assert message in r.text and "Traceback" not in r.text, (data, r.text[-600:])
    auth = {"Authorization": f"Bearer {TOKEN}"}
    r = client.post(f"/api/reviews/{out.review_id}/verdict", content=b"{not json", headers=auth)
    assert r.status_code == 400
    r = client.post(f"/api/reviews/{out.review_id}/verdict", json={"verdict": "approve"}, headers=auth)
    assert r.status_code == 400 and "reviewer" in r.json()["detail"]
    assert svc.store.get_review(out.review_id).status == "pending"


def test_api_request_changes_regenerates_and_escalates_again(setup):
    svc, out, client = setup
    r = client.post(f"/api/reviews/{out.review_id}/verdict", headers={"Authorization": f"Bearer {TOKEN}"},
                    json={"verdict": "request_changes", "reviewer": "carol", "notes": "drop the German claim"})
    assert r.status_code == 202 and r.json()["review"]["status"] == "changes_requested"
    st = wait_until_settled(lambda: state(client, out.review_id))
    # the scripted LLM repeats the same memo, so attempt 2 is escalated as a new review item
    assert st["phase"] == "escalated_again" and st["next_review_id"] not in (None, out.review_id), st
    assert "drop the German claim" in svc.generator._llm().llm.prompts[-1]
    html = client.get(f"/reviews/{out.review_id}").text
    assert f'href="/reviews/{st["next_review_id"]}"' in html
    assert [x["attempt"] for x in client.get("/api/reviews").json()] == [2]


def test_approve_with_edits_exports_the_edited_text(setup):
    _svc, out, client = setup
    login(client, "dave")
    page = client.get(f"/reviews/{out.review_id}").text
    prefilled = re.search(r'<textarea name="edited_text" id="edited-text"[^>]*>(.*?)</textarea>', page, re.DOTALL).group(1)
    assert "[ar#p3#0] &lt;CONFIDENCE: MEDIUM&gt;." in prefilled  # citations and tags kept, escaped
    edited = "Northwind Harbour Bank's CET1 ratio was 14.6% at the end of 2025 [ar#p2#0] <CONFIDENCE: HIGH>."
    r = client.post(f"/reviews/{out.review_id}/verdict",
                    data={"verdict": "edit", "reviewer": "dave", "edited_text": edited, "csrf": csrf_of(client, out.review_id)})
    assert r.status_code == 200
    st = wait_until_settled(lambda: state(client, out.review_id))
    assert st["phase"] == "finalized" and st["export"]["attempt_id"] != out.attempt_id
    text = Path(st["export"]["markdown_path"]).read_text()
    assert "14.6%" in text and "German" not in text


def test_memo_source_text_round_trips_through_the_reply_parser(setup):
    svc, out, _client = setup
    memo = svc.store.get_attempt(out.attempt_id).memo
    sentences, _notes = parse_memo_reply(memo_source_text(memo), ["ar#p2#0", "ar#p3#0"], max_sentences=100)
    assert [(s.text, s.citations, s.confidence) for s in sentences] == \
        [(s.text, s.citations, s.confidence) for s in memo.sentences]
    assert MIXED.count("<CONFIDENCE") == len(sentences) == 3


def test_failed_resume_is_shown_and_can_be_resumed_again(tmp_path):
    svc, out = escalate(tmp_path)
    calls = []

    def services_for(run):
        calls.append(run.id)
        if len(calls) == 1:
            raise RuntimeError("the index folder is missing\nsecond line never shown")
        return svc

    with TestClient(make_app(svc, services_for=services_for), raise_server_exceptions=False) as client:
        login(client)
        client.post(f"/reviews/{out.review_id}/verdict",
                    data={"verdict": "approve", "reviewer": "alice", "csrf": csrf_of(client, out.review_id)})
        st = wait_until_settled(lambda: state(client, out.review_id))
        assert st["phase"] == "failed" and st["error"] == "RuntimeError: the index folder is missing"
        html = client.get(f"/reviews/{out.review_id}").text
        assert 'id="resume"' in html and "second line" not in html
        r = client.post(f"/reviews/{out.review_id}/resume", data={"csrf": csrf_of(client, out.review_id)})
        assert r.status_code == 200
        assert wait_until_settled(lambda: state(client, out.review_id))["phase"] == "finalized"


def test_remote_mode_closes_reads(tmp_path):
    svc, out = escalate(tmp_path)
    with TestClient(make_app(svc, open_reads=False), raise_server_exceptions=False) as client:
        assert client.get("/").status_code == 401
        assert client.get(f"/api/reviews/{out.review_id}").status_code == 401
        assert client.get("/api/reviews", headers={"Authorization": f"Bearer {TOKEN}"}).status_code == 200
        login(client)
        assert client.get(f"/reviews/{out.review_id}").status_code == 200
        assert client.get("/healthz").json() == {"status": "ok", "pending": 1}


def test_login_never_redirects_off_site():
    from tinyrag_eval.web.auth import safe_next

    assert safe_next("/reviews/abc") == "/reviews/abc"
    for bad in ("//evil.example/x", "https://evil.example", "/\\evil.example", "", None):
        assert safe_next(bad) == "/"


def test_serve_refuses_remote_hosts_and_weak_tokens(tmp_path, monkeypatch):
    from tinyrag_eval.cli import app
    from tinyrag_eval.cli.serve import is_loopback

    assert all(is_loopback(h) for h in ("127.0.0.1", "localhost", "::1", "[::1]", "127.0.0.2"))
    assert not any(is_loopback(h) for h in ("0.0.0.0", "::", "192.168.1.5", "example.org"))
    monkeypatch.setenv("TINYRAG_STORE__DATA_DIR", str(tmp_path / "data"))
    runner = CliRunner()
    res = runner.invoke(app, ["serve", "--host", "0.0.0.0"])
    assert res.exit_code == 2 and "--allow-remote" in " ".join(res.output.split())
    res = runner.invoke(app, ["serve", "--token", "short"])
    assert res.exit_code == 2 and "at least 8 characters" in res.output
    monkeypatch.setenv("TINYRAG_REVIEWER_TOKEN", "short")
    assert runner.invoke(app, ["serve"]).exit_code == 2
    res = runner.invoke(app, ["serve", "--help"])
    assert res.exit_code == 0 and "--allow-remote" in res.output and "TINYRAG_REVIEWER_TOKEN" in res.output
    from tinyrag_eval.cli.serve import remote_warning

    assert remote_warning("127.0.0.1", True) is None and remote_warning("0.0.0.0", False) is None
    warning = remote_warning("0.0.0.0", True)
    assert warning is not None and "unencrypted" in warning and "TLS reverse proxy" in warning


def test_browser_test_fails_in_ci_and_skips_elsewhere_without_chromium(monkeypatch, tmp_path):
    import tests.test_web_browser as bt

    monkeypatch.setattr(bt, "CHROMIUM", tmp_path / "no-chromium")
    monkeypatch.setenv("CI", "true")
    with pytest.raises(pytest.fail.Exception, match="CI: .*no-chromium.*install-chromium"):
        bt._require_browser()
    monkeypatch.delenv("CI")
    with pytest.raises(pytest.skip.Exception, match="install-chromium"):
        bt._require_browser()


def test_a_flag_on_text_the_memo_split_does_not_have_is_listed_not_dropped(tmp_path):
    from tinyrag_eval.web.views import review_detail

    svc, out = escalate(tmp_path)
    att = svc.store.get_attempt(out.attempt_id)
    item = svc.store.get_review(out.review_id)
    # a flag whose sentence the memo does not contain as a sentence of its own
    nli = att.evaluation.metrics["nli_groundedness"]
    nli.details["per_sentence"].append({"sentence": "Leverage target 19.9% and German entry", "entailment": 0.2,
                                        "flagged": True})
    att.evaluation.findings = None  # recorded before the evidence record existed: derived from the details
    with svc.store._session() as s, s.begin():  # rewrite the recorded evaluation in place (test only)
        from tinyrag_eval.store.tables import EvaluationRow

        s.get(EvaluationRow, att.id).evaluation = att.evaluation.model_dump(mode="json")
    d = review_detail(svc.store, item, None)
    extra = [f for f in d["flagged"] if f.get("unmatched")]
    assert [f["text"] for f in extra] == ["Leverage target 19.9% and German entry"]
    assert "entailment 0.20" in extra[0]["reasons"][0]
    assert len(d["flagged"]) == 3
    with TestClient(make_app(svc), raise_server_exceptions=False) as client:
        html = client.get(f"/reviews/{out.review_id}").text
    assert "Leverage target 19.9% and German entry" in html and "not matched to a sentence of the memo" in html


def test_pages_and_api_do_not_import_the_app_factory():
    import subprocess
    import sys

    code = ("import sys, tinyrag_eval.web.api, tinyrag_eval.web.routes; "
            "print('tinyrag_eval.web.app' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "False"


def test_the_reviewer_token_never_reaches_pages_logs_exports_or_the_store(setup, tmp_path, caplog):
    import logging

    svc, out, client = setup
    caplog.set_level(logging.DEBUG)
    login(client, "alice", f"/reviews/{out.review_id}")
    pages = [client.get(p).text for p in ("/", f"/reviews/{out.review_id}", "/api/reviews", "/healthz")]
    r = client.post(f"/api/reviews/{out.review_id}/verdict", headers={"Authorization": f"Bearer {TOKEN}"},
                    json={"reviewer": "alice", "verdict": "approve"})
    assert r.status_code == 202, r.text
    st = wait_until_settled(lambda: state(client, out.review_id))
    assert st["phase"] == "finalized", st
    pages += [client.get(f"/reviews/{out.review_id}").text, client.get(f"/api/reviews/{out.review_id}").text]
    assert not any(TOKEN in p for p in pages)
    assert TOKEN not in caplog.text
    assert TOKEN not in Path(st["export"]["markdown_path"]).read_text()
    db = Path(svc.store.url.removeprefix("sqlite:///"))
    assert db.is_file() and TOKEN.encode() not in db.read_bytes()
    for extra in db.parent.glob(db.name + "-*"):  # WAL / journal files
        assert TOKEN.encode() not in extra.read_bytes()
