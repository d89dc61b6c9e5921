#!/usr/bin/python3
"""Export figures for issue 16: one board's GIF and MP4 bytes, and the time of
`shuffleboard export` against the pipeline the issue measured (each step's
still rasterised by rsvg-convert, then ImageMagick's convert making a GIF of
the steps at 1 s each), both measured in this run, interleaved (ours, theirs,
ours, theirs, ...), best of --runs. Then a file of several boards (--several):
its export's wall time against the processor time of it and its children
(user + sys): above the wall time when boards run on more than one core.

    scripts/bench-export.py --binary .build/release/shuffleboard [--board ../shared/bench/board-10x5.md]
        [--several examples/table-exchange.md] [--before OLD_BINARY]

With --before, an older build is measured in the same run, interleaved with the
new one and the pipeline (old, new, theirs, old, new, theirs, ...): its files'
bytes and times are printed beside the new ones.

Needs rsvg-convert, ffmpeg, ffprobe and ImageMagick's convert (Debian: imagemagick).
"""
import argparse
import glob
import os
import resource
import subprocess
import tempfile
import time


def timed(work):
    """Wall seconds and children's user + sys seconds of work()."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    work()
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", default=".build/release/shuffleboard")
    parser.add_argument("--before", help="an older build, measured in the same run, interleaved")
    parser.add_argument("--board", default="../shared/bench/board-10x5.md")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--fps", type=int, default=15)
    parser.add_argument("--several", default="examples/table-exchange.md")
    args = parser.parse_args()
    builds = ([("before", args.before)] if args.before else []) + [("after" if args.before else "export", args.binary)]
    with tempfile.TemporaryDirectory() as tmp:
        def exporter(binary, board, out):
            def export():
                subprocess.run([binary, "export", board, "--out", out, "-q", "--fps", str(args.fps)], check=True)
            return export
        exports = {name: exporter(binary, args.board, os.path.join(tmp, name)) for name, binary in builds}
        for export in exports.values():
            export()
        (board,) = os.listdir(os.path.join(tmp, builds[0][0]))

        def files(name):
            folder = os.path.join(tmp, name, board)
            gif = os.path.join(folder, "walkthrough.gif")
            frames = subprocess.run(["ffprobe", "-v", "error", "-count_frames", "-show_entries", "stream=nb_read_frames",
                                     "-of", "csv=p=0", gif], check=True, capture_output=True, text=True).stdout.strip()
            mp4 = os.path.join(folder, "walkthrough.mp4")
            mp4_frames = subprocess.run(["ffprobe", "-v", "error", "-count_frames", "-show_entries",
                                         "stream=nb_read_frames", "-of", "csv=p=0", mp4],
                                        check=True, capture_output=True, text=True).stdout.strip()
            return (os.path.getsize(gif), frames, os.path.getsize(mp4), mp4_frames,
                    os.path.getsize(os.path.join(folder, "steps.png")))
        # The pipeline: the site's step stills, rasterised one by one, then one GIF of them.
        site = os.path.join(tmp, "site")
        subprocess.run([args.binary, "build", args.board, "--out", site, "-q"], check=True)
        steps = sorted(glob.glob(os.path.join(site, "boards", board, "step-*.svg")))

        def baseline():
            for svg in steps:
                subprocess.run(["rsvg-convert", svg, "-o", svg[:-4] + ".png"], check=True)
            subprocess.run(["/usr/bin/convert", "-delay", "100", "-loop", "0"] + [s[:-4] + ".png" for s in steps]
                           + [os.path.join(tmp, "steps.gif")], check=True)
        times = {name: [] for name in exports}
        theirs = []
        for _ in range(args.runs):   # interleaved: all see the same load
            for name, export in exports.items():
                times[name].append(timed(export))
            theirs.append(timed(baseline))
        theirs, theirs_cpu = min(theirs)
        # Several boards: wall time against the processor time of the export and its ffmpegs.
        several = {name: exporter(binary, args.several, os.path.join(tmp, "several-" + name)) for name, binary in builds}
        busy = {name: [] for name in several}
        for _ in range(args.runs):
            for name, export in several.items():
                busy[name].append(timed(export))
        print("board %s (%s); rsvg-convert + convert, %d stills -> steps GIF (%d B): %.2f s wall, %.2f s user+sys" % (
            board, args.board, len(steps), os.path.getsize(os.path.join(tmp, "steps.gif")), theirs, theirs_cpu))
        for name, _ in builds:
            gif, frames, mp4, mp4_frames, png = files(name)
            ours, ours_cpu = min(times[name])
            wall, cpu = min(busy[name], key=lambda t: t[0])
            print("%s:" % name)
            print("  walkthrough.gif  %7d B  (%s frames, a held picture a single frame, sampled at %d fps;"
                  " goal <= 85 KB at >= 15 fps)" % (gif, frames, args.fps))
            print("  walkthrough.mp4  %7d B  (%s frames; goal <= 36 KB)" % (mp4, mp4_frames))
            print("  steps.png        %7d B" % png)
            print("  export (4 files)            %.2f s wall, %.2f s user+sys" % (ours, ours_cpu))
            print("  ratio export / pipeline     %.2f wall, %.2f user+sys  (goal <= 0.25)" % (
                ours / theirs, ours_cpu / theirs_cpu))
            print("  %s (%d boards): export %.2f s wall, %.2f s user+sys (%.2f cores busy; goal: > 1, both cores used)"
                  % (args.several, len(os.listdir(os.path.join(tmp, "several-" + name))), wall, cpu, cpu / wall))

if __name__ == "__main__":
    main()
