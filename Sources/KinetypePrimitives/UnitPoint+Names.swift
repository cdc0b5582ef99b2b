extension UnitPoint {
    /// The nine named points by their SwiftUI names (`topLeading` … `bottomTrailing`), as scene
    /// files and the command line spell anchors; in reading order, top row first.
    public static let named: [(name: String, value: UnitPoint)] = [
        ("topLeading", .topLeading), ("top", .top), ("topTrailing", .topTrailing),
        ("leading", .leading), ("center", .center), ("trailing", .trailing),
        ("bottomLeading", .bottomLeading), ("bottom", .bottom), ("bottomTrailing", .bottomTrailing),
    ]
}
