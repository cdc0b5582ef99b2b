import Foundation
import KinetypeAnimation
import KinetypeGraphics
import KinetypePrimitives
import KinetypeText

/// Lines alternate between full and reduced opacity; `phase` swaps which lines are dimmed,
/// fading smoothly between the two.
public struct AlternatingLineOpacityRenderer: TextRenderer {
    /// 0: even lines bright, odd lines dim; 1: the other way round.
    public var phase: Double
    /// The opacity of the dimmed lines, 0…1; 0.35 by default.
    public var dimmedOpacity: Double

    /// The renderer's ``phase`` (`Animatable`), so animating it from 0 to 1 swaps the dimmed lines.
    public var animatableData: Double {
        get { phase }
        set { phase = newValue }
    }

    /// Lines at `phase` (clamped to 0…1 and eased in and out), the dimmed ones at `dimmedOpacity`.
    public init(phase: Double = 0, dimmedOpacity: Double = 0.35) {
        self.phase = phase
        self.dimmedOpacity = dimmedOpacity
    }

    /// The opacity of line `index`.
    public func opacity(ofLine index: Int) -> Double {
        let t = UnitCurve.easeInOut.value(at: max(0, min(1, phase)))
        let even = 1 - (1 - dimmedOpacity) * t, odd = dimmedOpacity + (1 - dimmedOpacity) * t
        return index.isMultiple(of: 2) ? even : odd
    }

    /// Draws each line at its opacity, ``opacity(ofLine:)`` (`TextRenderer`).
    public func draw(layout: Text.Layout, in context: inout GraphicsContext) {
        for (index, line) in layout.enumerated() {
            var copy = context
            copy.opacity = opacity(ofLine: index)
            copy.draw(line)
        }
    }
}
