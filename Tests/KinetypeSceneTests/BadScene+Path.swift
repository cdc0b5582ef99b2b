import KinetypeScene
import KinetypeText

extension BadScene {
    /// A layer's `path`: bad SVG path data (placed at the bad character), a missing `d`, names and numbers.
    static let paths: [BadScene] = [
        BadScene(name: "path data with an unknown command", source: "version: 1\nlayers:\n  - text: a\n    path: {d: \"M 10 10 X 5\"}\n",
                 kind: .invalidValue, line: 4, column: 24, keyPath: "layers[0].path.d",
                 says: [#"bad SVG path data at character 9 of "M 10 10 X 5": unknown command "X""#]),
        BadScene(name: "path data cut short", source: "version: 1\nlayers:\n  - text: a\n    path:\n      d: M 10 10 C 1 2 3\n",
                 kind: .invalidValue, line: 5, column: 25, keyPath: "layers[0].path.d",
                 says: ["at character 16", "expected the y of C's second control point (a number), found the end of the data"]),
        BadScene(name: "path without d", source: "version: 1\nlayers:\n  - text: a\n    path: {offset: 0.1}\n",
                 kind: .missingKey, line: 4, column: 11, keyPath: "layers[0].path.d", says: ["missing required key 'd'", "add d: "]),
        BadScene(name: "path of no length", source: "version: 1\nlayers:\n  - text: a\n    path: {d: M 5 5}\n",
                 kind: .invalidValue, line: 4, column: 15, keyPath: "layers[0].path.d", says: ["has no length"]),
        BadScene(name: "path align typo", source: "version: 1\nlayers:\n  - text: a\n    path: {d: M 0 0 L 9 9, align: centre}\n",
                 kind: .unknownName, line: 4, column: 35, keyPath: "layers[0].path.align",
                 says: [#"expected one of start, center, end; got "centre" — did you mean "center"?"#], suggestion: "center"),
        BadScene(name: "path side is a number", source: "version: 1\nlayers:\n  - text: a\n    path: {d: M 0 0 L 9 9, side: 2}\n",
                 kind: .unknownName, line: 4, column: 34, keyPath: "layers[0].path.side", says: ["one of left, right"]),
        BadScene(name: "path offset in ems", source: "version: 1\nlayers:\n  - text: a\n    path: {d: M 0 0 L 9 9, offset: 2em}\n",
                 kind: .wrongType, line: 4, column: 36, keyPath: "layers[0].path.offset", says: [#"or pixels such as "40px""#]),
        BadScene(name: "path key typo", source: "version: 1\nlayers:\n  - text: a\n    path: {d: M 0 0 L 9 9, sped: 1}\n",
                 kind: .unknownKey, line: 4, column: 28, keyPath: "layers[0].path.sped", says: ["speed"], suggestion: "speed"),
    ]
}
