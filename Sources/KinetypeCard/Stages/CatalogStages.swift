import Foundation
import KinetypeEffects
import KinetypeGraphics
import KinetypeText

// The stages chosen from catalogues: a renderer draws the text, a reveal clips the layer, a
// shader filters it.

extension LayerRenderer: TextStage {
    public func apply(to text: Text, at moment: LayerMoment) throws -> Text {
        try apply(to: text, at: moment.local)
    }
}

extension LayerReveal: ClipStage {
    public func progress(at moment: LayerMoment) -> Double {
        progress(at: moment.local, length: moment.length)
    }

    public func clip(_ frame: RevealCatalog.Frame, _ context: GraphicsContext,
                     _ draw: (inout GraphicsContext) throws -> Void) throws {
        try self.draw(frame, context, draw)
    }
}

extension LayerShader: FilterStage {
    public func filter(at moment: LayerMoment) throws -> GraphicsContext.Filter? {
        try filter(at: moment.local, canvas: moment.canvas, frameDuration: moment.frameDuration)
    }

    public func exposures(at moment: LayerMoment) throws -> [TimeInterval]? {
        try exposures(at: moment.local, canvas: moment.canvas, frameDuration: moment.frameDuration)
    }
}
