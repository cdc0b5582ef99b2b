import Foundation
import KinetypeTestSupportCore
import Testing

/// Hostile stacks and layout modifiers through `kinetype render` and `batch` (in process): bad
/// values exit 2 naming the key and write nothing; a name too long for its frame renders with a
/// warning naming the layer (and the row, in a batch).
@Suite struct StackLayoutInputTests {
    /// `kinetype render` of `layers` to a PNG in a temporary folder (`validate` with `checkOnly`):
    /// the result, and whether the PNG exists.
    static func render(_ layers: String, checkOnly: Bool = false) throws -> (result: InProcess.Result, written: Bool) {
        try TestSupport.withTemporaryFolder { folder in
            let scene = folder.appendingPathComponent("card.yaml"), output = folder.appendingPathComponent("card.png")
            try Data(("version: 1\ncanvas: 160x90\nfps: 10\nduration: 1\nlayers:\n" + layers).utf8).write(to: scene)
            let result = InProcess.run(checkOnly ? ["validate", scene.path] : ["render", scene.path, "-o", output.path])
            return (result, FileManager.default.fileExists(atPath: output.path))
        }
    }

    @Test("bad stacks and modifiers exit 2 naming the key", arguments: [
        ("  - stack: {layers: [{text: a}], spacing: -4}\n", "layers[0].stack.spacing"),
        ("  - stack: {layers: [{text: a}], spacing: .inf}\n", "layers[0].stack.spacing"),
        ("  - text: a\n    padding: -2\n", "layers[0].padding"),
        ("  - text: a\n    padding: [.nan, 4]\n", "layers[0].padding[0]"),
        ("  - text: a\n    padding: [1, 2, 3]\n", "layers[0].padding"),
        ("  - text: a\n    frame: {width: 0}\n", "layers[0].frame.width"),
        ("  - text: a\n    frame: {height: -30}\n", "layers[0].frame.height"),
        ("  - text: a\n    frame: {minWidth: 300, maxWidth: 100}\n", "layers[0].frame.minWidth"),
        ("  - text: a\n    frame: {width: 100, maxWidth: 200}\n", "layers[0].frame.maxWidth"),
        ("  - stack: {axis: vertical, alignment: firstTextBaseline, layers: [{text: a}]}\n", "layers[0].stack.alignment"),
        ("  - stack: {layers: [{text: a, position: top}]}\n", "layers[0].stack.layers[0].position"),
        ("  - stack: {layers: []}\n", "layers[0].stack.layers"),
        ("  - group: {layers: [{text: a}]}\n    padding: 4\n", "layers[0].padding"),
        ("  - text: a\n    background: {shape: {kind: line}}\n", "layers[0].background.shape.kind"),
        ("  - text: a\n    padding: 5vx\n", "layers[0].padding"),
        ("  - text: a\n    padding: 2000vh\n", "layers[0].padding"),
        ("  - text: a\n    frame: {minWidth: 90%, maxWidth: 50px}\n", "layers[0].frame.minWidth"),
    ])
    func badValues(_ layers: String, key: String) throws {
        // validate reads the scene as render does, at a tenth of render's cost for a bad scene.
        let (result, _) = try Self.render(layers, checkOnly: true)
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains(key), "\(result.stderr)")
    }

    @Test("render refuses a frame whose least width passes its greatest (in different units) and writes nothing")
    func badFrameRenders() throws {
        let (result, written) = try Self.render("  - text: a\n    frame: {minWidth: 90%, maxWidth: 50px}\n")
        #expect(result.status == 2 && !written, "\(result.stderr)")
        #expect(result.stderr.contains("layers[0].frame.minWidth: minWidth 90% is greater than maxWidth 50"), "\(result.stderr)")
    }

    @Test("stacks nested 40 deep stop at Kinetype's limit of 32, naming the stack; 10,000 deep, at the file's nesting limit")
    func deepNesting() throws {
        func nested(_ depth: Int) -> String {
            String(repeating: "{stack: {layers: [", count: depth) + "{text: a}" + String(repeating: "]}}", count: depth)
        }
        let (deep, deepWritten) = try Self.render("  - " + nested(40) + "\n")
        #expect(deep.status == 2 && !deepWritten)
        #expect(deep.stderr.contains("stacks nested more than 32 deep") && deep.stderr.contains(".stack"), "\(deep.stderr)")
        let (deepest, deepestWritten) = try Self.render("  - " + nested(10_000) + "\n")
        #expect(deepest.status == 2 && !deepestWritten)
        #expect(deepest.stderr.contains("nested more than 1000 levels deep"), "\(deepest.stderr.prefix(400))")
    }

    static let plate = """
          - text: "{{name}}"
            font: {size: 16}
            padding: [4, 8]
            frame: {width: 90, alignment: leading}
            background: "#202060"

        """

    @Test("a name too long for its fixed frame renders with a warning naming the layer; a short one, without")
    func overflowWarns() throws {
        let (long, written) = try Self.render(Self.plate.replacingOccurrences(of: "{{name}}", with: "Maximiliana Fernández"))
        #expect(long.status == 0 && written, "\(long.stderr)")
        #expect(long.stderr.contains("warning: the text layer “Maximiliana Fernández”") && long.stderr.contains("breaks inside a word to fit the 74 px its frame leaves"),
                "\(long.stderr)")
        let (short, _) = try Self.render(Self.plate.replacingOccurrences(of: "{{name}}", with: "Ada"))
        #expect(short.status == 0 && !short.stderr.contains("warning"), "\(short.stderr)")
    }

    @Test("in a batch, the warning names the row whose name overflows")
    func overflowWarnsWithTheRow() throws {
        try TestSupport.withTemporaryFolder { folder in
            let scene = folder.appendingPathComponent("card.yaml"), data = folder.appendingPathComponent("rows.csv")
            try Data(("version: 1\ncanvas: 160x90\nfps: 10\nduration: 1\nlayers:\n" + Self.plate).utf8).write(to: scene)
            try Data("name,slug\nAda,ada\nMaximiliana Fernández,max\n".utf8).write(to: data)
            let batch = InProcess.run(["batch", scene.path, "--data", data.path, "-o", folder.path + "/{{slug}}.png", "--threads", "1"])
            #expect(batch.status == 0, "\(batch.stderr)")
            #expect(batch.stderr.contains("warning: row 2 (line 3 of \(data.path)): the text layer “Maximiliana Fernández”"), "\(batch.stderr)")
            #expect(!batch.stderr.contains("row 1 "), "\(batch.stderr)")
        }
    }
}
