extension UnitCurve {
    /// The named curves by their SwiftUI names, as scene files spell a transition's `curve`.
    public static let named: [(name: String, value: UnitCurve)] = [
        ("easeIn", .easeIn), ("easeOut", .easeOut), ("easeInOut", .easeInOut), ("linear", .linear),
        ("circularEaseIn", .circularEaseIn), ("circularEaseOut", .circularEaseOut),
        ("circularEaseInOut", .circularEaseInOut),
    ]
}
