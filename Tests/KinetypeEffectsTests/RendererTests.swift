import ExampleRenderers
import Foundation
import Kinetype
import KinetypeTestSupport
import KinetypeTestSupportCore
import Testing

/// The example renderers, through TitleCard: traces of what they draw and measured pixels.
@Suite struct RendererTests {
    static func appearanceText(_ time: TimeInterval?) -> Text {
        let text = (Text("Create ") + Text("Visual Effects").customAttribute(EmphasisAttribute()) + Text(" now"))
            .font(.system(size: 48, weight: .semibold))
        guard let time else { return text }
        return text.textRenderer(AppearanceEffectRenderer(elapsedTime: time, totalDuration: 1.2))
    }

    static func card(_ content: @escaping @Sendable (TimeInterval) -> Text) -> TitleCard {
        TitleCard(width: 640, height: 200, fps: 30, duration: 1.5, content: content)
    }

    /// The largest difference of any channel between two frames.
    static func maxDifference(_ a: Frame, _ b: Frame, in rect: CGRect? = nil) -> Int {
        var worst = 0
        let box = rect ?? CGRect(x: 0, y: 0, width: a.width, height: a.height)
        for y in Int(box.minY)..<Int(box.maxY) {
            for x in Int(box.minX)..<Int(box.maxX) {
                worst = max(worst, TestSupport.channelDifference(a.pixel(x: x, y: y), b.pixel(x: x, y: y)))
            }
        }
        return worst
    }

    @Test("appearance: no text pixels at t = 0")
    func appearanceStartsEmpty() throws {
        let frame = try Self.card(Self.appearanceText).frame(at: 0)
        let mismatches = TestSupport.pixelMismatches(xs: 0..<frame.width, ys: 0..<frame.height,
                                                     actual: { frame.pixel(x: $0, y: $1) }, expected: { _, _ in (0, 0, 0, 255) })
        #expect(mismatches.isEmpty, "only the black background at t = 0: \(mismatches)")
    }

    @Test("appearance: once the transition is done it matches the plain render within 1/255")
    func appearanceEndsPlain() throws {
        let plain = try Self.card { _ in Self.appearanceText(nil) }.frame(at: 0)
        // As SwiftUI drops a finished transition, the card draws the text plainly once the
        // renderer's time is past its total duration.
        let done = try Self.card { t in Self.appearanceText(t < 1.2 ? t : nil) }.frame(at: 1.4)
        #expect(Self.maxDifference(plain, done) <= 1)
        // With the renderer at its end the glyphs rest within a pixel of the plain render: the
        // seed's spring is evaluated at elementDuration, where it has nearly (not fully) settled.
        let atEnd = try Self.card { _ in Self.appearanceText(1.2) }.frame(at: 0)
        let rows = { (frame: Frame) -> [Int] in
            (0..<frame.height).filter { y in (0..<frame.width).contains { frame.pixel(x: $0, y: y).red > 128 } }
        }
        let plainRows = rows(plain), endRows = rows(atEnd)
        expectClose(plainRows.first ?? 0, endRows.first ?? 0, tolerance: 1)
        expectClose(plainRows.last ?? 0, endRows.last ?? 0, tolerance: 1)
    }

