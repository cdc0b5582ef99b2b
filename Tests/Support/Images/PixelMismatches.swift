/// The outcome of ``TestSupport/pixelMismatches(xs:ys:where:actual:expected:)``: how many pixels
/// differ and the first few of them, in row order.
public struct PixelMismatches: CustomStringConvertible {
    /// How many examples a failure message shows.
    public static let exampleLimit = 5

    /// The number of pixels compared.
    public var checked = 0
    /// The number of pixels that differ.
    public var count = 0
    /// The first differing pixels: position, actual and expected values.
    public var examples: [(x: Int, y: Int, actual: TestSupport.Pixel, expected: TestSupport.Pixel)] = []

    /// True when every compared pixel matched.
    public var isEmpty: Bool { count == 0 }

    public var description: String {
        guard count > 0 else { return "all \(checked) pixels match" }
        let shown = examples.map { "(\($0.x), \($0.y)): \($0.actual) instead of \($0.expected)" }
        return "\(count) of \(checked) pixels differ; first: " + shown.joined(separator: "; ")
    }
}
