import Foundation
import KinetypeGraphics
import Testing

/// Bad input to a canvas: each a typed `GraphicsError`, never a crash.
@Suite struct CanvasBadInputTests {
    @Test("a canvas side over 16384 pixels, or zero")
    func canvasSize() {
        #expect(throws: GraphicsError.invalidCanvasSize(width: 16385, height: 10)) { try Canvas(width: 16385, height: 10) }
        #expect(throws: GraphicsError.invalidCanvasSize(width: 0, height: 10)) { try Canvas(width: 0, height: 10) }
        #expect(throws: GraphicsError.invalidCanvasSize(width: 10, height: -3)) { try Canvas(width: 10, height: -3) }
    }

    @Test("a PNG that is not one")
    func badPNG() {
        #expect(throws: GraphicsError.self) { try Canvas(png: Data("nope".utf8)) }
    }
}
