import KinetypeScene
import KinetypeText

extension BadScene {
    /// Text animators and their range selectors (`animators:` on a layer).
    static let animators: [BadScene] = [
        BadScene(name: "animator property typo",
                 source: "version: 1\nlayers:\n  - text: Hi\n    animators:\n      - properties: {opacty: 0}\n",
                 kind: .unknownKey, line: 5, column: 22, keyPath: "layers[0].animators[0].properties.opacty",
                 says: ["unknown property 'opacty'", "did you mean 'opacity'?"], suggestion: "opacity"),
        BadScene(name: "range selector shape typo",
                 source: "version: 1\nlayers:\n  - text: Hi\n    animators:\n      - properties: {opacity: 0}\n        selector: {shape: rampup}\n",
                 kind: .unknownName, line: 6, column: 27, keyPath: "layers[0].animators[0].selector.shape",
                 says: ["square, rampUp, rampDown, triangle, round, smooth", #"did you mean "rampUp"?"#], suggestion: "rampUp"),
        BadScene(name: "range selector ease out of range",
                 source: "version: 1\nlayers:\n  - text: Hi\n    animators:\n      - properties: {opacity: 0}\n        selector:\n          easeLow: -101\n",
                 kind: .invalidValue, line: 7, column: 20, keyPath: "layers[0].animators[0].selector.easeLow",
                 says: ["from -100 to 100", "got -101"]),
    ]
}
