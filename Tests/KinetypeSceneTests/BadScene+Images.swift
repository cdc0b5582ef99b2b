import KinetypeScene

extension BadScene {
    /// Image layers: the keys an image takes, its fit and opacity.
    static let images: [BadScene] = [
        BadScene(name: "an image without a file", source: "version: 1\nlayers:\n  - image: {width: 100}\n",
                 kind: .missingKey, line: 3, column: 12, keyPath: "layers[0].image.file", says: ["file: logo.png"]),
        BadScene(name: "a misspelt fit", source: "version: 1\nlayers:\n  - image: {file: a.png, fit: cover2}\n",
                 kind: .unknownName, line: 3, column: 31, keyPath: "layers[0].image.fit", says: ["cover2"], suggestion: "cover"),
        BadScene(name: "an opacity above 1", source: "version: 1\nlayers:\n  - image: {file: a.png}\n    opacity: 2\n",
                 kind: .invalidValue, line: 4, column: 14, keyPath: "layers[0].opacity", says: ["0 to 1"]),
        BadScene(name: "a font on an image", source: "version: 1\nlayers:\n  - image: {file: a.png}\n    font: {size: 3}\n",
                 kind: .unknownKey, line: 4, column: 5, keyPath: "layers[0].font", says: ["image layer has no text"]),
        BadScene(name: "an image and a shape in one layer", source: "version: 1\nlayers:\n  - shape: {kind: rect, width: 1, height: 1}\n    image: {file: a.png}\n",
                 kind: .unknownKey, line: 4, column: 5, keyPath: "layers[0].image", says: ["a layer shows one thing", "put the image in a layer of its own"]),
    ]
}
