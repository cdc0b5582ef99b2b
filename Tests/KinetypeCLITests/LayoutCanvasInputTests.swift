import Foundation
import KinetypeTestSupportCore
import Testing

/// Hostile canvases, aspect ratios, margins and variants through `kinetype render` (in process):
/// each exits 2 naming the option or the key, and writes nothing.
@Suite struct LayoutCanvasInputTests {
    static let scene = "version: 1\ncanvas: 160x90\nfps: 10\nduration: 1\nlayers:\n  - text: a\n"

    /// `kinetype render` of `yaml` with `options` to a PNG in a temporary folder: the result, and
    /// whether the PNG exists.
    static func render(_ yaml: String = scene, _ options: [String] = []) throws -> (result: InProcess.Result, written: Bool) {
        try TestSupport.withTemporaryFolder { folder in
            let file = folder.appendingPathComponent("card.yaml"), output = folder.appendingPathComponent("card.png")
            try Data(yaml.utf8).write(to: file)
            let result = InProcess.run(["render", file.path, "-o", output.path] + options)
            return (result, FileManager.default.fileExists(atPath: output.path))
        }
    }

    @Test("bad --canvas and --aspect values exit 2 naming the option and write nothing", arguments: [
        (["--canvas", "0x0"], "--canvas"), (["--canvas", "1000000000x1"], "--canvas"), (["--canvas", "1e9x1"], "--canvas"),
        (["--aspect", "0:1"], "--aspect"), (["--aspect", "abc"], "--aspect"), (["--aspect", "-9:16"], "--aspect"),
        (["--aspect", "nan:1"], "--aspect"), (["--aspect", "inf:1"], "--aspect"), (["--aspect", "1000:1"], "--aspect"),
        (["--aspect", "1:90"], "--aspect"), (["--aspect", "9:16", "--canvas", "90x160"], "--aspect"),
    ])
    func badOptions(_ options: [String], name: String) throws {
        // 1600x900, so 1:90 makes a side of 81000.
        let (result, written) = try Self.render(Self.scene.replacingOccurrences(of: "160x90", with: "1600x900"), options)
        #expect(result.status == 2 && !written, "\(options): \(result.stderr)")
        #expect(result.stderr.contains(name), "\(result.stderr)")
    }

    @Test("--aspect keeps the canvas's shorter side: 160x90 at 9:16 is 90x160, at 1:1 90x90, at 2.39:1 215x90")
    func aspectSizes() throws {
        for (aspect, size) in [("9:16", (90, 160)), ("1:1", (90, 90)), ("2.39:1", (215, 90))] {
            try TestSupport.withTemporaryFolder { folder in
                let file = folder.appendingPathComponent("card.yaml"), output = folder.appendingPathComponent("card.png")
                try Data(Self.scene.utf8).write(to: file)
                let result = InProcess.run(["render", file.path, "-o", output.path, "--aspect", aspect])
                try #require(result.status == 0, "\(result.stderr)")
                // The PNG's IHDR: width and height, big-endian, at bytes 16 and 20.
                let bytes = [UInt8](try Data(contentsOf: output))
                func word(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
                #expect(word(16) == size.0 && word(20) == size.1, "\(aspect): \(word(16))x\(word(20))")
            }
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
        let (result, written) = try Self.render("version: 1\ncanvas: 160x90\nfps: 10\nduration: 1\nlayers:\n" + layers)
        #expect(result.status == 2 && !written, "\(result.stderr)")
        #expect(result.stderr.contains(key), "\(result.stderr)")
    }
}
