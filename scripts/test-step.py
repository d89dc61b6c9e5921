#!/usr/bin/python3
"""Runs the steps of `make test`, times them, and prints where the time went.

  scripts/test-step.py NAME COMMAND [NAME COMMAND ...]
        runs the COMMANDs (each with sh -c) one after another, their output as it comes; stops at
        the first that fails
  scripts/test-step.py NAME COMMAND ... -- NAME COMMAND ... [-- ...]
        runs each list (a lane) at the same time as the others: the first lane's output as it comes,
        each other step's output in one piece when that step ends (so that no lines interleave);
        waits for every lane
  scripts/test-step.py --summary
        prints the steps' times, then forgets them

Exits with the first failing command's status, after every lane has ended, so a failure still fails
make (printing the times so far first). Each step's wall time and CPU time (user + sys of it and of what it started) are appended to
.build/test-times (TEST_TIMES overrides), with the lanes it ran beside. The Makefile's test target
uses it; docs/testing.md says where make test's time goes.
"""
import os
import subprocess
import sys
import tempfile
import threading
import time

TIMES = os.environ.get("TEST_TIMES", ".build/test-times")
output = threading.Lock()


def lane(steps, live, label, results):
    """Runs steps [(name, command)] in turn; appends (name, wall, cpu, status, label) to results."""
    for name, command in steps:
        with output:
            print("== %s%s: %s" % (name, "" if live else " (beside, its output when it ends)", command),
                  flush=True)
        started = time.time()
        out = None if live else tempfile.TemporaryFile()
        process = subprocess.Popen(["/bin/sh", "-c", command], stdout=out,
                                   stderr=None if live else subprocess.STDOUT)
        # wait4: this step's CPU (with the children it waited for), not the other lanes'.
        _, status, usage = os.wait4(process.pid, 0)
        process.returncode = code = os.waitstatus_to_exitcode(status)
        wall = time.time() - started
        with output:
            if out is not None:
                out.seek(0)
                print("== %s (ran beside): output" % name, flush=True)
                sys.stdout.buffer.write(out.read())
                sys.stdout.buffer.flush()
                out.close()
            print("== %s: %s, %.0f s" % (name, "ok" if code == 0 else "FAILED (exit %d)" % code, wall),
                  flush=True)
        results.append((name, wall, usage.ru_utime + usage.ru_stime, code, label))
        if code != 0:
            return


def run(lanes):
    labels = [" + ".join(name for name, _ in steps) for steps in lanes]
    results = []
    threads = []
    for index, steps in enumerate(lanes):
        beside = "; ".join(l for j, l in enumerate(labels) if j != index)
        threads.append(threading.Thread(target=lane, args=(steps, index == 0, beside, results)))
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    os.makedirs(os.path.dirname(TIMES) or ".", exist_ok=True)
    with open(TIMES, "a") as f:
        for name, wall, cpu, code, beside in results:
            f.write("%.1f\t%.1f\t%d\t%s\t%s\n" % (wall, cpu, code, name, beside))
    failed = [code for _, _, _, code, _ in results if code != 0]
    return failed[0] if failed else 0


def summary():
    try:
        with open(TIMES) as f:
            rows = [line.rstrip("\n").split("\t") for line in f if line.strip()]
    except FileNotFoundError:
        return 0
    print("\nmake test, where the time went (seconds of wall time, and of CPU: user + sys):")
    for wall, cpu, status, name, beside in rows:
        print("  %6.0f %6.0f  %s%s%s" % (float(wall), float(cpu), name,
                                         "  (beside %s)" % beside if beside else "",
                                         "" if status == "0" else "  FAILED"))
    os.remove(TIMES)
    return 0


def main():
    args = sys.argv[1:]
    if args == ["--summary"]:
        sys.exit(summary())
    lanes, current = [], []
    for arg in args + ["--"]:
        if arg == "--":
            if not current or len(current) % 2:
                sys.exit(__doc__)
            lanes.append(list(zip(current[0::2], current[1::2])))
            current = []
        else:
            current.append(arg)
    status = run(lanes)
    if status != 0:
        summary()   # make stops here: the times so far
    sys.exit(status)


if __name__ == "__main__":
    main()