    @Test("appearance: in between, partial alpha and blur on emphasised glyphs only")
    func appearanceMidway() throws {
        let layout = try Self.appearanceText(nil).layout(maxWidth: 640 - 64)
        let context = GraphicsContext.recording()
        var copy = context
        AppearanceEffectRenderer(elapsedTime: 0.5, totalDuration: 1.2).draw(layout: layout, in: &copy)
        let lines = context.trace
        // One command per cluster of the emphasised run ("ff" is one ligature), one per plain run.
        let emphasisedRun = try #require(layout[0].first { $0[EmphasisAttribute.self] != nil })
        #expect(lines.count == 2 + emphasisedRun.count, "\(lines)")
        for line in lines {
            let text = line.split(separator: "\"")[1]
            if line.contains("filters blur") {
                #expect("Visual Effects".contains(text), "\(line)")
                #expect(line.contains("unquantized"))
            } else {
                #expect(text == "Create " || text == "now", "\(line) in \(lines)")  // " now" wraps; its space hangs
            }
        }
        // Some glyphs are still fading: opacity strictly between 0 and 1 with a blur radius > 0.
        #expect(lines.contains { line in
            guard let range = line.range(of: "opacity ") else { return false }
            let value = Double(line[range.upperBound...].prefix { $0 != " " }) ?? 0
            return value > 0 && value < 1 && line.contains("blur(") && !line.contains("blur(0)")
        })

        // Pixels: the plain runs are already fully drawn; the emphasised region differs from the plain render.
        let card = Self.card(Self.appearanceText)
        let plain = try Self.card { _ in Self.appearanceText(nil) }.frame(at: 0)
        let mid = try card.frame(at: 0.5)
        let origin = CGPoint(x: ((640 - layout.size.width) / 2).rounded(), y: ((200 - layout.size.height) / 2).rounded())
        let runs = layout[0].map { $0 }
        func box(_ run: Text.Layout.Run) -> CGRect {
            run.typographicBounds.rect.offsetBy(dx: origin.x, dy: origin.y).insetBy(dx: 2, dy: 0)
        }
        #expect(Self.maxDifference(plain, mid, in: box(runs[0])) <= 1, "the first plain run is done")
        #expect(Self.maxDifference(plain, mid, in: box(runs[1])) > 40, "the emphasised run is mid-transition")
        var partial = 0
        let emphasisBox = box(runs[1])
        for y in Int(emphasisBox.minY)..<Int(emphasisBox.maxY) {
            for x in Int(emphasisBox.minX)..<Int(emphasisBox.maxX) {
                let v = mid.pixel(x: x, y: y).red
                if v > 20 && v < 235 { partial += 1 }
            }
        }
        #expect(partial > 500, "blurred, fading glyphs leave many partial pixels")
    }

    @Test("glow: displayPadding — the glow past the text bounds is fully visible")
    func glowPadding() throws {
        let text = Text("GLOW").font(.system(size: 60, weight: .black))
        let card = TitleCard(width: 400, height: 200, duration: 1, background: .black) { _ in
            text.textRenderer(GlowRenderer(time: 0, color: Color(red: 1, green: 0, blue: 0), radius: 10, pulse: 0))
        }
        let renderer = GlowRenderer(radius: 10)
        #expect(renderer.displayPadding == EdgeInsets(top: 30, leading: 30, bottom: 30, trailing: 30))
        let frame = try card.frame(at: 0)
        let layout = try text.layout(maxWidth: 360)
        let box = layout.typographicBounds.offsetBy(dx: ((400 - layout.size.width) / 2).rounded(),
                                                     dy: ((200 - layout.size.height) / 2).rounded())
        // Red glow (not white text) outside the text box, fading with distance, and no hard edge at the box.
        let y = Int(box.midY)
        let justOutside = frame.pixel(x: Int(box.minX) - 3, y: y), farther = frame.pixel(x: Int(box.minX) - 12, y: y)
        #expect(justOutside.red > 60 && justOutside.green < justOutside.red / 2)
        #expect(farther.red > 5 && farther.red < justOutside.red)
        let inside = frame.pixel(x: Int(box.minX) + 1, y: y).red
        expectClose(Int(inside), Int(frame.pixel(x: Int(box.minX) - 1, y: y).red), tolerance: 39, "no cut at the text's edge")
    }

    @Test("wave and line opacity follow their formulas")
    func waveAndLines() throws {
        let wave = WaveRenderer(time: 0.25, amplitude: 10, frequency: 1, wavelength: 4)
        expectClose(wave.offset(index: 0), 10, tolerance: 1e-9)      // sin(π/2)
        expectClose(wave.offset(index: 1), 0, tolerance: 1e-9)       // sin(0)
        let layout = try Text("abc").font(.system(size: 30)).layout()
        let context = GraphicsContext.recording()
        var copy = context
        wave.draw(layout: layout, in: &copy)
        #expect(context.trace == ["text \"a\" unquantized translate 0,10", "text \"b\" unquantized",
                                  "text \"c\" unquantized translate 0,-10"])

        let lines = try Text("one\ntwo\nthree").font(.system(size: 30)).layout()
        let linesContext = GraphicsContext.recording()
        var linesCopy = linesContext
        AlternatingLineOpacityRenderer(phase: 0, dimmedOpacity: 0.35).draw(layout: lines, in: &linesCopy)
        #expect(linesContext.trace == ["text \"one\"", "text \"two\" opacity 0.35", "text \"three\""])
    }

    @Test("highlight: a marker behind marked runs only, before the text")
    func highlight() throws {
        let layout = try (Text("a ") + Text("marked").customAttribute(HighlightAttribute(color: .yellow)) + Text(" b"))
            .font(.system(size: 30)).layout()
        let context = GraphicsContext.recording()
        var copy = context
        HighlightRenderer(progress: 1).draw(layout: layout, in: &copy)
        #expect(context.trace.count == 2)
        #expect(context.trace[0].hasPrefix("fill "))
        #expect(context.trace[1] == "text \"a marked b\"")
    }
}
