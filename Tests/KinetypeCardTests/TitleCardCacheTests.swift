import ExampleRenderers
import Foundation
import Kinetype
import KinetypeCard
import KinetypePrimitives
import KinetypeTestSupport
import Testing

/// A scene that uses every cached path: a gradient background, an appear transition and a fade,
/// a catalogue renderer, a chain of replacements, draw on, and a layer that wraps.
private let sceneYAML = """
    version: 1
    canvas: 320x180
    fps: 10
    duration: 2.4
    background:
      linear: {colors: ["#0b1020", "#1d2b53", "#ff3b8e"], angle: 160}
    layers:
      - text: "Create ^[**Visual Effects**](color: \\"#ff3b8e\\")"
        font: {size: 30, weight: semibold}
        enter: {name: appear, duration: 1.2}
        exit: {name: opacity, duration: 0.4}
      - text: "glow"
        font: {size: 24}
        position: {anchor: topLeading}
        renderer: {name: glow, radius: 4}
      - text: "Version 1"
        font: {size: 20}
        position: {anchor: bottomLeading}
        effects:
          - {effect: replace.downUp, at: [0.5], to: "Version 2"}
          - {effect: replace.downUp, at: [1.2], to: "Version 3"}
      - text: "Drawn on, and long enough to wrap"
        font: {size: 18, weight: bold}
        maxWidth: 120
        position: {anchor: bottomTrailing}
        effects:
          - {effect: drawOn.byLayer, at: [0]}
    """

/// The visual layer: a keyframed mesh background, painted text (gradient fill, stroke, shadows,
/// glow), reveals, a shader-style effect (a glitch), a 3-D flip and geometry-aware glyphs. Small:
/// its filters run per pixel.
private let visualYAML = """
    version: 1
    canvas: 160x90
    fps: 10
    duration: 1
    background:
      mesh:
        width: 2
        height: 2
        colors: ["#1b1464", "#e91e63", "#00bcd4", "#0b1020"]
        keyframes: [{at: 1, points: [[0, 0], [1, 0], [0, 1], [0.7, 0.8]]}]
    layers:
      - text: "Paint ^[glow](glow: \\"#ffd60a\\")"
        font: {size: 20, weight: bold}
        fill: {linear: {colors: ["#ff3b8e", "#ffd60a"], angle: 90}}
        stroke: {color: black, width: 3}
        shadow: {color: "#000a", radius: 3, y: 2}
        innerShadow: {radius: 2}
        position: top
        reveal: {name: wipe, softness: 20, duration: 0.6}
        shader: {name: glitch, intensity: 0.5}
      - text: "Flip and lens"
        font: {size: 16}
        enter: {name: flip, duration: 0.6}
        position: center
      - text: "lens lens"
        font: {size: 14}
        renderer: lens
        position: bottom
        conceal: {name: rise, duration: 0.4}
    """

/// The cards the equivalence tests render: scene cards (fixed-text layers), the appearance
/// example (a closure that returns its text anew each frame), a card scaled down, one with a
/// radial gradient, and the visual layer.
private let cardNames = ["scene", "scene scaled 0.5", "appearance example", "radial gradient", "visual layer"]

private func card(named name: String) throws -> TitleCard {
    switch name {
    case "scene":
        return try TitleCard(scene: SceneLoader().load(string: sceneYAML, fileName: "cache.yaml"))
    case "visual layer":
        return try TitleCard(scene: SceneLoader().load(string: visualYAML, fileName: "visual.yaml"))
    case "scene scaled 0.5":
        return try card(named: "scene").scaled(by: 0.5)
    case "appearance example":
        return TitleCard(width: 320, height: 120, fps: 10, duration: 1.2) { time in
            (Text("Hi ") + Text("there").customAttribute(EmphasisAttribute())).font(.system(size: 40))
                .textRenderer(AppearanceEffectRenderer(elapsedTime: time, totalDuration: 0.8))
        }
    default:
        let gradient = Gradient(colors: [.orange, .purple, Color(red: 0.1, green: 0.2, blue: 0.3, opacity: 0.5)])
        return TitleCard(width: 200, height: 100, fps: 10, duration: 1, background: .radialGradient(gradient), layers: [
            TitleCard.Layer(Text("Radial").font(.system(size: 32)), enter: TextTransition(.appear, duration: 0.6)),
        ])
    }
}

