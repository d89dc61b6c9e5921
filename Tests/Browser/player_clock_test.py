#!/usr/bin/python3
"""The player's clock, its end and its pause, in Chromium (issue 34).

    /usr/bin/python3 Tests/Browser/player_clock_test.py SITE_DIR

SITE_DIR is a site built from examples/ (the Makefile's .build/browser-site). Checks:
  - a t= permalink names session time: #table-flick.t=0.50 opens paused on frame 30
    (0.50 s × 60 fps), at that frame's time on the walkthrough's clock, and the readout
    says "t = 0.50 s"; a violation's link puts the session's second in the address;
  - with Loop off, the seek bar at its end shows the last frame (not frame 0: the SMIL
    clock's loop end is the next loop's start), and Play there plays once from the start
    and stops on the last frame;
  - Pause freezes every figure of carousel.html, the carousels included;
  - the seek bar's track and thumb stand out from the page at 3:1, light and dark;
  - a step's still is drawn at its natural size inside its border, so that its 11 pt text is
    11 px (six-libraries' strip numbers drew at 10.96 px: a 1 px border inside 560 px).
Prints 'N passed, N failed' and exits 1 when anything failed. About 15 s.
"""
import io
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import browser_tests as bt  # noqa: E402  (its server, browser, readers and check())

from PIL import Image  # noqa: E402


def player(driver, board):
    return [p for p in bt.players(driver) if p["board"] == board][0]


def check_session_permalink(driver, base):
    page, board = "table-exchange.html", "table-flick"
    driver.get("about:blank")
    driver.get("%s/%s#%s.t=0.50" % (base, page, board))
    p = player(driver, board)
    times = bt.decode_frames(p["frames"])
    # 0.50 s of session at 60 fps is frame 30; the player seeks to its time on the walkthrough's clock.
    bt.check(p["fps"] == 60 and p["paused"] and p["toggle"] == "Play"
             and abs(p["time"] - times[30] - bt.FRAME_AFTER) < 0.0003
             and p["status"].startswith("frame 30 of ") and p["status"].endswith("t = 0.50 s"),
             "%s#%s.t=0.50 opened at %.4f s of the walkthrough (frame 30 is at %.4f), reads %r"
             % (page, board, p["time"], times[30], p["status"]))
    # What a screen reader is told of the seek bar is session time too, not the walkthrough's seconds.
    valuetext = driver.find_element("css selector", "#%s input.seek" % board).get_attribute("aria-valuetext")
    bt.check(valuetext.startswith("frame 30 of %d, t = 0.50 s, " % len(times)),
             "%s#%s.t=0.50: the seek bar reads out %r" % (page, board, valuetext))
    # The violation's link: the address names the session's second of its frame.
    link = driver.find_element("css selector", "#%s .violations a" % board)
    frame = int(re.search(r"at frame (\d+)", link.find_element("xpath", "..").text).group(1))
    link.click()
    bt.wait(driver, 0.1)
    hash_ = driver.execute_script("return decodeURIComponent(location.hash)")
    shown = player(driver, board)
    want = "#%s.t=%s" % (board, ("%.4f" % (frame / 60)).rstrip("0").rstrip("."))
    bt.check(hash_ == want and shown["status"].startswith("frame %d of " % frame),
             "%s: the violation link (frame %d) set %r (wanted %r), reads %r" % (page, frame, hash_, want, shown["status"]))


def check_loop_off_end(driver, base):
    page, board = "table-exchange.html", "table-flick"
    driver.get("about:blank")
    driver.get("%s/%s" % (base, page))
    figure = driver.find_element("id", board)
    driver.execute_script("arguments[0].click()", figure.find_element("css selector", "input.loop"))
    driver.execute_script("const s = arguments[0].querySelector('input.seek'); s.value = s.max;"
                          " s.dispatchEvent(new Event('input'));", figure)
    p = player(driver, board)
    count = len(bt.decode_frames(p["frames"]))
    duration = float(figure.find_element("css selector", ".walkthrough").get_attribute("data-duration"))
    # The picture's clock stays short of the loop's end, where SMIL would show frame 0 again.
    bt.check(p["toggle"] == "Play" and p["status"].startswith("frame %d of %d" % (count - 1, count))
             and p["end"] < p["time"] < duration - 0.0001,
             "%s: the seek bar at its end reads %r at %.4f s (the last frame is %d, from %.3f s; the loop ends at %.3f s)"
             % (page, p["status"], p["time"], count - 1, p["end"], duration))
    # Play at the end with Loop off: once from the start (at 2×), then it stops on the last frame.
    driver.execute_script("const s = arguments[0]; s.value = '2'; s.dispatchEvent(new Event('change'));",
                          figure.find_element("css selector", "select.speed"))
    started = [q for q in driver.execute_script("arguments[0].click();\n" + bt.READ_PLAYERS,
                                                figure.find_element("css selector", "button.toggle"))
               if q["board"] == board][0]
    bt.check(started["toggle"] == "Pause" and started["time"] < 0.2,
             "%s: Play at the end with Loop off started at %.3f s" % (page, started["time"]))
    bt.wait(driver, p["end"] / 2 + 0.5)
    for _ in range(20):
        stop = player(driver, board)
        if stop["toggle"] == "Play":
            break
        bt.wait(driver, 0.5)
    bt.check(stop["toggle"] == "Play" and abs(stop["time"] - stop["end"]) < 0.01,
             "%s: Play with Loop off did not stop on the last frame (%.3f s): %r" % (page, stop["end"], stop))


