import Foundation
import KinetypeAnimation
import KinetypeGraphics
import KinetypePrimitives
import KinetypeText

/// Glyphs rise and fall in a travelling sine wave.
///
/// Each slice (glyph cluster) is offset by `amplitude × sin(2π(frequency × time − index / wavelength))`
/// (up and down only: glyphs do not tilt), so the wave runs left to right through the text.
public struct WaveRenderer: TextRenderer {
    /// Seconds since the layer started.
    public var time: TimeInterval
    /// How far glyphs rise and fall from their place, in points; 12 by default.
    public var amplitude: CGFloat
    /// Waves per second passing each glyph; negative runs the wave right to left. 1 by default.
    public var frequency: Double
    /// Glyphs per wave.
    public var wavelength: Double

    /// The renderer's ``time`` (`Animatable`).
    public var animatableData: Double {
        get { time }
        set { time = newValue }
    }

    /// A wave at `time` seconds since the layer started; `wavelength` must be greater than 0 (the
    /// catalogue's `wave` checks it).
    public init(time: TimeInterval, amplitude: CGFloat = 12, frequency: Double = 1, wavelength: Double = 8) {
        self.time = time
        self.amplitude = amplitude
        self.frequency = frequency
        self.wavelength = wavelength
    }

    /// Room for the wave: ``amplitude`` above and below the text.
    public var displayPadding: EdgeInsets { EdgeInsets(top: amplitude, leading: 0, bottom: amplitude, trailing: 0) }

    /// The vertical offset of the glyph at `index`.
    public func offset(index: Int) -> CGFloat {
        amplitude * CGFloat(sin(2 * .pi * (frequency * time - Double(index) / wavelength)))
    }

    /// Draws each glyph cluster moved up or down by ``offset(index:)``, counting clusters through
    /// the whole text, line after line (`TextRenderer`).
    public func draw(layout: Text.Layout, in context: inout GraphicsContext) {
        var index = 0
        for line in layout {
            for run in line {
                for slice in run {
                    var copy = context
                    copy.translateBy(x: 0, y: offset(index: index))
                    copy.draw(slice, options: .disablesSubpixelQuantization)
                    index += 1
                }
            }
        }
    }
}
