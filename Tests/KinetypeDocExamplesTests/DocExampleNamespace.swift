/// The `enum` each example is wrapped in: what its lines see besides their own names.
protocol DocExampleNamespace {
    /// The example, as the docs show it.
    static func run() async throws
}

extension DocExampleNamespace {
    /// The examples print to show a value; the tests' output stays their own, so this writes
    /// nowhere (the arguments are still evaluated).
    static func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {}
}
