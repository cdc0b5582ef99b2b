import Foundation
import KinetypeAnimation
import KinetypePrimitives

/// A 4x5 matrix that maps a color's un-premultiplied components, as SwiftUI's `ColorMatrix`.
///
/// With `R G B A` the un-premultiplied input in 0...1:
///
///     R' = r1·R + r2·G + r3·B + r4·A + r5
///     G' = g1·R + g2·G + g3·B + g4·A + g5
///     B' = b1·R + b2·G + b3·B + b4·A + b5
///     A' = a1·R + a2·G + a3·B + a4·A + a5
///
/// each clamped to 0...1, then premultiplied (SVG `feColorMatrix`, Filter Effects Module Level 1
/// §9.6; colors are the gamma-encoded sRGB values as stored, as CSS filter functions use them).
/// The default is the identity. The named constructors build the matrices of SwiftUI's
/// `GraphicsContext.Filter` color filters; the formulas come from the W3C Filter Effects Module
/// Level 1 (§9.6 `feColorMatrix` and §12 "Filter Functions"), except `brightness`, which adds, as
/// SwiftUI's does.
public struct ColorMatrix: Hashable, Sendable {
    /// The red row: `R′ = r1·R + r2·G + r3·B + r4·A + r5` (identity: `r1` = 1, the rest 0).
    public var r1: Float = 1, r2: Float = 0, r3: Float = 0, r4: Float = 0, r5: Float = 0
    /// The green row: `G′ = g1·R + g2·G + g3·B + g4·A + g5` (identity: `g2` = 1, the rest 0).
    public var g1: Float = 0, g2: Float = 1, g3: Float = 0, g4: Float = 0, g5: Float = 0
    /// The blue row: `B′ = b1·R + b2·G + b3·B + b4·A + b5` (identity: `b3` = 1, the rest 0).
    public var b1: Float = 0, b2: Float = 0, b3: Float = 1, b4: Float = 0, b5: Float = 0
    /// The alpha row: `A′ = a1·R + a2·G + a3·B + a4·A + a5` (identity: `a4` = 1, the rest 0).
    public var a1: Float = 0, a2: Float = 0, a3: Float = 0, a4: Float = 1, a5: Float = 0

    /// The identity matrix.
    public init() {}

    /// A matrix from its rows `[r1…r5]`, `[g1…g5]`, `[b1…b5]`, `[a1…a5]`.
    package init(rows: [[Double]]) {
        precondition(rows.count == 4 && rows.allSatisfy { $0.count == 5 }, "a color matrix has 4 rows of 5")
        let m = rows.map { $0.map(Float.init) }
        (r1, r2, r3, r4, r5) = (m[0][0], m[0][1], m[0][2], m[0][3], m[0][4])
        (g1, g2, g3, g4, g5) = (m[1][0], m[1][1], m[1][2], m[1][3], m[1][4])
        (b1, b2, b3, b4, b5) = (m[2][0], m[2][1], m[2][2], m[2][3], m[2][4])
        (a1, a2, a3, a4, a5) = (m[3][0], m[3][1], m[3][2], m[3][3], m[3][4])
    }

    /// Rotates hues by `angle` around the luminance axis (`feColorMatrix type="hueRotate"`):
    ///
    ///     | .213 .715 .072 |         | .787 −.715 −.072 |         | −.213 −.715  .928 |
    ///     | .213 .715 .072 | + cos θ | −.213 .285 −.072 | + sin θ |  .143  .140 −.283 |
    ///     | .213 .715 .072 |         | −.213 −.715 .928 |         | −.787  .715  .072 |
    package static func hueRotation(_ angle: Angle) -> ColorMatrix {
        let c = cos(angle.radians), s = sin(angle.radians)
        return ColorMatrix(rows: [
            [0.213 + 0.787 * c - 0.213 * s, 0.715 - 0.715 * c - 0.715 * s, 0.072 - 0.072 * c + 0.928 * s, 0, 0],
            [0.213 - 0.213 * c + 0.143 * s, 0.715 + 0.285 * c + 0.140 * s, 0.072 - 0.072 * c - 0.283 * s, 0, 0],
            [0.213 - 0.213 * c - 0.787 * s, 0.715 - 0.715 * c + 0.715 * s, 0.072 + 0.928 * c + 0.072 * s, 0, 0],
            [0, 0, 0, 1, 0],
        ])
    }

