import Foundation
import KinetypeGraphics
import KinetypePrimitives
import KinetypeTestSupport
import KinetypeTestSupportCore
import KinetypeText
import Testing

/// GraphicsContext: value semantics, filters, blend modes, clips and layers, checked on a text
/// trace of the commands and on measured pixels.
@Suite struct GraphicsContextTests {
    let layout = try! Text("Hello").font(.system(size: 40)).layout()

    @Test("a modified copy leaves the original's later draws unaffected (trace)")
    func valueSemanticsTrace() {
        let context = GraphicsContext.recording()
        var copy = context
        copy.opacity = 0.5
        copy.translateBy(x: 10, y: 20)
        copy.addFilter(.blur(radius: 3))
        copy.draw(layout[0])
        context.draw(layout[0])
        #expect(context.trace == [
            "text \"Hello\" opacity 0.5 translate 10,20 filters blur(3)",
            "text \"Hello\"",
        ])
    }

    @Test("a modified copy leaves the original's later draws unaffected (pixels)")
    func valueSemanticsPixels() throws {
        let a = try Canvas(width: 200, height: 80), b = try Canvas(width: 200, height: 80)
        for canvas in [a, b] { canvas.fill(with: .black) }
        let original = GraphicsContext(canvas: a)
        var copy = original
        copy.opacity = 0.2
        copy.addFilter(.blur(radius: 4))
        copy.translateBy(x: 100, y: 0)
        copy.fill(Path(CGRect(x: 0, y: 0, width: 20, height: 20)), with: .color(.white))
        original.fill(Path(CGRect(x: 10, y: 40, width: 20, height: 20)), with: .color(.white))
        GraphicsContext(canvas: b).fill(Path(CGRect(x: 10, y: 40, width: 20, height: 20)), with: .color(.white))
        // The original's square is crisp and opaque, exactly as in a fresh context.
        let mismatches = TestSupport.pixelMismatches(xs: 5..<35, ys: 35..<65,
                                                     actual: { a.pixel(x: $0, y: $1) }, expected: { b.pixel(x: $0, y: $1) })
        #expect(mismatches.isEmpty, "\(mismatches)")
        #expect(a.pixel(x: 20, y: 50) == (255, 255, 255, 255))
    }

    @Test("a blur touches only the drawn bounds plus its reach")
    func blurIsLocal() throws {
        let canvas = try Canvas(width: 300, height: 200)
        // A pattern everywhere, so any stray write shows.
        let context = GraphicsContext(canvas: canvas)
        for i in 0..<30 {
            context.fill(Path(CGRect(x: i * 10, y: 0, width: 5, height: 200)), with: .color(Color(red: 0.2, green: 0.4, blue: Double(i) / 30)))
        }
        let before = (0..<200).map { y in (0..<300).map { canvas.pixel(x: $0, y: y) } }
        var blurred = context
        blurred.addFilter(.blur(radius: 4))
        blurred.fill(Path(CGRect(x: 40, y: 40, width: 20, height: 20)), with: .color(.white))
        let reach = 12 + 2   // 3σ plus the rounding margin
        let inside = { (x: Int, y: Int) in x >= 40 - reach && x < 60 + reach && y >= 40 - reach && y < 60 + reach }
        let outside = TestSupport.pixelMismatches(xs: 0..<300, ys: 0..<200, where: { !inside($0, $1) },
                                                  actual: { canvas.pixel(x: $0, y: $1) }, expected: { before[$1][$0] })
        #expect(outside.isEmpty, "pixels outside the blur's reach changed: \(outside)")
        let changedInside = TestSupport.pixelMismatches(xs: 0..<300, ys: 0..<200, where: inside,
                                                        actual: { canvas.pixel(x: $0, y: $1) }, expected: { before[$1][$0] })
        #expect(changedInside.count > 400)
        // Blurred: the square's edge is soft, its centre nearly white.
        #expect(canvas.pixel(x: 50, y: 50).red > 200)
        let edge = canvas.pixel(x: 40, y: 50).red
        #expect(edge > 100 && edge < 200)
    }

    @Test("filter radii are in user space: a scaled context blurs proportionally more device pixels")
    func filtersFollowScale() throws {
        let scaled = try Canvas(width: 120, height: 120), direct = try Canvas(width: 120, height: 120)
        var a = GraphicsContext(canvas: scaled)
        a.scaleBy(x: 2, y: 2)
        a.addFilter(.blur(radius: 3))
        a.fill(Path(CGRect(x: 20, y: 20, width: 20, height: 20)), with: .color(.white))
        var b = GraphicsContext(canvas: direct)
        b.addFilter(.blur(radius: 6))
        b.fill(Path(CGRect(x: 40, y: 40, width: 40, height: 40)), with: .color(.white))
        var worst = 0
        for y in 0..<120 { for x in 0..<120 { worst = max(worst, abs(Int(scaled.pixel(x: x, y: y).alpha) - Int(direct.pixel(x: x, y: y).alpha))) } }
        #expect(worst <= 1)
    }

    @Test("filters apply in the order added")
    func filterOrder() throws {
        func render(_ filters: [GraphicsContext.Filter]) throws -> (UInt8, UInt8, UInt8, UInt8) {
            let canvas = try Canvas(width: 20, height: 20)
            var context = GraphicsContext(canvas: canvas)
            for filter in filters { context.addFilter(filter) }
            context.fill(Path(CGRect(x: 0, y: 0, width: 20, height: 20)), with: .color(Color(red: 0.2, green: 0.6, blue: 1)))
            return canvas.pixel(x: 10, y: 10)
        }
        let grayThenRed = try render([.grayscale(1), .colorMultiply(Color(red: 1, green: 0, blue: 0))])
        let redThenGray = try render([.colorMultiply(Color(red: 1, green: 0, blue: 0)), .grayscale(1)])
        #expect(grayThenRed.1 == 0 && grayThenRed.2 == 0 && grayThenRed.0 > 100, "gray, then tinted red")
        #expect(redThenGray.0 == redThenGray.1 && redThenGray.1 == redThenGray.2, "tinted red, then gray")
        let inverted = try render([.colorInvert()])
        expectClose(Int(inverted.0), 204, tolerance: 1)
        expectClose(Int(inverted.1), 102, tolerance: 1)
        #expect(inverted.2 == 0)
    }

    @Test("blend modes combine with what is there")
    func blendModes() throws {
        func blend(_ mode: GraphicsContext.BlendMode, _ top: Color, over bottom: Color) throws -> (UInt8, UInt8, UInt8, UInt8) {
            let canvas = try Canvas(width: 4, height: 4)
            canvas.fill(with: bottom)
            var context = GraphicsContext(canvas: canvas)
            context.blendMode = mode
            context.fill(Path(CGRect(x: 0, y: 0, width: 4, height: 4)), with: .color(top))
            return canvas.pixel(x: 1, y: 1)
        }
        #expect(try blend(.multiply, Color(red: 1, green: 0, blue: 0), over: .white) == (255, 0, 0, 255))
        #expect(try blend(.difference, .white, over: .white) == (0, 0, 0, 255))
        // 1 − (1 − 128/255)² = 0.752 → 192.
        expectClose(Int(try blend(.screen, Color(red: 0.5, green: 0, blue: 0), over: Color(red: 0.5, green: 0, blue: 0)).0), 192, tolerance: 1)
        #expect(try blend(.plusLighter, Color(red: 0.5, green: 0, blue: 0), over: Color(red: 0.4, green: 0, blue: 0)).0 == 230)
        #expect(try blend(.destinationOver, .white, over: Color(red: 1, green: 0, blue: 0)) == (255, 0, 0, 255))
    }

    @Test("a blend mode applies to a drawing clipped to a box of whole pixels, or to a mask, as to one drawn unclipped",
          arguments: [("box", GraphicsContext.BlendMode.destinationOut), ("mask", .destinationOut), ("box", .multiply), ("mask", .multiply)])
    func blendModesThroughClips(clip: String, mode: GraphicsContext.BlendMode) throws {
        let canvas = try Canvas(width: 40, height: 40)
        canvas.fill(with: Color(red: 0, green: 1, blue: 1))
        var context = GraphicsContext(canvas: canvas)
        if clip == "box" {
            context.clip(to: Path(CGRect(x: 10, y: 10, width: 20, height: 20)))
        } else {
            context.clipToLayer { $0.fill(Path(CGRect(x: 10, y: 10, width: 20, height: 20)), with: .color(.white)) }
        }
        context.blendMode = mode
        context.fill(Path(CGRect(x: 0, y: 0, width: 40, height: 40)), with: .color(Color(red: 1, green: 0, blue: 1)))
        let inside = canvas.pixel(x: 20, y: 20), outside = canvas.pixel(x: 5, y: 5)
        #expect(outside == (0, 255, 255, 255), "outside the clip nothing changes")
        if mode == .destinationOut {
            #expect(inside.alpha == 0, "destinationOut erases where it draws: \(inside)")
        } else {
            #expect(inside == (0, 0, 255, 255), "cyan times magenta is blue: \(inside)")
        }
    }

    @Test("clips limit later draws; inverse clips keep the outside")
    func clips() throws {
        let canvas = try Canvas(width: 100, height: 100)
        canvas.fill(with: .black)
        var context = GraphicsContext(canvas: canvas)
        context.clip(to: Path(CGRect(x: 20, y: 20, width: 30, height: 30)))
        context.fill(Path(CGRect(x: 0, y: 0, width: 100, height: 100)), with: .color(.white))
        #expect(canvas.pixel(x: 30, y: 30).red == 255)
        #expect(canvas.pixel(x: 10, y: 10).red == 0)
        #expect(canvas.pixel(x: 60, y: 30).red == 0)

        let inverse = try Canvas(width: 100, height: 100)
        inverse.fill(with: .black)
        var outside = GraphicsContext(canvas: inverse)
        outside.clip(to: Path(CGRect(x: 20, y: 20, width: 30, height: 30)), options: .inverse)
        outside.fill(Path(CGRect(x: 0, y: 0, width: 100, height: 100)), with: .color(.white))
        #expect(inverse.pixel(x: 30, y: 30).red == 0)
        #expect(inverse.pixel(x: 10, y: 10).red == 255)
    }

    @Test("clipToLayer masks by what the content draws")
    func clipToLayer() throws {
        let canvas = try Canvas(width: 100, height: 100)
        canvas.fill(with: .black)
        var context = GraphicsContext(canvas: canvas)
        context.clipToLayer { mask in
            mask.fill(Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100)), with: .color(.white))
        }
        context.fill(Path(CGRect(x: 0, y: 0, width: 100, height: 100)), with: .color(.white))
        #expect(canvas.pixel(x: 50, y: 50).red == 255)
        #expect(canvas.pixel(x: 2, y: 2).red == 0, "the corner is outside the circle")
    }

    @Test("a shadow cast again from the same shape is the same; a new shape of the same size casts its own (the shadow cache never answers for another shape)")
    func shadowsRecast() throws {
        // Two shapes of one size: a bar on the left, and on the right; each drawn in a layer with
        // a drop shadow, in turns, in colours that change (the shadow depends on the shape alone).
        func draw(left: Bool, colour: Color) throws -> Canvas {
            let canvas = try Canvas(width: 120, height: 60)
            canvas.fill(with: .white)
            var context = GraphicsContext(canvas: canvas)
            context.addFilter(.shadow(color: .black, radius: 4, x: 0, y: 6))
            context.drawLayer { layer in
                layer.fill(Path(CGRect(x: left ? 10 : 70, y: 10, width: 40, height: 20)), with: .color(colour))
            }
            return canvas
        }
        func shadowRow(_ canvas: Canvas) -> [UInt8] { (0..<120).map { canvas.pixel(x: $0, y: 34).red } }
        let first = try draw(left: true, colour: .red), second = try draw(left: false, colour: .blue)
        let again = try draw(left: true, colour: .green), secondAgain = try draw(left: false, colour: .red)
        #expect(shadowRow(first) == shadowRow(again), "the same shape casts the same shadow")
        #expect(shadowRow(second) == shadowRow(secondAgain))
        #expect(shadowRow(first)[30] < 200 && shadowRow(first)[90] == 255, "the left bar's shadow is under it only")
        #expect(shadowRow(second)[90] < 200 && shadowRow(second)[30] == 255, "the right bar's shadow is its own, not the left one's")
    }

    @Test("drawLayer composites its content as one: overlaps do not double up")
    func layerOpacity() throws {
        let canvas = try Canvas(width: 100, height: 40)
        canvas.fill(with: .black)
        var context = GraphicsContext(canvas: canvas)
        context.opacity = 0.5
        context.drawLayer { layer in
            layer.fill(Path(CGRect(x: 0, y: 0, width: 60, height: 40)), with: .color(.white))
            layer.fill(Path(CGRect(x: 40, y: 0, width: 60, height: 40)), with: .color(.white))
        }
        let single = canvas.pixel(x: 20, y: 20).red, overlap = canvas.pixel(x: 50, y: 20).red
        expectClose(Int(single), 128, tolerance: 1)
        #expect(single == overlap)
    }

    @Test("gradients: linear ends at its stops' colours; conic sweeps around its centre")
    func gradients() throws {
        let canvas = try Canvas(width: 101, height: 101)
        let context = GraphicsContext(canvas: canvas)
        context.fill(Path(CGRect(x: 0, y: 0, width: 101, height: 50)),
                     with: .linearGradient(Gradient(colors: [.black, .white]), startPoint: CGPoint(x: 0, y: 0), endPoint: CGPoint(x: 100, y: 0)))
        #expect(canvas.pixel(x: 0, y: 10).red < 3)
        #expect(canvas.pixel(x: 100, y: 10).red > 252)
        expectClose(Int(canvas.pixel(x: 50, y: 10).red), 128, tolerance: 2)
        let conic = try Canvas(width: 101, height: 101)
        GraphicsContext(canvas: conic).fill(Path(CGRect(x: 0, y: 0, width: 101, height: 101)),
            with: .conicGradient(Gradient(colors: [.black, .white]), center: CGPoint(x: 50, y: 50)))
        // Angle 0 points right; the sweep runs clockwise (y down): below the centre is a quarter in.
        expectClose(Int(conic.pixel(x: 50, y: 95).red), 64, tolerance: 6)
        expectClose(Int(conic.pixel(x: 5, y: 50).red), 128, tolerance: 6)
        expectClose(Int(conic.pixel(x: 50, y: 5).red), 191, tolerance: 6)
    }

    @Test("trimmed strokes draw part of a path")
    func trimmedStroke() throws {
        let canvas = try Canvas(width: 100, height: 20)
        canvas.fill(with: .black)
        var line = Path()
        line.move(to: CGPoint(x: 0, y: 10))
        line.addLine(to: CGPoint(x: 100, y: 10))
        GraphicsContext(canvas: canvas).stroke(line.trimmedPath(from: 0, to: 0.5), with: .color(.white), lineWidth: 4)
        #expect(canvas.pixel(x: 25, y: 10).red == 255)
        #expect(canvas.pixel(x: 75, y: 10).red == 0)
    }
}