/// Every frame of `card` with nothing kept between frames (the reference).
private func coldFrames(_ card: TitleCard) throws -> [Frame] {
    var cold = card
    cold.caches = nil
    return try (0..<cold.frameCount).map { try cold.frame(index: $0) }
}

/// Frames compared byte for byte: size, stride and every pixel word.
private func sameBytes(_ a: Frame, _ b: Frame) -> Bool {
    a.width == b.width && a.height == b.height && a.stride == b.stride && a.pixels == b.pixels
}

/// What a card keeps between frames — layouts, painted backgrounds — changes how long
/// a frame takes, never its bytes, whatever the order or the threads frames render on.
@Suite struct TitleCardCacheTests {
    @Test("frames rendered with warm caches are byte for byte the frames rendered with none: in order, in reverse, on 4 threads",
          arguments: cardNames)
    func warmEqualsCold(name: String) throws {
        let reference = try coldFrames(try card(named: name))
        #expect(reference.count >= 10)

        let inOrder = try card(named: name)
        let reversed = try card(named: name)
        var reverseFrames = [Frame?](repeating: nil, count: reference.count)
        for index in (0..<reference.count).reversed() { reverseFrames[index] = try reversed.frame(index: index) }
        let threaded = try card(named: name)
        let parallel = Locked([Int: Frame]())
        try concurrently(count: reference.count, threads: 4) { index in
            let frame = try threaded.frame(index: index)
            parallel.withLock { $0[index] = frame }
        }
        for index in reference.indices {
            #expect(sameBytes(try inOrder.frame(index: index), reference[index]), "\(name): frame \(index) in order")
            #expect(sameBytes(reverseFrames[index]!, reference[index]), "\(name): frame \(index) in reverse")
            #expect(sameBytes(parallel.withLock { $0[index] }!, reference[index]), "\(name): frame \(index) on 4 threads")
        }
        // A second pass over the same card, everything now kept, still gives the same bytes.
        for index in reference.indices {
            #expect(sameBytes(try inOrder.frame(index: index), reference[index]), "\(name): frame \(index), second pass")
        }
    }

    /// The SVG with Cairo's ids (`surface12`, `glyph0-3`, which count up across a process)
    /// renumbered in the order they first appear.
    static func canonicalSVG(_ data: Data) throws -> String {
        let svg = String(decoding: data, as: UTF8.self)
        let pattern = try NSRegularExpression(pattern: "(?<=id=\"|#)[A-Za-z_-]+[0-9][0-9-]*")
        var names: [String: String] = [:]
        var result = "", last = svg.startIndex
        for match in pattern.matches(in: svg, range: NSRange(svg.startIndex..., in: svg)) {
            let range = Range(match.range, in: svg)!
            let name = String(svg[range])
            let canonical = names[name] ?? "id\(names.count)"
            names[name] = canonical
            result += svg[last..<range.lowerBound] + canonical
            last = range.upperBound
        }
        return result + svg[last...]
    }

    @Test("a vector (SVG) frame is drawn as before: the background is painted, not copied")
    func vectorCanvasPaints() throws {
        let cached = try card(named: "scene")
        var uncached = cached
        uncached.caches = nil
        try TestSupport.withTemporaryFolder { folder in
            _ = try cached.frame(index: 3) // fill the caches first
            var files: [String] = []
            for (index, card) in [cached, uncached].enumerated() {
                let path = folder.appendingPathComponent("\(index).svg").path
                let canvas = try Canvas(vector: .svg, path: path, width: card.pixelWidth, height: card.pixelHeight)
                try card.render(at: 0.3, into: canvas)
                try canvas.finish()
                files.append(try Self.canonicalSVG(try Data(contentsOf: URL(fileURLWithPath: path))))
            }
            #expect(files[0] == files[1])
        }
    }

