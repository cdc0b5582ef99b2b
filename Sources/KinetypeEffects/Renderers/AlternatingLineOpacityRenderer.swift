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
    public var dimmedOpacity: Double

    public var animatableData: Double {
        get { phase }
        set { phase = newValue }
    }

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

    public func draw(layout: Text.Layout, in context: inout GraphicsContext) {
        for (index, line) in layout.enumerated() {
            var copy = context
            copy.opacity = opacity(ofLine: index)
            copy.draw(line)
        }
    }
}
