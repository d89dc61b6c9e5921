#!/usr/bin/python3
"""What issue 16's GIF would weigh with fewer pictures of motion: a measurement, not a test.

Exports one board (board-10x5 by default), decodes its walkthrough.gif into its pictures and their
delays (ffmpeg, ffprobe), and encodes them again with the export's own GIF options (a 256-colour
palette from the whole film, no dithering, only the changed rectangle stored), keeping every k-th
picture of each run of 15 fps pictures (the motion; a dropped picture's delay goes to the one
kept before it) and every held picture:

- k = 1 is the export as it is (checks that re-encoding gives the same bytes, near enough);
- k = 2 is story time's slow motion at x2 instead of x4 at 15 fps (or x4 at 7.5 pictures a second);
- k = 4 is the motion at real speed, 15 fps, with story time's holds kept.

    scripts/gif-pacing.py [--binary .build/release/shuffleboard] [--board ../shared/bench/board-10x5.md]

Needs ffmpeg and ffprobe (what `export` needs).
"""
import argparse
import os
import subprocess
import tempfile

FILTER = ("[0:v]split[a][b];[a]palettegen=stats_mode=full[p];"
          "[b][p]paletteuse=dither=none:diff_mode=rectangle")


def delays(gif):
    """Each picture's delay in seconds, as the GIF stores it."""
    out = subprocess.run(["ffprobe", "-v", "error", "-select_streams", "v:0", "-show_entries",
                          "packet=duration_time", "-of", "csv=p=0", gif],
                         check=True, capture_output=True, text=True).stdout
    return [float(line.strip().rstrip(",")) for line in out.split() if line.strip()]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", default=".build/release/shuffleboard")
    parser.add_argument("--board", default="../shared/bench/board-10x5.md")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        subprocess.run([args.binary, "export", args.board, "--out", os.path.join(tmp, "out"), "-q"], check=True)
        (board,) = os.listdir(os.path.join(tmp, "out"))
        gif = os.path.join(tmp, "out", board, "walkthrough.gif")
        frames = os.path.join(tmp, "frames")
        os.mkdir(frames)
        subprocess.run(["ffmpeg", "-v", "error", "-i", gif, "-fps_mode", "passthrough",
                        os.path.join(frames, "%04d.png")], check=True)
        times = delays(gif)
        pictures = sorted(os.listdir(frames))
        assert len(pictures) == len(times), (len(pictures), len(times))
        motion = sum(1 for t in times if t < 0.1)
        print("%s: walkthrough.gif %d B, %d pictures (%d of them 15 fps motion), loop %.2f s"
              % (board, os.path.getsize(gif), len(times), motion, sum(times)))
        print("%-58s %9s %9s" % ("", "pictures", "bytes"))
        for keep, what in [(1, "k=1: every picture (the export, re-encoded)"),
                           (2, "k=2: slow motion x2 at 15 fps"),
                           (4, "k=4: motion at real speed, 15 fps, holds kept")]:
            kept, run = [], 0
            for name, delay in zip(pictures, times):
                if delay < 0.1:
                    if run % keep == 0 or not kept:
                        kept.append([name, delay])
                    else:
                        kept[-1][1] += delay
                    run += 1
                else:
                    run = 0
                    kept.append([name, delay])
            listing = os.path.join(tmp, "k%d.txt" % keep)
            with open(listing, "w") as f:
                for name, delay in kept:
                    f.write("file '%s'\nduration %.3f\n" % (os.path.join(frames, name), delay))
                f.write("file '%s'\n" % os.path.join(frames, kept[-1][0]))
            out = os.path.join(tmp, "k%d.gif" % keep)
            subprocess.run(["ffmpeg", "-v", "error", "-f", "concat", "-safe", "0", "-i", listing,
                            "-filter_complex", FILTER, "-fps_mode", "vfr", "-loop", "0", out], check=True)
            print("%-58s %9d %9d" % (what, len(kept), os.path.getsize(out)))
        print("goal (issue 16): <= 85,000 B at 15 fps or more")


if __name__ == "__main__":
    main()
