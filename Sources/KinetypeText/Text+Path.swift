import Foundation
import KinetypePrimitives

extension Text {
    /// Draws the text along `path` rather than on a straight line (``TextPath``).
    ///
    /// The path is in the coordinates of the context the text is drawn in: a title card layer's
    /// canvas (in points), or the user space of `GraphicsContext.draw(_:at:)`, which then ignores
    /// its point and anchor. The text lays out on one line; renderers, transitions, effects,
    /// fills, strokes and shadows still apply, each cluster drawn in its place on the path.
    ///
    /// ```swift
    /// let arc = Path { $0.addArc(center: CGPoint(x: 640, y: 600), radius: 400,
    ///                            startAngle: .degrees(200), endAngle: .degrees(340), clockwise: false) }
    /// Text("Around the bend").font(.system(size: 56, weight: .bold))
    ///     .path(arc, alignment: .center)
    /// ```
    ///
    /// Kinetype: SwiftUI has no text on a path.
    public func path(_ path: Path, offset: TextPath.Offset = .fraction(0), alignment: TextPath.Alignment = .start,
                     side: TextPath.Side = .left, loops: Bool = false) -> Text {
        self.path(TextPath(path, offset: offset, alignment: alignment, side: side, loops: loops))
    }

    /// Draws the text along `textPath`, or on a straight line when it is nil.
    public func path(_ textPath: TextPath?) -> Text {
        var copy = self
        copy.textPath = textPath
        return copy
    }
}
