"""The review page in a real browser: Debian's chromium, headless, driven by selenium, against
uvicorn serving the app over the scripted-fake workflow (no models).

Needs /usr/bin/chromium and /usr/bin/chromedriver (``.ci/install-chromium``). Without them the
test FAILS in CI (``CI`` set) and skips with a message elsewhere. Selenium is given both paths,
so selenium-manager never downloads a browser or driver.
"""

from __future__ import annotations

import os
import shutil
import socket
import threading
import time
from pathlib import Path

import pytest

from tests.web_helpers import TOKEN, escalate, make_app

pytestmark = pytest.mark.browser

CHROMIUM = Path("/usr/bin/chromium")
CHROMEDRIVER = Path("/usr/bin/chromedriver")
SCREENSHOT_DIR = Path(os.environ.get("TINYRAG_SCREENSHOT_DIR", "/tmp"))
FLAGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync",
         "--window-size=1400,2000"]


def _in_ci() -> bool:
    return os.environ.get("CI", "").strip().lower() not in ("", "0", "false", "no")


def _require_browser() -> None:
    missing = [str(p) for p in (CHROMIUM, CHROMEDRIVER) if not p.is_file()]
    try:
        import selenium  # noqa: F401
    except ImportError:
        missing.append("the selenium package (pip install -e '.[dev]')")
    if missing:
        msg = f"the browser test needs {', '.join(missing)}: run .ci/install-chromium (root or sudo)"
        if _in_ci():
            pytest.fail(f"CI: {msg}")
        pytest.skip(msg)


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture
def server(tmp_path):
    """uvicorn in a thread on a free loopback port, serving one escalated memo (PDF export on)."""
    _require_browser()
    import uvicorn

    svc, out = escalate(tmp_path, pdf=True)
    port = _free_port()
    srv = uvicorn.Server(uvicorn.Config(make_app(svc), host="127.0.0.1", port=port, log_level="warning"))
    thread = threading.Thread(target=srv.run, name="uvicorn-test", daemon=True)
    thread.start()
    deadline = time.monotonic() + 20
    while not srv.started:
        if not thread.is_alive() or time.monotonic() > deadline:
            raise AssertionError("uvicorn did not start")
        time.sleep(0.05)
    yield f"http://127.0.0.1:{port}", svc, out
    srv.should_exit = True
    thread.join(10)


@pytest.fixture
def browser(tmp_path):
    _require_browser()
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = str(CHROMIUM)
    for flag in FLAGS:
        options.add_argument(flag)
    profile = tmp_path / "chromium-profile"
    options.add_argument(f"--user-data-dir={profile}")
    driver = webdriver.Chrome(service=Service(executable_path=str(CHROMEDRIVER)), options=options)
    driver.set_page_load_timeout(60)
    yield driver
    driver.quit()
    shutil.rmtree(profile, ignore_errors=True)


def test_reviewer_approves_in_the_browser_and_the_memo_is_exported(server, browser):
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support import expected_conditions as ec
    from selenium.webdriver.support.ui import WebDriverWait

    base, svc, out = server
    wait = WebDriverWait(browser, 90)
    by_id = lambda i: browser.find_element(By.ID, i)

    # the queue lists the item; its link opens the detail page
    browser.get(base + "/")
    browser.save_screenshot(str(SCREENSHOT_DIR / "tinyrag-review-list.png"))
    row = by_id(f"row-{out.review_id}")
    assert "attempts exhausted" in row.text and "{0}" in row.text
    assert row.find_elements(By.CSS_SELECTOR, ".light.light-red")
    row.find_element(By.CSS_SELECTOR, "a.topic").click()
    wait.until(ec.url_contains(f"/reviews/{out.review_id}"))
    flagged = browser.find_elements(By.CSS_SELECTOR, ".sentence.flagged")
    assert [("German" in f.text, "19.9%" in f.text) for f in flagged] == [(False, True), (True, False)]
    assert browser.find_element(By.CSS_SELECTOR, "mark.figure").text == "19.9%"
    assert "<script>" in browser.find_element(By.TAG_NAME, "h1").text  # shown as text, not run

    # log in with the token, then the verdict form appears; the reviewer name is typed there
    by_id("login-to-decide").click()
    wait.until(ec.presence_of_element_located((By.ID, "token"))).send_keys(TOKEN)
    by_id("login-submit").click()
    reviewer = wait.until(ec.presence_of_element_located((By.ID, "reviewer")))
    reviewer.clear()
    reviewer.send_keys("Alice Reviewer")
    by_id("notes").send_keys("Figures checked against the annual report.")
    shot = SCREENSHOT_DIR / "tinyrag-review-detail.png"
    browser.save_screenshot(str(shot))
    assert shot.stat().st_size > 10_000

    by_id("approve").click()
    # the page refreshes itself while the workflow resumes, then shows the export links
    link = wait.until(ec.presence_of_element_located((By.ID, "export-markdown")))
    state = by_id("state").text
    assert "finalized — exported to" in state and "Alice Reviewer" in state
    assert by_id("item-status").text.lower() == "approved"
    browser.save_screenshot(str(SCREENSHOT_DIR / "tinyrag-review-finalized.png"))

    rec = svc.store.get_export(out.attempt_id)
    assert rec is not None
    md, pdf = Path(rec.markdown_path), Path(rec.pdf_path or "")
    assert md.is_file() and "14.6%" in md.read_text()
    assert pdf.is_file() and pdf.read_bytes().startswith(b"%PDF")
    assert md.name in state and pdf.name in state
    assert link.get_attribute("href") == f"{base}/reviews/{out.review_id}/export/markdown"
    assert by_id("export-pdf").get_attribute("href") == f"{base}/reviews/{out.review_id}/export/pdf"
    assert [(lab.verdict, lab.reviewer) for lab in svc.store.labels()] == [("approve", "Alice Reviewer")]
