import KinetypeScene
import Testing

/// Scene files nested far deeper than any scene needs: the loader must answer with an error that
/// names the limit, not overflow the stack (libyaml stops at 1000 levels; the node tree Yams
/// builds below that is read and freed recursively, so the limit is what keeps the stack safe).
@Suite struct SceneNestingTests {
    let loader = SceneLoader()

    @Test(arguments: [
        ("YAML flow lists", SceneFormat.yaml, "version: 1\nlayers: " + String(repeating: "[", count: 100_000)
            + String(repeating: "]", count: 100_000) + "\n"),
        ("YAML flow mappings", .yaml, "version: 1\nlayers: " + String(repeating: "{a: ", count: 50_000)
            + String(repeating: "}", count: 50_000) + "\n"),
        ("YAML block lists", .yaml, "version: 1\nlayers:\n" + String(repeating: "- ", count: 20_000) + "x\n"),
        ("JSON arrays", .json, #"{"version": 1, "layers": "# + String(repeating: "[", count: 100_000)
            + String(repeating: "]", count: 100_000) + "}"),
        ("JSON objects", .json, #"{"version": 1, "layers": "# + String(repeating: #"{"a": "#, count: 50_000)
            + String(repeating: "}", count: 50_000) + "}"),
    ])
    func nestingPastTheLimitIsASyntaxError(_ name: String, _ format: SceneFormat, _ source: String) throws {
        let error = try #require(throws: SceneError.self) {
            try loader.load(string: source, fileName: format == .json ? "deep.json" : "deep.yaml", format: format)
        }
        #expect(error.kind == .syntax, "\(error)")
        #expect(error.line != nil && error.column != nil, "\(error)")
        #expect(error.description.contains("nested more than 1000 levels deep"), "\(error)")
        #expect(!error.description.contains("yaml_set_max_nest_level"), "\(error)")
    }

    @Test func nestingJustUnderTheLimitReadsAndIsRejectedForItsShape() throws {
        let depth = 990
        let source = "version: 1\nlayers: " + String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        let error = try #require(throws: SceneError.self) {
            try loader.load(string: source, fileName: "deep.yaml")
        }
        #expect(error.kind == .wrongType, "\(error)")
        #expect(error.keyPath == "layers[0]", "\(error)")
    }
}
