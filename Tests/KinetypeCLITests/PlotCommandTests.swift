import Foundation
import KinetypeTestSupportCore
import Testing

/// `kinetype plot`: the output's format from its extension, --compare, and bad input.
@Suite struct PlotCommandTests {
    let kinetype = TestSupport.kinetype

    @Test("an .svg output is an SVG document with one series a source; a .png decodes at --size")
    func formats() throws {
        try TestSupport.withTemporaryFolder { folder throws in
            let svg = folder.appendingPathComponent("springs.svg")
            let result = InProcess.run(["plot", "--compare", "--spring", "smooth", "--spring", "0.5,0.3",
                                                        "--curve", "easeInOut", "-o", svg.path])
            try #require(result.status == 0, "\(result.stderr)")
            let text = try String(contentsOf: svg, encoding: .utf8)
            #expect(text.hasPrefix("<?xml") && text.contains("<svg"))
            #expect(text.components(separatedBy: "<polyline class=\"series\"").count - 1 == 3)
            #expect(text.contains("time (s)"))
            #expect(text.components(separatedBy: "class=\"marker\"").count - 1 == 2)

            let png = folder.appendingPathComponent("bounce.png")
            let drawn = InProcess.run(["plot", "--effect", "bounce", "--repeat", "3", "--size", "640x360", "-o", png.path])
            try #require(drawn.status == 0, "\(drawn.stderr)")
            let image = try TestSupport.decodePNG(try Data(contentsOf: png))
            #expect((image.width, image.height) == (640, 360))
            #expect(Set(try FileManager.default.contentsOfDirectory(atPath: folder.path)) == ["springs.svg", "bounce.png"])
        }
    }

    @Test("each source kind plots", arguments: [
        ["--keyframes", "0:0, 0.5:1 spring, 1:0.5 linear"],
        ["--transition", "appear", "--elements", "3"],
        ["--curve", "cubic(0.2, 0.8, 0.2, 1)", "--duration", "0.6"],
        ["--spring", "response=0.4,dampingFraction=0.5", "--until", "2"],
        ["--effect", "wiggle.byLayer", "--elements", "3"],
    ])
    func sources(_ options: [String]) throws {
        try TestSupport.withTemporaryFolder { folder throws in
            let output = folder.appendingPathComponent("plot.svg")
            let result = InProcess.run(["plot", "-o", output.path] + options)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(try String(contentsOf: output, encoding: .utf8).contains("<polyline class=\"series\""))
        }
    }

    @Test("bad input names the option, exits 2 and writes nothing", arguments: [
        ([], "--spring"),
        (["--spring", "smooth", "--spring", "bouncy"], "--compare"),
        (["--spring", "bouncey"], "--spring"),
        (["--spring", "0.5,3"], "--spring"),
        (["--curve", "wobble"], "--curve"),
        (["--keyframes", "0:0, 1"], "--keyframes"),
        (["--transition", "twril"], "--transition"),
        (["--transition", "appear", "--elements", "0"], "--elements"),
        (["--effect", "bounce.sideways"], "--effect"),
        (["--effect", "bounce", "--repeat", "-1"], "--repeat"),
        (["--spring", "smooth", "--until", "0"], "--until"),
        (["--spring", "smooth", "--size", "10x10"], "--size"),
    ])
    func badInput(options: [String], option: String) throws {
        try TestSupport.withTemporaryFolder { folder throws in
            let result = InProcess.run(["plot", "-o", folder.appendingPathComponent("plot.svg").path] + options)
            #expect(result.status == 2)
            #expect(result.stderr.contains(option), "\(result.stderr)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
        }
    }

    @Test("motions no plot can show (NaN, infinite, beyond ±1e12, endless) are refused naming their option, never a crash or an empty plot", arguments: [
        ["--spring", "stiffness=1e-300,damping=1e-300"],
        ["--spring", "stiffness=1e300,damping=1e-300"],
        ["--keyframes", "0:-1e308, 1:1e308"],
        ["--keyframes", "0:0, 0.5:1e300 spring, 1:-1e300 linear"],
        ["--spring", "mass=1e-300,stiffness=1e300,damping=0"],
    ])
    func hostileMotions(options: [String]) throws {
        try TestSupport.withTemporaryFolder { folder throws in
            let output = folder.appendingPathComponent("plot.svg")
            let result = InProcess.run(["plot", "-o", output.path] + options)
            if result.status == 0 {
                // Drawn: every number in the SVG is finite.
                let svg = try String(contentsOf: output, encoding: .utf8)
                #expect(svg.range(of: #"[=" ,(>]-?(nan|inf)"#, options: [.regularExpression, .caseInsensitive]) == nil, "\(options)")
            } else {
                #expect(result.status == 2 && !result.stderr.isEmpty, "\(options): \(result.status) \(result.stderr)")
                // The message names the option the motion came from, as every plot error does.
                #expect(result.stderr.contains("\(options[0]) '"), "\(options): \(result.stderr)")
                #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
            }
        }
    }

    @Test("an output that is neither .svg nor .png is refused", arguments: ["plot.gif", "plot", "plot.pdf"])
    func badOutput(name: String) throws {
        try TestSupport.withTemporaryFolder { folder throws in
            let result = InProcess.run(["plot", "--spring", "smooth", "-o", folder.appendingPathComponent(name).path])
            #expect(result.status == 2)
            #expect(result.stderr.contains(".svg") && result.stderr.contains("-o"), "\(result.stderr)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
        }
    }
}
