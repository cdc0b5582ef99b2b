import Foundation

/// A color in sRGB.
public struct Color: Hashable, Sendable {
    public struct Resolved: Hashable, Sendable {
        public var red: Float, green: Float, blue: Float, opacity: Float
    }
    var resolved: Resolved
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        resolved = Resolved(red: Float(red), green: Float(green), blue: Float(blue), opacity: Float(opacity))
    }
    package func resolve() -> Resolved { resolved }
    public static let white = Color(red: 1, green: 1, blue: 1)
    public static let black = Color(red: 0, green: 0, blue: 0)
    public static let clear = Color(red: 0, green: 0, blue: 0, opacity: 0)
    public init?(hex: String) {
        var s = Substring(hex)
        if s.hasPrefix("#") { s = s.dropFirst() }
        guard s.count == 6 || s.count == 8, let v = UInt64(s, radix: 16) else { return nil }
        let a = s.count == 8 ? Double(v & 0xff) / 255 : 1
        let rgb = s.count == 8 ? v >> 8 : v
        self.init(red: Double((rgb >> 16) & 0xff) / 255, green: Double((rgb >> 8) & 0xff) / 255,
                  blue: Double(rgb & 0xff) / 255, opacity: a)
    }
}
