import Foundation
import KinetypeTestSupportCore
import Testing

/// `Examples/CustomRenderer`: a program that registers a renderer and a transition and runs the
/// command-line library is a complete `kinetype` with them in every subcommand.
@Suite struct CustomCommandLineTests {
    static var customKinetype: String { TestSupport.productsFolder.appendingPathComponent("custom-kinetype").path }
    static var scene: String { TestSupport.packageRoot.appendingPathComponent("Examples/CustomRenderer/stripes.yaml").path }

    @Test("the listings show the registered renderer and transition; plain kinetype does not have them")
    func listings() throws {
        let renderers = try TestSupport.run(Self.customKinetype, ["renderers"])
        #expect(renderers.status == 0)
        #expect(renderers.stdoutString.contains("stripes      alternate lines in two colours"))
        #expect(renderers.stdoutString.contains("color (default \"#ff0000\"): the second colour"))
        #expect(renderers.stdoutString.contains("wave"), "built-ins stay")
        let transitions = try TestSupport.run(Self.customKinetype, ["transitions"])
        #expect(transitions.stdoutString.contains("drop"))
        let plain = try TestSupport.run(TestSupport.kinetype, ["renderers"])
        #expect(!plain.stdoutString.contains("stripes"))
    }

    @Test("a scene naming the custom renderer and transition renders; its lines alternate colours")
    func rendersTheScene() throws {
        let folder = try TestSupport.makeTemporaryFolder()
        defer { TestSupport.removeTemporaryFolder(folder) }
        let output = folder.appendingPathComponent("stripes.png")
        let result = try TestSupport.run(Self.customKinetype, ["render", Self.scene, "--at", "1.0", "-o", output.path])
        #expect(result.status == 0, "\(result.stderr)")
        let frame = try Self.decode(output, width: 640, height: 360)
        // At 1 s the renderer colours the first line red (#ff0000 times white) and leaves the
        // second white: count red and white pixels in the top and bottom halves.
        var red = [0, 0], white = [0, 0]
        for y in 0..<frame.height {
            for x in 0..<frame.width {
                let p = frame.pixel(x, y)
                let half = y < frame.height / 2 ? 0 : 1
                if p.red > 200 && p.green < 40 && p.blue < 40 { red[half] += 1 }
                if p.red > 200 && p.green > 200 && p.blue > 200 { white[half] += 1 }
            }
        }
        #expect(red[0] > 500 && white[0] < 50, "top half: \(red[0]) red, \(white[0]) white")
        #expect(white[1] > 500 && red[1] < 50, "bottom half: \(red[1]) red, \(white[1]) white")
        let validate = try TestSupport.run(Self.customKinetype, ["validate", Self.scene])
        #expect(validate.status == 0 && validate.stdoutString.contains("valid"), "\(validate.stderr)")
        let plain = try TestSupport.run(TestSupport.kinetype, ["validate", Self.scene])
        #expect(plain.status == 2 && plain.stderr.contains("layers[0].enter"), "\(plain.stderr)")
    }

    @Test("an unknown parameter of the custom renderer: the catalogue's error with a suggestion, exit 2, no file")
    func unknownParameter() throws {
        let folder = try TestSupport.makeTemporaryFolder()
        defer { TestSupport.removeTemporaryFolder(folder) }
        let scene = folder.appendingPathComponent("card.yaml")
        try Data("version: 1\nlayers:\n  - text: Hi\n    renderer: {name: stripes, colour: red}\n".utf8).write(to: scene)
        let output = folder.appendingPathComponent("out.png")
        let result = try TestSupport.run(Self.customKinetype, ["render", scene.path, "-o", output.path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("card.yaml:4:31: layers[0].renderer.colour: renderer 'stripes' has no parameter 'colour'; did you mean 'color'?"),
                "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: output.path))
        let quick = try TestSupport.run(Self.customKinetype, ["render", "--text", "Hi", "--renderer", "stripse", "-o", output.path])
        #expect(quick.status == 2 && quick.stderr.contains("--renderer: unknown renderer 'stripse'; did you mean 'stripes'?"),
                "\(quick.stderr)")
    }

    /// The PNG's pixels as RGBA, decoded by ffmpeg (an independent decoder).
    static func decode(_ png: URL, width: Int, height: Int) throws -> (width: Int, height: Int, pixel: (Int, Int) -> (red: UInt8, green: UInt8, blue: UInt8)) {
        let ffmpeg = try #require(TestSupport.which("ffmpeg"))
        let result = try TestSupport.run(ffmpeg, ["-v", "error", "-i", png.path, "-f", "rawvideo", "-pix_fmt", "rgba", "-"])
        let bytes = [UInt8](result.stdout)
        try #require(bytes.count == width * height * 4, "decoded \(bytes.count) bytes: \(result.stderr)")
        return (width, height, { x, y in
            let i = (y * width + x) * 4
            return (bytes[i], bytes[i + 1], bytes[i + 2])
        })
    }
}
