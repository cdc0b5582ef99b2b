import Foundation

extension Path: CustomStringConvertible, LosslessStringConvertible {
    /// The path as text in SwiftUI's (and PDF's) operator form: each element's numbers, then its
    /// operator: `x y m` (move), `x y l` (line), `cx cy x y q` (quadratic curve),
    /// `c1x c1y c2x c2y x y c` (cubic curve), `h` (close). Numbers use up to six significant
    /// digits (`%g`), so traces of drawing commands stay short and stable.
    ///
    /// ```swift
    /// Path(CGRect(x: 0, y: 0, width: 10, height: 5)).description
    /// // "0 0 m 10 0 l 10 5 l 0 5 l h"
    /// ```
    public var description: String {
        var words: [String] = []
        func add(_ points: CGPoint...) {
            for point in points {
                words.append(Path.format(point.x))
                words.append(Path.format(point.y))
            }
        }
        for element in elements {
            switch element {
            case .move(let p): add(p); words.append("m")
            case .line(let p): add(p); words.append("l")
            case .quadCurve(let p, let c): add(c, p); words.append("q")
            case .curve(let p, let c1, let c2): add(c1, c2, p); words.append("c")
            case .closeSubpath: words.append("h")
            }
        }
        return words.joined(separator: " ")
    }

    /// Reads the form `description` writes, plus PDF's `x y w h re` (a rectangle), as SwiftUI's
    /// `Path(_ string:)`. Nil when an operator is unknown or has the wrong count of numbers.
    public init?(_ string: String) {
        self.init()
        var numbers: [CGFloat] = []
        for word in string.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }) {
            if let number = Double(word) {
                numbers.append(CGFloat(number))
                continue
            }
            let expected = ["m": 2, "l": 2, "q": 4, "c": 6, "h": 0, "re": 4][String(word)]
            guard let expected, numbers.count == expected else { return nil }
            let p = stride(from: 0, to: numbers.count, by: 2).map { CGPoint(x: numbers[$0], y: numbers[$0 + 1]) }
            switch word {
            case "m": move(to: p[0])
            case "l": addLine(to: p[0])
            case "q": addQuadCurve(to: p[1], control: p[0])
            case "c": addCurve(to: p[2], control1: p[0], control2: p[1])
            case "h": closeSubpath()
            default: addRect(CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]))
            }
            numbers.removeAll()
        }
        guard numbers.isEmpty else { return nil }
    }

    /// Six significant digits, no trailing zeros; negative zero prints as 0.
    static func format(_ value: CGFloat) -> String {
        value == 0 ? "0" : String(format: "%g", Double(value))
    }
}
