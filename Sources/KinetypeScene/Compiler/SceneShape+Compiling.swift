import Foundation
import KinetypeCard
import KinetypeGraphics
import KinetypePrimitives

extension SceneShape {
    /// The shape as card content: its outline in its box, its fill (the layer's `fill`, else
    /// its colour, keyframed when `keyframes.color` has keys; a line has none), stroke (a line's default: 4 px of its colour), shadows and trim.
    func compile(_ context: SceneCompiler.ContentContext) throws -> any LayerContent {
        let outline: ShapeContent.Shape
        switch kind {
        case .rect: outline = .rect
        case .roundedRect: outline = .roundedRect(cornerRadius: CGFloat(cornerRadius))
        case .capsule: outline = .capsule
        case .ellipse: outline = .ellipse
        case .line: outline = .line
        case .path: outline = .path(path ?? Path())
        case .bars, .waveform:
            guard let levels = sound?.levels else {
                throw context.map.error(.invalidValue, at: "\(context.path).shape.kind", """
                    \(kind.rawValue) draws the soundtrack's levels, which have not been read: give the scene audio: song.mp3 \
                    (or --audio FILE); in Swift, call SceneDocument.resolveSoundDriven(baseURL:) before compiling
                    """)
            }
            outline = .levels(levels)
        }
        var stroke = paint.stroke
        if kind == .line, stroke == nil { stroke = TextStroke(AnyShapeStyle(color), lineWidth: 4) }
        var content = ShapeContent(outline, size: CGSize(width: width, height: height), fill: nil, stroke: stroke,
                                   shadows: paint.shadows, trim: trim)
        let color = self.color, keyframes = context.layer.keyframes, start = context.layer.start
        let keyedColor = keyframes.colorTimeline
        let tint = { @Sendable (time: TimeInterval) in keyedColor?(start + time) ?? color }
        if kind != .line {
            content.fill = paint.fill.map { SceneCompiler.shapeStyle($0, duration: context.scene.duration) }
                ?? { AnyShapeStyle(tint($0)) }
        } else if !keyframes.color.isEmpty {
            throw context.map.error(.invalidValue, at: "\(context.path).keyframes.color", """
                a line is drawn by its stroke, whose colour does not take keys; key its opacity, or use a thin rect
                """)
        }
        return content
    }
}
