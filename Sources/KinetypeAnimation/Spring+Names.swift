extension Spring {
    /// SwiftUI's spring presets by name (`smooth`, `snappy`, `bouncy`), as scene files spell a
    /// transition's `spring`.
    public static let named: [(name: String, value: Spring)] = [
        ("smooth", .smooth), ("snappy", .snappy), ("bouncy", .bouncy),
    ]
}
