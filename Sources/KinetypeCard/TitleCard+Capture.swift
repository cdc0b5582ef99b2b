import Foundation
import KinetypeGraphics
import KinetypePrimitives

extension TitleCard {
    /// Kinetype: what the card's layers draw at `time`, operation by operation with its state
    /// (device space, the card's scale applied) and the layer it was drawn for (as messages
    /// name it: "the text layer “Title”"), without the background: what writers of vector
    /// animations (animated SVG, Lottie) turn into their own elements.
    package func capturedOperations(at time: TimeInterval) throws -> [(operation: DrawOperation, state: DrawState, layer: String)] {
        guard time.isFinite else { throw TitleCardError.invalidTime(time) }
        let capture = GraphicsTarget.DrawCapture()
        var context = GraphicsContext(target: GraphicsTarget(capturing: capture, width: pixelWidth, height: pixelHeight))
        context.foregroundColor = defaultForeground
        if scale != 1 { context.scaleBy(x: CGFloat(scale), y: CGFloat(scale)) }
        try drawLayers(self.layers(time), at: time, in: context)
        return capture.operations.enumerated().map { index, drawn in
            (drawn.operation, drawn.state, capture.layers[index] ?? "the card")
        }
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
