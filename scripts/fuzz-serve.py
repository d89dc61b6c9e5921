#!/usr/bin/python3
"""Hostile bytes given to `shuffleboard serve`'s HTTP layer: bounded, seeded, loopback only.

    /usr/bin/python3 scripts/fuzz-serve.py --binary .build/debug/shuffleboard [--seed 1] [--requests 400]

Starts `serve` on a copy of one example (--port 0: a free port on 127.0.0.1, read from its
first lines; TMPDIR is a folder of this script's, so the site folder is inside it, beside a
file `secret.txt` that no answer may hold). Then sends, each on a connection of its own to
127.0.0.1 and nowhere else, a seeded set of malformed requests:
  - bad request lines: random bytes, no version, unknown methods and versions, absolute-form
    targets naming another host, a 64-256 KB target;
  - huge headers (one of up to 256 KB, or thousands of small ones), NULs, CR or LF alone;
  - bad percent-encoding (`%`, `%zz`, overlong UTF-8 `%c0%af`, `%00`, double encoding);
  - `../` traversal towards `secret.txt` and `/etc/passwd`, in every spelling above, with a
    Host the server accepts so that the request reaches the file middleware;
  - odd Host values (empty, very long, NUL, spaces, ports out of range, non-ASCII, two);
  - slowloris-like partial requests: 40 connections that send half a request and wait, while a
    normal request must still be answered; some are left open when serve is stopped.
It checks that the server stays up; that no answer holds `secret.txt`'s text or
/etc/passwd's, nor redirects to `//…`; that a request for another host never gets a page; that
a normal request is answered afterwards; and that SIGTERM ends it within 5 s, exit 0, its site
folder removed. Every socket has a short timeout and the whole run a cap (a few seconds with a
debug build). Prints what failed with the seed and the request, and exits 1; else one line.
"""
import argparse
import os
import random
import re
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
HOST = "127.0.0.1"   # the only address this script talks to
failures = []


def fail(what, request=b""):
    failures.append(what)
    print("FAIL:", what, ("request: %r" % request[:300]) if request else "")


def exchange(port, data, timeout=3.0, half_close=True):
    """Sends `data` on a new connection to 127.0.0.1:port and returns what comes back (until the
    server closes, or `timeout` passes): (bytes, timed_out)."""
    with socket.create_connection((HOST, port), timeout=timeout) as s:
        try:
            s.sendall(data)
            if half_close:
                s.shutdown(socket.SHUT_WR)
        except OSError:
            pass   # the server closed first (a request too large): read what it said
        answer = b""
        deadline = time.time() + timeout
        while time.time() < deadline:
            try:
                chunk = s.recv(65536)
            except socket.timeout:
                return answer, True
            except OSError:
                break
            if not chunk:
                return answer, False
            answer += chunk
            if len(answer) > 4 << 20:
                break
        return answer, time.time() >= deadline


def status_of(answer):
    match = re.match(rb"HTTP/1\.[01] (\d{3})", answer)
    return int(match.group(1)) if match else None


