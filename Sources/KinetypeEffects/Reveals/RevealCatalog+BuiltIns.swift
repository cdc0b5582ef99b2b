import Foundation
import KinetypeDiagnostics
import KinetypeGraphics
import KinetypePrimitives
import KinetypeText

extension RevealCatalog {
    /// The edges a wipe starts from; `leading` and `trailing` follow the text's direction.
    public enum Edge: String, CaseIterable, Sendable {
        /// `leading` and `trailing` are the sides the text starts and ends on (left and right, or
        /// right and left in right-to-left text); the others are the box's own sides.
        case leading, trailing, left, right, top, bottom
    }

    /// The built-in reveals: `wipe` (from an edge), `iris` (a circle opening) and `rise` (each
    /// line rising out of its own slot).
    public static let builtIns: [Entry] = [
        Entry(name: "wipe", summary: "a straight edge sweeps across the text, uncovering it", parameters: [
            CatalogParameter(name: "edge", summary: "where the sweep starts; leading follows the text's direction",
                             defaultValue: .string(Edge.leading.rawValue), choices: Edge.allCases.map(\.rawValue)),
            CatalogParameter(name: "softness", summary: "the width of the soft edge, in pixels (0: crisp)",
                             defaultValue: .number(0), range: ValueRange(0...2000, unit: "pixels")),
        ]) { parameters in
            let edge = try parameters.choice("edge", as: Edge.self)
            let softness = try parameters.number("softness")
            return { frame, context, draw in
                let box = paddedBounds(frame)
                var side = edge
                if edge == .leading { side = frame.direction == .rightToLeft ? .right : .left }
                if edge == .trailing { side = frame.direction == .rightToLeft ? .left : .right }
                // The front travels from the starting side to past the far side by the softness,
                // so the layer is wholly hidden at 0 and wholly shown at 1.
                let horizontal = side == .left || side == .right
                let length = Double(horizontal ? box.width : box.height) + softness
                let travelled = CGFloat(length * frame.progress)
                let start: CGPoint, direction: (dx: CGFloat, dy: CGFloat)
                switch side {
                case .left, .leading: start = CGPoint(x: box.minX, y: box.midY); direction = (1, 0)
                case .right, .trailing: start = CGPoint(x: box.maxX, y: box.midY); direction = (-1, 0)
                case .top: start = CGPoint(x: box.midX, y: box.minY); direction = (0, 1)
                case .bottom: start = CGPoint(x: box.midX, y: box.maxY); direction = (0, -1)
                }
                let front = CGPoint(x: start.x + direction.dx * travelled, y: start.y + direction.dy * travelled)
                var clipped = context
                if softness > 0 {
                    let back = CGPoint(x: front.x - direction.dx * CGFloat(softness), y: front.y - direction.dy * CGFloat(softness))
                    clipped.clipToLayer { mask in
                        mask.fill(Path(box.insetBy(dx: -farReach, dy: -farReach)),
                                  with: .linearGradient(Gradient(colors: [.white, .clear]), startPoint: back, endPoint: front))
                    }
                } else {
                    // The half of the plane behind the front.
                    let far = farReach
                    let shown: CGRect
                    switch side {
                    case .left, .leading: shown = CGRect(x: box.minX - far, y: box.minY - far, width: far + front.x - box.minX, height: box.height + 2 * far)
                    case .right, .trailing: shown = CGRect(x: front.x, y: box.minY - far, width: box.maxX - front.x + far, height: box.height + 2 * far)
                    case .top: shown = CGRect(x: box.minX - far, y: box.minY - far, width: box.width + 2 * far, height: far + front.y - box.minY)
                    case .bottom: shown = CGRect(x: box.minX - far, y: front.y, width: box.width + 2 * far, height: box.maxY - front.y + far)
                    }
                    clipped.clip(to: Path(shown))
                }
                try draw(&clipped)
            }
        },
        Entry(name: "iris", summary: "a circle opens from a point of the text, uncovering it", parameters: [
            CatalogParameter(name: "x", summary: "the centre across the text's box, 0 to 1", defaultValue: .number(0.5), range: ValueRange(0...1)),
            CatalogParameter(name: "y", summary: "the centre down the text's box, 0 to 1", defaultValue: .number(0.5), range: ValueRange(0...1)),
            CatalogParameter(name: "softness", summary: "the width of the soft rim, in pixels (0: crisp)",
                             defaultValue: .number(0), range: ValueRange(0...2000, unit: "pixels")),
        ]) { parameters in
            let x = try parameters.number("x"), y = try parameters.number("y"), softness = try parameters.number("softness")
            return { frame, context, draw in
                let box = paddedBounds(frame)
                let center = CGPoint(x: box.minX + box.width * x, y: box.minY + box.height * y)
                let corners = [CGPoint(x: box.minX, y: box.minY), CGPoint(x: box.maxX, y: box.minY),
                               CGPoint(x: box.minX, y: box.maxY), CGPoint(x: box.maxX, y: box.maxY)]
                let farthest = corners.map { Double(hypot($0.x - center.x, $0.y - center.y)) }.max() ?? 0
                let radius = (farthest + softness) * frame.progress
                var clipped = context
                if softness > 0 {
                    clipped.clipToLayer { mask in
                        mask.fill(Path(box.insetBy(dx: -farReach, dy: -farReach)),
                                  with: .radialGradient(Gradient(colors: [.white, .clear]), center: center,
                                                        startRadius: max(0, radius - softness), endRadius: max(radius, 1e-6)))
                    }
                } else {
                    clipped.clip(to: Path(ellipseIn: CGRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius)))
                }
                try draw(&clipped)
            }
        },
        Entry(name: "rise", summary: "each line rises into place out of its own slot, one after another", parameters: [
            CatalogParameter(name: "stagger", summary: "how much later each line starts, as a share of the whole",
                             defaultValue: .number(0.15), range: ValueRange(0...1)),
            CatalogParameter(name: "distance", summary: "how far lines rise, in line heights", defaultValue: .number(1), range: ValueRange(0...10)),
        ]) { parameters in
            let stagger = try parameters.number("stagger"), distance = try parameters.number("distance")
            return { frame, context, draw in
                for (index, line) in frame.lines.enumerated() {
                    let progress = frame.progress(ofLine: index, stagger: stagger)
                    guard progress > 0 else { continue }
                    // The slot: the line's band, as wide as anything could be. Clipping the band
                    // before and after the move keeps only this line's own pixels, moved, inside it.
                    let slot = CGRect(x: line.minX - farReach, y: line.minY, width: line.width + 2 * farReach, height: line.height)
                    var moved = context
                    moved.clip(to: Path(slot))
                    moved.translateBy(x: 0, y: CGFloat((1 - progress) * distance) * line.height)
                    moved.clip(to: Path(slot))
                    try draw(&moved)
                }
            }
        },
    ]

    /// Far enough past the text that a clip's edge never shows: glows and shadows stay inside it.
    private static let farReach: CGFloat = 4096

    /// The text's box grown by a quarter of a line, so overhanging glyphs are uncovered before
    /// the reveal ends.
    private static func paddedBounds(_ frame: Frame) -> CGRect {
        let lineHeight = frame.lines.first?.height ?? frame.bounds.height
        return frame.bounds.insetBy(dx: -lineHeight / 4, dy: -lineHeight / 4)
    }
}