    @Test("a layer whose text does not change is laid out once for all its frames")
    func fixedTextLaysOutOnce() throws {
        let card = TitleCard(width: 320, height: 120, fps: 10, duration: 1, layers: [
            TitleCard.Layer(Text("Visual Effects").font(.system(size: 32)), enter: TextTransition(.appear, duration: 0.5)),
        ])
        for index in 0..<card.frameCount { _ = try card.frame(index: index) }
        let layouts = try #require(card.caches).layouts.statistics
        #expect(layouts.misses == 1)
        #expect(layouts.hits == card.frameCount - 1)
    }

    @Test("a scene layer with a catalogue renderer, whose renderer is built anew each frame, is laid out once")
    func rendererLayerLaysOutOnce() throws {
        let card = try TitleCard(scene: SceneLoader().load(string: """
            version: 1
            canvas: 320x120
            fps: 10
            duration: 1
            layers:
              - {text: "Wave", font: {size: 32}, renderer: {name: wave}}
            """, fileName: "wave.yaml"))
        for index in 0..<card.frameCount { _ = try card.frame(index: index) }
        #expect(try #require(card.caches).layouts.statistics.misses == 1)
    }

    @Test("replacements lay each text out once; a text that changes every frame is laid out every frame")
    func changingTextsLayOutPerText() throws {
        let replacing = try TitleCard(scene: SceneLoader().load(string: sceneYAML, fileName: "cache.yaml"))
        for index in 0..<replacing.frameCount { _ = try replacing.frame(index: index) }
        // Four layers' texts and two replacement texts, at one width each.
        #expect(try #require(replacing.caches).layouts.statistics.misses == 6)

        let counter = TitleCard(width: 200, height: 80, fps: 10, duration: 1) { time in
            Text("\(Int((time * 10).rounded()))").font(.system(size: 30))
        }
        var reference = counter
        reference.caches = nil
        for index in 0..<counter.frameCount {
            #expect(sameBytes(try counter.frame(index: index), try reference.frame(index: index)))
        }
        #expect(try #require(counter.caches).layouts.statistics.misses == counter.frameCount)
    }

    @Test("a gradient background is painted once per size; a plain colour is filled, not kept")
    func backgroundPaintedOnce() throws {
        let gradient = try card(named: "radial gradient")
        let half = gradient.scaled(by: 0.5)
        for index in 0..<gradient.frameCount {
            _ = try gradient.frame(index: index)
            _ = try half.frame(index: index)
        }
        let backgrounds = try #require(gradient.caches).backgrounds.statistics
        #expect(backgrounds.misses == 2, "one painting at each of the two sizes")
        #expect(backgrounds.count == 2)
        #expect(backgrounds.cost == 200 * 100 * 4 + 100 * 50 * 4)
        #expect(backgrounds.cost <= TitleCard.Caches.backgroundBudget)

        let plain = TitleCard(width: 200, height: 100, fps: 10, duration: 1, background: .color(.blue),
                              layers: [TitleCard.Layer(Text("Plain"))])
        for index in 0..<plain.frameCount { _ = try plain.frame(index: index) }
        #expect(try #require(plain.caches).backgrounds.statistics.misses == 0)
    }
}

/// Runs `job` for each index in `0..<count` on `threads` threads at once (the frames of a card
/// rendered in parallel, as an export does), rethrowing the first failure by index.
private func concurrently(count: Int, threads: Int, _ job: @Sendable (Int) throws -> Void) throws {
    let failures = Locked([Int: any Error]())
    DispatchQueue.concurrentPerform(iterations: threads) { worker in
        for index in stride(from: worker, to: count, by: threads) {
            do { try job(index) } catch { failures.withLock { $0[index] = error } }
        }
    }
    if let first = failures.withLock({ $0.min { $0.key < $1.key } }) { throw first.value }
}