def requests(rng, port, count):
    """The seeded hostile requests: (bytes, whether its Host is one serve accepts)."""
    good_hosts = ["127.0.0.1:%d" % port, "localhost:%d" % port, "[::1]:%d" % port, "LOCALHOST:%d" % port]
    odd_hosts = ["", "attacker.example:%d" % port, "127.0.0.1", "127.0.0.1:%d\x00evil" % port, " " * 3,
                 "a" * 10000, "127.0.0.1:99999999999999999999", "127.0.0.1:-1", "[::1", "::1:%d" % port,
                 "localhost:%d.attacker.example" % port, "l\u00f6calhost:%d" % port, "127.0.0.1 :%d" % port,
                 "127.0.0.1:%d, attacker.example" % port, "%31%32%37.0.0.1:" + str(port)]
    targets = ["/secret.txt", "/../secret.txt", "/../../secret.txt", "/%2e%2e/secret.txt", "/%2E%2E%2Fsecret.txt",
               "/boards/../../secret.txt", "/boards/%2e%2e/%2e%2e/secret.txt", "/..%2fsecret.txt", "/..\\secret.txt",
               "/%2e%2e%5csecret.txt", "//..//secret.txt", "/%252e%252e/secret.txt", "/.%2e/secret.txt",
               "/%c0%ae%c0%ae/secret.txt", "/..%00/secret.txt", "/../../../../../../etc/passwd",
               "/%2e%2e/%2e%2e/%2e%2e/%2e%2e/etc/passwd", "/boards/..%2f..%2f..%2f..%2fetc/passwd",
               "file:///etc/passwd", "/etc/passwd", "//etc/passwd", "///etc/passwd", "/%2Fetc/passwd",
               "/", "/index.html", "/list.html", "/boards", "//boards", "/%2Fboards", "/\\boards", "/boards/",
               "/_shuffleboard/live.js", "/_shuffleboard/events", "/%", "/%zz", "/%c0%af", "/%00", "/%0d%0aX: y",
               "/a%ff%fe.html", "/" + "a/" * 2000, "/" + "%41" * 5000, "/?" + "q=1&" * 500, "/#frag", "*", "",
               "http://attacker.example/", "http://127.0.0.1:%d/index.html" % port, "//attacker.example/"]
    methods = ["GET", "HEAD", "POST", "PUT", "DELETE", "OPTIONS", "TRACE", "CONNECT", "get", "G\x00ET", "BREW", ""]
    versions = ["HTTP/1.1", "HTTP/1.0", "HTTP/0.9", "HTTP/2.0", "HTTP/9.9", "http/1.1", "HTTP/1.1 extra", ""]
    out = []
    for _ in range(count):
        kind = rng.choice(["traversal", "traversal", "traversal", "line", "headers", "host", "bytes", "body"])
        host = rng.choice(good_hosts)
        method, version, target = "GET", "HTTP/1.1", rng.choice(targets)
        headers = []
        accepted = True
        if kind == "line":
            method, version = rng.choice(methods), rng.choice(versions)
            if rng.random() < 0.3:
                target = "/" + "x" * rng.randint(64 << 10, 256 << 10)
        elif kind == "headers":
            choice = rng.randint(0, 4)
            if choice == 0:
                headers.append("X-Big: " + "b" * rng.randint(16 << 10, 256 << 10))
            elif choice == 1:
                headers += ["X-%d: %d" % (i, i) for i in range(rng.randint(500, 5000))]
            elif choice == 2:
                headers.append("X-Nul: a\x00b")
            elif choice == 3:
                headers.append("X-Bare: a\rb\nc")
            else:
                headers.append(": no name")
        elif kind == "host":
            host = rng.choice(odd_hosts)
            accepted = False
        elif kind == "bytes":
            out.append((bytes(rng.getrandbits(8) for _ in range(rng.randint(1, 2048))), False))
            continue
        elif kind == "body":
            method = rng.choice(["POST", "PUT", "GET"])
            length = rng.choice(["5", "-1", "99999999999999999999", "abc", "10, 20"])
            headers += ["Content-Length: " + length] + (["Transfer-Encoding: chunked"] if rng.random() < 0.5 else [])
        lines = [("%s %s %s" % (method, target, version)).rstrip()]
        if kind == "host" or rng.random() < 0.9:
            lines.append("Host: " + host)
        else:
            accepted = False   # no Host
        if kind == "host" and rng.random() < 0.2:
            lines.append("Host: " + rng.choice(good_hosts))   # two Hosts
        lines += headers + ["Connection: close"]
        data = ("\r\n".join(lines) + "\r\n\r\n").encode("utf-8", "surrogateescape")
        if kind == "body":
            data += b"hello" + (b"0\r\n\r\n" if b"chunked" in data else b"")
        out.append((data, accepted))
    return out


