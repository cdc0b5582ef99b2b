import Foundation
import KinetypeGraphics
import KinetypePrimitives

extension TitleCard {
    /// Kinetype: what the card's layers draw at `time`, operation by operation with its state
    /// (device space, the card's scale applied), without the background: what writers of vector
    /// animations (animated SVG) turn into their own elements.
    package func capturedOperations(at time: TimeInterval) throws -> [(operation: DrawOperation, state: DrawState)] {
        guard time.isFinite else { throw TitleCardError.invalidTime(time) }
        let capture = GraphicsTarget.DrawCapture()
        var context = GraphicsContext(target: GraphicsTarget(capturing: capture))
        context.foregroundColor = defaultForeground
        if scale != 1 { context.scaleBy(x: CGFloat(scale), y: CGFloat(scale)) }
        try drawLayers(self.layers(time), at: time, in: context)
        return capture.operations
    }

    /// Kinetype: the background alone at `time`, at the card's pixel size; nil when it is one
    /// plain colour (``background``).
    package func backgroundPicture(at time: TimeInterval) throws -> Canvas? {
        guard backgroundShading != nil else { return nil }
        let canvas = try Canvas(width: pixelWidth, height: pixelHeight)
        paintBackground(on: canvas, at: time)
        return canvas
    }

    /// Kinetype: true when the background changes with time.
    package var backgroundMoves: Bool { backgroundShading?.isAnimated ?? false }
}
