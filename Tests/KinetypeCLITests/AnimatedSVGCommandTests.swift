import Foundation
import KinetypeTestSupportCore
import Testing

/// `--format animated-svg`: played by headless Chromium, paused at chosen times with
/// `SVGSVGElement.setCurrentTime`, and compared with Kinetype's own frames (PSNR by ffmpeg).
@Suite struct AnimatedSVGCommandTests {
    static let scene = """
        version: 1
        canvas: 640x360
        fps: 20
        duration: 2
        background: "#202040"
        layers:
          - text: "Hello مرحبا"
            font: {size: 64}
            color: "#ffd60a"
            enter: {name: appear, stagger: glyph, duration: 1}
          - text: "नमस्ते"
            font: {size: 40}
            color: white
            position: {anchor: bottom, offset: [0, -40]}
            start: 0.5
            enter: {name: move, edge: bottom, duration: 0.6}
            exit: {name: opacity, duration: 0.4}
        """

    /// Chromium's screenshot of `svg` inlined in a page, its animations paused at `time`.
    static func screenshot(_ svg: URL, at time: Double, size: (Int, Int), in folder: URL) throws -> URL {
        try screenshot(svg, at: [time], size: size, in: folder)
    }

    /// One Chromium screenshot of `svg` paused at each of `times`, top to bottom: each time is a
    /// page of its own (a frame of the size of the card, so each SVG keeps its own timeline and
    /// its own ids), all framed in one page, so one browser start serves every time.
    static func screenshot(_ svg: URL, at times: [Double], size: (Int, Int), in folder: URL) throws -> URL {
        let markup = try String(contentsOf: svg, encoding: .utf8)
        let body = markup.range(of: "?>").map { String(markup[$0.upperBound...]) } ?? markup
        let style = "<style>html,body{margin:0;padding:0;overflow:hidden;background:#000}svg,iframe{display:block;border:0}</style>"
        var frames = ""
        for (index, time) in times.enumerated() {
            let page = folder.appendingPathComponent("page-\(index).html")
            try """
                <!doctype html><html><head>\(style)</head>
                <body>\(body)<script>const s=document.querySelector('svg');s.pauseAnimations();s.setCurrentTime(\(time));</script></body></html>
                """.write(to: page, atomically: true, encoding: .utf8)
            frames += "<iframe src=\"\(page.lastPathComponent)\" width=\"\(size.0)\" height=\"\(size.1)\" scrolling=\"no\"></iframe>"
        }
        let page = folder.appendingPathComponent("pages.html")
        try "<!doctype html><html><head>\(style)</head><body>\(frames)</body></html>".write(to: page, atomically: true, encoding: .utf8)
        let shot = folder.appendingPathComponent("chromium-\(times.map { "\($0)" }.joined(separator: "-")).png")
        // Chromium's own scratch files go into `folder` too, so the test leaves nothing behind.
        let scratch = folder.appendingPathComponent("tmp")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        let result = try TestSupport.run("/usr/bin/env", [
            "chromium", "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--force-device-scale-factor=1",
            "--user-data-dir=\(folder.appendingPathComponent("profile").path)", "--window-size=\(size.0),\(size.1 * times.count)",
            "--screenshot=\(shot.path)", page.absoluteString,
        ], environment: ["TMPDIR": scratch.path, "HOME": folder.path])
        #expect(result.status == 0, "\(result.stderr.suffix(500))")
        return shot
    }