    /// Scales saturation by `amount` (0 gray, 1 unchanged, above 1 more vivid)
    /// (`feColorMatrix type="saturate"`):
    ///
    ///     | .213+.787s  .715−.715s  .072−.072s |
    ///     | .213−.213s  .715+.285s  .072−.072s |
    ///     | .213−.213s  .715−.715s  .072+.928s |
    package static func saturation(_ amount: Double) -> ColorMatrix {
        let s = amount
        return ColorMatrix(rows: [
            [0.213 + 0.787 * s, 0.715 - 0.715 * s, 0.072 - 0.072 * s, 0, 0],
            [0.213 - 0.213 * s, 0.715 + 0.285 * s, 0.072 - 0.072 * s, 0, 0],
            [0.213 - 0.213 * s, 0.715 - 0.715 * s, 0.072 + 0.928 * s, 0, 0],
            [0, 0, 0, 1, 0],
        ])
    }

    /// Adds `amount` to each color component (0 unchanged, 1 white), as SwiftUI's and Core
    /// Image's `CIColorControls` brightness do (CSS `brightness()` multiplies instead):
    /// `C' = C + amount`.
    package static func brightness(_ amount: Double) -> ColorMatrix {
        ColorMatrix(rows: [[1, 0, 0, 0, amount], [0, 1, 0, 0, amount], [0, 0, 1, 0, amount], [0, 0, 0, 1, 0]])
    }

    /// Scales each component's distance from mid-gray by `amount` (0 gray, 1 unchanged), CSS
    /// `contrast()`: `C' = amount·C + (0.5 − 0.5·amount)`.
    package static func contrast(_ amount: Double) -> ColorMatrix {
        let offset = 0.5 - 0.5 * amount
        return ColorMatrix(rows: [
            [amount, 0, 0, 0, offset], [0, amount, 0, 0, offset], [0, 0, amount, 0, offset], [0, 0, 0, 1, 0],
        ])
    }

    /// Multiplies each component, opacity included, by the color's, as SwiftUI's
    /// `colorMultiply(_:)`: `R' = R·r`, `G' = G·g`, `B' = B·b`, `A' = A·a`.
    package static func colorMultiply(_ color: Color.Resolved) -> ColorMatrix {
        ColorMatrix(rows: [
            [Double(color.red), 0, 0, 0, 0], [0, Double(color.green), 0, 0, 0],
            [0, 0, Double(color.blue), 0, 0], [0, 0, 0, Double(color.opacity), 0],
        ])
    }

    /// Moves colors towards their luminance-weighted gray by `amount` (0 unchanged, 1 gray), CSS
    /// `grayscale()` with `s = 1 − amount`:
    ///
    ///     | .2126+.7874s  .7152−.7152s  .0722−.0722s |
    ///     | .2126−.2126s  .7152+.2848s  .0722−.0722s |
    ///     | .2126−.2126s  .7152−.7152s  .0722+.9278s |
    package static func grayscale(_ amount: Double) -> ColorMatrix {
        let s = 1 - amount
        return ColorMatrix(rows: [
            [0.2126 + 0.7874 * s, 0.7152 - 0.7152 * s, 0.0722 - 0.0722 * s, 0, 0],
            [0.2126 - 0.2126 * s, 0.7152 + 0.2848 * s, 0.0722 - 0.0722 * s, 0, 0],
            [0.2126 - 0.2126 * s, 0.7152 - 0.7152 * s, 0.0722 + 0.9278 * s, 0, 0],
            [0, 0, 0, 1, 0],
        ])
    }

    /// Inverts colors by `amount` (1 fully, 0 unchanged), CSS `invert()`:
    /// `C' = amount·(1 − C) + (1 − amount)·C = (1 − 2·amount)·C + amount`.
    package static func colorInvert(_ amount: Double = 1) -> ColorMatrix {
        let scale = 1 - 2 * amount
        return ColorMatrix(rows: [
            [scale, 0, 0, 0, amount], [0, scale, 0, 0, amount], [0, 0, scale, 0, amount], [0, 0, 0, 1, 0],
        ])
    }

    /// Black whose opacity is the color's luminance (`feColorMatrix type="luminanceToAlpha"`):
    /// `A' = 0.2125·R + 0.7154·G + 0.0721·B`, `R' = G' = B' = 0`. The input opacity is ignored,
    /// as the spec says.
    package static let luminanceToAlpha = ColorMatrix(rows: [
        [0, 0, 0, 0, 0], [0, 0, 0, 0, 0], [0, 0, 0, 0, 0], [0.2125, 0.7154, 0.0721, 0, 0],
    ])
}
