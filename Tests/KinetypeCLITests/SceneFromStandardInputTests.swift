import Foundation
import KinetypeTestSupportCore
import Testing

/// `-` as the scene reads it from standard input, as a script sends it
/// (`envsubst < card.yaml | kinetype render - -o card.gif`): spawned, with the scene file as
/// the process's standard input.
@Suite struct SceneFromStandardInputTests {
    static let template = """
        version: 1
        canvas: 160x90
        duration: 0.5
        fps: 10
        background: black
        layers:
          - text: "{{name}}"
            font: {size: 24}

        """

    @Test("render - draws what render FILE draws; validate - checks a template read once, however often it loads it; sheet - too")
    func standardInput() throws {
        try TestSupport.withTemporaryFolder { folder in
            let scene = folder.appendingPathComponent("card.yaml")
            try Data(Self.template.utf8).write(to: scene)
            let fromFile = folder.appendingPathComponent("file.png"), piped = folder.appendingPathComponent("piped.png")
            let direct = InProcess.run(["render", scene.path, "--var", "name=Ada", "--at", "0.2", "-o", fromFile.path])
            try #require(direct.status == 0, "\(direct.stderr)")
            let render = try SpawnedProcess(TestSupport.kinetype, ["render", "-", "--var", "name=Ada", "--at", "0.2", "-o", piped.path],
                                            standardInput: scene.path).wait()
            #expect(render.status == 0, "\(render.stderr)")
            #expect(try Data(contentsOf: piped) == Data(contentsOf: fromFile), "the same picture from standard input")
            // Without --var, validate loads the scene again with a placeholder for the variable.
            let validate = try SpawnedProcess(TestSupport.kinetype, ["validate", "-"], standardInput: scene.path).wait()
            #expect(validate.status == 0 && String(decoding: validate.stdout, as: UTF8.self).contains("needs --var name=VALUE"),
                    "\(String(decoding: validate.stdout, as: UTF8.self)) \(validate.stderr)")
            let sheet = try SpawnedProcess(TestSupport.kinetype, ["sheet", "-", "--var", "name=Ada", "-o", folder.appendingPathComponent("sheet.png").path],
                                           standardInput: scene.path).wait()
            #expect(sheet.status == 0, "\(sheet.stderr)")
            // Nothing on standard input: named as such.
            let empty = try SpawnedProcess(TestSupport.kinetype, ["render", "-", "-o", folder.appendingPathComponent("x.png").path]).wait()
            #expect(empty.status != 0 && empty.stderr.contains("standard input"), "\(empty.stderr)")
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("x.png").path))
        }
    }

    @Test("a scene from a pipe (bash's <(command)) is read once too: validate checks the template; render draws it")
    func processSubstitution() throws {
        let bash = try #require(TestSupport.which("bash"))
        try TestSupport.withTemporaryFolder { folder in
            let scene = folder.appendingPathComponent("card.yaml"), png = folder.appendingPathComponent("card.png")
            try Data(Self.template.utf8).write(to: scene)
            let validate = try SpawnedProcess(bash, ["-c", "\"$0\" validate <(cat \"$1\")", TestSupport.kinetype, scene.path]).wait()
            let said = String(decoding: validate.stdout, as: UTF8.self)
            #expect(validate.status == 0 && said.contains("needs --var name=VALUE"), "\(said) \(validate.stderr)")
            let render = try SpawnedProcess(bash, ["-c", "\"$0\" render <(cat \"$1\") --var name=Ada --at 0.2 -o \"$2\"", TestSupport.kinetype,
                                                   scene.path, png.path]).wait()
            #expect(render.status == 0 && FileManager.default.fileExists(atPath: png.path), "\(render.stderr)")
        }
    }
}
