import Foundation

extension Color {
    /// The RGB color space that a color's components are given in, as SwiftUI's.
    public enum RGBColorSpace: Hashable, Sendable {
        /// Gamma-encoded sRGB (IEC 61966-2-1), the default.
        case sRGB
        /// sRGB primaries with linear (not gamma-encoded) components.
        case sRGBLinear
        /// Display P3: DCI-P3 primaries, D65 white, the sRGB transfer function.
        case displayP3

        /// Converts components in this space to gamma-encoded extended sRGB.
        ///
        /// Display P3 is linearized, mapped with the 3x3 matrix `M = M_sRGB⁻¹ · M_P3` (each `M`
        /// maps linear RGB to CIE XYZ, built from the primaries' chromaticities and D65 white),
        /// then re-encoded; colors outside sRGB's gamut get components outside 0...1, as Apple's
        /// extended sRGB does.
        func sRGBComponents(_ r: Double, _ g: Double, _ b: Double) -> (Double, Double, Double) {
            switch self {
            case .sRGB:
                return (r, g, b)
            case .sRGBLinear:
                return (Color.sRGBEncode(r), Color.sRGBEncode(g), Color.sRGBEncode(b))
            case .displayP3:
                let lr = Color.sRGBDecode(r), lg = Color.sRGBDecode(g), lb = Color.sRGBDecode(b)
                let m = Color.displayP3ToLinearSRGB
                return (Color.sRGBEncode(m[0] * lr + m[1] * lg + m[2] * lb),
                        Color.sRGBEncode(m[3] * lr + m[4] * lg + m[5] * lb),
                        Color.sRGBEncode(m[6] * lr + m[7] * lg + m[8] * lb))
            }
        }
    }

    /// Linear Display P3 to linear sRGB, row-major. Derived from the primaries
    /// (P3: R 0.680,0.320  G 0.265,0.690  B 0.150,0.060; sRGB: R 0.64,0.33  G 0.30,0.60
    /// B 0.15,0.06; both D65 0.3127,0.3290); the values agree with CSS Color 4's.
    static let displayP3ToLinearSRGB: [Double] = [
        1.2249401762805598, -0.22494017628055996, 0.0,
        -0.04205695470968816, 1.0420569547096881, 0.0,
        -0.019637554590334432, -0.07863604555063188, 1.0982736001409663,
    ]

    /// The sRGB transfer function (linear to gamma-encoded), odd-extended to negative values:
    /// `12.92·v` for `v ≤ 0.0031308`, else `1.055·v^(1/2.4) − 0.055`.
    package static func sRGBEncode(_ linear: Double) -> Double {
        let magnitude = abs(linear)
        let encoded = magnitude <= 0.0031308
            ? 12.92 * magnitude : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
        return linear < 0 ? -encoded : encoded
    }

    /// The inverse sRGB transfer function (gamma-encoded to linear), odd-extended:
    /// `v/12.92` for `v ≤ 0.04045`, else `((v + 0.055)/1.055)^2.4`.
    package static func sRGBDecode(_ encoded: Double) -> Double {
        let magnitude = abs(encoded)
        let linear = magnitude <= 0.04045 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
        return encoded < 0 ? -linear : linear
    }
}
