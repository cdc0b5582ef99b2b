import Foundation
import KinetypeCard
import KinetypeGraphics

extension SceneDecoration {
    /// The decoration as a shape the card stretches to the layer's box.
    func compile(duration: Double) -> ShapeContent {
        let outline: ShapeContent.Shape = switch kind {
        case .roundedRect: .roundedRect(cornerRadius: CGFloat(cornerRadius))
        case .capsule: .capsule
        case .ellipse: .ellipse
        default: .rect
        }
        var shape = ShapeContent(outline, size: .zero, fill: AnyShapeStyle(color), stroke: paint.stroke, shadows: paint.shadows)
        if let fill = paint.fill { shape.fill = SceneCompiler.shapeStyle(fill, duration: duration) }
        return shape
    }
}
