extension Font.Weight {
    /// SwiftUI's weight names and their weights, in SwiftUI's order, as scene files and the
    /// command line spell them.
    public static let named: [(name: String, value: Font.Weight)] = [
        ("ultraLight", .ultraLight), ("thin", .thin), ("light", .light), ("regular", .regular), ("medium", .medium),
        ("semibold", .semibold), ("bold", .bold), ("heavy", .heavy), ("black", .black),
    ]
}
