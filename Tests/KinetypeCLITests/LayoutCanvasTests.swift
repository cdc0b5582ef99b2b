import Foundation
import Kinetype
import KinetypeTestSupportCore
import Testing

/// One template for every canvas: relative units and `position.margin` laid out again for the
/// canvas the scene is rendered on (`--canvas`, `--aspect`), `variants` switching a layer's keys
/// by the canvas's shape, and a pixel-unit scene drawn `--over` footage of its shape at the
/// footage's size; measured on rendered pixels.
@Suite struct LayoutCanvasTests {
    /// A lower third in relative units: a name and a role in a stack on a blue plate, its box
    /// 5vh from the bottom and 5vw from the left (`margin`), the name red, the role green.
    static let template = """
        version: 1
        canvas: 192x108
        fps: 10
        duration: 1
        background: black
        layers:
          - stack:
              alignment: leading
              spacing: 1vmin
              layers:
                - text: Ada Lovelace
                  font: {family: Noto Sans, size: 9, weight: bold}
                  color: "#ff0000"
                - text: Engineer
                  font: {family: Noto Sans, size: 6}
                  color: "#00ff00"
            padding: [1vmin, 2vmin]
            background: "#0000ff"
            position: {anchor: bottomLeading, margin: [5vh, 5vw]}

        """

    /// The frame at 0 of `yaml` on `canvas` (as `--canvas` sets it).
    static func frame(_ yaml: String, on canvas: SceneCanvas) throws -> Frame {
        var scene = try SceneLoader().load(string: yaml, fileName: "card.yaml")
        scene.canvas = canvas
        return try TitleCard(scene: scene).frame(at: 0)
    }

    /// The box of the pixels where any channel passes `threshold`: [minX, maxX) × [minY, maxY).
    static func ink(width: Int, height: Int, threshold: Int = 0, _ value: (Int, Int) -> Int)
        -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
        var box: (minX: Int, minY: Int, maxX: Int, maxY: Int)?
        for y in 0..<height {
            for x in 0..<width where value(x, y) > threshold {
                box = (min(box?.minX ?? x, x), min(box?.minY ?? y, y), max(box?.maxX ?? x + 1, x + 1), max(box?.maxY ?? y + 1, y + 1))
            }
        }
        return box
    }

    static func ink(_ frame: Frame, channel: Int? = nil, threshold: Int = 0) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
        ink(width: frame.width, height: frame.height, threshold: threshold) { x, y in
            let pixel = frame.pixel(x: x, y: y)
            let channels = [Int(pixel.red), Int(pixel.green), Int(pixel.blue)]
            return channel.map { channels[$0] } ?? channels.max()!
        }
    }

    @Test("one template at 192x108, 108x192 and 108x108: every ink inside the canvas's 5% safe area, the plate 5vh from the bottom (±1 px)",
          arguments: [(192, 108), (108, 192), (108, 108)])
    func oneTemplateEveryAspect(width: Int, height: Int) throws {
        let frame = try Self.frame(Self.template, on: SceneCanvas(width: width, height: height))
        let plate = try #require(Self.ink(frame, channel: 2)), all = try #require(Self.ink(frame))
        let (w, h) = (Double(width), Double(height))
        #expect(abs(Double(height - plate.maxY) - 0.05 * h) <= 1, "plate bottom \(plate.maxY) on \(width)x\(height)")
        #expect(abs(Double(plate.minX) - 0.05 * w) <= 1, "plate left \(plate.minX) on \(width)x\(height)")
        // Title-safe: 5% in from every edge (±1 px).
        #expect(Double(all.minX) >= 0.05 * w - 1 && Double(all.maxX) <= 0.95 * w + 1, "ink \(all) on \(width)x\(height)")
        #expect(Double(all.minY) >= 0.05 * h - 1 && Double(all.maxY) <= 0.95 * h + 1, "ink \(all) on \(width)x\(height)")
        // The name and the role are both on the plate, the role under the name.
        let name = try #require(Self.ink(frame, channel: 0, threshold: 127)), role = try #require(Self.ink(frame, channel: 1, threshold: 127))
        #expect(name.maxY <= role.minY, "name \(name), role \(role)")
        for box in [name, role] {
            #expect(box.minX >= plate.minX && box.maxX <= plate.maxX && box.minY >= plate.minY && box.maxY <= plate.maxY, "\(box) on \(plate)")
        }
    }

    @Test("render --aspect 9:16 lays the template out again on 108x192: its 5vh margin is 9.6 px there, not 5.4 (nor the default 5)")
    func aspectOptionLaysOutAgain() throws {
        try TestSupport.withTemporaryFolder { folder in
            let scene = folder.appendingPathComponent("card.yaml"), output = folder.appendingPathComponent("card.png")
            try Data(Self.template.utf8).write(to: scene)
            let result = InProcess.run(["render", scene.path, "--aspect", "9:16", "-o", output.path])
            try #require(result.status == 0, "\(result.stderr)")
            let png = try TestSupport.decodePNG(Data(contentsOf: output))
            #expect(png.width == 108 && png.height == 192)
            let plate = try #require(Self.ink(width: png.width, height: png.height) { x, y in
                let blue = Int(png.rgba[(y * png.width + x) * 4 + 2]), red = Int(png.rgba[(y * png.width + x) * 4])
                return blue - red
            })
            #expect(abs(Double(192 - plate.maxY) - 9.6) <= 1, "plate bottom \(plate.maxY)")
        }
    }

    @Test("variants: the first whose when holds on the canvas replaces the layer's keys; none holding, the layer as written")
    func variantsSwitchByAspect() throws {
        let yaml = """
            version: 1
            canvas: 192x108
            fps: 10
            duration: 1
            layers:
              - shape: {kind: rect, width: 20, height: 10}
                color: "#0000ff"
                position: {anchor: bottomLeading, margin: 0}
                variants:
                  - when: {aspect: portrait}
                    position: {anchor: top, margin: 10vh}
                  - when: {minWidth: 100}
                    position: {anchor: topTrailing, margin: 0}
                    color: "#ff0000"

            """
        // Landscape 192x108: the second variant (192 ≥ 100): red, top right.
        let landscape = try Self.frame(yaml, on: SceneCanvas(width: 192, height: 108))
        #expect(Self.ink(landscape, channel: 0).map { $0.minX == 172 && $0.minY == 0 } == true, "\(String(describing: Self.ink(landscape)))")
        #expect(Self.ink(landscape, channel: 2) == nil)
        // Portrait 108x192: the first (both hold, 108 ≥ 100; the first wins): centred, 10vh (19.2) from the top.
        let portrait = try Self.frame(yaml, on: SceneCanvas(width: 108, height: 192))
        let top = try #require(Self.ink(portrait, channel: 2))
        #expect(top.minX == 44 && abs(Double(top.minY) - 19.2) <= 1, "\(top)")
        // 90x90: square and narrower than 100: neither, the layer as written at the bottom left.
        let square = try Self.frame(yaml, on: SceneCanvas(width: 90, height: 90))
        let written = try #require(Self.ink(square, channel: 2))
        #expect(written.minX == 0 && written.maxY == 90, "\(written)")
    }
}
