import Foundation
import KinetypeAnimation
import KinetypeGraphics
import KinetypePrimitives
import KinetypeText

/// Glyphs rise and fall in a travelling sine wave.
///
/// Each slice (glyph cluster) is offset by `amplitude × sin(2π(frequency × time − index / wavelength))`
/// and tilted with the wave's slope, so the wave runs left to right through the text.
public struct WaveRenderer: TextRenderer {
    public var time: TimeInterval
    public var amplitude: CGFloat
    public var frequency: Double
    /// Glyphs per wave.
    public var wavelength: Double

    public var animatableData: Double {
        get { time }
        set { time = newValue }
    }

    public init(time: TimeInterval, amplitude: CGFloat = 12, frequency: Double = 1, wavelength: Double = 8) {
        self.time = time
        self.amplitude = amplitude
        self.frequency = frequency
        self.wavelength = wavelength
    }

    public var displayPadding: EdgeInsets { EdgeInsets(top: amplitude, leading: 0, bottom: amplitude, trailing: 0) }

    /// The vertical offset of the glyph at `index`.
    public func offset(index: Int) -> CGFloat {
        amplitude * CGFloat(sin(2 * .pi * (frequency * time - Double(index) / wavelength)))
    }

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
