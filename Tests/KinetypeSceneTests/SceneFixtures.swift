/// Scene files shared by the loader tests: one scene using every key, in YAML and in JSON.
enum SceneFixtures {
    static let fullYAML = #"""
        # Every key of the format, in YAML.
        version: 1
        canvas: 1920x1080
        fps: 24
        duration: 6
        background:
          linear:
            colors: ["#101018", indigo, "#ff3b8e80"]
            angle: 90
        layers:
          - text: "Hello **{{ name }}**, meet ^[Visual Effects](emphasis: true)"
            font: {family: Inter, size: 72, weight: semibold, italic: true}
            color: "#fff"
            alignment: leading
            position: {anchor: bottomLeading, offset: [40, -40.5]}
            maxWidth: 900
            lineSpacing: 4
            start: 0.5
            end: 5
            enter:
              name: appear
              duration: 0.8
              delay: 0.1
              stagger: glyph
              spring: {duration: 0.6, bounce: 0.2}
            exit: {name: move, curve: easeIn, edge: bottom}
            renderer: {name: glow, radius: 12, color: "#00ff00", pulse: 0}
            effects:
              - effect: bounce.up.byLayer
                at: [1.0, 2.5]
                options: {repeat: 2, speed: 1.5}
              - effect: pulse
                active: [[0, 3]]
                options: {repeat: continuous}
          - text: '^[sale](color: "#ff3b8e") \{{ not a variable }}'
            font: {file: fonts/Display.ttf, weight: 700}
            position: top
            enter: blur
            exit: {name: twirl, spring: bouncy}
            renderer: glow
        """#

    static let fullJSON = #"""
        {
          "version": 1,
          "canvas": {"width": 1920, "height": 1080},
          "fps": 24,
          "duration": 6,
          "background": {"linear": {"colors": ["#101018", "indigo", "#ff3b8e80"], "angle": 90}},
          "layers": [
            {
              "text": "Hello **{{ name }}**, meet ^[Visual Effects](emphasis: true)",
              "font": {"family": "Inter", "size": 72, "weight": "semibold", "italic": true},
              "color": "#fff",
              "alignment": "leading",
              "position": {"anchor": "bottomLeading", "offset": [40, -40.5]},
              "maxWidth": 900,
              "lineSpacing": 4,
              "start": 0.5,
              "end": 5,
              "enter": {
                "name": "appear", "duration": 0.8, "delay": 0.1, "stagger": "glyph",
                "spring": {"duration": 0.6, "bounce": 0.2}
              },
              "exit": {"name": "move", "curve": "easeIn", "edge": "bottom"},
              "renderer": {"name": "glow", "radius": 12, "color": "#00ff00", "pulse": 0},
              "effects": [
                {"effect": "bounce.up.byLayer", "at": [1.0, 2.5], "options": {"repeat": 2, "speed": 1.5}},
                {"effect": "pulse", "active": [[0, 3]], "options": {"repeat": "continuous"}}
              ]
            },
            {
              "text": "^[sale](color: \"#ff3b8e\") \\{{ not a variable }}",
              "font": {"file": "fonts/Display.ttf", "weight": 700},
              "position": "top",
              "enter": "blur",
              "exit": {"name": "twirl", "spring": "bouncy"},
              "renderer": "glow"
            }
          ]
        }
        """#
}
