#!/usr/bin/env python3
"""Reads trace JSON of either version (docs/trace.md) as per-frame orders.

Version 1 writes `order` and `data` whole in frame 0 and in every frame where they
changed. Version 2 writes them whole in frame 0 (and at `final`); a later frame carries
`orderEdit`/`dataEdit` (one move or exchange, `{"kind", "from", "to"}` with index paths
`[section, item]`) or, for a change that is not one edit, the whole order again. Version 3
writes version 2's frames with a frame's `offset`, `finger`, `lifted` and `liftedFrame` also
only in frame 0 and where they changed, and `events` only when there are some; its points,
sizes and rects are arrays (`[x, y]`, `[width, height]`, `[x, y, width, height]`).

As a module (the browser tests, the conformance suite and scripts/fuzz-engine.py import it):

  orders(entry)   -> [(order, data)] per frame of a board or variant entry, any version
  carried(entry, key) -> [order] per frame, key "order" or "data"
  frames(entry)   -> every frame with its offset, finger, lifted, liftedFrame and events
                     (version 3 writes them where they changed), points and rects as objects
                     ({"x", "y"}, {"x", "y", "width", "height"}), any version
  entry(entry)    -> a board or variant entry as version 2 writes it: frames(), and
                     viewport, contentSize, items and final's offset as objects, any version
  to_v1(document) -> the document as version 1 would write it (frames sparse, whole orders)

As a script:

  scripts/tracejson.py --check BINARY FILE.md...   for every file, expands `trace
      --format-version 2` and `3` and checks each equals `trace --format-version 1`, frame for
      frame; exit 1 on a difference.
"""
import copy, json, subprocess, sys


def apply_edit(order, edit):
    """The order after one move or exchange (UIKit's `moveItemAt`: remove at `from`, insert
    at `to`; `exchange`: swap the two). `order` is left as it was."""
    new = [list(section) for section in order]
    (fs, fi), (ts, ti) = edit["from"], edit["to"]
    room = 1 if edit["kind"] == "move" and fs != ts else 0   # a move may insert at a section's end
    if not (0 <= fs < len(new) and 0 <= fi < len(new[fs]) and 0 <= ts < len(new) and 0 <= ti < len(new[ts]) + room):
        raise ValueError("edit %r outside the order's sections %r" % (edit, [len(s) for s in new]))
    if edit["kind"] == "move":
        label = new[fs].pop(fi)
        new[ts].insert(min(ti, len(new[ts])), label)
    elif edit["kind"] == "exchange":
        new[fs][fi], new[ts][ti] = new[ts][ti], new[fs][fi]
    else:
        raise ValueError("unknown edit kind %r" % edit["kind"])
    return new


def carried(entry, key):
    """The `key` ("order" or "data") of every frame of a board or variant entry: the last
    one written, or the last one edited (version 2's `orderEdit`/`dataEdit`)."""
    out, current = [], None
    for frame in entry["frames"]:
        if key in frame:
            current = frame[key]
        elif key + "Edit" in frame:
            if current is None:
                raise ValueError("frame %d edits %s before any was written" % (frame["index"], key))
            current = apply_edit(current, frame[key + "Edit"])
        out.append(current)
    return out


# A frame's fields that version 3 writes only in frame 0 and where they changed.
STATE = ("offset", "finger", "lifted", "liftedFrame")


def point(value):
    """A point as versions 1 and 2 write it, {"x", "y"}, from either form (version 3: [x, y])."""
    return dict(zip(("x", "y"), value)) if isinstance(value, list) else value


def size(value):
    """A size as {"width", "height"}, from either form (version 3: [width, height])."""
    return dict(zip(("width", "height"), value)) if isinstance(value, list) else value


def rect(value):
    """A rect as {"x", "y", "width", "height"}, from either form (version 3: [x, y, width, height])."""
    return dict(zip(("x", "y", "width", "height"), value)) if isinstance(value, list) else value