class Serve:
    def __init__(self, binary, folder, tmp):
        env = dict(os.environ, TMPDIR=tmp)
        self.err = open(os.path.join(folder, "serve.stderr"), "w+")
        self.process = subprocess.Popen([binary, "serve", os.path.join(folder, "docs"), "--port", "0"],
                                        stdout=subprocess.PIPE, stderr=self.err, text=True, cwd=folder, env=env)
        self.lines = []
        self.ready = threading.Event()
        threading.Thread(target=self._read, daemon=True).start()
        if not self.ready.wait(60):
            self.kill()
            raise SystemExit("fuzz-serve: serve did not start: %r" % self.lines)
        match = re.search(r"Serving (.*)/ at http://127\.0\.0\.1:(\d+)/", "\n".join(self.lines))
        if not match:
            self.kill()
            raise SystemExit("fuzz-serve: serve did not start: %r %s" % (self.lines, self.stderr()))
        self.site, self.port = match.group(1), int(match.group(2))

    def _read(self):
        for line in self.process.stdout:
            self.lines.append(line.rstrip("\n"))
            if line.startswith("Serving "):
                self.ready.set()
        self.ready.set()

    def stderr(self):
        self.err.flush()
        self.err.seek(0)
        return self.err.read()

    def kill(self):
        if self.process.poll() is None:
            self.process.kill()
            self.process.wait()


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build/debug/shuffleboard"))
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--requests", type=int, default=400)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    started = time.time()

    folder = tempfile.mkdtemp(prefix="shuffleboard-fuzz-serve-")
    tmp = os.path.join(folder, "tmp")
    os.makedirs(os.path.join(folder, "docs"))
    os.makedirs(tmp)
    shutil.copy(os.path.join(ROOT, "examples", "list.md"), os.path.join(folder, "docs", "list.md"))
    secret = "fuzz-serve-secret-%016x" % rng.getrandbits(64)
    for place in (tmp, folder):   # beside the site folder, and one level up
        with open(os.path.join(place, "secret.txt"), "w") as f:
            f.write(secret + "\n")
    passwd = b"root:x:0:0:"
    serve = Serve(os.path.abspath(args.binary), folder, tmp)
    port = serve.port
    partial = []
    try:
        normal = ("GET / HTTP/1.1\r\nHost: 127.0.0.1:%d\r\nConnection: close\r\n\r\n" % port).encode()
        answer, _ = exchange(port, normal)
        if status_of(answer) != 200 or b"/_shuffleboard/live.js" not in answer:
            fail("a normal request before the fuzzing got %r" % answer[:200])

        timeouts = 0
        for index, (data, accepted) in enumerate(requests(rng, port, args.requests)):
            stream = b"/_shuffleboard/events " in data   # an event stream does not end: a short look
            try:
                answer, timed_out = exchange(port, data, timeout=0.5 if stream else 3.0)
                timed_out = timed_out and not stream
            except OSError as error:
                fail("request %d: cannot connect (%s): is serve down?" % (index, error), data)
                break
            timeouts += timed_out
            if timed_out and os.environ.get("FUZZ_SERVE_VERBOSE"):
                print("timeout", index, repr(data[:120]))
            if secret.encode() in answer or passwd in answer:
                fail("request %d: the answer holds a file outside the site folder" % index, data)
            if re.search(rb"(?im)^location:\s*(//|/\\|\\|[a-z][a-z0-9+.-]*:)", answer.split(b"\r\n\r\n")[0]):
                fail("request %d: redirects off the site: %r" % (index, answer[:200]), data)
            if not accepted and status_of(answer) == 200:
                fail("request %d: a request for another host (or none) got 200" % index, data)
            if serve.process.poll() is not None:
                fail("request %d: serve exited (%s): %s" % (index, serve.process.returncode, serve.stderr()), data)
                break
        if timeouts > args.requests // 20:
            fail("%d of %d complete requests got no end of answer within 3 s" % (timeouts, args.requests))

        # Slowloris: half requests held open; a normal request is still answered meanwhile.
        for i in range(40):
            s = socket.create_connection((HOST, port), timeout=3)
            s.sendall(("GET /list.html HTTP/1.1\r\nHost: 127.0.0.1:%d\r\nX-Slow-%d: " % (port, i)).encode())
            partial.append(s)
        time.sleep(0.3)
        for s in partial[:20]:
            try:
                s.sendall(b"a")
            except OSError:
                pass
        answer, _ = exchange(port, normal, timeout=5)
        if status_of(answer) != 200:
            fail("with 40 half requests open, a normal request got %r" % answer[:200])
        for s in partial[5:]:   # five stay open while serve stops
            s.close()
        del partial[5:]

        answer, _ = exchange(port, normal)
        if status_of(answer) != 200 or b"/_shuffleboard/live.js" not in answer:
            fail("after the fuzzing, a normal request got %r" % answer[:200])
        events, _ = exchange(port, ("GET /_shuffleboard/events HTTP/1.1\r\nHost: 127.0.0.1:%d\r\n\r\n" % port).encode(),
                             timeout=1, half_close=False)
        if b"event: status" not in events:
            fail("after the fuzzing, the event stream said %r" % events[:200])
    finally:
        if serve.process.poll() is None:
            serve.process.send_signal(signal.SIGTERM)
            try:
                serve.process.wait(5)
            except subprocess.TimeoutExpired:
                fail("serve did not stop within 5 s of SIGTERM (with 5 half requests open)")
                serve.kill()
        for s in partial:
            s.close()
        code = serve.process.returncode
        if code != 0:
            fail("serve exited %s: %s" % (code, serve.stderr()[-2000:]))
        elif serve.stderr().strip():
            fail("serve wrote to standard error: %s" % serve.stderr()[-2000:])
        if os.path.exists(serve.site):
            fail("the site folder %s stays" % serve.site)
        shutil.rmtree(folder, ignore_errors=True)

    took = time.time() - started
    if failures:
        print("fuzz-serve: %d failed (seed %d, %d requests; rerun: scripts/fuzz-serve.py --seed %d)"
              % (len(failures), args.seed, args.requests, args.seed))
        sys.exit(1)
    print("fuzz-serve: %d hostile requests and 40 half ones (seed %d): serve stayed up, served nothing outside "
          "its folder, stopped cleanly (%.1f s)" % (args.requests, args.seed, took))


if __name__ == "__main__":
    main()
