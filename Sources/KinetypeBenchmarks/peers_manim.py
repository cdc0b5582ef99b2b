"""Manim Community's side of peers.sh: the W1 title card.

"Visual Effects" in Noto Sans Regular (the font Kinetype draws it in, registered from Fonts/),
white on black, as wide as Kinetype sets it at 96 px on a 1280x720 canvas (588 px, 46% of the
frame's width). The letters fade in one after another over the first second (each rises a
little and grows from 80%), then the card holds for a second: 2 s, 60 frames at 30 fps.
Resolution, frame rate and output format come from the command line (peers.sh):

    manim render --format gif --fps 30 -r 1280,720 --disable_caching peers_manim.py VisualEffects
"""

from pathlib import Path

from manim import BLACK, UP, WHITE, FadeIn, LaggedStart, Scene, Text, config, register_font

FONT = Path(__file__).resolve().parents[2] / "Fonts" / "NotoSans-Regular.ttf"
# The text's width as a share of the frame's: Kinetype's 588 px of 1280 at --size 96.
WIDTH_SHARE = 588 / 1280


class VisualEffects(Scene):
    def construct(self):
        self.camera.background_color = BLACK
        with register_font(str(FONT)):
            title = Text("Visual Effects", font="Noto Sans", color=WHITE)
        title.scale_to_fit_width(config.frame_width * WIDTH_SHARE)
        letters = [FadeIn(letter, shift=0.15 * UP, scale=0.8) for letter in title]
        self.play(LaggedStart(*letters, lag_ratio=0.15), run_time=1)
        # A frozen wait writes its still frame once to a PNG sequence (31 files for the card);
        # drawing each frame of the hold gives the 60 files Kinetype writes. A video or GIF
        # repeats the frozen frame, so those keep Manim's cheaper frozen wait.
        self.wait(1, frozen_frame=False if config.format == "png" else None)
