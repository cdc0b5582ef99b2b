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
        let path = try Self.path(data, at: dataNode)
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

    /// The most commands one path of a scene may have (a shape's or a text path's `d`). Drawing
    /// costs more than linear time in a path's crossings (a fill of 4,000 curves across the canvas
    /// takes a second a frame in Cairo), so a path of a million commands would take hours a frame;
    /// ten thousand is far more than a logo, an icon or a title's flourish needs.
    static let commandLimit = 10_000

    /// The path of SVG path data at `node`, refused with an error at the bad character, or when
    /// it holds more than ``commandLimit`` commands (found without reading the rest of the data).
    static func path(_ data: String, at node: SceneNode) throws -> Path {
        let path: Path?
        do {
            path = try Path(svgPathData: data, commandLimit: commandLimit)
        } catch {
            throw dataError(error, data: data, at: node)
        }
        guard let path else {
            throw node.error(.invalidValue, """
                the path has more than \(commandLimit) commands, the most one path may have (a larger one \
                takes minutes a frame to draw); simplify it (svgo, or Inkscape's Path > Simplify), or split it over several layers
                """)
        }
        return path
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
