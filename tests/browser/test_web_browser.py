"""The web page in a real headless Chromium (Debian's), against a real ``specproof serve``.

Ask a question, see the verdict and a citation, open the cited page image,
browse the library, upload a PDF, and check that hostile datasheet text is
shown as text. Screenshots go to tests/artifacts/ (gitignored). Skips cleanly
when Chromium, its driver or selenium is missing.
"""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

pytest.importorskip("selenium")
pytest.importorskip("uvicorn")

from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as ec
from selenium.webdriver.support.ui import WebDriverWait

from webdata import (
    HOSTILE_TEXT,
    TEST_TOKEN,
    XSS_IMG,
    XSS_SCRIPT,
    build_library,
    make_pdf,
    running_server,
)

# Debian's packages only, found on PATH: never let anything download a browser or a driver.
CHROMIUM = shutil.which("chromium") or ""
CHROMEDRIVER = shutil.which("chromedriver") or ""
pytestmark = pytest.mark.skipif(
    not (CHROMIUM and CHROMEDRIVER),
    reason="chromium / chromium-driver not installed (apt-get install chromium chromium-driver)",
)
ARTIFACTS = Path(__file__).resolve().parents[1] / "artifacts"
WAIT_S = 20


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, Path]]:
    folder = tmp_path_factory.mktemp("browser")
    data = build_library(folder / "lib")
    with running_server(data.db) as base:
        yield base, folder


@pytest.fixture(scope="module")
def browser(site: tuple[str, Path]) -> Iterator[webdriver.Chrome]:
    _, folder = site
    options = Options()
    options.binary_location = CHROMIUM
    for flag in (
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--disable-dev-shm-usage",
        "--window-size=1280,1000",
        f"--user-data-dir={folder / 'chrome-profile'}",
    ):
        options.add_argument(flag)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    driver = webdriver.Chrome(service=Service(CHROMEDRIVER), options=options)
    driver.set_page_load_timeout(WAIT_S)
    ARTIFACTS.mkdir(exist_ok=True)
    try:
        yield driver
    finally:
        driver.quit()


def wait(driver: webdriver.Chrome) -> WebDriverWait:
    return WebDriverWait(driver, WAIT_S)


def shot(driver: webdriver.Chrome, name: str) -> None:
    driver.save_screenshot(str(ARTIFACTS / f"{name}.png"))


def ask(driver: webdriver.Chrome, question: str) -> None:
    box = driver.find_element(By.ID, "question")
    box.clear()
    box.send_keys(question)
    driver.find_element(By.ID, "ask-button").click()
    answer = driver.find_element(By.ID, "answer")
    wait(driver).until(lambda d: answer.get_attribute("data-question") == question)
    assert answer.is_displayed()


def test_ask_see_verdict_and_open_cited_page(site, browser) -> None:
    base, _ = site
    browser.get(base + "/")
    ask(browser, "Can I power the BME280 from the 3.3 V output of an AMS1117-3.3?")
    badge = browser.find_element(By.ID, "verdict")
    wait(browser).until(lambda d: badge.get_attribute("data-verdict") == "compatible")
    assert badge.text.lower() == "compatible"
    cites = browser.find_elements(By.CSS_SELECTOR, "#items button.cite")
    assert cites and "bme280.pdf p. 2" in [c.text for c in cites]
    browser.find_element(By.CSS_SELECTOR, "#trace summary").click()
    assert browser.find_elements(By.CSS_SELECTOR, "#rules tr.rule-pass")
    shot(browser, "1-ask-compatible")

    next(c for c in cites if c.text == "bme280.pdf p. 2").click()
    viewer = browser.find_element(By.ID, "viewer")
    wait(browser).until(lambda d: viewer.is_displayed())
    img = browser.find_element(By.ID, "viewer-img")
    wait(browser).until(lambda d: d.execute_script("return arguments[0].naturalWidth", img) > 0)
    status = browser.find_element(By.ID, "viewer-status").text
    assert "boxed" in status, status
    assert browser.find_element(By.ID, "viewer-pdf").get_attribute("href").endswith("/file#page=2")
    shot(browser, "2-cited-page")
    browser.find_element(By.ID, "viewer-close").click()


