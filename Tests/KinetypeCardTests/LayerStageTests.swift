import Foundation
import Kinetype
import KinetypeCard
import KinetypeTestSupport
import Testing

/// A layer as content plus stages: the stages keep the order of their steps, content other than
/// text is placed and drawn through the filter and clip stages, and stages a program writes plug
/// in like the built-in ones.
@Suite struct LayerStageTests {
    /// A white rectangle of a given size: content that is not text.
    struct Plate: LayerContent {
        var size: CGSize
        func resolved(at moment: LayerMoment) throws -> ResolvedContent {
            ResolvedContent(size: size) { $0.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.white)) }
        }
    }

    /// Makes the text upper case: a text stage of the test's own.
    struct Shout: TextStage {
        func apply(to text: Text, at moment: LayerMoment) throws -> Text {
            Text(text.string.uppercased()).font(.system(size: 40, weight: .bold))
        }
    }

    /// Hides every glyph for the layer's first second: a glyph stage of the test's own.
    struct Hidden: GlyphStage {
        struct Nothing: TextRenderer {
            func draw(layout: Text.Layout, in context: inout GraphicsContext) {}
        }
        func renderer(for text: Text, at moment: LayerMoment, stage: CGRect) -> (any TextRenderer)? {
            moment.local < 1 ? Nothing() : nil
        }
    }

    static func card(_ layer: TitleCard.Layer, width: Int = 200, height: Int = 100) -> TitleCard {
        TitleCard(width: width, height: height, fps: 10, duration: 2, background: .color(.black), layers: [layer])
    }

    static func white(_ frame: Frame, _ x: Int, _ y: Int) -> Bool {
        let pixel = frame.pixel(x: x, y: y)
        return pixel.red == 255 && pixel.green == 255 && pixel.blue == 255
    }

    @Test("stages keep the order of their steps, whatever order they are added in")
    func stageOrder() throws {
        var layer = TitleCard.Layer(Text("Order"))
        layer.effects = [ScheduledSymbolEffect(AnySymbolEffect(.pulse), schedule: .active([0...1]))]
        layer.add(Shout())
        layer.exit = try TextTransition.named("appear", duration: 0.2)
        layer.shaders = [try ShaderCatalog.shared.shader(named: "ripple")]
        layer.conceal = try RevealCatalog.shared.reveal(named: "wipe", isConceal: true)
        layer.enter = try TextTransition.named("blur", duration: 0.2)
        layer.renderer = try RendererCatalog.shared.renderer(named: "glow")
        layer.reveal = try RevealCatalog.shared.reveal(named: "iris")
        let steps = layer.stages.map(\.step)
        #expect(steps == steps.sorted())
        #expect(steps == [.filter, .text, .text, .clip, .clip, .transition, .transition, .glyphs])
        // Within a step the named kinds keep their places: the renderer before other text
        // stages, the reveal before the conceal, the enter transition before the exit.
        #expect(layer.stages[1] is LayerRenderer && layer.stages[2] is Shout)
        #expect(layer.reveal?.name == "iris" && layer.conceal?.name == "wipe")
        #expect((layer.stages[5] as? TransitionStage)?.isExit == false)
        #expect(layer.enter?.style.name == "blur" && layer.exit?.style.name == "appear")
        layer.enter = nil
        #expect(layer.enter == nil && layer.exit != nil)
        #expect(layer.stages.count == 7)
    }

    @Test("content other than text is placed by the layer's anchor and offset inside the card's margin")
    func contentPlacement() throws {
        // A 200x100 card has a 10-point margin (5% of its width); a 40x20 plate centred sits at
        // (80, 40), one at the top leading corner at (10, 10), moved by its offset.
        let centred = try Self.card(TitleCard.Layer(content: Plate(size: CGSize(width: 40, height: 20)))).frame(at: 0)
        #expect(Self.white(centred, 80, 40) && Self.white(centred, 119, 59))
        #expect(!Self.white(centred, 79, 40) && !Self.white(centred, 120, 40) && !Self.white(centred, 80, 39) && !Self.white(centred, 80, 60))
        let corner = try Self.card(TitleCard.Layer(content: Plate(size: CGSize(width: 40, height: 20)), anchor: .topLeading,
                                                   offset: CGSize(width: 5, height: 0))).frame(at: 0)
        #expect(Self.white(corner, 15, 10) && !Self.white(corner, 14, 10) && Self.white(corner, 54, 29) && !Self.white(corner, 55, 29))
    }

    @Test("a reveal clips content other than text, and a shader filters it")
    func contentThroughClipAndFilter() throws {
        var layer = TitleCard.Layer(content: Plate(size: CGSize(width: 40, height: 20)))
        layer.reveal = try RevealCatalog.shared.reveal(named: "wipe", parameters: ["duration": .number(1), "curve": .string("linear")])
        // Halfway through a one-second wipe from the leading edge: the plate's left half shows.
        let half = try Self.card(layer).frame(at: 0.5)
        #expect((80..<100).allSatisfy { Self.white(half, $0, 50) })
        #expect((100..<120).allSatisfy { !Self.white(half, $0, 50) })
        #expect(try (80..<120).allSatisfy { !Self.white(try Self.card(layer).frame(at: 0), $0, 50) })
        layer.reveal = nil
        layer.add(LayerShader(name: "red") { _ in .colorEffect { _, color in color * SIMD4(1, 0, 0, 1) } })
        let red = try Self.card(layer).frame(at: 0).pixel(x: 100, y: 50)
        #expect(red.red == 255 && red.green == 0 && red.blue == 0)
    }

    @Test("a text stage and a glyph stage of a program's own act in their steps")
    func customStages() throws {
        let plain = Text("loud").font(.system(size: 40, weight: .bold))
        let shouted = try Self.card(TitleCard.Layer(plain).stage(Shout())).frame(at: 0)
        let upper = try Self.card(TitleCard.Layer(Text("LOUD").font(.system(size: 40, weight: .bold)))).frame(at: 0)
        #expect(shouted.pixels == upper.pixels)
        #expect(shouted.pixels != (try Self.card(TitleCard.Layer(plain)).frame(at: 0)).pixels)
        // The glyph stage hides the text for a second; then the text draws itself. An enter
        // transition, which runs first, takes the glyphs while it runs.
        let hidden = TitleCard.Layer(plain).stage(Hidden())
        let background = try Self.card(TitleCard.Layer(Text(""))).frame(at: 0)
        #expect(try Self.card(hidden).frame(at: 0.5).pixels == background.pixels)
        #expect(try Self.card(hidden).frame(at: 1.5).pixels == (try Self.card(TitleCard.Layer(plain)).frame(at: 1.5)).pixels)
        var entering = hidden
        entering.enter = try TextTransition.named("appear", duration: 0.5)
        #expect(try Self.card(entering).frame(at: 0.4).pixels != background.pixels)
        #expect(try Self.card(entering).frame(at: 0.7).pixels == background.pixels)
    }

    @Test("text content drawn as plain content is the text drawn by a text layer")
    func textContentResolved() throws {
        struct Wrapped: LayerContent {
            var inner: TextContent
            func resolved(at moment: LayerMoment) throws -> ResolvedContent { try inner.resolved(at: moment) }
        }
        let text = Text("Same").font(.system(size: 40))
        let asText = try Self.card(TitleCard.Layer(text)).frame(at: 0)
        let asContent = try Self.card(TitleCard.Layer(content: Wrapped(inner: TextContent { _ in text }))).frame(at: 0)
        #expect(asText.pixels == asContent.pixels)
        #expect(TextContent { _ in text }.plainText(at: 0) == "Same" && Plate(size: .zero).plainText(at: 0) == "")
    }
}
