import Foundation
import KinetypeDiagnostics
import KinetypePrimitives

extension Color.Resolved {
    /// The color as one premultiplied ARGB32 pixel: opacity and each component clamped to 0...1 (NaN to 0),
    /// `alpha = round(255·a)`, `channel = round(255·c·a)`.
    package var premultipliedARGB32: UInt32 {
        func clamp(_ value: Float) -> Float { value.isNaN ? 0 : min(max(value, 0), 1) }
        let a = clamp(opacity)
        func level(_ value: Float) -> UInt32 { UInt32(saturating: (value * 255).rounded()) }
        return PixelBuffer.pack(alpha: level(a), red: level(clamp(red) * a),
                                green: level(clamp(green) * a), blue: level(clamp(blue) * a))
    }
}
