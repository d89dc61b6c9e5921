#!/usr/bin/python3
"""Browser test of `shuffleboard serve`: what a person sees while editing a board.

    /usr/bin/python3 Tests/Browser/serve_test.py [--binary .build/debug/shuffleboard]

Copies two examples into a temporary folder, starts `serve` on them (--port 0, the port read
from its first lines) and opens a page in Debian's chromium (selenium). Then, with no reload
asked of the browser:
  - a note edited in the board's Markdown appears in the page's walkthrough; only that board
    is run and drawn again ("ran 1 and drew 1 again") and the other board's files keep their times;
  - a typo in a step shows an overlay naming the file:line:col, the terminal prints the same
    diagnostic, and the figure keeps the last good note;
  - fixing the typo takes the overlay away;
  - an expect: that no longer holds is a warning, not a failed build: the page reloads into the
    new figure (its badge "expectations not met") under an amber overlay naming the expect:'s
    file:line:col, the terminal prints the same line and counts the board, and Hide hides it;
  - when the first build fails, / shows a waiting page with the overlay, which becomes the
    site's index once the board is fixed;
  - the files `serve` writes carry no live-reload script (only the pages it serves do);
  - SIGTERM with the page still open, and SIGINT (Ctrl-C) with an event stream open, each
    stop the server within seconds with exit 0, removing its temporary site folder.
Every process it starts is ended before it exits (killed, and the test failed, if it does not
stop). Prints 'N passed, N failed' and exits 1 when anything failed.
"""
import argparse
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request

from selenium import webdriver
from selenium.common.exceptions import TimeoutException
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")
WAIT = 30   # seconds; two shared cores can make a rebuild slow
results = {"passed": 0, "failed": 0}


def check(condition, what):
    if condition:
        results["passed"] += 1
    else:
        results["failed"] += 1
        print("FAIL:", what)


class Server:
    """`shuffleboard serve` as a child process, its standard output read line by line."""

    def __init__(self, binary, folder, docs="docs"):
        self.err_path = os.path.join(folder, "serve.stderr")
        self.err = open(self.err_path, "w")
        self.process = subprocess.Popen([binary, "serve", os.path.join(folder, docs), "--port", "0"],
                                        stdout=subprocess.PIPE, stderr=self.err, text=True, cwd=folder)
        self.lines = []
        self.lock = threading.Lock()
        threading.Thread(target=self._read, daemon=True).start()
        line = self.wait_for(lambda l: l.startswith("Serving "), "the 'Serving' line")
        match = re.match(r"Serving (.*)/ at (http://127\.0\.0\.1:\d+)/", line or "")
        if not match:
            self.stop(signal.SIGKILL)
            raise SystemExit("serve did not start: %r\n%s" % (self.lines, self.stderr()))
        self.site, self.url = match.group(1), match.group(2)

    def _read(self):
        for line in self.process.stdout:
            with self.lock:
                self.lines.append(line.rstrip("\n"))

    def wait_for(self, predicate, what, after=0):
        deadline = time.time() + WAIT
        while time.time() < deadline:
            with self.lock:
                for line in self.lines[after:]:
                    if predicate(line):
                        return line
            if self.process.poll() is not None:
                break
            time.sleep(0.05)
        print("timed out waiting for %s; stdout so far: %r" % (what, self.lines))
        return None

    def count(self):
        with self.lock:
            return len(self.lines)

    def stderr(self):
        self.err.flush()
        with open(self.err_path) as f:
            return f.read()

    def stop(self, sig):
        """Sends `sig` and waits; returns the exit code, or None when it had to be killed.
        Prints what serve said when it did not exit 0."""
        if self.process.poll() is None:
            self.process.send_signal(sig)
        try:
            code = self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
            code = None
        if code != 0:
            print("serve exited with %r; its output:\n%s\n%s" % (code, "\n".join(self.lines), self.stderr()[-20000:]))
        self.err.close()
        return code


def browser():
    options = Options()
    options.binary_location = "/usr/bin/chromium"
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     "--window-size=1280,900", "--force-device-scale-factor=1"]:
        options.add_argument(argument)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    return webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)


