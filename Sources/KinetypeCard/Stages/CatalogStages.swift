import Foundation
import KinetypeEffects
import KinetypeGraphics
import KinetypeText

// The stages chosen from catalogues: a renderer draws the text, a reveal clips the layer, a
// shader filters it.

extension LayerRenderer: TextStage {
    /// `text` as the catalogue renderer makes it at the layer's time (``LayerMoment/local``).
    public func apply(to text: Text, at moment: LayerMoment) throws -> Text {
        try apply(to: text, at: moment.local)
    }
}

extension LayerReveal: ClipStage {
    /// How far the reveal or conceal has gone at the layer's time, for a layer of the moment's length:
    /// 0 hidden, 1 shown.
    public func progress(at moment: LayerMoment) -> Double {
        progress(at: moment.local, length: moment.length)
    }

    /// A reveal's run, from its delay, as the layer's enter; a conceal's, ending its delay before
    /// the layer's end, as its exit (clipped to the layer).
    public func arrival(in span: LayerSpan) -> LayerArrival {
        guard isConceal else { return LayerArrival(enter: span.interval(.enter, name, from: delay, to: delay + duration)) }
        let end = span.length - delay
        return LayerArrival(exit: span.interval(.exit, name, from: end - duration, to: end))
    }

    /// Draws `draw` through the reveal's clip as it is at `frame`.
    public func clip(_ frame: RevealCatalog.Frame, _ context: GraphicsContext,
                     _ draw: (inout GraphicsContext) throws -> Void) throws {
        try self.draw(frame, context, draw)
    }
}

extension LayerShader: FilterStage {
    /// The shader's filter at the layer's time, for the moment's canvas and frame duration; nil for none.
    public func filter(at moment: LayerMoment) throws -> GraphicsContext.Filter? {
        try filter(at: moment.local, canvas: moment.canvas, frameDuration: moment.frameDuration)
    }

    /// The times, relative to the moment, at which a shader that blurs motion draws the layer and
    /// averages it; nil to draw it once.
    public func exposures(at moment: LayerMoment) throws -> [TimeInterval]? {
        try exposures(at: moment.local, canvas: moment.canvas, frameDuration: moment.frameDuration)
    }
}
