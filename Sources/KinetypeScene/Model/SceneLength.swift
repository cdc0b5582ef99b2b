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
/// for a vertical one), `vw`, `vh` and `vmin` (a hundredth of the canvas width, height, or the
/// smaller of the two, as CSS's), and `em` (the layer's font size; 48 px for a layer without text).
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

    /// The length in pixels on a canvas of `width` × `height` pixels, for a layer of `fontSize`;
    /// a percentage counts the width when `horizontal`, else the height.
    public func pixels(width: Int, height: Int, fontSize: Double, horizontal: Bool) -> Double {
        let (w, h) = (Double(width), Double(height))
        switch unit {
        case .px: return value
        case .percent: return value / 100 * (horizontal ? w : h)
        case .vw: return value / 100 * w
        case .vh: return value / 100 * h
        case .vmin: return value / 100 * min(w, h)
        case .em: return value * fontSize
        }
    }

    /// As written: `12`, `5vh`, `60%`.
    public var description: String {
        let number = value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
        return unit == .px ? number : number + unit.rawValue
    }
}
