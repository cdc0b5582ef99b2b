import KinetypeScene
import KinetypeText
import Testing

/// Every bad scene gives one error that names the file, line, column and key path, says what was
/// expected, and carries the suggestion where there is one.
@Suite struct SceneErrorCorpusTests {
    static let corpus = BadScene.syntaxAndStructure + BadScene.yamlSpecifics + BadScene.values + BadScene.paths + BadScene.animators + BadScene.shapes + BadScene.images

    @Test func corpusIsLargeEnough() {
        #expect(Self.corpus.count >= 30)
        #expect(Set(Self.corpus.map(\.name)).count == Self.corpus.count)
    }

    @Test(arguments: corpus) func badSceneGivesAHelpfulError(_ bad: BadScene) throws {
        let error = try #require(throws: SceneError.self) {
            try SceneLoader().load(string: bad.source, fileName: bad.fileName, format: bad.format, variables: bad.variables)
        }
        let text = error.description
        #expect(error.kind == bad.kind, "\(text)")
        #expect(text.hasPrefix("\(bad.fileName):\(bad.line):\(bad.column): "), "\(text)")
        #expect(error.file == bad.fileName && error.line == bad.line && error.column == bad.column)
        #expect(error.keyPath == bad.keyPath, "\(text)")
        if !bad.keyPath.isEmpty { #expect(text.contains(": \(bad.keyPath): "), "\(text)") }
        for words in bad.says { #expect(text.contains(words), "\(text)") }
        #expect(error.suggestion == bad.suggestion, "\(text)")
        if let suggestion = bad.suggestion { #expect(text.contains(suggestion)) }
        #expect(error.localizedDescription == text)
    }

    @Test func markupErrorsKeepTheMarkupColumn() throws {
        let error = try #require(throws: SceneError.self) {
            try SceneLoader().load(string: "version: 1\nlayers:\n  - text: 'Big **deal'\n", fileName: "card.yaml")
        }
        #expect(error.markupError == MarkupError(.unterminatedBold, column: 5, message: error.markupError?.message ?? ""))
    }
}
