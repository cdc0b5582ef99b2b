import Foundation
import KinetypeDiagnostics

extension Color {
    /// A concrete color: gamma-encoded sRGB components and opacity as `Float`, as SwiftUI's
    /// `Color.Resolved`.
    ///
    /// Components may leave 0...1 for colors outside sRGB's gamut (extended sRGB); drawing clamps.
    public struct Resolved: Hashable, Sendable, Codable, CustomStringConvertible {
        /// The red component, gamma-encoded sRGB: 0...1 inside the sRGB gamut, beyond it for
        /// wider colors.
        public var red: Float
        /// The green component, gamma-encoded sRGB: 0...1 inside the sRGB gamut, beyond it for
        /// wider colors.
        public var green: Float
        /// The blue component, gamma-encoded sRGB: 0...1 inside the sRGB gamut, beyond it for
        /// wider colors.
        public var blue: Float
        /// The opacity, 0 (transparent) to 1 (opaque); not premultiplied into the components.
        public var opacity: Float

        /// A resolved color from components in `colorSpace`, as SwiftUI's
        /// `init(colorSpace:red:green:blue:opacity:)`.
        public init(colorSpace: RGBColorSpace = .sRGB, red: Float, green: Float, blue: Float,
                    opacity: Float = 1) {
            let (r, g, b) = colorSpace.sRGBComponents(Double(red), Double(green), Double(blue))
            self.red = Float(r)
            self.green = Float(g)
            self.blue = Float(b)
            self.opacity = opacity
        }

        /// The red component, linearized with the sRGB transfer function.
        public var linearRed: Float {
            get { Float(Color.sRGBDecode(Double(red))) }
            set { red = Float(Color.sRGBEncode(Double(newValue))) }
        }

        /// The green component, linearized with the sRGB transfer function.
        public var linearGreen: Float {
            get { Float(Color.sRGBDecode(Double(green))) }
            set { green = Float(Color.sRGBEncode(Double(newValue))) }
        }

        /// The blue component, linearized with the sRGB transfer function.
        public var linearBlue: Float {
            get { Float(Color.sRGBDecode(Double(blue))) }
            set { blue = Float(Color.sRGBEncode(Double(newValue))) }
        }

        /// `#RRGGBBAA`, each component clamped to 0...1 and rounded to 8 bits, as SwiftUI prints.
        public var description: String {
            func byte(_ value: Float) -> String {
                let level = Int(saturating: (min(max(value, 0), 1) * 255).rounded())
                let digits = String(level, radix: 16, uppercase: true)
                return digits.count == 1 ? "0" + digits : digits
            }
            return "#" + byte(red) + byte(green) + byte(blue) + byte(opacity)
        }
    }
}
