import Foundation
import KinetypeDiagnostics

/// A color, as SwiftUI's `Color`: a named standard color, RGB, white, or HSB, with an opacity.
///
/// Off screen there is no environment, so every color resolves as SwiftUI's does in light mode
/// on iOS (see `Color+Named.swift` for the standard colors' values and their source). Components
/// are held as gamma-encoded extended sRGB; colors given in another space are converted when
/// they are made.
///
/// ```swift
/// let accent = Color(red: 1, green: 0.23, blue: 0.56).opacity(0.8)
/// let fromScene = try Color(parsing: "#ff3b8e")
/// Color.red.resolve()   // Resolved(red: 1, green: 0.231, blue: 0.188, opacity: 1)
/// ```
///
/// Two colors are equal when their resolved components are; the name only feeds `description`.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    /// Gamma-encoded sRGB components; may leave 0...1 for colors outside the sRGB gamut.
    let red: Double
    let green: Double
    let blue: Double
    /// Opacity, 0 (transparent) to 1 (opaque).
    let opacity: Double
    /// The standard color's name (`"red"`), for `description`.
    let name: String?

    init(sRGBRed red: Double, green: Double, blue: Double, opacity: Double, name: String? = nil) {
        self.red = red
        self.green = green
        self.blue = blue
        self.opacity = opacity
        self.name = name
    }

    /// A color from red, green and blue components in `colorSpace` (gamma-encoded sRGB unless
    /// told otherwise), as SwiftUI's `Color(_:red:green:blue:opacity:)`.
    public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double,
                opacity: Double = 1) {
        let (r, g, b) = colorSpace.sRGBComponents(red, green, blue)
        self.init(sRGBRed: r, green: g, blue: b, opacity: opacity)
    }

    /// A gray with the given white level, as SwiftUI's `Color(_:white:opacity:)`.
    public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
    }

    /// A color from hue, saturation and brightness (all 0...1) in sRGB, as SwiftUI's
    /// `Color(hue:saturation:brightness:opacity:)`.
    ///
    /// The standard HSV to RGB conversion: with `h6 = 6·hue` (wrapped into 0..<6), sector
    /// `i = ⌊h6⌋`, `f = h6 − i`, `p = v(1 − s)`, `q = v(1 − s·f)`, `t = v(1 − s(1 − f))`, the
    /// sectors 0…5 give `(v,t,p) (q,v,p) (p,v,t) (p,q,v) (t,p,v) (v,p,q)`.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let value = brightness, s = saturation
        var h6 = (hue - hue.rounded(.down)) * 6
        if h6 >= 6 { h6 = 0 }
        let sector = Int(h6)
        let f = h6 - Double(sector)
        let p = value * (1 - s), q = value * (1 - s * f), t = value * (1 - s * (1 - f))
        let rgb: (Double, Double, Double)
        switch sector {
        case 0: rgb = (value, t, p)
        case 1: rgb = (q, value, p)
        case 2: rgb = (p, value, t)
        case 3: rgb = (p, q, value)
        case 4: rgb = (t, p, value)
        default: rgb = (value, p, q)
        }
        self.init(sRGBRed: rgb.0, green: rgb.1, blue: rgb.2, opacity: opacity)
    }

    /// The color of a resolved value, as SwiftUI's `Color(_ resolved:)`.
    public init(_ resolved: Resolved) {
        self.init(sRGBRed: Double(resolved.red), green: Double(resolved.green),
                  blue: Double(resolved.blue), opacity: Double(resolved.opacity))
    }

    /// This color with its opacity multiplied by `opacity`, as SwiftUI's `opacity(_:)`.
    ///
    /// ```swift
    /// Color.red.opacity(0.5).opacity(0.5)   // a quarter as opaque as red
    /// ```
    public func opacity(_ opacity: Double) -> Color {
        let percent = name.map { "\(Int(saturating: (opacity * 100).rounded()))% \($0)" }
        return Color(sRGBRed: red, green: green, blue: blue, opacity: self.opacity * opacity,
                     name: percent)
    }

    /// The concrete components this color draws with: gamma-encoded sRGB and opacity as `Float`,
    /// SwiftUI's `Color.Resolved`. Kinetype has no environment, so this stands in for SwiftUI's
    /// `resolve(in:)`; the graphics module calls it when it fills or filters.
    public func resolve() -> Resolved {
        Resolved(red: Float(red), green: Float(green), blue: Float(blue), opacity: Float(opacity))
    }

    /// The standard color's name (`"red"`, `"50% red"`), or the resolved hex code.
    public var description: String {
        name ?? resolve().description
    }

    /// Whether the two colors have the same sRGB components and opacity; the name does not count,
    /// so `Color.red` equals the same components given by number.
    public static func == (lhs: Color, rhs: Color) -> Bool {
        lhs.red == rhs.red && lhs.green == rhs.green && lhs.blue == rhs.blue
            && lhs.opacity == rhs.opacity
    }

    /// Hashes the components and opacity, as `==` compares them.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(red)
        hasher.combine(green)
        hasher.combine(blue)
        hasher.combine(opacity)
    }
}
