"""Plays Kinetype's vector outputs in other players, for the README's gallery (`make pictures`).

    players.py lottie CARD.json OUT.gif [WIDTH]   rlottie (the renderer of Telegram and Samsung)
                                                  plays the Lottie; its frames become a GIF
    players.py svg CARD.svg TIME OUT.png [WIDTH]  headless Chromium shows the animated SVG
                                                  paused at TIME seconds

WIDTH draws at that width (the height in proportion), as vectors: default, the card's own.

Needs rlottie-python (in `make`'s Python tools), ffmpeg and chromium.
"""
import json
import os
import subprocess
import sys
import tempfile


def size(width, height, wanted):
    return (width, height) if wanted is None else (int(wanted), round(int(wanted) * height / width))


def lottie(card, out, wanted=None):
    from rlottie_python import LottieAnimation
    anim = LottieAnimation.from_file(card)
    width, height = size(*anim.lottie_animation_get_size(), wanted)
    fps = anim.lottie_animation_get_framerate()
    frames = anim.lottie_animation_get_totalframe()
    raw = b"".join(anim.lottie_animation_render(frame_num=f, width=width, height=height) for f in range(frames))
    subprocess.run(["ffmpeg", "-v", "error", "-y", "-f", "rawvideo", "-pix_fmt", "bgra", "-s", f"{width}x{height}",
                    "-r", str(fps), "-i", "-", "-vf", "split[a][b];[a]palettegen=stats_mode=diff[p];[b][p]paletteuse",
                    out], input=raw, check=True)


def svg(card, time, out, wanted=None):
    markup = open(card, encoding="utf-8").read()
    body = markup.split("?>", 1)[-1]
    width = int(markup.split('width="', 1)[1].split("px", 1)[0])
    height = int(markup.split('height="', 1)[1].split("px", 1)[0])
    width, height = size(width, height, wanted)
    with tempfile.TemporaryDirectory() as folder:
        page = os.path.join(folder, "page.html")
        with open(page, "w", encoding="utf-8") as f:
            f.write("<!doctype html><html><head><style>html,body{margin:0;overflow:hidden}svg{display:block;width:100%;height:100%}</style></head>"
                    f"<body>{body}<script>const s=document.querySelector('svg');s.pauseAnimations();"
                    f"s.setCurrentTime({json.dumps(float(time))});</script></body></html>")
        env = dict(os.environ, TMPDIR=folder, HOME=folder)
        subprocess.run(["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                        "--force-device-scale-factor=1", f"--user-data-dir={folder}/profile",
                        f"--window-size={width},{height}", f"--screenshot={os.path.abspath(out)}", "file://" + page],
                       env=env, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


if __name__ == "__main__":
    if len(sys.argv) in (4, 5) and sys.argv[1] == "lottie":
        lottie(*sys.argv[2:])
    elif len(sys.argv) in (5, 6) and sys.argv[1] == "svg":
        svg(*sys.argv[2:])
    else:
        sys.exit(__doc__)
