import Foundation

extension String {
    /// The text with XML's special characters escaped (`&`, `<`, `>`, `"`), for attribute
    /// values in double quotes and for text content: SVG, TTML and FCPXML written by hand.
    package var xmlEscaped: String {
        var result = ""
        result.reserveCapacity(utf8.count)
        for character in self {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.append(character)
            }
        }
        return result
    }
}
