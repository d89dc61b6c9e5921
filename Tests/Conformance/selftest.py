#!/usr/bin/python3
"""A test of the conformance harness's comparison step itself, apart from any profile.

Records two gestures with the real library, then runs the harness again with --binary pointing
at this file, which plays a CLI whose profile is the real library: for `trace BOARD` it prints a
trace made from the recording (finger, data, offset, liftedFrame per frame; boards with
`profile: system`, which the harness traces for the layout, go to the real CLI). The harness must
drive the page from that trace's finger, report every frame as agreeing and pass; with one
liftedFrame moved by 1 px, one data order changed and one offset changed, it must report exactly
those frames and fail.

    /usr/bin/python3 Tests/Conformance/selftest.py --binary .build/debug/shuffleboard
"""
import json
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
GESTURES = ["list-down-fast.md", "grid-down-fast.md"]


def fake_cli():
    """Acts as `shuffleboard trace BOARD` from the recording in $CONFORMANCE_RECORDING."""
    path = sys.argv[2]
    with open(path) as f:
        text = f.read()
    if re.search(r"^profile: system$", text, re.M):
        os.execv(os.environ["CONFORMANCE_REAL_BINARY"], [os.environ["CONFORMANCE_REAL_BINARY"]] + sys.argv[1:])
    board_id = re.search(r"^id: (.*)$", text, re.M).group(1).strip()
    with open(os.environ["CONFORMANCE_RECORDING"]) as f:
        frames = json.load(f)[board_id]
    spoil = os.environ.get("CONFORMANCE_SPOIL") == "1"
    out = []
    finger = None
    previous_order = None
    for frame in frames:
        action = frame["input"]
        if action is not None:
            finger = None if action[0] == "release" else {"x": action[1][0], "y": action[1][1]}
        entry = {"index": frame["frame"], "offset": {"x": frame["offset"][0], "y": frame["offset"][1]},
                 "finger": finger,
                 "liftedFrame": None if frame["clone"] is None else dict(zip(("x", "y", "width", "height"), frame["clone"]))}
        if frame["order"] != previous_order:
            entry["data"] = [frame["order"]]
            previous_order = frame["order"]
        out.append(entry)
    if spoil:
        a, b, c = spoiled(len(out))
        out[a]["liftedFrame"]["y"] += 1          # past the 0.5 px tolerance
        out[b]["data"] = [list(reversed(frames[b]["order"]))]
        out[b + 1]["data"] = [frames[b + 1]["order"]]
        out[c]["offset"] = {"x": 0, "y": 7}
    print(json.dumps({"version": 1, "boards": [{"id": board_id, "frames": out}]}))


def spoiled(n):
    """The frames a spoiled trace changes, for a recording of n frames: a lifted frame, a data
    order and an offset, a quarter, a half and three quarters of the way (after the first move,
    when the clone exists)."""
    return n // 4, n // 2, 3 * n // 4


def main():
    binary = os.path.abspath(sys.argv[sys.argv.index("--binary") + 1]) if "--binary" in sys.argv else \
        os.path.abspath(".build/debug/shuffleboard")
    paths = [os.path.join(HERE, "gestures", "sortablejs", g) for g in GESTURES]
    # One version of the library is enough to test the comparison.
    harness = [sys.executable, os.path.join(HERE, "conformance.py"), "--libraries", "sortablejs@1.14.0"]
    failed = []
    with tempfile.TemporaryDirectory() as folder:
        recording = os.path.join(folder, "recording.json")
        # With the real CLI the harness compares too: its known disagreements must not fail the recording.
        known = os.path.join(HERE, "known-disagreements.json")
        first = subprocess.run(harness + ["--binary", binary, "--known", known, "--json", recording] + paths,
                               capture_output=True, text=True)
        if first.returncode != 0:
            failed.append("recording failed:\n" + first.stdout + first.stderr)
        env = dict(os.environ, CONFORMANCE_RECORDING=recording, CONFORMANCE_REAL_BINARY=binary)
        fake = os.path.abspath(__file__)
        good = subprocess.run(harness + ["--binary", fake] + paths, capture_output=True, text=True, env=env)
        with open(recording) as f:
            counts = {board_id: len(frames) for board_id, frames in json.load(f).items()}
        for board_id, n in counts.items():
            if "gesture %s: %d of %d frames agree" % (board_id, n, n) not in good.stdout:
                failed.append("the harness against its own recording (%s):\n%s%s" % (board_id, good.stdout, good.stderr))
        if good.returncode != 0:
            failed.append("the harness failed against its own recording:\n" + good.stdout + good.stderr)
        env["CONFORMANCE_SPOIL"] = "1"
        bad = subprocess.run(harness + ["--binary", fake] + paths, capture_output=True, text=True, env=env)
        frames_failed = sorted(set(re.findall(r"FAIL: gesture (\S+) frame (\d+):", bad.stdout)))
        want = sorted((board_id, str(k)) for board_id, n in counts.items() for k in spoiled(n))
        if bad.returncode != 1 or frames_failed != want:
            failed.append("against a spoiled trace: exit %d, failing frames %s, expected %s:\n%s%s" % (
                bad.returncode, frames_failed, want, bad.stdout, bad.stderr))
        for board_id, n in counts.items():
            if "gesture %s: %d of %d frames agree" % (board_id, n - 3, n) not in bad.stdout:
                failed.append("against a spoiled trace, %s: expected %d of %d frames to agree:\n%s" % (board_id, n - 3, n, bad.stdout))
    for failure in failed:
        print("FAIL:", failure)
    print("conformance self-test: %s" % ("failed" if failed else "the comparison finds agreement and each spoiled frame"))
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    if len(sys.argv) > 2 and sys.argv[1] == "trace":
        fake_cli()
    else:
        main()
