import Foundation
import KinetypeTestSupportCore
import Testing

/// `-o card.json` (Lottie) and `-o sticker.tgs`: played by rlottie (its Python binding), checked
/// against the Lottie specification's JSON schema (PyPI `lottie-specs`), and compared with
/// Kinetype's own frames (PSNR by ffmpeg).
@Suite struct LottieCommandTests {
    /// rlottie's frames `frames` of `file` (.json or .tgs), written as PNG files in `folder`,
    /// and the animation's frame count, rate and size.
    static func play(_ file: URL, frames: [Int], into folder: URL) throws -> (frames: Int, fps: Double, width: Int, height: Int) {
        let script = """
            import json, subprocess, sys
            from rlottie_python import LottieAnimation
            path, folder = sys.argv[1], sys.argv[2]
            anim = LottieAnimation.from_tgs(path) if path.endswith(".tgs") else LottieAnimation.from_file(path)
            w, h = anim.lottie_animation_get_size()
            for f in json.loads(sys.argv[3]):
                raw = anim.lottie_animation_render(frame_num=f)
                subprocess.run(["ffmpeg", "-v", "error", "-y", "-f", "rawvideo", "-pix_fmt", "bgra", "-s", f"{w}x{h}", "-i", "-",
                                f"{folder}/rlottie-{f}.png"], input=raw, check=True)
            print(json.dumps({"frames": anim.lottie_animation_get_totalframe(), "fps": anim.lottie_animation_get_framerate(),
                              "width": w, "height": h}))
            """
        let info = try #require(try PythonTools.json(script, importing: "rlottie_python",
                                                     [file.path, folder.path, "\(frames)"]) as? [String: Any])
        return (info["frames"] as? Int ?? 0, info["fps"] as? Double ?? 0, info["width"] as? Int ?? 0, info["height"] as? Int ?? 0)
    }

    /// The schema's errors for `file` (at most five, as text), by jsonschema with the Lottie
    /// specification's schema.
    static func schemaErrors(_ file: URL) throws -> [String] {
        let script = """
            import json, os, sys, jsonschema, lottie_specs
            schema = json.load(open(os.path.join(os.path.dirname(lottie_specs.__file__), "data", "lottie.schema.json")))
            errors = jsonschema.Draft202012Validator(schema).iter_errors(json.load(open(sys.argv[1])))
            print(json.dumps([f"{list(e.absolute_path)}: {e.message[:200]}" for e in list(errors)[:5]]))
            """
        return try #require(try PythonTools.json(script, importing: "lottie_specs", [file.path]) as? [String])
    }

    static func psnr(_ a: URL, _ b: URL) throws -> Double {
        try AnimatedSVGCommandTests.psnr(a, b)
    }

    /// Writes `yaml` as a scene in `folder`, renders it to Lottie (expecting success), and
    /// returns the scene, the file and its JSON.
    static func lottie(of yaml: String, in folder: URL) throws -> (scene: URL, file: URL, json: [String: Any]) {
        let scene = folder.appendingPathComponent("card.yaml"), lottie = folder.appendingPathComponent("card.json")
        try yaml.write(to: scene, atomically: true, encoding: .utf8)
        let result = InProcess.run(["render", scene.path, "-o", lottie.path])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: lottie)) as? [String: Any]
        return (scene, lottie, json ?? [:])
    }

    /// Expects rlottie's frames `frames` of `file` to match (PSNR ≥ 30 dB) what Kinetype draws
    /// for `card` (the `render` arguments before `--at`) at the same times, at `fps`; returns
    /// what rlottie reports of the animation.
    @discardableResult
    static func expectPlaysAsDrawn(_ file: URL, card: [String], frames: [Int], fps: Double = 30, in folder: URL,
                                   _ label: String = "") throws -> (frames: Int, fps: Double, width: Int, height: Int) {
        let played = try play(file, frames: frames, into: folder)
        for frame in frames {
            let own = folder.appendingPathComponent("kinetype-\(frame).png")
            let render = InProcess.run(["render"] + card + ["--at", "\(Double(frame) / fps)", "-o", own.path])
            #expect(render.status == 0, "\(render.stderr)")
            let value = try psnr(folder.appendingPathComponent("rlottie-\(frame).png"), own)
            #expect(value >= 30, "\(label)frame \(frame): \(value) dB")
        }
        return played
    }

    /// A card of `text` in `font` entering with `transition` and leaving with an opacity fade.
    static func scene(_ text: String, font: String, transition: String) -> String {
        """
        version: 1
        canvas: 480x270
        fps: 30
        duration: 2
        background: "#1d1d3b"
        layers:
          - text: "\(text)"
            font: {family: \(font), size: 52}
            color: "#ffd60a"
            enter: \(transition)
            exit: {name: opacity, duration: 0.5}
          - text: "Kinetype"
            font: {size: 24}
            color: white
            position: {anchor: bottom, offset: [0, -20]}
            enter: {name: scale, duration: 0.6}
        """
    }

    @Test("rlottie plays the Lottie as Kinetype draws the card (PSNR ≥ 30 dB at five frames), and the file validates against the Lottie schema",
          arguments: [
            ("Title card", "Noto Sans", "{name: move, edge: bottom, stagger: glyph, duration: 1}"),
            ("مرحبا بالعالم", "Noto Sans Arabic", "{name: opacity, stagger: word, duration: 1}"),
            ("नमस्ते दुनिया", "Noto Sans Devanagari", "{name: push, edge: leading, duration: 0.8}"),
            ("Go → ✓ ★ ♥", "Inter", "{name: scale, stagger: glyph, duration: 1}"),
            ("Typed out", "Noto Sans", "{name: typewriter, duration: 1.2}"),
            ("Pushed in", "Noto Sans", "{name: push, edge: trailing, stagger: word, duration: 1}"),
          ])
    func playsAsKinetypeDraws(text: String, font: String, transition: String) throws {
        try TestSupport.withTemporaryFolder { folder in
            let scene = folder.appendingPathComponent("card.yaml"), lottie = folder.appendingPathComponent("card.json")
            try Self.scene(text, font: font, transition: transition).write(to: scene, atomically: true, encoding: .utf8)
            let result = InProcess.run(["render", scene.path, "-o", lottie.path, "--progress", "none"])
            #expect(result.status == 0, "\(result.stderr)")
            let errors = try Self.schemaErrors(lottie)
            #expect(errors.isEmpty, "\(errors)")
            let frames = [0, 8, 17, 33, 52]
            let played = try Self.expectPlaysAsDrawn(lottie, card: [scene.path], frames: frames, in: folder, "\(text), ")
            #expect(played.fps == 30 && played.width == 480 && played.height == 270)
        }
    }

    static let paintedScene = """
        version: 1
        canvas: 480x270
        fps: 30
        duration: 1
        background: "#1d1d3b"
        layers:
          - text: "Under"
            font: {size: 64, weight: bold}
            color: "#ffd60a"
            position: {anchor: top, offset: [0, 30]}
            stroke: {color: "#ff3b8e", width: 8, join: round, placement: underFill}
            enter: {name: move, edge: bottom, duration: 0.5}
          - text: "Over"
            font: {size: 64, weight: bold}
            fill: "#ffffff"
            position: {anchor: bottom, offset: [0, -30]}
            stroke: {color: "#00c7be", width: 3, placement: overFill}
        """

    @Test("plain fills and outlines (under and over the fill) play in rlottie and Chromium as Kinetype draws them")
    func fillsAndStrokes() throws {
        try TestSupport.withTemporaryFolder { folder in
            let scene = folder.appendingPathComponent("card.yaml"), lottie = folder.appendingPathComponent("card.json")
            let svg = folder.appendingPathComponent("card.svg")
            try Self.paintedScene.write(to: scene, atomically: true, encoding: .utf8)
            #expect(InProcess.run(["render", scene.path, "-o", lottie.path]).status == 0)
            #expect(InProcess.run(["render", scene.path, "--format", "animated-svg", "-o", svg.path]).status == 0)
            #expect(try Self.schemaErrors(lottie).isEmpty)
            try Self.expectPlaysAsDrawn(lottie, card: [scene.path], frames: [6, 24], in: folder, "rlottie, ")
            try AnimatedSVGCommandTests.expectShowsAsDrawn(svg, card: [scene.path], frames: [6, 24], fps: 30, size: (480, 270), in: folder)
        }
    }

    @Test("gradient text fills and outlines, gradient shapes and an SVG picture play in rlottie as Kinetype draws them (PSNR ≥ 30 dB at five frames); the file validates")
    func gradientsShapesAndPictures() throws {
        let mark = TestSupport.packageRoot.appendingPathComponent("Examples/Scenes/images/kinetype-mark.svg").path
        try TestSupport.withTemporaryFolder { folder in
            let (scene, lottie, json) = try Self.lottie(of: """
                version: 1
                canvas: 480x270
                fps: 30
                duration: 2
                background: "#1d1d3b"
                layers:
                  - shape: {kind: roundedRect, width: 420, height: 84, cornerRadius: 16}
                    fill: {linear: {colors: ["#141b2d", "#3a4f7a"], angle: 90}}
                    position: {anchor: bottom, offset: [0, -18]}
                    keyframes: {offset: [{at: 0, value: [-500, 0]}, {at: 0.8, value: [0, 0], spring: bouncy}]}
                  - shape: {kind: ellipse, width: 40, height: 40}
                    stroke: {color: "#ff3b8e", width: 6}
                    position: {anchor: topLeading, offset: [20, 20]}
                  - image: {file: "\(mark)", width: 56}
                    position: {anchor: bottomLeading, offset: [50, -32]}
                    enter: {name: scale, duration: 0.5}
                  - text: "Sunset"
                    font: {size: 72, weight: bold}
                    fill: {linear: {colors: ["#ff3b8e", "#ffd60a"], angle: 90}}
                    stroke: {color: "#ffffff", width: 3, placement: overFill}
                    position: {anchor: top, offset: [0, 30]}
                    enter: {name: move, edge: bottom, stagger: glyph, duration: 1}
                  - text: "Glow"
                    font: {size: 48, weight: bold}
                    fill: {radial: {colors: ["#ffffff", "#00c7be"]}}
                    position: {anchor: bottom, offset: [30, -30]}
                    enter: {name: scale, duration: 0.8}
                """, in: folder)
            let errors = try Self.schemaErrors(lottie)
            #expect(errors.isEmpty, "\(errors)")
            let text = try String(contentsOf: lottie, encoding: .utf8)
            #expect(text.contains("\"ty\":\"gf\"") && text.contains("\"t\":2"), "linear and radial gradient fills")
            #expect((json["assets"] as? [[String: Any]])?.count == 1, "the picture, embedded once")
            let frames = [0, 8, 17, 33, 52]
            try Self.expectPlaysAsDrawn(lottie, card: [scene.path], frames: frames, in: folder)
            try """
                version: 1
                layers:
                  - shape: {kind: rect, width: 100, height: 100}
                    fill: {mesh: {width: 2, height: 2, colors: [red, blue, green, white]}}
                """.write(to: scene, atomically: true, encoding: .utf8)
            let refused = InProcess.run(["render", scene.path, "-o", folder.appendingPathComponent("mesh.json").path])
            #expect(refused.status == 2 && refused.stderr.contains("a mesh gradient"), "\(refused.stderr)")
        }
    }

    @Test("reveals (a wipe, an iris on moving text) become keyframed layer masks that rlottie plays as Kinetype draws them")
    func revealsAsMasks() throws {
        try TestSupport.withTemporaryFolder { folder in
            let (scene, lottie, json) = try Self.lottie(of: """
                version: 1
                canvas: 480x270
                fps: 30
                duration: 2
                background: "#1d1d3b"
                layers:
                  - text: "Wiped in"
                    font: {size: 64, weight: bold}
                    color: "#ffd60a"
                    position: {anchor: top, offset: [0, 30]}
                    reveal: {name: wipe, edge: leading, duration: 0.8}
                  - text: "Iris"
                    font: {size: 64, weight: bold}
                    color: white
                    position: {anchor: bottom, offset: [0, -30]}
                    reveal: {name: iris, duration: 1}
                    keyframes: {offset: [{at: 0, value: [-100, 0]}, {at: 1, value: [0, 0], spring: smooth}]}
                """, in: folder)
            #expect(try Self.schemaErrors(lottie).isEmpty)
            let masked = (json["layers"] as? [[String: Any]] ?? []).filter { $0["hasMask"] as? Bool == true }
            #expect(masked.count >= 10, "a masked layer a glyph while the reveals run: \(masked.count)")
            let frames = [5, 12, 17, 26, 45]
            try Self.expectPlaysAsDrawn(lottie, card: [scene.path], frames: frames, in: folder)
        }
    }

    @Test("with --rasterize-unsupported, blur, shadows and a 3-D flip go in as image layers that rlottie plays as Kinetype draws them")
    func rasterizeUnsupported() throws {
        try TestSupport.withTemporaryFolder { folder in
            let lottie = folder.appendingPathComponent("card.json")
            for card in [["--text", "Appear", "--transition", "appear"], ["--text", "Flip", "--shadow", "#000", "--transition", "flip"]] {
                let options = card + ["--canvas", "480x270", "--fps", "30", "--duration", "1.5", "--background", "#1d1d3b"]
                let refused = InProcess.run(["render"] + options + ["-o", lottie.path])
                #expect(refused.status == 2 && !FileManager.default.fileExists(atPath: lottie.path), "\(refused.stderr)")
                let result = InProcess.run(["render"] + options + ["--rasterize-unsupported", "-o", lottie.path])
                #expect(result.status == 0, "\(result.stderr)")
                #expect(try Self.schemaErrors(lottie).isEmpty)
                let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: lottie)) as? [String: Any])
                let layers = json["layers"] as? [[String: Any]] ?? []
                #expect(layers.contains { $0["ty"] as? Int == 2 }, "image layers")
                let frames = [3, 10, 40]
                try Self.expectPlaysAsDrawn(lottie, card: options, frames: frames, in: folder, "\(card[1]), ")
                try FileManager.default.removeItem(at: lottie)
            }
            let sticker = folder.appendingPathComponent("blur.tgs")
            let refused = InProcess.run(["render", "--text", "Hi", "--transition", "blur", "--canvas", "512x512", "--duration", "2",
                                         "--rasterize-unsupported", "-o", sticker.path])
            #expect(refused.status == 2 && refused.stderr.contains("Telegram sticker may hold no images"), "\(refused.stderr)")
        }
    }

    @Test("layers keep the card's drawing order whenever each comes in: a plate that starts later stays behind the text drawn over it")
    func drawingOrder() throws {
        try TestSupport.withTemporaryFolder { folder in
            let (scene, lottie, _) = try Self.lottie(of: """
                version: 1
                canvas: 320x180
                fps: 30
                duration: 1
                background: black
                layers:
                  - shape: {kind: rect, width: 300, height: 120}
                    fill: "#3a4f7a"
                    start: 0.5
                  - text: "Front"
                    font: {size: 60, weight: bold}
                    color: white
                  - shape: {kind: rect, width: 40, height: 40}
                    fill: "#ff3b8e"
                    start: 0.3
                """, in: folder)
            let frames = [5, 12, 20]
            try Self.expectPlaysAsDrawn(lottie, card: [scene.path], frames: frames, in: folder)
        }
    }

    /// A picture seen through springing letters (an alpha matte), as the README's quote card.
    static var matteScene: String {
        let photo = TestSupport.packageRoot.appendingPathComponent("Examples/Scenes/images/dusk.jpg").path
        return """
            version: 1
            canvas: 320x180
            fps: 30
            duration: 1
            background: "#0d0d14"
            layers:
              - image: {file: "\(photo)", width: 320, height: 180, fit: cover}
                keyframes: {scale: [{at: 0, value: 1}, {at: 1, value: 1.2, curve: easeOut}]}
                matte: alpha
              - text: "STAY"
                font: {size: 90, weight: black}
                enter: {name: move, edge: bottom, duration: 0.6, spring: snappy}
            """
    }

    @Test("an alpha matte is refused by name; with --rasterize-unsupported each frame's matted picture is an image layer shown for exactly its frame, as Kinetype draws it")
    func matteRasterized() throws {
        try TestSupport.withTemporaryFolder { folder in
            let scene = folder.appendingPathComponent("card.yaml"), lottie = folder.appendingPathComponent("card.json")
            try Self.matteScene.write(to: scene, atomically: true, encoding: .utf8)
            let refused = InProcess.run(["render", scene.path, "-o", lottie.path])
            #expect(refused.status == 2 && refused.stderr.contains("a matte") && refused.stderr.contains("an image layer"), "\(refused.stderr)")
            #expect(InProcess.run(["render", scene.path, "--rasterize-unsupported", "-o", lottie.path]).status == 0)
            // Consecutive frames: rlottie also draws a layer at its out point, which must show nothing.
            let frames = [8, 9, 10, 25]
            try Self.expectPlaysAsDrawn(lottie, card: [scene.path], frames: frames, in: folder)
        }
    }

    @Test("a spring takes a few keys eased by fitted Béziers, and rlottie follows it within the tolerance between keys")
    func springKeys() throws {
        try TestSupport.withTemporaryFolder { folder in
            let (scene, lottie, json) = try Self.lottie(of: """
                version: 1
                canvas: 480x270
                fps: 30
                duration: 2
                background: black
                layers:
                  - text: "I"
                    font: {size: 80, weight: bold}
                    color: white
                    keyframes: {offset: [{at: 0, value: [-200, 0]}, {at: 1.5, value: [0, 0], spring: bouncy}]}
                """, in: folder)
            let glyph = try #require((json["layers"] as? [[String: Any]])?.first { $0["ty"] as? Int == 4 })
            let keys = try #require(((glyph["ks"] as? [String: Any])?["p"] as? [String: Any])?["k"] as? [[String: Any]])
            #expect(keys.count >= 3 && keys.count <= 15, "a bouncy spring over 60 frames: \(keys.count) keys")
            // The out handle's height: a third on a straight segment.
            let heights = keys.dropLast().compactMap { key in
                ((key["o"] as? [String: Any])?["y"] as? [Any])?.first.flatMap { ($0 as? NSNumber)?.doubleValue }
            }
            #expect(heights.count == keys.count - 1 && heights.contains { abs($0 - 1.0 / 3) > 0.01 }, "Bézier easing, not straight segments: \(keys)")
            // Frames between keys, played by rlottie, are where Kinetype draws them.
            let frames = [3, 7, 12, 19, 26, 41]
            try Self.expectPlaysAsDrawn(lottie, card: [scene.path], frames: frames, in: folder)
        }
    }

    @Test("motion that a straight line covers takes two keys, not one a frame")
    func fewKeys() throws {
        try TestSupport.withTemporaryFolder { folder in
            let (_, _, json) = try Self.lottie(of: """
                version: 1
                canvas: 480x270
                fps: 30
                duration: 2
                layers:
                  - text: "Slide"
                    keyframes: {offset: [{at: 0, value: [-200, 0]}, {at: 2, value: [200, 0], curve: linear}]}
                """, in: folder)
            let layers = try #require(json["layers"] as? [[String: Any]])
            let glyphs = layers.filter { $0["ty"] as? Int == 4 }
            #expect(glyphs.count == 5, "a layer a glyph cluster")
            for layer in glyphs {
                let position = (layer["ks"] as? [String: Any])?["p"] as? [String: Any]
                let keys = position?["k"] as? [[String: Any]]
                #expect(keys?.count == 2, "a linear slide over 60 frames: \(keys?.count ?? 0) keys")
            }
        }
    }

    @Test("a 3 s 512x512 card at 30 fps makes a sticker under 64 KB that rlottie plays")
    func sticker() throws {
        try TestSupport.withTemporaryFolder { folder in
            let scene = folder.appendingPathComponent("card.yaml"), tgs = folder.appendingPathComponent("sticker.tgs")
            try """
                version: 1
                canvas: 512x512
                fps: 30
                duration: 3
                background: clear
                layers:
                  - text: "Hi!"
                    font: {size: 160, weight: bold}
                    color: "#ff3b8e"
                    enter: {name: scale, duration: 0.8}
                    effects: [{effect: bounce.up.byLayer, at: [1.5]}]
                """.write(to: scene, atomically: true, encoding: .utf8)
            let result = InProcess.run(["render", scene.path, "-o", tgs.path])
            #expect(result.status == 0, "\(result.stderr)")
            let bytes = try Data(contentsOf: tgs)
            #expect(bytes.count < 64 * 1024, "\(bytes.count) bytes")
            #expect(bytes.prefix(2) == Data([0x1F, 0x8B]), "gzip")
            let played = try Self.expectPlaysAsDrawn(tgs, card: [scene.path], frames: [45], in: folder)
            #expect(played.width == 512 && played.height == 512 && played.fps == 30)
        }
    }

    @Test("each broken sticker rule is named, exit 2, nothing written")
    func stickerRules() throws {
        try TestSupport.withTemporaryFolder { folder in
            let tgs = folder.appendingPathComponent("sticker.tgs")
            let result = InProcess.run(["render", "--text", "Hi", "--canvas", "640x360", "--fps", "24", "--duration", "4", "-o", tgs.path])
            #expect(result.status == 2)
            for rule in ["512x512", "at most 3 s", "30 or 60 fps"] {
                #expect(result.stderr.contains(rule), "names '\(rule)': \(result.stderr)")
            }
            #expect(!FileManager.default.fileExists(atPath: tgs.path))
        }
    }

    @Test("a feature Lottie cannot show is named, exit 2, nothing written")
    func unsupported() throws {
        try TestSupport.withTemporaryFolder { folder in
            let lottie = folder.appendingPathComponent("card.json")
            let result = InProcess.run(["render", "--text", "Blur", "--transition", "blur", "-o", lottie.path])
            #expect(result.status == 2)
            #expect(result.stderr.contains("Lottie cannot show blur in the text layer “Blur”"), "\(result.stderr)")
            #expect(!FileManager.default.fileExists(atPath: lottie.path))
            // A pixel filter is named by the transition or shader the user wrote, not by its
            // internals (a layerEffect and its sample offsets).
            for (option, name, words) in [("--transition", "flip", "the transition “flip”"), ("--shader", "ripple", "the shader “ripple”"),
                                          ("--shader", "grain", "the shader “grain”")] {
                let refused = InProcess.run(["render", "--text", "Flip", option, name, "-o", lottie.path])
                #expect(refused.status == 2, "\(name): \(refused.stderr)")
                #expect(refused.stderr.contains("Lottie cannot show \(words) (a filter on its pixels) in the text layer “Flip”"), "\(refused.stderr)")
                #expect(!refused.stderr.contains("layerEffect") && !refused.stderr.contains("colorEffect"), "\(refused.stderr)")
                #expect(!FileManager.default.fileExists(atPath: lottie.path))
                let svg = folder.appendingPathComponent("card.svg")
                let animated = InProcess.run(["render", "--text", "Flip", option, name, "--format", "animated-svg", "-o", svg.path])
                if animated.status != 0 {
                    #expect(!animated.stderr.contains("layerEffect") && !animated.stderr.contains("colorEffect"), "\(animated.stderr)")
                    #expect(animated.stderr.contains(words), "\(animated.stderr)")
                }
                try? FileManager.default.removeItem(at: svg)
            }
            // Motion blur adds up moments of each frame: named by its shader, not by the blend
            // mode that adds them.
            let blurred = InProcess.run(["render", "--text", "Slide", "--transition", "move", "--shader", "motionBlur", "-o", lottie.path])
            #expect(blurred.status == 2 && blurred.stderr.contains("the shader “motionBlur”") && !blurred.stderr.contains("plusLighter"),
                    "\(blurred.stderr)")
            #expect(!FileManager.default.fileExists(atPath: lottie.path))
            // The vector options, given for a format they do not apply to, say so.
            for (option, output) in [("--rasterize-unsupported", "card.gif"), ("--rasterize-unsupported", "sticker.tgs"), ("--loop", "card.gif")] {
                let path = folder.appendingPathComponent(output).path
                let misused = InProcess.run(["render", "--text", "Hi", option, "-o", path])
                #expect(misused.status == 2 && misused.stderr.contains(option) && !FileManager.default.fileExists(atPath: path), "\(misused.stderr)")
            }
        }
    }
}