def frames(entry):
    """Every frame of a board or variant entry with `offset`, `finger`, `lifted`,
    `liftedFrame` and `events`, as versions 1 and 2 write them: version 3 writes the first
    four only where they changed (carried from the frame before), `events` only when there
    are some, and points and rects as arrays. Orders and edits are left as written (see
    `orders`); a key no frame so far has stays missing. Copies."""
    out, current = [], {}
    for frame in entry["frames"]:
        frame = dict(frame)
        for key in STATE:
            if key in frame:
                current[key] = frame[key]
            elif key in current:
                frame[key] = current[key]
        frame.setdefault("events", [])
        for key, shape in (("offset", point), ("finger", point), ("liftedFrame", rect)):
            if frame.get(key) is not None:
                frame[key] = shape(frame[key])
        if "headers" in frame:
            frame["headers"] = [dict(h, frame=rect(h["frame"])) for h in frame["headers"]]
        out.append(frame)
    return out


def entry(board):
    """A board or variant entry of any version as version 2 writes it: every frame's fields
    (`frames`), and `viewport`, `contentSize`, `items` and `final`'s `offset` as objects.
    Orders and edits are left as written (see `orders`). Variants are converted too. A copy."""
    out = dict(board)
    out["frames"] = frames(board)
    if "final" in out:
        out["final"] = dict(out["final"], offset=point(out["final"]["offset"]))
    if "viewport" in out:
        out["viewport"] = size(out["viewport"])
    if "contentSize" in out:
        out["contentSize"] = size(out["contentSize"])
    if "items" in out:
        out["items"] = {label: rect(r) for label, r in out["items"].items()}
    if "variants" in out:
        out["variants"] = [entry(v) for v in out["variants"]]
    return out


def orders(entry):
    """(order, data) for every frame of a board or variant entry, either version."""
    return list(zip(carried(entry, "order"), carried(entry, "data")))


def _sparse_v1(board):
    """Frames of `board` (an entry) as version 1 writes them: whole orders where they changed."""
    screen, data = carried(board, "order"), carried(board, "data")
    written = []
    for i, frame in enumerate(frames(board)):
        out = {k: v for k, v in frame.items() if k not in ("order", "data", "orderEdit", "dataEdit")}
        if i == 0 or screen[i] != screen[i - 1]:
            out["order"] = screen[i]
        if i == 0 or data[i] != data[i - 1]:
            out["data"] = data[i]
        written.append(out)
    return written


def to_v1(document):
    """A copy of `document` (any version) in version 1's form."""
    doc = copy.deepcopy(document)
    if doc.get("version") == 1:
        return doc
    doc["version"] = 1
    boards = []
    for board in doc["boards"]:
        v2 = entry(board)
        v2["frames"] = _sparse_v1(board)
        for variant, original in zip(v2.get("variants", []), board.get("variants", [])):
            variant["frames"] = _sparse_v1(original)
        boards.append(v2)
    doc["boards"] = boards
    return doc


def _check(binary, files):
    bad = 0
    for path in files:
        runs = {}
        for version in ("1", "2", "3"):
            r = subprocess.run([binary, "trace", "--format-version", version, path], capture_output=True, text=True)
            if r.returncode != 0:
                print("%s: trace --format-version %s failed: %s" % (path, version, r.stderr.strip()))
                bad += 1
                break
            runs[version] = json.loads(r.stdout)
        else:
            v1, v2, v3 = runs["1"], runs["2"], runs["3"]
            same = to_v1(v2) == v1 and to_v1(v3) == v1
            edits = sum(("orderEdit" in f) + ("dataEdit" in f) for b in v3["boards"]
                        for e in [b] + b.get("variants", []) for f in e["frames"])
            whole = sum(("order" in f) + ("data" in f) for b in v3["boards"]
                        for e in [b] + b.get("variants", []) for f in e["frames"][1:])
            print("%s %s: v2 and v3 expand to v1 (%d edits, %d whole orders after frame 0)"
                  % ("ok  " if same else "FAIL", path, edits, whole))
            bad += not same
    return bad


if __name__ == "__main__":
    if len(sys.argv) >= 3 and sys.argv[1] == "--check":
        sys.exit(1 if _check(sys.argv[2], sys.argv[3:]) else 0)
    print(__doc__)
    sys.exit(64)
