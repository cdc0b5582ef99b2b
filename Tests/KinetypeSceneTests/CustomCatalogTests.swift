import Foundation
import KinetypeCard
import KinetypeEffects
import KinetypeGraphics
import KinetypePrimitives
import KinetypeScene
import KinetypeTestSupportCore
import KinetypeText
import Testing

/// A renderer and a transition registered by a program are used by scene files exactly like the
/// built-ins: named, parameterised, checked, and drawn.
@Suite struct CustomCatalogTests {
    /// Fills the text's typographic bounds with its colour parameter (no glyphs), so its pixels
    /// are easy to find.
    struct Block: TextRenderer {
        var color: Color
        var animatableData: Double { get { 0 } set {} }
        func draw(layout: Text.Layout, in context: inout GraphicsContext) {
            context.fill(Path(layout.typographicBounds), with: .color(color))
        }
    }

    /// Catalogues of the built-ins plus the test's own entries. (The shared catalogues work the
    /// same way; these keep the test's names out of other suites' listings and errors.)
    static let catalogues: Catalogs = {
        let renderers = RendererCatalog(), transitions = TransitionCatalog()
        try! renderers.register(
            name: "testblock", summary: "a block of colour",
            parameters: [RendererParameter(name: "color", summary: "the block's colour", defaultValue: .string("#ff0000"))]
        ) { parameters, _ in Block(color: try parameters.color("color")) }
        try! transitions.register(
            name: "testslide", summary: "slides down into place",
            parameters: [TransitionParameter(name: "height", summary: "how far", defaultValue: .number(40))]
        ) { parameters in
            let height = try parameters.number("height")
            return TransitionStyle(name: "ignored") { context, element in
                context.translateBy(x: 0, y: -CGFloat(height * element.hidden))
            }
        }
        return Catalogs(renderers: renderers, transitions: transitions)
    }()
    static var loader: SceneLoader { SceneLoader(catalogs: catalogues) }

    static let scene = """
        version: 1
        canvas: 200x100
        duration: 2
        fps: 10
        layers:
          - text: "Block"
            font: {size: 40}
            enter: {name: testslide, height: 30, duration: 1, curve: linear}
            renderer: {name: testblock, color: "#00ff00"}
        """

    /// The rows that have the block's green.
    static func greenRows(_ card: TitleCard, at time: Double) throws -> ClosedRange<Int>? {
        let frame = try card.frame(at: time)
        var rows: [Int] = []
        for y in 0..<frame.height {
            if (0..<frame.width).contains(where: { x in
                let p = frame.pixel(x: x, y: y)
                return p.green > 200 && p.red < 50 && p.blue < 50
            }) { rows.append(y) }
        }
        guard let first = rows.first, let last = rows.last else { return nil }
        return first...last
    }

    @Test("a scene file names a registered renderer and transition; both draw")
    func sceneUsesRegisteredEntries() throws {
        let folder = try TestSupport.makeTemporaryFolder()
        defer { TestSupport.removeTemporaryFolder(folder) }
        let file = folder.appendingPathComponent("card.yaml")
        try Data(Self.scene.utf8).write(to: file)

        let card = try TitleCard(sceneFile: file, catalogs: Self.catalogues)
        // After the transition: the renderer's green block, centred on the 200x100 canvas.
        let settled = try #require(try Self.greenRows(card, at: 1.5))
        expectClose(Double(settled.lowerBound + settled.upperBound) / 2, 50, tolerance: 2, "block rows \(settled)")
        // Half-way through a linear 1 s transition the block sits 30 × 0.5 = 15 px higher; with the
        // transition's default stagger (none) the whole text moves as one.
        let halfway = try #require(try Self.greenRows(card, at: 0.5))
        #expect(settled.lowerBound - halfway.lowerBound == 15, "\(halfway) against \(settled)")
        #expect(settled.upperBound - halfway.upperBound == 15)
    }

    @Test("a registered renderer's unknown parameter gets the catalogue's error and a suggestion")
    func unknownParameterOfACustomRenderer() throws {
        let error = try #require(throws: SceneError.self) {
            try Self.loader.load(string: "version: 1\nlayers:\n  - text: a\n    renderer: {name: testblock, colour: red}\n",
                                   fileName: "card.yaml")
        }
        #expect(error.description == "card.yaml:4:33: layers[0].renderer.colour: renderer 'testblock' has no parameter 'colour'; did you mean 'color'? Its parameters: color")
        #expect(error.suggestion == "color")
        let misspelt = try #require(throws: SceneError.self) {
            try Self.loader.load(string: "version: 1\nlayers:\n  - text: a\n    renderer: testblok\n", fileName: "card.yaml")
        }
        #expect(misspelt.description.contains("did you mean \"testblock\"?"))
    }

    /// The scene compiled in the test's catalogues: where each entry is built with its parameters.
    static func compile(_ yaml: String) throws -> TitleCard {
        try SceneCompiler(catalogs: catalogues).compile(loader.load(string: yaml, fileName: "card.yaml"))
    }

    @Test("a wrong value type names the renderer, the parameter and what it must be, when the entry is built")
    func wrongTypeOfACustomParameter() throws {
        let yaml = "version: 1\nlayers:\n  - text: a\n    renderer: {name: testblock, color: 3}\n"
        // The loader checks names and declared parameters; the factory reads the value once, in the compiler.
        _ = try Self.loader.load(string: yaml, fileName: "card.yaml")
        let error = try #require(throws: SceneError.self) { try Self.compile(yaml) }
        #expect(error.description == "card.yaml:4:40: layers[0].renderer.color: renderer 'testblock': color must be a colour, not 3")
        let badColor = try #require(throws: SceneError.self) {
            try Self.compile("version: 1\nlayers:\n  - text: a\n    enter: {name: testslide, height: tall}\n")
        }
        #expect(badColor.description.contains("transition 'testslide': height must be a number, not \"tall\""))
    }

    @Test("registering a name twice, or one a scene cannot spell, is an error")
    func registrationErrors() throws {
        #expect(throws: CatalogError.duplicateName(kind: .renderer, name: "testblock")) {
            try Self.catalogues.renderers.register(name: "testblock", summary: "again") { _, _ in Block(color: .red) }
        }
        #expect(throws: CatalogError.duplicateName(kind: .transition, name: "appear")) {
            try Self.catalogues.transitions.register(TransitionCatalog.Entry(.appear, summary: "again"))
        }
        #expect(throws: CatalogError.invalidName(kind: .renderer, name: "two words")) {
            try RendererCatalog().register(name: "two words", summary: "") { _, _ in Block(color: .red) }
        }
    }

    @Test("GraphicsContext.draw(Text) draws through the text's renderer")
    func drawTextHonoursItsRenderer() throws {
        let canvas = try Canvas(width: 120, height: 60)
        canvas.fill(with: .black)
        let context = GraphicsContext(canvas: canvas)
        context.draw(Text("Block").font(.system(size: 30)).textRenderer(Block(color: Color(hex: "#00ff00")!)),
                     at: CGPoint(x: 60, y: 30))
        let middle = canvas.pixel(x: 60, y: 30)
        #expect(middle.green == 255 && middle.red == 0 && middle.blue == 0, "\(middle)")
        let corner = canvas.pixel(x: 1, y: 1)
        #expect(corner.green == 0, "\(corner)")
    }
}
