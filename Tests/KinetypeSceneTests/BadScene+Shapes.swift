import KinetypeScene

extension BadScene {
    /// Shape layers: text keys on a shape, kinds, sizes, path data, paint and trim.
    static let shapes: [BadScene] = [
        BadScene(name: "a text key on a shape", source: "version: 1\nlayers:\n  - shape: {kind: rect, width: 10, height: 10}\n    font: {size: 40}\n",
                 kind: .unknownKey, line: 4, column: 5, keyPath: "layers[0].font", says: ["shape layer has no text", "'font'"]),
        BadScene(name: "a misspelt kind", source: "version: 1\nlayers:\n  - shape: {kind: elipse, width: 10, height: 10}\n",
                 kind: .unknownName, line: 3, column: 19, keyPath: "layers[0].shape.kind", says: ["elipse"], suggestion: "ellipse"),
        BadScene(name: "no height", source: "version: 1\nlayers:\n  - shape: {kind: ellipse, width: 10}\n",
                 kind: .missingKey, line: 3, column: 12, keyPath: "layers[0].shape", says: ["needs its height"]),
        BadScene(name: "d on a rect", source: "version: 1\nlayers:\n  - shape: {kind: rect, width: 10, height: 10, d: \"M 0 0 L 1 1\"}\n",
                 kind: .invalidValue, line: 3, column: 51, keyPath: "layers[0].shape.d", says: ["only a path takes 'd'"]),
        BadScene(name: "bad path data", source: "version: 1\nlayers:\n  - shape: {kind: path, d: \"M 0 0 Q 5\"}\n",
                 kind: .invalidValue, line: 3, column: 38, keyPath: "layers[0].shape.d", says: ["bad SVG path data", "character 10"]),
        BadScene(name: "a fill on a line", source: "version: 1\nlayers:\n  - shape: {kind: line, width: 100}\n    fill: red\n",
                 kind: .invalidValue, line: 4, column: 11, keyPath: "layers[0].fill", says: ["a line has no inside"]),
        BadScene(name: "trim that draws nothing", source: "version: 1\nlayers:\n  - shape: {kind: line, width: 100}\n    trim: {from: 0.6, to: 0.2}\n",
                 kind: .invalidValue, line: 4, column: 27, keyPath: "layers[0].trim.to", says: ["make to larger than from"]),
        BadScene(name: "a huge width", source: "version: 1\nlayers:\n  - shape: {kind: rect, width: 1e308, height: 10}\n",
                 kind: .invalidValue, line: 3, column: 32, keyPath: "layers[0].shape.width", says: ["pixels"]),
    ]
}
