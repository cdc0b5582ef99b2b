import Foundation
import KinetypeGraphics
import KinetypePrimitives
import Testing

/// Frames drawn in place: Cairo draws into the frame's own storage, and the frame is what a
/// canvas drawn the same way holds.
@Suite struct FrameDrawnTests {
    /// Pure red on the left, then a translucent blue square over it.
    static func paint(_ canvas: Canvas) {
        let context = GraphicsContext(canvas: canvas)
        context.fill(Path(CGRect(x: 0, y: 0, width: 7, height: 10)), with: .color(Color(red: 1, green: 0, blue: 0)))
        context.fill(Path(CGRect(x: 3, y: 3, width: 5, height: 5)), with: .color(Color(red: 0, green: 0, blue: 1, opacity: 0.5)))
    }

    @Test("a frame drawn in place equals the same drawing copied out of a canvas, at odd sizes", arguments: [(13, 10), (1, 1), (17, 3)])
    func sameAsCanvas(width: Int, height: Int) throws {
        let drawn = try Frame.drawn(width: width, height: height, FrameDrawnTests.paint)
        let canvas = try Canvas(width: width, height: height)
        FrameDrawnTests.paint(canvas)
        #expect(drawn == Frame(canvas: canvas))
        #expect(drawn.width == width && drawn.height == height && drawn.stride >= width)
    }

    @Test("pixels the drawing does not touch are transparent; painted ones have their colour")
    func pixels() throws {
        let frame = try Frame.drawn(width: 13, height: 10, FrameDrawnTests.paint)
        #expect(frame.pixel(x: 12, y: 9) == (0, 0, 0, 0))
        #expect(frame.pixel(x: 0, y: 0) == (255, 0, 0, 255))
        // 50% blue over red: premultiplied (128, 0, 128)/255 over an opaque pixel, so half of each.
        let (red, green, blue, alpha) = frame.pixel(x: 4, y: 4)
        #expect(alpha == 255 && green == 0 && abs(Int(red) - 127) <= 1 && abs(Int(blue) - 128) <= 1)
    }

    @Test("a size outside the canvas range is an error")
    func badSize() {
        #expect(throws: GraphicsError.self) { try Frame.drawn(width: 0, height: 10) { _ in } }
        #expect(throws: GraphicsError.self) { try Frame.drawn(width: 10, height: Canvas.maximumSide + 1) { _ in } }
    }
}