def test_abstention_is_shown(site, browser) -> None:
    base, _ = site
    browser.get(base + "/")
    ask(browser, "What is the Bluetooth transmit power of the BME280?")
    badge = browser.find_element(By.ID, "verdict")
    wait(browser).until(lambda d: badge.get_attribute("data-verdict") == "insufficient_evidence")
    assert "insufficient" in badge.text.lower()
    shot(browser, "3-abstain")


def test_hostile_datasheet_text_is_escaped(site, browser) -> None:
    base, _ = site
    browser.get(base + "/")
    browser.find_element(By.CSS_SELECTOR, '.tab[data-tab="library"]').click()
    rows = "#documents tbody tr"
    wait(browser).until(lambda d: len(d.find_elements(By.CSS_SELECTOR, rows)) == 3)
    evil = next(r for r in browser.find_elements(By.CSS_SELECTOR, rows) if "EVIL1" in r.text)
    evil.find_element(By.CSS_SELECTOR, "button.link").click()
    wait(browser).until(lambda d: d.find_elements(By.CSS_SELECTOR, "#facts tbody tr"))
    facts_text = browser.find_element(By.ID, "facts").text
    assert XSS_SCRIPT in facts_text and XSS_IMG in facts_text  # shown literally, as text
    ask_tab = browser.find_element(By.CSS_SELECTOR, '.tab[data-tab="ask"]')
    ask_tab.click()
    ask(browser, "What is the supply voltage of the EVIL-1?")
    assert browser.find_elements(By.CSS_SELECTOR, "#items button.cite")
    browser.find_element(By.CSS_SELECTOR, '.tab[data-tab="library"]').click()
    assert browser.execute_script("return window.__pwned") is None
    # Nothing from the datasheet became markup: the only script is ours, no injected image.
    scripts = browser.execute_script("return [...document.scripts].map(s => s.getAttribute('src'))")
    assert scripts == ["/static/app.js"]
    assert not browser.find_elements(By.CSS_SELECTOR, "img[onerror], a[href^='javascript:']")
    assert HOSTILE_TEXT in browser.find_element(By.ID, "facts").text
    shot(browser, "4-hostile-text-escaped")


def test_upload_a_pdf(site, browser) -> None:
    base, folder = site
    pdf = folder / "tmp117.pdf"
    make_pdf(pdf, [["TMP117 Digital Temperature Sensor", "Supply voltage 1.7 V to 5.5 V"]])
    browser.get(base + "/")
    browser.find_element(By.CSS_SELECTOR, '.tab[data-tab="upload"]').click()
    browser.find_element(By.ID, "files").send_keys(str(pdf))
    browser.find_element(By.ID, "token").send_keys(TEST_TOKEN)
    browser.find_element(By.CSS_SELECTOR, "#upload-form button[type=submit]").click()
    status = (By.CSS_SELECTOR, "#uploads tbody tr td:nth-child(3) span")
    wait(browser).until(ec.presence_of_element_located(status))
    wait(browser).until(lambda d: "ok" in d.find_element(*status).get_attribute("class"))
    text = browser.find_element(*status).text
    assert text.startswith("ok as tmp117.pdf:") and "1 page," in text, text
    shot(browser, "5-upload")
    browser.find_element(By.CSS_SELECTOR, '.tab[data-tab="library"]').click()
    wait(browser).until(lambda d: "tmp117.pdf" in d.find_element(By.ID, "documents").text)


def test_api_docs_render_from_local_files(site, browser) -> None:
    pytest.importorskip("fastapi_offline")
    base, _ = site
    browser.get(base + "/docs")
    wait(browser).until(lambda d: d.find_elements(By.CSS_SELECTOR, ".opblock"))
    assert "/ask" in browser.find_element(By.ID, "swagger-ui").text
    shot(browser, "6-api-docs")


def test_no_console_errors(site, browser) -> None:
    """No CSP violation or script error happened on any page above."""
    severe = [e for e in browser.get_log("browser") if e["level"] == "SEVERE"]
    assert not severe, severe
