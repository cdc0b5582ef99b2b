import Foundation
import KinetypePrimitives
import KinetypeText
import Yams

extension ScenePath {
    static let keys = ["d", "offset", "align", "side", "speed", "loop"]

    /// `{d, offset, align, side, speed, loop}`; only `d` is required.
    init(decoding node: SceneNode) throws {
        let mapping = try node.mapping(keys: Self.keys, expected: "a path for the text: {d: \"M 100 400 C …\", offset, align, side, speed, loop}")
        let dataNode = try mapping.required("d", example: "d: \"M 100 400 C 400 100 800 700 1180 300\"")
        let data = try dataNode.string("SVG path data, such as \"M 100 400 C 400 100 800 700 1180 300\"")
        let path: Path
        do {
            path = try Path(svgPathData: data)
        } catch {
            throw Self.dataError(error, data: data, at: dataNode)
        }
        guard PathMeasure(path).length > 0 else {
            throw dataNode.error(.invalidValue, "the path \(MarkupValue.string(data)) has no length; give it a line or a curve, as in \"M 100 400 L 1180 400\"")
        }
        self.init(data: data, path: path)
        if let offsetNode = mapping["offset"] { offset = try Self.offset(offsetNode) }
        alignment = try mapping["align"]?.choice(TextPath.Alignment.self) ?? .start
        side = try mapping["side"]?.choice(TextPath.Side.self) ?? .left
        speed = try mapping["speed"]?.number("a speed: path lengths a second, such as 0.2 (negative runs backwards)") ?? 0
        loops = try mapping["loop"]?.bool() ?? false
    }

    /// A number (a fraction of the path's length) or a string of pixels (`"40px"`).
    private static func offset(_ node: SceneNode) throws -> TextPath.Offset {
        let expected = "an offset: a fraction of the path's length such as 0.1, or pixels such as \"40px\""
        if case .scalar(let scalar) = node.node, scalar.string.hasSuffix("px") {
            let text = try node.string(expected)
            guard let value = SceneNode.number(String(text.dropLast(2)).trimmingCharacters(in: .whitespaces)), value.isFinite else {
                throw node.error(.invalidValue, "expected \(expected); got \(MarkupValue.string(text))")
            }
            return .points(value)
        }
        return .fraction(try node.number(expected))
    }

    /// A path-data error at the bad character: its column in the file when the data is written
    /// on one line (plain or quoted), else at the data's start.
    static func dataError(_ error: PrimitivesError, data: String, at node: SceneNode) -> SceneError {
        guard case .malformedPathData(_, let position, let problem) = error else {
            return node.error(.invalidValue, error.description)
        }
        var column = node.column
        if case .scalar(let scalar) = node.node, !data.contains("\n"), !TemplateVariables.hasTemplates(scalar.string) {
            let quote = scalar.style == .singleQuoted || scalar.style == .doubleQuoted ? 1 : 0
            if scalar.style == .plain || quote == 1 { column += quote + position - 1 }
        }
        return SceneError(.invalidValue, file: node.context.file, line: node.line, column: column, keyPath: node.path.description,
                          message: "bad SVG path data at character \(position) of \(MarkupValue.string(data)): \(problem)",
                          suggestion: nil, markupError: nil)
    }
}
