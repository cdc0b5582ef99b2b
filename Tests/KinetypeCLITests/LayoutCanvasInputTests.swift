import Foundation
import Kinetype
import KinetypeCommandLine
import KinetypeTestSupportCore
import Testing

/// Hostile canvases, aspect ratios, margins and variants through `kinetype render` (in process):
/// each exits 2 naming the option or the key, and writes nothing.
@Suite struct LayoutCanvasInputTests {
    static let scene = "version: 1\ncanvas: 160x90\nfps: 10\nduration: 1\nlayers:\n  - text: a\n"

    /// `kinetype render` of `yaml` with `options` to a PNG in a temporary folder (`validate` with
    /// `checkOnly`): the result, and whether the PNG exists.
    static func render(_ yaml: String = scene, _ options: [String] = [], checkOnly: Bool = false) throws -> (result: InProcess.Result, written: Bool) {
        try TestSupport.withTemporaryFolder { folder in
            let file = folder.appendingPathComponent("card.yaml"), output = folder.appendingPathComponent("card.png")
            try Data(yaml.utf8).write(to: file)
            let result = InProcess.run(checkOnly ? ["validate", file.path] : ["render", file.path, "-o", output.path] + options)
            return (result, FileManager.default.fileExists(atPath: output.path))
        }
    }

    @Test("bad --canvas and --aspect values exit 2 naming the option and write nothing", arguments: [
        (["--canvas", "0x0"], "--canvas"), (["--canvas", "1e9x1"], "--canvas"), (["--aspect", "0:1"], "--aspect"),
        (["--aspect", "abc"], "--aspect"), (["--aspect", "1:90"], "--aspect"),
    ])
    func badOptions(_ options: [String], name: String) throws {
        // 1600x900, so 1:90 makes a side of 81000.
        let (result, written) = try Self.render(Self.scene.replacingOccurrences(of: "160x90", with: "1600x900"), options)
        #expect(result.status == 2 && !written, "\(options): \(result.stderr)")
        #expect(result.stderr.contains(name), "\(result.stderr)")
    }

    @Test("--aspect refuses what is not two numbers above 0, at most 100:1 apart, saying what it takes")
    func badAspects() {
        for argument in ["-9:16", "nan:1", "inf:1", "1000:1", "1:0", "9:16:1", "", ":", "9x16"] {
            #expect(throws: (any Error).self, "\(argument)") { try CanvasAspect(checking: argument) }
        }
        let wide = try? CanvasAspect(checking: "2.39/1")
        #expect(wide?.width == 2.39 && wide?.height == 1)
    }

    @Test("--aspect keeps the canvas's shorter side: 160x90 at 9:16 is 90x160, at 1:1 90x90, at 2.39:1 215x90; 16:9 of 1080x1920 is 1920x1080")
    func aspectSizes() throws {
        for (aspect, from, size) in [("9:16", (160, 90), (90, 160)), ("1:1", (160, 90), (90, 90)), ("2.39:1", (160, 90), (215, 90)),
                                     ("16:9", (1080, 1920), (1920, 1080))] {
            let canvas = try CanvasAspect(checking: aspect).canvas(from: SceneCanvas(width: from.0, height: from.1))
            #expect(canvas == SceneCanvas(width: size.0, height: size.1), "\(aspect): \(canvas)")
        }
    }

    @Test("bad margins and variants exit 2 naming the key", arguments: [
        ("  - text: a\n    position: {anchor: top, margin: -4}\n", "layers[0].position.margin"),
        ("  - text: a\n    position: {anchor: top, margin: [.nan, 4]}\n", "layers[0].position.margin[0]"),
        ("  - text: a\n    position: {anchor: top, margin: 5vq}\n", "layers[0].position.margin"),
        ("  - text: a\n    variants: [{when: {orientation: portrait}, color: red}]\n", "layers[0].variants[0].when.orientation"),
        ("  - text: a\n    variants: [{when: {aspect: tall}, color: red}]\n", "layers[0].variants[0].when.aspect"),
        ("  - text: a\n    variants: [{when: {}, color: red}]\n", "layers[0].variants[0].when"),
        ("  - text: a\n    variants: [{color: red}]\n", "layers[0].variants[0].when"),
        ("  - text: a\n    variants: [{when: {minWidth: 900, maxWidth: 100}}]\n", "layers[0].variants[0].when.minWidth"),
        ("  - text: a\n    variants: [{when: {minWidth: -1}}]\n", "layers[0].variants[0].when.minWidth"),
        ("  - text: a\n    variants: [{when: {aspect: square}, variants: []}]\n", "layers[0].variants[0].variants"),
        ("  - text: a\n    variants: {when: {aspect: square}}\n", "layers[0].variants"),
        ("  - text: a\n    variants: [{when: {aspect: square}, colour: red}]\n", "layers[0].variants[0].colour"),
        ("  - text: a\n    variants: [{when: {aspect: square}, shape: {kind: rect, width: 4, height: 4}}]\n", "layers[0].variants[0].shape"),
    ])
    func badKeys(_ layers: String, key: String) throws {
        // validate reads the scene as render does, at a tenth of render's cost for a bad scene.
        let (result, _) = try Self.render("version: 1\ncanvas: 160x90\nfps: 10\nduration: 1\nlayers:\n" + layers, checkOnly: true)
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains(key), "\(result.stderr)")
    }

    @Test("render refuses a bad variant and writes nothing")
    func badVariantRenders() throws {
        let (result, written) = try Self.render(Self.scene + "    variants: [{when: {aspect: tall}}]\n")
        #expect(result.status == 2 && !written && result.stderr.contains("layers[0].variants[0].when.aspect"), "\(result.stderr)")
    }
}
