import Foundation
import KinetypeAnimation
import KinetypeCard
import KinetypeEffects
import KinetypeGraphics
import KinetypePrimitives
import KinetypeScene
import KinetypeTestSupportCore
import KinetypeText
import Testing

@Suite struct SceneLoaderTests {
    let loader = SceneLoader()

    @Test func fullSceneReadsTheSameFromYAMLAndJSON() throws {
        let yaml = try loader.load(string: SceneFixtures.fullYAML, fileName: "full.yaml", variables: ["name": "Ada"])
        let json = try loader.load(string: SceneFixtures.fullJSON, fileName: "full.json", format: .json,
                                   variables: ["name": "Ada"])
        #expect(yaml == json)
    }

    @Test func fullSceneHasEveryValue() throws {
        let scene = try loader.load(string: SceneFixtures.fullYAML, fileName: "full.yaml", variables: ["name": "Ada"])
        #expect(scene.version == 1)
        #expect(scene.canvas == SceneCanvas(width: 1920, height: 1080))
        #expect(scene.fps == 24)
        #expect(scene.duration == 6)
        let colors: [Color] = [Color(hex: "#101018")!, .indigo, Color(hex: "#ff3b8e80")!]
        #expect(scene.background == .linearGradient(colors: colors, angle: 90))
        #expect(scene.layers.count == 2)

        let title = scene.layers[0]
        #expect(title.text == "Hello **Ada**, meet ^[Visual Effects](emphasis: true)")
        #expect(title.spans == [
            MarkupSpan("Hello "), MarkupSpan("Ada", bold: true), MarkupSpan(", meet "),
            MarkupSpan("Visual Effects", attributes: ["emphasis": .bool(true)]),
        ])
        #expect(title.font == SceneFont(source: .family("Inter"), size: 72, weight: 600, italic: true))
        #expect(title.color == .white)
        #expect(title.alignment == .leading)
        #expect(title.position == ScenePosition(anchor: .bottomLeading, offsetX: 40, offsetY: -40.5))
        #expect(title.maxWidth == 900)
        #expect(title.lineSpacing == 4)
        #expect(title.start == 0.5)
        #expect(title.end == 5)
        #expect(title.enter == SceneTransition(name: "appear", duration: 0.8, delay: 0.1, stagger: .glyph,
                                               timing: .spring(duration: 0.6, bounce: 0.2)))
        #expect(title.exit == SceneTransition(name: "move", timing: .curve(.easeIn), parameters: ["edge": .string("bottom")]))
        #expect(title.renderer == SceneRenderer(name: "glow", parameters: [
            "radius": .number(12), "color": .string("#00ff00"), "pulse": .number(0),
        ]))
        #expect(title.effects == [
            SceneEffect(effect: "bounce.up.byLayer", at: [1, 2.5], options: .init(repeat: .count(2), speed: 1.5)),
            SceneEffect(effect: "pulse", active: [0...3], options: .init(repeat: .continuous)),
        ])

        let sale = scene.layers[1]
        #expect(sale.spans == [
            MarkupSpan("sale", attributes: ["color": .string("#ff3b8e")]), MarkupSpan(" {{ not a variable }}"),
        ])
        #expect(sale.font == SceneFont(source: .file("fonts/Display.ttf"), weight: 700))
        #expect(sale.position == ScenePosition(anchor: .top))
        #expect(sale.enter == SceneTransition(name: "blur"))
        #expect(sale.exit == SceneTransition(name: "twirl", timing: .spring(duration: nil, bounce: 0.3)))
        #expect(sale.renderer == SceneRenderer(name: "glow"))
        #expect(scene.end(of: sale) == 6)
    }

    @Test func omittedKeysTakeTheirDocumentedDefaults() throws {
        let scene = try loader.load(string: "version: 1\nlayers:\n  - text: Hi\n", fileName: "min.yaml")
        #expect(scene == SceneDocument(
            canvas: SceneCanvas(width: 1280, height: 720), fps: 30, duration: 3, background: .color(.black),
            layers: [try SceneLayer(text: "Hi")]))
        let layer = scene.layers[0]
        #expect(layer.font == SceneFont(source: .defaultFont, size: 48, weight: 400, italic: false))
        #expect(layer.color == .white)
        #expect(layer.alignment == .center)
        #expect(layer.position == ScenePosition(anchor: .center, offsetX: 0, offsetY: 0))
        #expect(layer.maxWidth == nil && layer.lineSpacing == 0 && layer.start == 0 && layer.end == nil)
        #expect(layer.enter == nil && layer.exit == nil && layer.renderer == nil && layer.effects.isEmpty)
        #expect(scene.end(of: layer) == 3)
    }

    @Test func defaultDurationIsTheLatestLayerEnd() throws {
        let scene = try loader.load(string: """
            version: 1
            layers: [{text: a, end: 2}, {text: b, start: 1, end: 7.5}, {text: c}]
            """, fileName: "d.yaml")
        #expect(scene.duration == 7.5)
        #expect(scene.end(of: scene.layers[2]) == 7.5)
    }

    @Test("a layer's shader: one by name, or a list with parameters")
    func shaders() throws {
        let scene = try loader.load(string: """
            version: 1
            layers:
              - text: a
                shader: ripple
              - text: b
                shader: [{name: wave, amplitude: 6}, grain]
            """, fileName: "s.yaml")
        #expect(scene.layers[0].shaders == [SceneShader(name: "ripple")])
        #expect(scene.layers[1].shaders == [SceneShader(name: "wave", parameters: ["amplitude": .number(6)]), SceneShader(name: "grain")])
        #expect(try TitleCard(scene: scene).frame(at: 0.5).width == 1280)
    }

    @Test("a mesh background: even points by default, given points, drift")
    func meshBackground() throws {
        let scene = try loader.load(string: """
            version: 1
            background:
              mesh:
                width: 2
                height: 2
                colors: [red, blue, white, black]
                colorSpace: perceptual
                drift: {amplitude: 0.1}
            """, fileName: "m.yaml")
        let expected = MeshGradient(width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]], colors: [.red, .blue, .white, .black],
                                    background: .black, colorSpace: .perceptual)
        #expect(scene.background == .mesh(expected, motion: .drift(SceneBackground.Drift(amplitude: 0.1))))
        let moved = try loader.load(string: """
            version: 1
            background: {mesh: {width: 2, height: 2, colors: [red, blue, white, black], points: [[0, 0], [0.9, 0.1], [0, 1], [1, 1]], smooth: false}}
            """, fileName: "m.yaml")
        guard case .mesh(let mesh, let motion) = moved.background else { Issue.record("not a mesh"); return }
        #expect(mesh.points[1] == SIMD2(0.9, 0.1))
        #expect(!mesh.smoothsColors)
        #expect(motion == nil)
    }

    @Test("mesh keyframes move the points (and colours) from the mesh's own at 0 s, eased by each keyframe's curve, held after the last")
    func meshKeyframes() throws {
        let scene = try loader.load(string: """
            version: 1
            duration: 6
            background:
              mesh:
                width: 2
                height: 2
                colors: [red, blue, white, black]
                keyframes:
                  - {at: 2, points: [[0, 0], [1, 0], [0, 1], [0.6, 0.8]], curve: linear}
                  - {at: 4, points: [[0, 0], [1, 0], [0, 1], [1, 1]], colors: ["#000000", blue, white, black], curve: easeIn}
            """, fileName: "m.yaml")
        guard case .mesh(let base, .keyframes(let keyframes)?) = scene.background else { Issue.record("no keyframes"); return }
        #expect(keyframes.map(\.time) == [2, 4])
        let motion = SceneBackground.MeshMotion.keyframes(keyframes)
        // Linear into the first keyframe: half way at 1 s.
        #expect(motion.mesh(base, at: 1, duration: 6).points[3] == SIMD2(0.8, 0.9))
        #expect(motion.mesh(base, at: 2, duration: 6).points[3] == SIMD2(0.6, 0.8))
        // Ease-in into the second: the curve's value at one half (CSS's ease-in, 0.42 0 1 1).
        let eased = Float(UnitCurve.easeIn.value(at: 0.5))
        let at3 = motion.mesh(base, at: 3, duration: 6)
        expectClose(at3.points[3].x, 0.6 + 0.4 * eased, tolerance: 1e-6)
        expectClose(Float(at3.colors[0].resolve().red), 1 - eased, tolerance: 1e-6, "the first colour darkens on the same curve")
        let held = motion.mesh(base, at: 5.5, duration: 6)
        #expect(held.points[3] == SIMD2(1, 1) && held.colors[0].resolve().red == 0)
        #expect(motion.mesh(base, at: 0, duration: 6) == base)
        // The background changes the frame: pixels at 0 s and 3 s differ.
        let card = try TitleCard(scene: scene)
        #expect(try card.frame(at: 0) != card.frame(at: 3))
    }

    @Test("enter and exit take a build order; order random takes a seed; the card's transitions get both")
    func transitionOrder() throws {
        let scene = try loader.load(string: """
            version: 1
            layers:
              - text: "واحد اثنان ثلاثة"
                enter: {name: appear, stagger: word, order: reverse}
                exit: {name: opacity, stagger: glyph, order: random, seed: 7}
              - text: b
                enter: appear
            """, fileName: "s.yaml")
        #expect(scene.layers[0].enter?.order == .reverse)
        #expect(scene.layers[0].exit?.order == .random && scene.layers[0].exit?.seed == 7)
        #expect(scene.layers[1].enter?.order == .reading, "reading order unless given")
        // Compiled: early in the enter, the Arabic line's ink is at its left end (the last
        // word read) reversed, and at its right end in reading order.
        func inkCentre(_ order: String) throws -> Double {
            let card = try TitleCard(scene: loader.load(string: """
                version: 1
                canvas: 800x200
                background: black
                layers:
                  - text: "واحد اثنان ثلاثة"
                    font: {size: 60}
                    enter: {name: opacity, stagger: word, order: \(order), duration: 2, curve: linear}
                """, fileName: "s.yaml"))
            let frame = try card.frame(at: 0.4)
            var sum = 0.0, weight = 0.0
            for y in 0..<frame.height { for x in 0..<frame.width {
                let value = Double(frame.pixel(x: x, y: y).red)
                sum += value * Double(x)
                weight += value
            } }
            #expect(weight > 0)
            return sum / weight
        }
        #expect(try inkCentre("reverse") < 400)
        #expect(try inkCentre("reading") > 400)
    }

    @Test func shorthandsAndGradients() throws {
        let scene = try loader.load(string: """
            version: 1
            canvas: {width: 640, height: 640}
            background: {radial: {colors: [white, "#000"]}}
            layers:
              - text: x
                font: Menlo
                enter: {name: scale, spring: smooth}
                effects: [{effect: wiggle, at: 1, active: [0, 2], options: {nonRepeating: true}}]
            """, fileName: "s.yaml")
        #expect(scene.background == .radialGradient(colors: [.white, .black]))
        #expect(scene.layers[0].font.source == .family("Menlo"))
        #expect(scene.layers[0].enter?.timing == .spring(duration: nil, bounce: 0))
        #expect(scene.layers[0].effects == [SceneEffect(effect: "wiggle", at: [1], active: [0...2],
                                                        options: .init(nonRepeating: true))])
    }

    @Test func variablesFillEveryKindOfValue() throws {
        let scene = try loader.load(string: """
            version: 1
            fps: "{{fps}}"
            background: "{{bg}}"
            layers:
              - text: "{{greeting}}, {{ who }}! \\\\{{literal}}"
                font: {family: "{{font}}", size: "{{size}}"}
                enter: "{{transition}}"
            """, fileName: "v.yaml", variables: [
                "fps": "12", "bg": "#336699", "greeting": "Hello", "who": "**World**", "font": "Inter",
                "size": "80", "transition": "typewriter",
            ])
        #expect(scene.fps == 12)
        #expect(scene.background == .color(Color(hex: "#336699")!))
        #expect(scene.layers[0].text == "Hello, **World**! {{literal}}")
        #expect(scene.layers[0].spans == [MarkupSpan("Hello, "), MarkupSpan("World", bold: true), MarkupSpan("! {{literal}}")])
        #expect(scene.layers[0].font == SceneFont(source: .family("Inter"), size: 80))
        #expect(scene.layers[0].enter == SceneTransition(name: "typewriter"))
    }

    @Test func filledInValuesAreWhatErrorsShow() throws {
        let error = try #require(throws: SceneError.self) {
            try loader.load(string: "version: 1\nfps: '{{fps}}'\n", fileName: "f.yaml", variables: ["fps": "fast"])
        }
        #expect(error.description == #"f.yaml:2:6: fps: expected a number of frames per second from 0.1 to 240; got "fast""#)
    }

    @Test func yamlMergeKeysShareSettings() throws {
        let scene = try loader.load(string: """
            version: 1
            layers:
              - &base {text: a, color: red, alignment: leading}
              - <<: *base
                text: b
            """, fileName: "m.yaml")
        #expect(scene.layers[1].text == "b")
        #expect(scene.layers[1].color == .red)
        #expect(scene.layers[1].alignment == .leading)
    }

    @Test func aLoaderReadsTheNamesOfItsCatalogues() throws {
        let transitions = TransitionCatalog(entries: [.init(.opacity, summary: "fade")])
        let renderers = RendererCatalog(entries: [RendererCatalog.builtIns[1]])
        let custom = SceneLoader(transitions: transitions, renderers: renderers)
        let scene = try custom.load(string: "version: 1\nlayers: [{text: a, enter: opacity, renderer: wave}]", fileName: "c.yaml")
        #expect(scene.layers[0].enter?.name == "opacity")
        let error = try #require(throws: SceneError.self) {
            try custom.load(string: "version: 1\nlayers: [{text: a, enter: appear}]", fileName: "c.yaml")
        }
        #expect(error.description.contains("expected a transition, one of opacity; got \"appear\""))
    }

    @Test func loadsFilesByExtension() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kinetype-scene-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let yamlURL = folder.appendingPathComponent("card.yaml"), jsonURL = folder.appendingPathComponent("card.json")
        try SceneFixtures.fullYAML.write(to: yamlURL, atomically: true, encoding: .utf8)
        try SceneFixtures.fullJSON.write(to: jsonURL, atomically: true, encoding: .utf8)
        let yaml = try loader.load(contentsOf: yamlURL, variables: ["name": "Ada"])
        #expect(try loader.load(contentsOf: jsonURL, variables: ["name": "Ada"]) == yaml)
        #expect(yaml.sourceMap.file == yamlURL.relativePath)

        let missing = folder.appendingPathComponent("missing.yaml")
        let error = try #require(throws: SceneError.self) { try loader.load(contentsOf: missing) }
        #expect(error.kind == .unreadableFile)
        #expect(error.description == "\(missing.relativePath): cannot read the scene file: No such file or directory")

        let latin1 = folder.appendingPathComponent("latin1.yaml")
        try Data([0x76, 0x3A, 0x20, 0xE9, 0xFF]).write(to: latin1)
        #expect(throws: SceneError.self) { try loader.load(contentsOf: latin1) }
    }

    @Test func sourceMapLocatesValuesForLaterErrors() throws {
        let scene = try loader.load(string: SceneFixtures.fullYAML, fileName: "full.yaml", variables: ["name": "Ada"])
        #expect(scene.sourceMap.location(of: "layers[1].font.file") == .file(line: 36, column: 18))
        #expect(scene.sourceMap.location(of: "layers[0].renderer.radius") == .file(line: 27, column: 36))
        // A default has no place of its own; its nearest written parent stands in.
        #expect(scene.sourceMap.location(of: "layers[1].font.size") == .file(line: 36, column: 11))
        let error = scene.sourceMap.error(.invalidValue, at: "layers[1].font.file", "no font file at fonts/Display.ttf")
        #expect(error.description == "full.yaml:36:18: layers[1].font.file: no font file at fonts/Display.ttf")
    }

    @Test func byteOrderMarkAndWindowsLineEndsAreFine() throws {
        let source = "\u{FEFF}version: 1\r\nlayers:\r\n  - text: Hi {{x}}\r\n  - text: '{{y}}'\r\n"
        let scene = try loader.load(string: source, fileName: "w.yaml", variables: ["x": "there", "y": "2"])
        #expect(scene.layers.map(\.text) == ["Hi there", "2"])
        let error = try #require(throws: SceneError.self) {
            try loader.load(string: source, fileName: "w.yaml", variables: ["x": "there"])
        }
        #expect(error.description.hasPrefix("w.yaml:4:12: layers[1].text: unknown variable 'y'"))
    }

    @Test func colorsAreTheEnginesOneGrammar() throws {
        func color(_ text: String) throws -> Color? {
            guard case .color(let color) = try loader.load(string: "version: 1\nbackground: '\(text)'\n", fileName: "c.yaml").background
            else { return nil }
            return color
        }
        #expect(try color("RED") == Color(red: 1, green: 59 / 255, blue: 48 / 255))
        #expect(try color("#0f08") == Color(red: 0, green: 1, blue: 0).opacity(136 / 255))
        #expect(try color("transparent")?.resolve().opacity == 0)
        for bad in ["fff", "#ff", "#ggg", "bad"] {
            #expect(throws: SceneError.self, "\(bad)") { try color(bad) }
        }
    }
}
