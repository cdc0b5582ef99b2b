import ArgumentParser

/// `--var name=value`: the values of a scene's `{{name}}` placeholders (shared by `render`,
/// `preview`, `sheet` and `validate`; `captions` words its help for a captions file).
struct SceneVariableOptions: ParsableArguments {
    @Option(name: .customLong("var"), help: "A value for {{name}} in the scene: --var name=value (repeatable).")
    var variables: [String] = []

    /// The values by name (`SceneFiles.parseVariables`).
    func values() throws -> [String: String] {
        try SceneFiles.parseVariables(variables)
    }
}
