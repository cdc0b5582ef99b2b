import Foundation
import KinetypeGraphics
import KinetypePrimitives
import KinetypeText

extension Plot {
    /// The plot as pixels: its ``marks`` stroked through `GraphicsContext` on a white canvas,
    /// the text set by Kinetype's typesetter (the bundled sans-serif).
    public func frame() throws -> Frame {
        let layouts = try marks.map { mark -> Text.Layout? in
            guard case .text(let text, _, _, let size, _, _, _) = mark else { return nil }
            return try Text(text).font(.system(size: CGFloat(size))).layout()
        }
        return try Frame.drawn(width: width, height: height) { canvas in
            canvas.fill(with: .white)
            let context = GraphicsContext(canvas: canvas)
            for (mark, layout) in zip(marks, layouts) {
                switch mark {
                case .line(let from, let to, let color, let width, let dash, _):
                    var path = Path()
                    path.move(to: from)
                    path.addLine(to: to)
                    context.stroke(path, with: .color(Plot.color(color)), style: StrokeStyle(lineWidth: CGFloat(width), dash: dash.map { CGFloat($0) }))
                case .polyline(let points, let color, let width, _):
                    guard let first = points.first else { continue }
                    var path = Path()
                    path.move(to: first)
                    for point in points.dropFirst() { path.addLine(to: point) }
                    context.stroke(path, with: .color(Plot.color(color)), style: StrokeStyle(lineWidth: CGFloat(width), lineJoin: .round))
                case .text(_, let at, let anchor, _, let color, let rotated, _):
                    guard let layout else { continue }
                    var copy = context
                    copy.foregroundColor = Plot.color(color)
                    copy.translateBy(x: at.x, y: at.y)
                    if rotated { copy.rotate(by: .degrees(-90)) }
                    let shift: CGFloat = anchor == .start ? 0 : anchor == .middle ? layout.size.width / 2 : layout.size.width
                    copy.translateBy(x: -shift, y: -layout.size.height / 2)
                    copy.draw(layout)
                }
            }
        }
    }

    /// A palette colour ("#rrggbb") as a `Color`.
    static func color(_ hex: String) -> Color { Color(hex: hex) ?? .black }
}
