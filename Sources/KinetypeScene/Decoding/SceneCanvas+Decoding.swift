import KinetypePrimitives
import KinetypeText
import Foundation

extension SceneCanvas {
    static let keys = ["width", "height"]
    static let expectation = "a size: WIDTHxHEIGHT such as 1280x720, or {width: 1280, height: 720}"

    /// `1280x720` (also `1280X720` or `1280×720`), or a mapping of `width` and `height`.
    init(decoding node: SceneNode) throws {
        let side = Self.sideRange.expectation
        if case .scalar = node.node {
            let text = try node.string(Self.expectation)
            let parts = text.split(whereSeparator: { "xX×".contains($0) })
                .map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]) else {
                throw node.wrongType(Self.expectation)
            }
            for (name, value) in [("width", width), ("height", height)] {
                guard Self.sideRange.contains(value) else {
                    throw node.error(.invalidValue, "the \(name) must be \(side); got \(parts[name == "width" ? 0 : 1])")
                }
            }
            self.init(width: Int(width), height: Int(height))
            return
        }
        let mapping = try node.mapping(keys: Self.keys, expected: Self.expectation)
        let width = try mapping.required("width", example: "width: 1280").integer(in: Self.sideRange)
        let height = try mapping.required("height", example: "height: 720").integer(in: Self.sideRange)
        self.init(width: width, height: height)
    }
}
