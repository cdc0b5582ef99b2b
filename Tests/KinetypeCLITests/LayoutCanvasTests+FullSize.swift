import Foundation
import Kinetype
import KinetypeTestSupportCore
import Testing

/// The size lines of the layout work at their own sizes: one frame each of the template at
/// 1920x1080, 1080x1920 and 1080x1080 (the type sized in relative units too), and a 640x360
/// scene over a 1280x720 clip.
extension LayoutCanvasTests {
    /// The template with its font sizes in `vmin` (9 and 6 px on 192x108, as ``template``'s).
    static let relativeTemplate = template
        .replacingOccurrences(of: "size: 9, weight: bold", with: "size: 8.333vmin, weight: bold")
        .replacingOccurrences(of: "size: 6}", with: "size: 5.556vmin}")

    /// The boxes of the blue, red and green ink and of all ink in one pass over the opaque frame's
    /// pixels, each [minX, maxX) × [minY, maxY) (red and green past half their range).
    static func boxes(_ frame: Frame) -> [(minX: Int, minY: Int, maxX: Int, maxY: Int)?] {
        var boxes = [(minX: Int, minY: Int, maxX: Int, maxY: Int)?](repeating: nil, count: 4)
        let pixels = frame.pixels, width = frame.width
        for index in pixels.indices where pixels[index] & 0xFF_FFFF != 0 {
            let pixel = pixels[index], x = index % width, y = index / width
            let red = Int(pixel >> 16 & 255), green = Int(pixel >> 8 & 255), blue = Int(pixel & 255)
            func add(_ slot: Int) {
                let box = boxes[slot]
                boxes[slot] = (min(box?.minX ?? x, x), min(box?.minY ?? y, y), max(box?.maxX ?? x + 1, x + 1), max(box?.maxY ?? y + 1, y + 1))
            }
            if blue > red { add(0) }
            if red > 127 { add(1) }
            if green > 127 { add(2) }
            add(3)
        }
        return boxes
    }

    @Test("one template at 1920x1080, 1080x1920 and 1080x1080: every ink inside the 5% safe area, the plate 5vh and 5vw in (±1 px)",
          arguments: [(1920, 1080), (1080, 1920), (1080, 1080)])
    func oneTemplateFullSize(width: Int, height: Int) throws {
        let frame = try Self.frame(Self.relativeTemplate, on: SceneCanvas(width: width, height: height))
        let boxes = Self.boxes(frame)
        let plate = try #require(boxes[0]), name = try #require(boxes[1]), role = try #require(boxes[2]), all = try #require(boxes[3])
        let (w, h) = (Double(width), Double(height))
        #expect(abs(Double(height - plate.maxY) - 0.05 * h) <= 1, "plate bottom \(plate.maxY) on \(width)x\(height)")
        #expect(abs(Double(plate.minX) - 0.05 * w) <= 1, "plate left \(plate.minX) on \(width)x\(height)")
        #expect(Double(all.minX) >= 0.05 * w - 1 && Double(all.maxX) <= 0.95 * w + 1, "ink \(all) on \(width)x\(height)")
        #expect(Double(all.minY) >= 0.05 * h - 1 && Double(all.maxY) <= 0.95 * h + 1, "ink \(all) on \(width)x\(height)")
        #expect(name.maxY <= role.minY, "name \(name), role \(role)")
        for box in [name, role] {
            #expect(box.minX >= plate.minX && box.maxX <= plate.maxX && box.minY >= plate.minY && box.maxY <= plate.maxY, "\(box) on \(plate)")
        }
        // The type is sized by the canvas's smaller side: the name's ink is as tall on every canvas of one smaller side.
        let side = Double(min(width, height))
        #expect(Double(name.maxY - name.minY) > 0.05 * side && Double(name.maxY - name.minY) < 0.09 * side, "name \(name) on \(width)x\(height)")
    }

    /// The box of the pixels whose brightest channel passes `threshold`, [minX, maxX) × [minY, maxY).
    static func brightBox(_ frame: Frame, threshold: UInt32 = 127) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
        var box: (minX: Int, minY: Int, maxX: Int, maxY: Int)?
        let pixels = frame.pixels, width = frame.width
        for index in pixels.indices {
            let pixel = pixels[index]
            guard max(pixel >> 16 & 255, pixel >> 8 & 255, pixel & 255) > threshold else { continue }
            let x = index % width, y = index / width
            box = (min(box?.minX ?? x, x), min(box?.minY ?? y, y), max(box?.maxX ?? x + 1, x + 1), max(box?.maxY ?? y + 1, y + 1))
        }
        return box
    }

    @Test("a 640x360 pixel-unit scene --over a 1280x720 clip draws twice as large (ink box 2x the 640x360 render's, ±1 px)")
    func overFootageFullSize() throws {
        try TestSupport.withTemporaryFolder { folder in
            let video = folder.appendingPathComponent("black.mp4")
            try TestSupport.writeClip("color=black:size=1280x720:rate=10:duration=0.2", to: video)
            let yaml = """
                version: 1
                canvas: 640x360
                fps: 10
                duration: 0.2
                background: black
                layers:
                  - text: Ada Lovelace
                    font: {family: Noto Sans, size: 36, weight: bold}
                    color: white
                    padding: [8, 16]
                    background: "#ffffff"
                    position: {anchor: bottomLeading, offset: [8, -12]}

                """
            let alone = try #require(Self.brightBox(try Self.frame(yaml, on: SceneCanvas(width: 640, height: 360))))
            let scene = folder.appendingPathComponent("card.yaml"), output = folder.appendingPathComponent("over.png")
            try Data(yaml.utf8).write(to: scene)
            let result = InProcess.run(["render", scene.path, "--over", video.path, "-o", output.path])
            try #require(result.status == 0, "\(result.stderr)")
            let picture = try Image(contentsOf: output)
            #expect(picture.size == CGSize(width: 1280, height: 720))
            let frame = try TitleCard(width: 1280, height: 720, duration: 1, layers: []).over(picture).frame(at: 0)
            let scaled = try #require(Self.brightBox(frame))
            for (twice, once) in [(scaled.minX, alone.minX), (scaled.maxX, alone.maxX), (scaled.minY, alone.minY), (scaled.maxY, alone.maxY)] {
                #expect(abs(twice - 2 * once) <= 1, "over: \(scaled), alone: \(alone)")
            }
        }
    }
}
