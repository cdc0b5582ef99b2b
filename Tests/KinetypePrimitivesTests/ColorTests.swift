import Foundation
import KinetypePrimitives
import KinetypeTestSupportCore
import Testing

@Suite struct ColorTests {
    func expectComponents(_ color: Color, _ red: Double, _ green: Double, _ blue: Double,
                          _ opacity: Double = 1, within tolerance: Float = 1e-6,
                          sourceLocation: SourceLocation = #_sourceLocation) {
        let r = color.resolve()
        expectClose(r.red, Float(red), tolerance: tolerance, "red", sourceLocation: sourceLocation)
        expectClose(r.green, Float(green), tolerance: tolerance, "green", sourceLocation: sourceLocation)
        expectClose(r.blue, Float(blue), tolerance: tolerance, "blue", sourceLocation: sourceLocation)
        expectClose(r.opacity, Float(opacity), tolerance: tolerance, "opacity", sourceLocation: sourceLocation)
    }

    /// Apple's HIG light-mode system colors, 8-bit.
    @Test(arguments: [
        (Color.red, 255, 59, 48), (.orange, 255, 149, 0), (.yellow, 255, 204, 0), (.green, 52, 199, 89),
        (.mint, 0, 199, 190), (.teal, 48, 176, 199), (.cyan, 50, 173, 230), (.blue, 0, 122, 255),
        (.indigo, 88, 86, 214), (.purple, 175, 82, 222), (.pink, 255, 45, 85), (.brown, 162, 132, 94),
        (.gray, 142, 142, 147), (.white, 255, 255, 255), (.black, 0, 0, 0), (.primary, 0, 0, 0),
    ])
    func standardColors(color: Color, red: Int, green: Int, blue: Int) {
        expectComponents(color, Double(red) / 255, Double(green) / 255, Double(blue) / 255)
    }

    @Test func redResolvesAsSwiftUIDoes() {
        expectComponents(.red, 1.0, 0.23137255, 0.1882353)
        #expect(Color.red.resolve().description == "#FF3B30FF")
    }

    @Test func clearAndSecondary() {
        expectComponents(.clear, 0, 0, 0, 0)
        expectComponents(.secondary, 60.0 / 255, 60.0 / 255, 67.0 / 255, 0.6)
    }

    @Test func opacityMultiplies() {
        expectComponents(Color.red.opacity(0.5).opacity(0.5), 1.0, 59.0 / 255, 48.0 / 255, 0.25)
        expectComponents(Color(red: 0.2, green: 0.4, blue: 0.6, opacity: 0.5).opacity(0.4), 0.2, 0.4, 0.6, 0.2)
        #expect(Color.red.opacity(0.5).description == "50% red")
    }

    @Test func whiteAndRGB() {
        expectComponents(Color(white: 0.5), 0.5, 0.5, 0.5)
        expectComponents(Color(white: 0.25, opacity: 0.5), 0.25, 0.25, 0.25, 0.5)
        expectComponents(Color(red: 0.1, green: 0.2, blue: 0.3), 0.1, 0.2, 0.3)
        #expect(Color(red: 0.1, green: 0.2, blue: 0.3) == Color(.sRGB, red: 0.1, green: 0.2, blue: 0.3, opacity: 1))
    }

    @Test func hueSaturationBrightness() {
        expectComponents(Color(hue: 0, saturation: 1, brightness: 1), 1, 0, 0)
        expectComponents(Color(hue: 1.0 / 3, saturation: 1, brightness: 1), 0, 1, 0, within: 1e-6)
        // 30°: sector 0, f = 0.5, t = 1 − 0.5 = 0.5.
        expectComponents(Color(hue: 1.0 / 12, saturation: 1, brightness: 1), 1, 0.5, 0)
        // 180°: sector 3, f = 0, p = 0.8·0.5 = 0.4, q = 0.8: (p, q, v).
        expectComponents(Color(hue: 0.5, saturation: 0.5, brightness: 0.8, opacity: 0.3), 0.4, 0.8, 0.8, 0.3)
        // Hue 1 wraps to 0.
        expectComponents(Color(hue: 1, saturation: 1, brightness: 0.5), 0.5, 0, 0)
        expectComponents(Color(hue: 0.7, saturation: 0, brightness: 0.6), 0.6, 0.6, 0.6)
    }

