import Foundation
import KinetypePrimitives

/// A length in a scene's layout keys (`padding`, `frame`, a stack's `spacing`): pixels, or a
/// share of the canvas or of the layer's font size, resolved when the scene is compiled, so a
/// template written in relative units lays out again for another canvas (`--canvas`).
///
/// ```yaml
/// padding: [1.5vh, 2vw]        # 1.5% of the canvas height, 2% of its width
/// frame: {maxWidth: 60%}       # 60% of the canvas width (of its height for a height)
/// spacing: 0.5em               # half the layer's font size (a stack's: 48 px an em)
/// ```
///
/// Units: `px` (a bare number), `%` (of the canvas width for a horizontal length, of its height
/// for a vertical one; in the padding and frame of a stack's layers, of the size proposed to
/// the stack, as SwiftUI's `containerRelativeFrame`), `vw`, `vh` and `vmin` (a hundredth of the canvas width, height, or
/// the smaller of the two, as CSS's), `em` (the layer's font size; 48 px for a layer without
/// text), and the safe area's insets `safe.top`, `safe.bottom`, `safe.leading` and
/// `safe.trailing` (the scene's `safeArea`, a platform's as captions take it; without one, the
/// default 5%-of-the-width margin), which a number multiplies (`0.5safe.bottom`).
public struct SceneLength: Hashable, Sendable, CustomStringConvertible {
    /// What a length counts in.
    public enum Unit: String, CaseIterable, Sendable {
        /// Pixels.
        case px
        /// A hundredth of the canvas side along the length's direction.
        case percent = "%"
        /// A hundredth of the canvas width.
        case vw
        /// A hundredth of the canvas height.
        case vh
        /// A hundredth of the canvas's smaller side.
        case vmin
        /// The layer's font size.
        case em
        /// The safe area's inset from the top.
        case safeTop = "safe.top"
        /// The safe area's inset from the bottom.
        case safeBottom = "safe.bottom"
        /// The safe area's inset from the leading (left) side.
        case safeLeading = "safe.leading"
        /// The safe area's inset from the trailing (right) side.
        case safeTrailing = "safe.trailing"

        /// Whether it is one of the safe area's insets.
        public var isSafeArea: Bool { rawValue.hasPrefix("safe.") }
    }

    /// The number written.
    public var value: Double
    /// What it counts in.
    public var unit: Unit

    /// `value` in `unit` (pixels by default).
    public init(_ value: Double, _ unit: Unit = .px) {
        self.value = value
        self.unit = unit
    }

    /// The length in pixels on a canvas of `width` × `height` pixels, for a layer of `fontSize`,
    /// in a scene of `safeArea` (nil: the default margin, 5% of the width rounded, a side); a
    /// percentage counts the width when `horizontal`, else the height.
    public func pixels(width: Int, height: Int, fontSize: Double, horizontal: Bool, safeArea: SafeArea? = nil) -> Double {
        let (w, h) = (Double(width), Double(height))
        if unit.isSafeArea {
            let margin = CGFloat((w * 0.05).rounded())
            let insets = safeArea?.insets(width: width, height: height) ?? EdgeInsets(top: margin, leading: margin, bottom: margin, trailing: margin)
            let inset = [Unit.safeTop: insets.top, .safeBottom: insets.bottom, .safeLeading: insets.leading][unit] ?? insets.trailing
            return value * Double(inset)
        }
        switch unit {
        case .px: return value
        case .percent: return value / 100 * (horizontal ? w : h)
        case .vw: return value / 100 * w
        case .vh: return value / 100 * h
        case .vmin: return value / 100 * min(w, h)
        case .em: return value * fontSize
        case .safeTop, .safeBottom, .safeLeading, .safeTrailing: return value
        }
    }

    /// As written: `12`, `5vh`, `60%`, `safe.bottom`.
    public var description: String {
        let number = value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
        if unit.isSafeArea, value == 1 { return unit.rawValue }
        return unit == .px ? number : number + unit.rawValue
    }
}
