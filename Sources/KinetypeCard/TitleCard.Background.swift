import Foundation
import KinetypeAnimation
import KinetypeGraphics
import KinetypePrimitives

extension TitleCard {
    /// A card's background: a colour, a gradient or a picture over the whole canvas.
    public enum Background: Sendable {
        case color(Color)
        /// A linear gradient at `angle` (0° runs left to right, 90° top to bottom).
        case linearGradient(Gradient, angle: Angle)
        /// A radial gradient from the centre to the farthest corner.
        case radialGradient(Gradient)
        /// A mesh gradient over the whole canvas.
        case meshGradient(MeshGradient)
        /// A mesh gradient that changes with the card's time (seconds), for example
        /// `{ mesh.drifted(at: $0, amplitude: 0.08, turns: 0.25) }`: painted for every frame.
        case animatedMeshGradient(@Sendable (TimeInterval) -> MeshGradient)
        /// A picture fitted to the canvas (`cover` fills it, cropping; `contain` shows all of it
        /// on black; `fill` stretches it): a photograph behind the title, or a frame of the
        /// footage a still is drawn over.
        case image(Image, fit: ImageContent.Fit)

        /// Whether the background changes with time (and so is not painted once and kept).
        var isAnimated: Bool {
            if case .animatedMeshGradient = self { return true }
            return false
        }

        /// Paints the background as it is at `time` over a `width`×`height` canvas in `context`.
        func paint(width: Int, height: Int, at time: TimeInterval, in context: inout GraphicsContext) {
            let canvas = CGRect(x: 0, y: 0, width: width, height: height)
            guard case .image(let image, let fit) = self else {
                context.fill(Path(canvas), with: shading(width: width, height: height, at: time))
                return
            }
            let content = ImageContent(image, size: canvas.size, fit: fit)
            if fit == .cover { context.clip(to: Path(canvas)) }
            context.draw(image, in: content.frame)
        }

        private func shading(width: Int, height: Int, at time: TimeInterval) -> GraphicsContext.Shading {
            let w = CGFloat(width), h = CGFloat(height)
            switch self {
            case .image:
                return .color(.clear)
            case .color(let color):
                return .color(color)
            case .meshGradient(let mesh):
                return .meshGradient(mesh, in: CGRect(x: 0, y: 0, width: w, height: h))
            case .animatedMeshGradient(let mesh):
                return .meshGradient(mesh(time), in: CGRect(x: 0, y: 0, width: w, height: h))
            case .linearGradient(let gradient, let angle):
                let dx = CGFloat(cos(angle.radians)), dy = CGFloat(sin(angle.radians))
                let half = (abs(dx) * w + abs(dy) * h) / 2
                let center = CGPoint(x: w / 2, y: h / 2)
                return .linearGradient(gradient, startPoint: CGPoint(x: center.x - dx * half, y: center.y - dy * half),
                                       endPoint: CGPoint(x: center.x + dx * half, y: center.y + dy * half))
            case .radialGradient(let gradient):
                return .radialGradient(gradient, center: CGPoint(x: w / 2, y: h / 2), startRadius: 0,
                                       endRadius: (w * w + h * h).squareRoot() / 2)
            }
        }
    }
}
