#!/usr/bin/python3
"""Export figures for issue 16: one board's GIF and MP4 bytes, and the time of
`shuffleboard export` against the pipeline the issue measured (each step's
still rasterised by rsvg-convert, then ImageMagick's convert making a GIF of
the steps at 1 s each), both measured in this run, best of --runs.

    scripts/bench-export.py --binary .build/release/shuffleboard [--board ../shared/bench/board-10x5.md]

Needs rsvg-convert, ffmpeg, ffprobe and ImageMagick's convert (Debian: imagemagick).
"""
import argparse
import glob
import os
import subprocess
import tempfile
import time


def best(runs, work):
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        work()
        times.append(time.perf_counter() - start)
    return min(times)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", default=".build/release/shuffleboard")
    parser.add_argument("--board", default="../shared/bench/board-10x5.md")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--fps", type=int, default=20)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, "export")

        def export():
            subprocess.run([args.binary, "export", args.board, "--out", out, "-q", "--fps", str(args.fps)], check=True)
        ours = best(args.runs, export)
        (board,) = os.listdir(out)
        gif = os.path.join(out, board, "walkthrough.gif")
        mp4 = os.path.join(out, board, "walkthrough.mp4")
        frames = subprocess.run(["ffprobe", "-v", "error", "-count_frames", "-show_entries", "stream=nb_read_frames",
                                 "-of", "csv=p=0", gif], check=True, capture_output=True, text=True).stdout.strip()
        # The pipeline: the site's step stills, rasterised one by one, then one GIF of them.
        site = os.path.join(tmp, "site")
        subprocess.run([args.binary, "build", args.board, "--out", site, "-q"], check=True)
        steps = sorted(glob.glob(os.path.join(site, "boards", board, "step-*.svg")))

        def baseline():
            for svg in steps:
                subprocess.run(["rsvg-convert", svg, "-o", svg[:-4] + ".png"], check=True)
            subprocess.run(["/usr/bin/convert", "-delay", "100", "-loop", "0"] + [s[:-4] + ".png" for s in steps]
                           + [os.path.join(tmp, "steps.gif")], check=True)
        theirs = best(args.runs, baseline)
        print("board %s (%s)" % (board, args.board))
        print("  walkthrough.gif  %7d B  (%s pictures at %d fps; goal <= 85 KB)" % (os.path.getsize(gif), frames, args.fps))
        print("  walkthrough.mp4  %7d B  (goal <= 36 KB)" % os.path.getsize(mp4))
        print("  steps.png        %7d B" % os.path.getsize(os.path.join(out, board, "steps.png")))
        print("  export (4 files)            %.2f s" % ours)
        print("  rsvg-convert + convert, %d stills -> steps GIF (%d B): %.2f s" % (
            len(steps), os.path.getsize(os.path.join(tmp, "steps.gif")), theirs))
        print("  ratio export / pipeline     %.2f  (goal <= 0.25)" % (ours / theirs))


if __name__ == "__main__":
    main()
