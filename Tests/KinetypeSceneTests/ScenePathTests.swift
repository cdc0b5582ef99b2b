import KinetypeCard
import Foundation
import KinetypeEffects
import KinetypePrimitives
import KinetypeScene
import KinetypeText
import Testing

/// A layer's `path`: decoded into a ``ScenePath``, its offset running on with time, and drawn
/// along the curve.
@Suite struct ScenePathTests {
    static let source = """
        version: 1
        canvas: 640x360
        duration: 2
        background: black
        layers:
          - text: "Along"
            font: {size: 40}
            color: red
            path: {d: "M 40 300 Q 320 0 600 300", offset: 0.1, align: center, side: right, speed: 0.25, loop: true}

        """

    @Test("every path key is read; the offset runs on at the speed")
    func decoded() throws {
        let scene = try SceneLoader().load(string: Self.source, fileName: "card.yaml")
        let path = try #require(scene.layers[0].path)
        #expect(path.data == "M 40 300 Q 320 0 600 300")
        #expect(path.path == Path { p in
            p.move(to: CGPoint(x: 40, y: 300))
            p.addQuadCurve(to: CGPoint(x: 600, y: 300), control: CGPoint(x: 320, y: 0))
        })
        #expect(path.offset == .fraction(0.1) && path.alignment == .center && path.side == .right && path.loops)
        #expect(path.textPath(at: 2).offset == .fraction(0.6))
        let pixels = try SceneLoader().load(string: "version: 1\nlayers:\n  - text: a\n    path: {d: M 0 0 H 9, offset: 40px}\n",
                                            fileName: "card.yaml")
        #expect(pixels.layers[0].path?.offset == .points(40))
    }

    @Test("the layer is drawn along the curve: red pixels follow the arch, none on the straight line")
    func drawnOnCurve() throws {
        let scene = try SceneLoader().load(string: Self.source, fileName: "card.yaml")
        let frame = try TitleCard(scene: scene).frame(at: 0)
        var reds: [(Int, Int)] = []
        for y in 0..<frame.height { for x in 0..<frame.width where frame.pixel(x: x, y: y).red > 120 { reds.append((x, y)) } }
        #expect(reds.count > 100)
        // The quadratic peaks at y = 150 in the middle; "Along" sits near the peak, hanging below it
        // (side right), so nothing is drawn at the canvas centre's straight-line place far below.
        let ys = reds.map(\.1)
        #expect(ys.min()! >= 140 && ys.max()! < 240, "drawn from y \(ys.min()!) to \(ys.max()!)")
    }
}