    @Test func linearSRGBIsEncoded() {
        // 1.055·0.5^(1/2.4) − 0.055 = 0.735357; below the knee 12.92·0.002 = 0.02584.
        expectComponents(Color(.sRGBLinear, red: 0.5, green: 0.002, blue: 1), 0.735357, 0.02584, 1, within: 1e-5)
        var resolved = Color.Resolved(red: 0.5, green: 0, blue: 1)
        // ((0.5 + 0.055)/1.055)^2.4 = 0.214041
        expectClose(resolved.linearRed, 0.214041, tolerance: 1e-5)
        resolved.linearGreen = 0.5
        expectClose(resolved.green, 0.735357, tolerance: 1e-5)
    }

    /// Display P3 red converted with a matrix this test derives from the two spaces' primaries.
    @Test func displayP3ConvertsThroughXYZ() {
        func rgbToXYZ(_ primaries: [(Double, Double)]) -> [[Double]] {
            let white = (0.3127, 0.3290)
            let columns = primaries.map { x, y in [x / y, 1, (1 - x - y) / y] }
            let m = (0..<3).map { row in (0..<3).map { columns[$0][row] } }
            let w = [white.0 / white.1, 1, (1 - white.0 - white.1) / white.1]
            let s = multiply(invert(m), w)
            return m.map { row in (0..<3).map { row[$0] * s[$0] } }
        }
        let p3 = rgbToXYZ([(0.680, 0.320), (0.265, 0.690), (0.150, 0.060)])
        let srgb = rgbToXYZ([(0.64, 0.33), (0.30, 0.60), (0.15, 0.06)])
        let p3ToSRGB = matrixProduct(invert(srgb), p3)
        func encode(_ v: Double) -> Double {
            let m = abs(v)
            let e = m <= 0.0031308 ? 12.92 * m : 1.055 * pow(m, 1 / 2.4) - 0.055
            return v < 0 ? -e : e
        }
        let input = [1.0, 0.5, 0.25]
        let linear = input.map { $0 <= 0.04045 ? $0 / 12.92 : pow(($0 + 0.055) / 1.055, 2.4) }
        let expected = multiply(p3ToSRGB, linear).map(encode)
        expectComponents(Color(.displayP3, red: 1, green: 0.5, blue: 0.25), expected[0], expected[1], expected[2],
                         within: 2e-4)
        // Pure P3 red is outside sRGB: green and blue go negative.
        let red = Color(.displayP3, red: 1, green: 0, blue: 0).resolve()
        #expect(red.red > 1 && red.green < 0 && red.blue < 0)
    }

    @Test func resolvedRoundTripsThroughColor() {
        let resolved = Color.Resolved(red: 0.25, green: 0.5, blue: 0.75, opacity: 0.5)
        #expect(Color(resolved).resolve() == resolved)
        #expect(resolved.description == "#4080BF80")
    }

    @Test func equalityIgnoresNames() {
        #expect(Color.white == Color(red: 1, green: 1, blue: 1))
        #expect(Color.red != Color(red: 1, green: 0, blue: 0))
        #expect(Set([Color.white, Color(white: 1), Color.black]).count == 2)
    }

    // MARK: Helpers for the derivation above

    func invert(_ m: [[Double]]) -> [[Double]] {
        let (a, b, c) = (m[0][0], m[0][1], m[0][2])
        let (d, e, f) = (m[1][0], m[1][1], m[1][2])
        let (g, h, i) = (m[2][0], m[2][1], m[2][2])
        let det = a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g)
        return [[(e * i - f * h) / det, (c * h - b * i) / det, (b * f - c * e) / det],
                [(f * g - d * i) / det, (a * i - c * g) / det, (c * d - a * f) / det],
                [(d * h - e * g) / det, (b * g - a * h) / det, (a * e - b * d) / det]]
    }

    func multiply(_ m: [[Double]], _ v: [Double]) -> [Double] {
        m.map { row in zip(row, v).reduce(0) { $0 + $1.0 * $1.1 } }
    }

    func matrixProduct(_ a: [[Double]], _ b: [[Double]]) -> [[Double]] {
        a.map { row in (0..<3).map { column in (0..<3).reduce(0) { $0 + row[$1] * b[$1][column] } } }
    }
}