    /// ffmpeg's PSNR (dB, RGB) between two pictures of the same size; with `band`, between `b`
    /// and the band of `a` that many heights of `b` down (a time of ``screenshot(_:at:size:in:)``'s list).
    static func psnr(_ a: URL, _ b: URL, band: Int? = nil, height: Int = 0) throws -> Double {
        let crop = band.map { "crop=iw:\(height):0:\($0 * height)," } ?? ""
        let result = try TestSupport.run("/usr/bin/env", ["ffmpeg", "-v", "info", "-i", a.path, "-i", b.path, "-lavfi",
                                                          "[0:v]\(crop)format=rgb24[a];[1:v]format=rgb24[b];[a][b]psnr", "-f", "null", "-"])
        let line = result.stderr.split(separator: "\n").first { $0.contains("average:") } ?? ""
        let value = line.split(separator: " ").first { $0.hasPrefix("average:") }.map { String($0.dropFirst("average:".count)) } ?? ""
        return value == "inf" ? .infinity : Double(value) ?? 0
    }

    /// Expects Chromium's view of `svg`, paused a quarter frame into each of `frames`, to match
    /// (PSNR ≥ 30 dB) what Kinetype draws for `card` (the `render` arguments before `--at`).
    ///
    /// Headless Chromium now and then paints a tile of a large filter (a glow's blur) from an
    /// unfinished raster: the same page gives another picture in about one run of sixteen. When a
    /// frame is below the mark, the frames are shot once more, and the better of the two counts.
    static func expectShowsAsDrawn(_ svg: URL, card: [String], frames: [Int], fps: Double, size: (Int, Int), in folder: URL) throws {
        var own: [URL] = []
        for frame in frames {
            own.append(folder.appendingPathComponent("kinetype-\(frame).png"))
            let render = InProcess.run(["render"] + card + ["--at", "\(Double(frame) / fps)", "-o", own[own.count - 1].path])
            #expect(render.status == 0, "\(render.stderr)")
        }
        let times = frames.map { Double($0) / fps + 0.25 / fps }
        let shot = try screenshot(svg, at: times, size: size, in: folder)
        var values = try frames.indices.map { try psnr(shot, own[$0], band: $0, height: size.1) }
        if values.contains(where: { $0 < 30 }) {
            let again = try screenshot(svg, at: times, size: size, in: folder)
            values = try frames.indices.map { max(values[$0], try psnr(again, own[$0], band: $0, height: size.1)) }
        }
        for (frame, value) in zip(frames, values) { #expect(value >= 30, "frame \(frame): \(value) dB") }
    }

    @Test("Chromium paused at five times shows Kinetype's frames (PSNR ≥ 30 dB), in Latin, Arabic and Devanagari")
    func playsAsKinetypeDraws() throws {
        try TestSupport.withTemporaryFolder { folder in
            let scene = folder.appendingPathComponent("card.yaml"), svg = folder.appendingPathComponent("card.svg")
            try Self.scene.write(to: scene, atomically: true, encoding: .utf8)
            let result = InProcess.run(["render", scene.path, "--format", "animated-svg", "-o", svg.path, "--progress", "none"])
            #expect(result.status == 0, "\(result.stderr)")
            let text = try String(contentsOf: svg, encoding: .utf8)
            #expect(text.contains("width=\"640px\"") && text.contains("<animate") && !text.contains("<text"), "outlines, not text")
            // Frames 0, 6, 13, 22 and 37 at 20 fps, paused a quarter frame in.
            try Self.expectShowsAsDrawn(svg, card: [scene.path], frames: [0, 6, 13, 22, 37], fps: 20, size: (640, 360), in: folder)
        }
    }

    @Test("once (the default) holds the last frame after the end; --loop starts again")
    func loopOrOnce() throws {
        try TestSupport.withTemporaryFolder { folder in
            let scene = folder.appendingPathComponent("card.yaml")
            try Self.scene.write(to: scene, atomically: true, encoding: .utf8)
            let once = folder.appendingPathComponent("once.svg"), loop = folder.appendingPathComponent("loop.svg")
            #expect(InProcess.run(["render", scene.path, "--format", "animated-svg", "-o", once.path]).status == 0)
            #expect(InProcess.run(["render", scene.path, "--format", "animated-svg", "--loop", "-o", loop.path]).status == 0)
            let start = folder.appendingPathComponent("start.png"), end = folder.appendingPathComponent("end.png")
            #expect(InProcess.run(["render", scene.path, "--at", "0", "-o", start.path]).status == 0)
            #expect(InProcess.run(["render", scene.path, "--at", "1.95", "-o", end.path]).status == 0)
            // 2.0125 s: just past the end.
            let heldShot = try Self.screenshot(once, at: 2.0125, size: (640, 360), in: folder)
            #expect(try Self.psnr(heldShot, end) >= 30, "once: the last frame stays")
            let loopShot = try Self.screenshot(loop, at: 2.0125, size: (640, 360), in: folder)
            #expect(try Self.psnr(loopShot, start) >= 30, "loop: the first frame again")
        }
    }

    /// Gradients (linear and radial, in text fills and outlines, shapes and the background),
    /// shapes, an SVG picture, and a twirl's blur and brightness flash.
    static var paintedScene: String {
        let mark = TestSupport.packageRoot.appendingPathComponent("Examples/Scenes/images/kinetype-mark.svg").path
        return """
            version: 1
            canvas: 640x360
            fps: 20
            duration: 2
            background: {linear: {colors: ["#2b3a4a", "#101418"], angle: 160}}
            layers:
              - shape: {kind: roundedRect, width: 560, height: 110, cornerRadius: 14}
                fill: {linear: {colors: ["#141b2d", "#3a4f7a"], angle: 90}}
                position: {anchor: bottom, offset: [0, -24]}
                keyframes: {offset: [{at: 0, value: [-640, 0]}, {at: 0.8, value: [0, 0], spring: bouncy}]}
              - image: {file: "\(mark)", width: 72}
                position: {anchor: bottomLeading, offset: [60, -42]}
                enter: {name: scale, duration: 0.5}
              - text: "Sunset"
                font: {size: 84, weight: bold}
                fill: {linear: {colors: ["#ff3b8e", "#ffd60a"], angle: 90}}
                stroke: {color: "#ffffff", width: 3, placement: overFill}
                position: {anchor: top, offset: [0, 40]}
                enter: {name: move, edge: bottom, stagger: glyph, duration: 1}
              - text: "Twirl"
                font: {size: 56, weight: bold}
                fill: {radial: {colors: ["#ffffff", "#00c7be"]}}
                position: {anchor: bottom, offset: [40, -46]}
                enter: {name: twirl, duration: 1}
            """
    }

    @Test("gradients, shapes, a picture, blur and a brightness flash play in Chromium as Kinetype draws them (PSNR ≥ 30 dB at five times)")
    func paintedCard() throws {
        try TestSupport.withTemporaryFolder { folder in
            let scene = folder.appendingPathComponent("card.yaml"), svg = folder.appendingPathComponent("card.svg")
            try Self.paintedScene.write(to: scene, atomically: true, encoding: .utf8)
            let result = InProcess.run(["render", scene.path, "--format", "animated-svg", "-o", svg.path, "--progress", "none"])
            #expect(result.status == 0, "\(result.stderr)")
            let text = try String(contentsOf: svg, encoding: .utf8)
            for element in ["<linearGradient", "<radialGradient", "<feColorMatrix", "<feGaussianBlur", "data:image/png"] {
                #expect(text.contains(element), "has \(element)")
            }
            try Self.expectShowsAsDrawn(svg, card: [scene.path], frames: [0, 5, 9, 16, 30], fps: 20, size: (640, 360), in: folder)
        }
    }

    @Test("the README's broadcast lower third (a shadowed plate on a spring, a picture, wipes, stacks) plays in Chromium as Kinetype draws it, at half size")
    func broadcastLowerThird() throws {
        try TestSupport.withTemporaryFolder { folder in
            let scene = TestSupport.packageRoot.appendingPathComponent("Examples/Scenes/broadcast-lower-third.yaml").path
            let svg = folder.appendingPathComponent("card.svg")
            let result = InProcess.run(["render", scene, "--scale", "0.5", "--format", "animated-svg", "-o", svg.path])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(try String(contentsOf: svg, encoding: .utf8).contains("<feDropShadow"))
            try Self.expectShowsAsDrawn(svg, card: [scene, "--scale", "0.5"], frames: [15, 45, 75, 114], fps: 30, size: (640, 360), in: folder)
        }
    }

    @Test("text drop shadows and glows (cast beneath all the text, and drawn with each text) play in Chromium as Kinetype draws them; inner shadows are refused")
    func textShadows() throws {
        try TestSupport.withTemporaryFolder { folder in
            let scene = folder.appendingPathComponent("card.yaml"), svg = folder.appendingPathComponent("card.svg")
            try """
                version: 1
                canvas: 640x360
                fps: 20
                duration: 1.5
                background: "#3a4f7a"
                layers:
                  - text: "Shadowed"
                    font: {size: 80, weight: bold}
                    color: "#ffd60a"
                    shadow: {color: "#0008", radius: 6, x: 4, y: 6}
                    position: {anchor: top, offset: [0, 40]}
                    enter: {name: move, edge: bottom, stagger: glyph, duration: 0.8}
                  - text: "Glow"
                    font: {size: 70, weight: bold}
                    color: "#ffe0f0"
                    glow: {color: "#ff3b8e", radius: 12}
                    position: {anchor: bottom, offset: [0, -50]}
                    enter: {name: scale, duration: 0.6}
                """.write(to: scene, atomically: true, encoding: .utf8)
            let result = InProcess.run(["render", scene.path, "--format", "animated-svg", "-o", svg.path])
            #expect(result.status == 0, "\(result.stderr)")
            try Self.expectShowsAsDrawn(svg, card: [scene.path], frames: [4, 10, 25], fps: 20, size: (640, 360), in: folder)
            try """
                version: 1
                layers:
                  - text: "Inset"
                    innerShadow: "#000"
                """.write(to: scene, atomically: true, encoding: .utf8)
            let inner = InProcess.run(["render", scene.path, "--format", "animated-svg", "-o", folder.appendingPathComponent("inner.svg").path])
            #expect(inner.status == 2 && inner.stderr.contains("inner shadows in the text layer “Inset”"), "\(inner.stderr)")
        }
    }

    @Test("with --rasterize-unsupported, shadows and a 3-D flip go in as Kinetype's pixels, and Chromium shows the frames (PSNR ≥ 30 dB)")
    func rasterizeUnsupported() throws {
        try TestSupport.withTemporaryFolder { folder in
            let svg = folder.appendingPathComponent("card.svg")
            let card = ["--text", "Flip", "--shadow", "#000", "--transition", "flip", "--canvas", "480x270", "--fps", "20", "--duration", "1.5"]
            let refused = InProcess.run(["render"] + card + ["--format", "animated-svg", "-o", svg.path])
            #expect(refused.status == 2 && !FileManager.default.fileExists(atPath: svg.path), "\(refused.stderr)")
            let result = InProcess.run(["render"] + card + ["--format", "animated-svg", "--rasterize-unsupported", "-o", svg.path])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(try String(contentsOf: svg, encoding: .utf8).contains("data:image/png"))
            try Self.expectShowsAsDrawn(svg, card: card, frames: [2, 6, 20], fps: 20, size: (480, 270), in: folder)
        }
    }

    @Test("a card with colour emoji is refused with exit 2, naming it, and nothing is written")
    func unsupportedFeature() throws {
        try TestSupport.withTemporaryFolder { folder in
            let svg = folder.appendingPathComponent("card.svg")
            let result = InProcess.run(["render", "--text", "Hi 👋", "--format", "animated-svg", "-o", svg.path])
            #expect(result.status == 2, "\(result.stderr)")
            #expect(result.stderr.contains("colour (emoji) glyphs"), "\(result.stderr)")
            #expect(!FileManager.default.fileExists(atPath: svg.path))
        }
    }
}
