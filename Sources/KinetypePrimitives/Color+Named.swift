import Foundation

/// SwiftUI's standard colors, resolved as SwiftUI resolves them in light mode on iOS.
///
/// Source: Apple's Human Interface Guidelines, "Color" → "Specifications" (system colors, default
/// light appearance, the iOS 15–18 table), which SwiftUI's `Color.red` etc. resolve to; for
/// example `Color.red.resolve(in:)` gives `(1.0, 0.23137255, 0.1882353)` = (255, 59, 48) / 255.
/// `.primary` is the label color (black) and `.secondary` the secondary label color,
/// (60, 60, 67) at 60% opacity. `.white`, `.black` and `.clear` are exact.
extension Color {
    /// A standard color from 8-bit sRGB levels.
    private static func system(_ name: String, _ red: Int, _ green: Int, _ blue: Int,
                               opacity: Double = 1) -> Color {
        Color(sRGBRed: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255,
              opacity: opacity, name: name)
    }

    /// (255, 59, 48)
    public static let red = system("red", 255, 59, 48)
    /// (255, 149, 0)
    public static let orange = system("orange", 255, 149, 0)
    /// (255, 204, 0)
    public static let yellow = system("yellow", 255, 204, 0)
    /// (52, 199, 89)
    public static let green = system("green", 52, 199, 89)
    /// (0, 199, 190)
    public static let mint = system("mint", 0, 199, 190)
    /// (48, 176, 199)
    public static let teal = system("teal", 48, 176, 199)
    /// (50, 173, 230)
    public static let cyan = system("cyan", 50, 173, 230)
    /// (0, 122, 255)
    public static let blue = system("blue", 0, 122, 255)
    /// (88, 86, 214)
    public static let indigo = system("indigo", 88, 86, 214)
    /// (175, 82, 222)
    public static let purple = system("purple", 175, 82, 222)
    /// (255, 45, 85)
    public static let pink = system("pink", 255, 45, 85)
    /// (162, 132, 94)
    public static let brown = system("brown", 162, 132, 94)
    /// (255, 255, 255)
    public static let white = system("white", 255, 255, 255)
    /// (142, 142, 147)
    public static let gray = system("gray", 142, 142, 147)
    /// (0, 0, 0)
    public static let black = system("black", 0, 0, 0)
    /// (0, 0, 0) at opacity 0.
    public static let clear = system("clear", 0, 0, 0, opacity: 0)
    /// The label color in light mode: black.
    public static let primary = system("primary", 0, 0, 0)
    /// The secondary label color in light mode: (60, 60, 67) at 60% opacity.
    public static let secondary = system("secondary", 60, 60, 67, opacity: 0.6)

    /// Every standard color by its SwiftUI name, in SwiftUI's documentation order.
    static let standardColors: [(name: String, color: Color)] = [
        ("red", .red), ("orange", .orange), ("yellow", .yellow), ("green", .green),
        ("mint", .mint), ("teal", .teal), ("cyan", .cyan), ("blue", .blue),
        ("indigo", .indigo), ("purple", .purple), ("pink", .pink), ("brown", .brown),
        ("white", .white), ("gray", .gray), ("black", .black), ("clear", .clear),
        ("primary", .primary), ("secondary", .secondary),
    ]
}