def check_pause_freezes_carousels(driver, base):
    page = "carousel.html"
    driver.get("about:blank")
    driver.get("%s/%s" % (base, page))
    bt.wait(driver, 0.5)
    figures = driver.find_elements("css selector", "figure.board")
    bt.check(len(figures) >= 2, "%s: %d figures" % (page, len(figures)))
    for figure in figures:
        driver.execute_script("arguments[0].scrollIntoView({block: 'start'})", figure)
        toggle = figure.find_element("css selector", "button.toggle")
        if toggle.get_attribute("aria-label") == "Pause":
            toggle.click()
        stage = figure.find_element("css selector", ".stage")
        before = player(driver, figure.get_attribute("id"))
        one = stage.screenshot_as_png
        bt.wait(driver, 1.0)
        two = stage.screenshot_as_png
        after = player(driver, figure.get_attribute("id"))
        bt.check(one == two and after["paused"] and after["time"] == before["time"] and after["toggle"] == "Play",
                 "%s#%s: Pause does not freeze it (%r then %r, pictures equal: %r)"
                 % (page, figure.get_attribute("id"), before["time"], after["time"], one == two))


def luminance(rgb):
    def channel(v):
        v /= 255
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4
    r, g, b = (channel(v) for v in rgb[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a, b):
    x, y = luminance(a), luminance(b)
    return (max(x, y) + 0.05) / (min(x, y) + 0.05)


def check_seek_contrast(driver, base):
    page, board = "table-exchange.html", "table-flick"
    for scheme in ("light", "dark"):
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia",
                               {"features": [{"name": "prefers-color-scheme", "value": scheme}]})
        driver.get("about:blank")
        driver.get("%s/%s#%s.step-0" % (base, page, board))
        seek = driver.find_element("css selector", "#%s input.seek" % board)
        page_bg = driver.execute_script("return getComputedStyle(document.body).backgroundColor")
        bg = tuple(int(v) for v in re.findall(r"\d+", page_bg)[:3])
        shot = Image.open(io.BytesIO(seek.screenshot_as_png)).convert("RGB")
        w, h = shot.size
        # A column in the track's middle, away from the thumb (paused at the start, on the left):
        # its boundary is the pixel that differs most from the page.
        track = max(contrast(shot.getpixel((w // 2, y)), bg) for y in range(h))
        thumb = max(contrast(shot.getpixel((x, y)), bg) for x in range(0, 20) for y in range(h))
        bt.check(track >= 3 and thumb >= 3, "%s %s: the seek bar's track stands out %.2f:1, its thumb %.2f:1 (3:1 needed)"
                 % (page, scheme, track, thumb))
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})


def check_stills_at_natural_size(driver, base):
    page = "six-libraries.html"
    driver.get("about:blank")
    driver.get("%s/%s" % (base, page))
    small = driver.execute_script("""
      return Array.from(document.querySelectorAll('ol.steps .thumb img[width]'))
        .filter(i => i.clientWidth < Number(i.getAttribute('width')))
        .map(i => i.getAttribute('src') + ' ' + i.clientWidth + ' of ' + i.getAttribute('width'));""")
    count = driver.execute_script("return document.querySelectorAll('ol.steps .thumb img[width]').length")
    bt.check(count > 0 and not small, "%s: %d of %d stills drawn under their natural width: %r"
             % (page, len(small), count, small[:3]))


def main():
    site = sys.argv[1]
    server, base = bt.serve(site)
    driver = bt.browser(width=1280)
    try:
        check_session_permalink(driver, base)
        check_loop_off_end(driver, base)
        check_pause_freezes_carousels(driver, base)
        check_seek_contrast(driver, base)
        check_stills_at_natural_size(driver, base)
    finally:
        driver.quit()
        server.shutdown()
    print("%d passed, %d failed" % (bt.results["passed"], bt.results["failed"]))
    sys.exit(1 if bt.results["failed"] else 0)


if __name__ == "__main__":
    main()