def edit(path, old, new):
    with open(path) as f:
        text = f.read()
    assert old in text, (path, old)
    with open(path, "w") as f:   # written twice, as some editors do: one build must follow
        f.write(text.replace(old, new)[: len(text) // 2])
        f.flush()
    with open(path, "w") as f:
        f.write(text.replace(old, new))


def line_of(path, text):
    with open(path) as f:
        return next(i for i, line in enumerate(f.read().split("\n"), 1) if text in line)


def walkthrough_text(driver):
    return driver.execute_script(
        "return Array.from(document.querySelectorAll('figure svg text')).map(t => t.textContent).join('\\n');")


def overlay_text(driver, kind="error"):
    return driver.execute_script(
        "var o = document.getElementById('shuffleboard-serve-' + arguments[0]); return o ? o.textContent : null;", kind)


def site_times(site, board):
    folder = os.path.join(site, "boards", board)
    return {name: os.stat(os.path.join(folder, name)).st_mtime_ns for name in sorted(os.listdir(folder))}


def test_editing(binary, folder):
    docs = os.path.join(folder, "docs")
    page = os.path.join(docs, "across-sections.md")
    server = Server(binary, folder)
    driver = None
    try:
        driver = browser()
        driver.get(server.url + "/across-sections.html")
        check("C lands on G's index path in Done" in walkthrough_text(driver), "the page shows the board's note")
        list_times = site_times(server.site, "list-reorder")
        on_disk = []
        for base, _, names in os.walk(server.site):
            for name in names:
                with open(os.path.join(base, name), "rb") as f:
                    if b"_shuffleboard" in f.read():
                        on_disk.append(name)
        check(on_disk == [], "no file written by serve holds the live-reload script: %r" % on_disk)
        check(driver.execute_script("return !!document.querySelector('script[src=\"/_shuffleboard/live.js\"]');"),
              "the served page carries the live-reload script")

        # An edit appears without a manual reload.
        mark = server.count()
        edit(page, "C lands on G's index path in Done", "C now lands in Done, edited live")
        try:
            WebDriverWait(driver, WAIT).until(lambda d: "C now lands in Done, edited live" in walkthrough_text(d))
            check(True, "the edited note appears in the walkthrough")
        except TimeoutException:
            check(False, "the edited note appears in the walkthrough (stdout %r)" % server.lines)
        rebuilt = server.wait_for(lambda l: l.startswith("Rebuilt "), "a rebuild", after=mark)
        check(rebuilt is not None and "(ran 1 and drew 1 again)" in rebuilt,
              "only the edited board is run and drawn again: %r" % rebuilt)
        time.sleep(1)   # an editor's second write must not make a second rebuild that writes
        # (on a loaded machine a poll can land between a write's truncation and its bytes: the
        # rebuild that follows then finds nothing changed, writes nothing and reloads no page)
        check(sum(1 for l in server.lines[mark:] if l.startswith("Rebuilt ") and "Nothing changed" not in l) == 1,
              "one save, one rebuild that writes: %r" % server.lines[mark:])
        check(site_times(server.site, "list-reorder") == list_times, "the other board's files are left as they were")
        driver.execute_script("window.__sameDocument = true;")   # gone if the page reloads

        # An error shows in the page, over the last good figure, and in the terminal.
        mark = server.count()
        edit(page, "  - release\n", "  - relase\n")
        where = "%s:%d:5: error:" % (page, line_of(page, "relase"))
        try:
            WebDriverWait(driver, WAIT).until(lambda d: (overlay_text(d) or "").find(where) >= 0)
            check(True, "the overlay shows %s" % where)
        except TimeoutException:
            check(False, "the overlay shows %s (it shows %r)" % (where, overlay_text(driver)))
        check(driver.execute_script(
            "var o = document.getElementById('shuffleboard-serve-error');"
            "return !!o && o.getBoundingClientRect().height > 20 && getComputedStyle(o).position === 'fixed';"),
            "the overlay is on screen")
        check("C now lands in Done, edited live" in walkthrough_text(driver), "the last good figure stays")
        deadline = time.time() + WAIT
        while where not in server.stderr() and time.time() < deadline:
            time.sleep(0.1)
        check(where in server.stderr(), "the terminal shows %s" % where)

        # Fixing it takes the overlay away.
        edit(page, "  - relase\n", "  - release\n")
        try:
            WebDriverWait(driver, WAIT).until(lambda d: overlay_text(d) is None)
            check(True, "the overlay goes away once the board is fixed")
        except TimeoutException:
            check(False, "the overlay goes away once the board is fixed (%r)" % overlay_text(driver))
        check("C now lands in Done, edited live" in walkthrough_text(driver), "the figure is the fixed board's")
        check(driver.execute_script("return window.__sameDocument === true;"),
              "the overlay came and went on the same page, no reload needed")
        errors = [e["message"] for e in driver.get_log("browser") if e["level"] == "SEVERE"]
        check(errors == [], "no console error: %r" % errors[:3])

        # An expect: that no longer holds: serve builds, warns and goes on (C really ends in Done).
        mark = server.count()
        edit(page, "  order: [[A, B, D, E], [F, C, G]]\n", "  order: [[A, B, C, D, E], [F, G]]\n")
        where = "%s:%d:1: warning: expectation not met: board 'across-sections': expected final screen order " \
            "[[A, B, C, D, E], [F, G]], got [[A, B, D, E], [F, C, G]]" % (page, line_of(page, "expect:"))
        try:
            WebDriverWait(driver, WAIT).until(lambda d: where in (overlay_text(d, "warning") or ""))
            check(True, "the amber overlay shows %s" % where)
        except TimeoutException:
            check(False, "the amber overlay shows %s (it shows %r)" % (where, overlay_text(driver, "warning")))
        check(overlay_text(driver) is None, "and no error overlay")
        check(driver.execute_script(
            "var o = document.getElementById('shuffleboard-serve-warning');"
            "return !!o && o.getAttribute('role') === 'status' && getComputedStyle(o).position === 'fixed'"
            " && getComputedStyle(o).borderTopColor === 'rgb(245, 158, 11)';"),
            "the warning overlay is on screen, amber, a status rather than an alert")
        check("expectations not met" in driver.find_element(By.CSS_SELECTOR, "figure").text,
              "the page under it is the new build's, its badge saying expectations not met")
        warned = server.wait_for(lambda l: l.startswith("Rebuilt ") and "1 board with unmet expectations" in l,
                                 "a rebuild that counts the board", after=mark)
        check(warned is not None and warned.endswith("; 1 board with unmet expectations"),
              "the terminal's summary counts the board: %r" % warned)
        deadline = time.time() + WAIT
        while where not in server.stderr() and time.time() < deadline:
            time.sleep(0.1)
        check(where in server.stderr(), "the terminal prints %s" % where)
        driver.find_element(By.CSS_SELECTOR, "#shuffleboard-serve-warning button").click()
        check(overlay_text(driver, "warning") is None, "Hide hides the warnings")
        edit(page, "  order: [[A, B, C, D, E], [F, G]]\n", "  order: [[A, B, D, E], [F, C, G]]\n")
        try:
            WebDriverWait(driver, WAIT).until(lambda d: "expectations met" in d.find_element(By.CSS_SELECTOR, "figure").text)
            check(overlay_text(driver, "warning") is None, "put back, the board holds and nothing warns")
        except TimeoutException:
            check(False, "put back, the page shows the board holding again")

        # SIGTERM with the page open (its event stream too) stops the server.
        site = server.site
        code = server.stop(signal.SIGTERM)
        check(code == 0, "SIGTERM stops serve with exit 0 (got %r)" % code)
        check(not os.path.exists(site), "the temporary site folder is removed")
    finally:
        if driver is not None:
            driver.quit()
        if server.process.poll() is None:
            server.stop(signal.SIGKILL)
            check(False, "serve was still running at the end")


def test_ctrl_c(binary, folder):
    server = Server(binary, folder)
    stream = urllib.request.urlopen(server.url + "/_shuffleboard/events", timeout=WAIT)
    first = stream.readline() + stream.readline() + stream.readline() + stream.readline()
    check(b"event: status" in first, "the event stream answers at once with the status: %r" % first)
    started = time.time()
    code = server.stop(signal.SIGINT)
    check(code == 0 and time.time() - started < 8,
          "Ctrl-C (SIGINT) stops serve with an event stream open, exit 0 (got %r after %.1f s)"
          % (code, time.time() - started))
    try:
        rest = stream.read()
    except Exception as error:   # a connection closed under a chunked response
        rest = repr(error).encode()
    check(b"event:" not in rest, "the event stream ends when serve stops: %r" % rest)
    stream.close()


def test_first_build_fails(binary, folder):
    docs = os.path.join(folder, "broken")
    os.mkdir(docs)
    page = os.path.join(docs, "list.md")
    shutil.copy(os.path.join(ROOT, "examples", "list.md"), page)
    edit(page, "  - release\n", "  - relase\n")
    server = Server(binary, folder, docs="broken")
    driver = None
    try:
        driver = browser()
        driver.get(server.url + "/")
        try:
            where = "%s:%d:5: error:" % (page, line_of(page, "relase"))
            WebDriverWait(driver, WAIT).until(lambda d: where in (overlay_text(d) or ""))
            check(True, "with no good build yet, / shows the waiting page and the overlay")
        except TimeoutException:
            check(False, "with no good build yet, / shows the overlay (%r)" % overlay_text(driver))
        edit(page, "  - relase\n", "  - release\n")
        try:
            WebDriverWait(driver, WAIT).until(lambda d: d.execute_script(
                "return !!document.querySelector('a[href=\"./list.html#list-reorder\"]');"))
            check(True, "the first good build turns the waiting page into the site's index")
        except TimeoutException:
            check(False, "the first good build turns the waiting page into the site's index")
        check(overlay_text(driver) is None, "and the overlay is gone")
        code = server.stop(signal.SIGTERM)
        check(code == 0, "SIGTERM stops serve with exit 0 (got %r)" % code)
    finally:
        if driver is not None:
            driver.quit()
        if server.process.poll() is None:
            server.stop(signal.SIGKILL)
            check(False, "serve was still running at the end")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build", "debug", "shuffleboard"))
    binary = os.path.abspath(parser.parse_args().binary)
    folder = tempfile.mkdtemp(prefix="serve-test-")
    try:
        os.mkdir(os.path.join(folder, "docs"))
        for name in ["across-sections.md", "list.md"]:
            shutil.copy(os.path.join(ROOT, "examples", name), os.path.join(folder, "docs", name))
        test_editing(binary, folder)
        test_ctrl_c(binary, folder)
        test_first_build_fails(binary, folder)
    finally:
        shutil.rmtree(folder, ignore_errors=True)
    print("serve: %d passed, %d failed" % (results["passed"], results["failed"]))
    sys.exit(1 if results["failed"] else 0)


if __name__ == "__main__":
    main()
