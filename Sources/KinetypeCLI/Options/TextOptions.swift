import ArgumentParser
import Foundation
import Kinetype
import KinetypePrimitives

/// The options that say what text to set and how.
struct TextOptions: ParsableArguments {
    @Option(name: .long, help: "The text to set.")
    var text: String?

    @Option(name: .long, help: "A font family name (bundled or installed) or the path of a font file.")
    var font: String?

    @Option(name: .long, help: "The font size in points (pixels).")
    var size: Double = 64

    @Option(name: .long, help: "The font weight: ultraLight, thin, light, regular, medium, semibold, bold, heavy, black.")
    var weight: String?

    @Flag(name: .long, help: "Italic.")
    var italic = false

    @Option(name: .long, help: "OpenType features, comma-separated in HarfBuzz syntax, for example liga=0,tnum.")
    var features: String?

    @Option(name: .long, help: "The base direction: ltr, rtl or auto.")
    var direction: String = "auto"

    @Option(name: .long, help: "Line alignment: leading, center or trailing.")
    var alignment: String = "center"

    @Option(name: .long, help: "The most lines to show; the rest is cut with an ellipsis.")
    var lineLimit: Int?

    /// The `Text` these options describe; `--text` is required.
    func makeText() throws -> Text {
        guard let text else {
            throw InputError(description: "give a scene file, or the text to set with --text, for example --text \"Hello\"")
        }
        guard size > 0 && size.isFinite else {
            throw InputError(description: "--size \(size) is not valid: give a size greater than 0, for example 64")
        }
        var font: Font
        if let name = self.font {
            let isPath = name.contains("/") || [".ttf", ".otf", ".ttc", ".otc"].contains { name.lowercased().hasSuffix($0) }
            font = isPath ? .file(name, size: size) : .custom(name, size: size)
        } else {
            font = .system(size: size)
        }
        if let weight {
            font = font.weight(try parseWeight(weight))
        }
        if italic { font = font.italic() }
        for feature in (features ?? "").split(separator: ",") {
            guard let parsed = FontFeature(parsing: String(feature)) else {
                throw InputError(description: "--features: '\(feature)' is not an OpenType feature setting; write it as liga=0, +kern or tnum")
            }
            font = font.feature(parsed.tag, parsed.value)
        }
        let direction: LayoutDirection?
        switch self.direction.lowercased() {
        case "ltr": direction = .leftToRight
        case "rtl": direction = .rightToLeft
        case "auto": direction = nil
        default: throw InputError(description: "--direction '\(self.direction)' is not valid: use ltr, rtl or auto")
        }
        guard let alignment = TextAlignment(rawValue: alignment) else {
            throw InputError(description: "--alignment '\(alignment)' is not valid: use leading, center or trailing")
        }
        if let lineLimit, lineLimit < 1 {
            throw InputError(description: "--line-limit \(lineLimit) is not valid: give 1 or more")
        }
        let parsed: Text
        do {
            parsed = try Text(markup: text)
        } catch {
            throw InputError(description: "--text: \(error)")
        }
        return parsed.font(font).multilineTextAlignment(alignment).layoutDirection(direction).lineLimit(lineLimit)
    }

    private func parseWeight(_ name: String) throws -> Font.Weight {
        let weights: [String: Font.Weight] = [
            "ultralight": .ultraLight, "thin": .thin, "light": .light, "regular": .regular, "medium": .medium,
            "semibold": .semibold, "bold": .bold, "heavy": .heavy, "black": .black,
        ]
        if let weight = weights[name.lowercased()] { return weight }
        let suggestion = weights.keys.min { editDistance($0, name.lowercased()) < editDistance($1, name.lowercased()) } ?? "regular"
        throw InputError(description: "--weight '\(name)' is not a weight; did you mean '\(suggestion)'? Use one of \(weights.keys.sorted().joined(separator: ", "))")
    }
}
