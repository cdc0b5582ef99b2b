import Foundation
import KinetypeAnimation
import KinetypeGraphics
import KinetypePrimitives
import KinetypeText

/// A glow: blurred, tinted copies of each line under the crisp text, pulsing with `time`.
public struct GlowRenderer: TextRenderer {
    /// Seconds since the layer started; drives the pulse.
    public var time: TimeInterval
    /// The glow's colour: the blurred copies are drawn in it and multiplied by it. Cyan by default.
    public var color: Color
    /// The glow's blur radius, in points; 12 by default. The glow reaches about three radii past
    /// the glyphs (``displayPadding``).
    public var radius: CGFloat
    /// Pulses per second (0: steady).
    public var pulse: Double

    /// The renderer's ``time`` (`Animatable`).
    public var animatableData: Double {
        get { time }
        set { time = newValue }
    }

    /// A glow of `color`, blurred by `radius` points, pulsing `pulse` times a second, at `time`
    /// seconds since the layer started.
    public init(time: TimeInterval = 0, color: Color = .cyan, radius: CGFloat = 12, pulse: Double = 0.5) {
        self.time = time
        self.color = color
        self.radius = radius
        self.pulse = pulse
    }

    /// The glow reaches three radii past the text.
    public var displayPadding: EdgeInsets { EdgeInsets(top: 3 * radius, leading: 3 * radius, bottom: 3 * radius, trailing: 3 * radius) }

    /// The glow's strength at this time: 0.55 to 1.
    public var intensity: Double { 0.775 + 0.225 * cos(2 * .pi * pulse * time) }

    /// Draws each line twice blurred and tinted at ``intensity``, then crisp on top
    /// (`TextRenderer`).
    public func draw(layout: Text.Layout, in context: inout GraphicsContext) {
        for line in layout {
            var glow = context
            glow.foregroundColor = color
            glow.addFilter(.colorMultiply(color))
            glow.addFilter(.blur(radius: radius))
            glow.opacity = intensity
            glow.draw(line)
            glow.draw(line)
            context.draw(line)
        }
    }
}
