#!/usr/bin/python3
"""Runs the steps of `make test`, times them, and prints where the time went.

  scripts/test-step.py NAME COMMAND [NAME COMMAND ...]
        runs the COMMANDs (each with sh -c) one after another, their output as it comes; stops at
        the first that fails
  scripts/test-step.py NAME COMMAND ... -- NAME COMMAND ... [-- ...]
        runs each list (a lane) at the same time as the others: the first lane's output as it comes,
        each other step's output in one piece when that step ends (so that no lines interleave);
        waits for every lane
  scripts/test-step.py --background NAME COMMAND
        starts COMMAND at nice 19 and returns at once: it takes only the CPU that the steps after it
        leave idle (a build beside browser steps that mostly wait). Its output goes to a file.
  scripts/test-step.py --wait NAME
        waits for the background step NAME, prints its output and time, exits with its status
  scripts/test-step.py --summary
        prints the steps' times, then forgets them

Exits with the first failing command's status, after every lane has ended, so a failure still fails
make (printing the times so far first). Each step's wall time and CPU time (user + sys of it and of what it started) are appended to
.build/test-times (TEST_TIMES overrides), with the lanes it ran beside. The Makefile's test target
uses it; docs/testing.md says where make test's time goes.
"""
import os
import signal
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


BACKGROUND = os.path.join(os.path.dirname(TIMES) or ".", "test-background")


def background(name, command):
    """Forks a runner that starts command at nice 19 in a process group of its own, waits for it and
    writes "wall cpu status" to BACKGROUND/name.done. The runner stays in make's process group, so
    Ctrl-C reaches it, and it then ends the command's group; a failing step later also ends it
    (stop_background). Its output goes to BACKGROUND/name.log, so no pipe of make's stays open."""
    os.makedirs(BACKGROUND, exist_ok=True)
    for suffix in (".done", ".log", ".pid"):
        if os.path.exists(os.path.join(BACKGROUND, name + suffix)):
            os.remove(os.path.join(BACKGROUND, name + suffix))
    print("== %s: started in the background at nice 19: %s" % (name, command), flush=True)
    if os.fork() != 0:
        return 0
    log = open(os.path.join(BACKGROUND, name + ".log"), "wb")
    null = os.open(os.devnull, os.O_RDONLY)
    os.dup2(null, 0)
    os.dup2(log.fileno(), 1)
    os.dup2(log.fileno(), 2)
    started = time.time()
    process = subprocess.Popen(["/usr/bin/nice", "-n", "19", "/bin/sh", "-c", command], process_group=0)
    with open(os.path.join(BACKGROUND, name + ".pid"), "w") as f:
        f.write("%d\n" % os.getpid())

    def end(signum, frame):
        try:
            os.killpg(process.pid, signal.SIGTERM)
        except ProcessLookupError:
            pass
        os._exit(1)
    signal.signal(signal.SIGINT, end)
    signal.signal(signal.SIGTERM, end)
    _, status, usage = os.wait4(process.pid, 0)
    code = os.waitstatus_to_exitcode(status)
    done = os.path.join(BACKGROUND, name + ".done")
    with open(done + ".tmp", "w") as f:
        f.write("%.1f %.1f %d\n" % (time.time() - started, usage.ru_utime + usage.ru_stime, code))
    os.rename(done + ".tmp", done)
    os._exit(0)


def wait(name):
    """Waits for the background step name; prints its output; records its time."""
    done = os.path.join(BACKGROUND, name + ".done")
    print("== %s: waiting for it (started in the background)" % name, flush=True)
    while not os.path.exists(done):
        if not os.path.exists(os.path.join(BACKGROUND, name + ".pid")) and \
                not os.path.exists(os.path.join(BACKGROUND, name + ".log")):
            sys.exit("test-step: no background step %r was started" % name)
        time.sleep(1)
    with open(done) as f:
        wall, cpu, code = f.read().split()
    with open(os.path.join(BACKGROUND, name + ".log"), "rb") as f:
        sys.stdout.buffer.write(f.read())
    code = int(code)
    print("== %s: %s, %.0f s" % (name, "ok" if code == 0 else "FAILED (exit %d)" % code, float(wall)),
          flush=True)
    with open(TIMES, "a") as f:
        f.write("%s\t%s\t%d\t%s\t%s\n" % (wall, cpu, code, name, "in the background at nice 19, from when it was started"))
    return code


def stop_background():
    """Ends the background steps still running (make is about to stop at a failure)."""
    if not os.path.isdir(BACKGROUND):
        return
    for entry in os.listdir(BACKGROUND):
        if entry.endswith(".pid") and not os.path.exists(os.path.join(BACKGROUND, entry[:-4] + ".done")):
            try:
                with open(os.path.join(BACKGROUND, entry)) as f:
                    os.kill(int(f.read()), signal.SIGTERM)
            except (ProcessLookupError, ValueError):
                pass


def summary():
    try:
        with open(TIMES) as f:
            rows = [line.rstrip("\n").split("\t") for line in f if line.strip()]
    except FileNotFoundError:
        return 0
    print("\nmake test, where the time went (seconds of wall time, and of CPU: user + sys):")
    for wall, cpu, status, name, beside in rows:
        where = "  (%s)" % beside if beside.startswith("in the background") else \
            "  (beside %s)" % beside if beside else ""
        print("  %6.0f %6.0f  %s%s%s" % (float(wall), float(cpu), name, where,
                                         "" if status == "0" else "  FAILED"))
    os.remove(TIMES)
    return 0


def main():
    args = sys.argv[1:]
    if args == ["--summary"]:
        sys.exit(summary())
    if len(args) == 3 and args[0] == "--background":
        sys.exit(background(args[1], args[2]))
    if len(args) == 2 and args[0] == "--wait":
        status = wait(args[1])
        if status != 0:
            summary()
        sys.exit(status)
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
        stop_background()
        summary()   # make stops here: the times so far
    sys.exit(status)


if __name__ == "__main__":
    main()
