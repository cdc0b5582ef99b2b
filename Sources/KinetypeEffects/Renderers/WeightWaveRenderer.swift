import Foundation
import KinetypeAnimation
import KinetypeDiagnostics
import KinetypeGraphics
import KinetypePrimitives
import KinetypeText

/// A variable font's weight (or any axis) swells glyph by glyph in a travelling sine wave.
///
/// Glyph `index` (clusters counted through the text in visual order) is drawn at
///
///     value = minimum + (maximum − minimum) × (1 + sin(2π(speed × time − index / wavelength))) / 2
///
/// on `axis`, re-shaped at that value (`KinetypeText/Text/Layout/RunSlice/varied(_:shift:)`) and centred on
/// the slot it has in the line, so no neighbour moves; `reflow` instead lets each glyph take its
/// new width, the line's centre staying where it was. Values are rounded to 1/256 of the range
/// between `minimum` and `maximum`, so an animation uses at most 257 instances of the font (each
/// made once); the rounding is far below what an eye sees. On a static font, or a face without
/// the axis, the text is drawn as it is.
public struct WeightWaveRenderer: TextRenderer {
    /// Seconds since the layer started.
    public var time: TimeInterval
    /// The axis tag; `wght` by default.
    public var axis: String
    /// The axis value at the wave's trough; 100 by default (Thin, on `wght`).
    public var minimum: Double
    /// The axis value at the wave's crest; 900 by default (Black, on `wght`).
    public var maximum: Double
    /// Glyphs per wave.
    public var wavelength: Double
    /// Waves per second; negative runs the wave backwards.
    public var speed: Double
    /// Re-lay the line out at the new widths instead of keeping each glyph's slot.
    public var reflow: Bool

    /// The renderer's ``time`` (`Animatable`).
    public var animatableData: Double {
        get { time }
        set { time = newValue }
    }

    /// A wave on `axis` between `minimum` and `maximum` at `time` seconds since the layer started;
    /// `wavelength` must be greater than 0 (the catalogue's `weight` checks it).
    public init(time: TimeInterval, axis: String = "wght", minimum: Double = 100, maximum: Double = 900,
                wavelength: Double = 8, speed: Double = 1, reflow: Bool = false) {
        self.time = time
        self.axis = axis
        self.minimum = minimum
        self.maximum = maximum
        self.wavelength = wavelength
        self.speed = speed
        self.reflow = reflow
    }

    /// The values `min` and `max` take: OpenType's axis values are 16.16 fixed-point numbers.
    public static let axisRange = ValueRange(-32768...32767, unit: "axis units")

    /// The axis value of the glyph at `index`, rounded to 1/256 of the range.
    public func value(index: Int) -> Double {
        let wave = (1 + sin(2 * .pi * (speed * time - Double(index) / wavelength))) / 2
        let step = (maximum - minimum) / 256
        guard step != 0 else { return minimum }
        return minimum + (wave * 256).rounded() * step
    }

    /// Draws each line's clusters re-shaped at their axis values, in their slots or, with
    /// ``reflow``, at their new widths (`TextRenderer`).
    public func draw(layout: Text.Layout, in context: inout GraphicsContext) {
        var index = 0
        for line in layout {
            let slices = line.flatMap { run in run.map { $0 } }
            let settings = slices.indices.map { [FontVariation(axis, value(index: index + $0))] }
            index += slices.count
            var varied = zip(slices, settings).map { $0.varied($1) }
            if reflow {
                let changes = zip(slices, varied).map { $1.typographicBounds.width - $0.typographicBounds.width }
                let total = changes.reduce(0, +)
                var before: CGFloat = 0
                for i in slices.indices {
                    varied[i] = slices[i].varied(settings[i], shift: before + changes[i] / 2 - total / 2)
                    before += changes[i]
                }
            }
            for slice in varied { context.draw(slice, options: .disablesSubpixelQuantization) }
        }
    }
}

/// A renderer that varies a variable font's axes: the scene compiler checks that the layer's
/// font has each of them, as it checks `font.variations`, instead of the renderer silently
/// drawing the text as it is.
public protocol FontAxisVarying {
    /// The axis tags the renderer changes (`wght`).
    var variedAxes: [String] { get }
}

extension WeightWaveRenderer: FontAxisVarying {
    /// The one axis the wave varies, ``axis``.
    public var variedAxes: [String] { [axis] }
}
