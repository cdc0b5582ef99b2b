import KinetypeCard
import Foundation
import KinetypeEffects
import KinetypeScene
import KinetypeText
import Testing

/// `fit` and `balance` on a layer: decoded, checked, and drawn inside the box.
@Suite struct SceneFitTests {
    static let source = """
        version: 1
        canvas: 960x540
        duration: 1
        background: black
        layers:
          - text: "Typography in motion: weight, paths, fit and range selectors"
            font: {family: Inter, size: 20, weight: bold}
            fit: {width: 700, height: 300, minSize: 10, maxSize: 200}
            lineLimit: 3
            balance: true

        """

    @Test("fit and balance are read; the text is drawn inside the box, larger than its font size")
    func drawnInBox() throws {
        let scene = try SceneLoader().load(string: Self.source, fileName: "card.yaml")
        #expect(scene.layers[0].fit == SceneFit(width: 700, height: 300, minSize: 10, maxSize: 200))
        #expect(scene.layers[0].balance)
        let frame = try TitleCard(scene: scene).frame(at: 0.5)
        var xs: [Int] = [], ys: [Int] = []
        for y in 0..<frame.height { for x in 0..<frame.width where frame.pixel(x: x, y: y).red > 100 { xs.append(x); ys.append(y) } }
        let inkWidth = xs.max()! - xs.min()!, inkHeight = ys.max()! - ys.min()!
        #expect(inkWidth <= 700 && inkWidth > 500, "\(inkWidth)")
        #expect(inkHeight <= 300 && inkHeight > 150, "\(inkHeight)")
    }

    /// The red ink's width and height of `text` fitted without a width of its own, in a frame
    /// `frameWidth` wide.
    static func fittedInk(frameWidth: Int) throws -> (width: Int, height: Int) {
        let scene = try SceneLoader().load(string: """
            version: 1
            canvas: 480x120
            duration: 1
            background: black
            layers:
              - text: "A very long name indeed"
                font: {family: Inter, size: 40}
                color: "#ff0000"
                fit: {maxSize: 200}
                frame: {width: \(frameWidth)}
            """, fileName: "card.yaml")
        let frame = try TitleCard(scene: scene).frame(at: 0.5)
        var xs: [Int] = [], ys: [Int] = []
        for y in 0..<frame.height { for x in 0..<frame.width where frame.pixel(x: x, y: y).red > 100 { xs.append(x); ys.append(y) } }
        return (xs.max()! - xs.min()! + 1, ys.max()! - ys.min()! + 1)
    }

    @Test("a fit without a width fits the width its frame offers: the ink stays inside each frame, and a wider frame sets the text larger")
    func fitsTheFramesOffer() throws {
        let narrow = try Self.fittedInk(frameWidth: 120), wide = try Self.fittedInk(frameWidth: 400)
        #expect(narrow.width <= 120, "\(narrow)")
        #expect(wide.width <= 400 && wide.width > narrow.width, "\(wide) against \(narrow)")
        #expect(narrow.height <= 120 && wide.height <= 120, "the canvas height bounds both: \(narrow), \(wide)")
    }

    @Test("bad fits are errors at their place", arguments: [
        ("fit: {minSize: 50, maxSize: 20}", "layers[0].fit.maxSize", "maxSize 20 is below minSize 50"),
        ("fit: {width: 0}", "layers[0].fit.width", "greater than 0"),
        ("fit: {hieght: 100}", "layers[0].fit.hieght", "did you mean 'height'?"),
        ("fit: {maxSize: 1e9}", "layers[0].fit.maxSize", "at most 4096"),
        ("balance: maybe", "layers[0].balance", "true or false"),
    ])
    func badFit(_ line: String, _ keyPath: String, _ says: String) {
        do {
            _ = try SceneLoader().load(string: "version: 1\nlayers:\n  - text: Hi\n    \(line)\n", fileName: "card.yaml")
            Issue.record("expected an error")
        } catch {
            #expect(error.keyPath == keyPath, "\(error)")
            #expect(error.line == 4)
            #expect(error.message.contains(says), "\(error.message)")
        }
    }
}
