import Foundation
import KinetypeScene
import Testing

/// A scene's messages quote at most a short excerpt of the user's value, however long the value
/// (a 1 MB `{{variable}}`, a number of a million digits).
@Suite struct SceneExcerptTests {
    static let scene = """
        version: 1
        canvas: 64x32
        duration: 1
        layers:
          - text: Hi
            color: "{{color}}"
            font: {size: "{{size}}"}
            enter: {name: "{{enter}}"}
            alignment: "{{alignment}}"
        """
    static let good = ["color": "red", "size": "12", "enter": "appear", "alignment": "center"]

    @Test("a long value for a colour, a number, a name or a choice is quoted as its start and its length", arguments: [
        ("color", "x"), ("size", "x"), ("size", "9"), ("size", "-9"), ("enter", "x"), ("alignment", "x"),
    ])
    func longValues(key: String, character: String) throws {
        for count in [5_000, 1_000_000] {
            var variables = Self.good
            variables[key] = String(repeating: character, count: count)
            let error = try #require(throws: SceneError.self) {
                try SceneLoader().load(string: Self.scene, fileName: "card.yaml", variables: variables)
            }
            let said = error.description
            #expect(said.count < 400 && said.contains("characters)"), "\(key) × \(count): \(said.prefix(500))")
        }
    }
}
