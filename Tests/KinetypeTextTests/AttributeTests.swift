import Foundation
import KinetypePrimitives
import KinetypeTestSupportCore
import KinetypeText
import Testing

struct Emphasis: TextAttribute {}
struct Tag: TextAttribute { var name: String }

/// Text, its modifiers and attributes, and what the layout reports of them.
@Suite struct AttributeTests {
    @Test("custom attributes are readable by type on runs and slices")
    func customAttributes() throws {
        let text = Text("plain ") + Text("loud").customAttribute(Emphasis()) + Text(" tagged").customAttribute(Tag(name: "x"))
        let runs = try text.layout()[0].map { $0 }
        try #require(runs.count == 3)
        #expect(runs[0][Emphasis.self] == nil)
        #expect(runs[1][Emphasis.self] != nil)
        #expect(runs[1].text == "loud")
        #expect(runs[2][Tag.self] == Tag(name: "x"))
        for slice in runs[1] { #expect(slice[Emphasis.self] != nil) }
    }

    @Test("the innermost modifier wins; outer modifiers fill in the rest")
    func modifierPrecedence() throws {
        let text = (Text("a").font(.system(size: 40)).customAttribute(Tag(name: "inner")) + Text("b"))
            .font(.system(size: 20)).customAttribute(Tag(name: "outer")).foregroundStyle(.red)
        let runs = try text.layout()[0].map { $0 }
        try #require(runs.count == 2)
        #expect(runs[0].font.size == 40)
        #expect(runs[1].font.size == 20)
        #expect(runs[0][Tag.self]?.name == "inner")
        #expect(runs[1][Tag.self]?.name == "outer")
        #expect(runs[0].foregroundColor == .red && runs[1].foregroundColor == .red)
        #expect(text.string == "ab")
    }

    @Test("AttributedString attributes become spans")
    func attributedString() throws {
        var string = AttributedString("Hello world")
        string.font = .system(size: 30)
        let world = try #require(string.range(of: "world"))
        string[world].foregroundColor = .blue
        string[world].font = .system(size: 50, weight: .bold)
        let runs = try Text(string).layout()[0].map { $0 }
        try #require(runs.count == 2)
        #expect(runs[0].font.size == 30)
        #expect(runs[1].font.size == 50)
        #expect((runs[1].font.path as NSString).lastPathComponent == "NotoSans-Bold.ttf")
        #expect(runs[1].foregroundColor == .blue)
    }

    @Test("kerning and tracking add space after each character; baselineOffset raises glyphs")
    func spacing() throws {
        let plain = try Text("abcd").font(.system(size: 30)).layout()
        let kerned = try Text("abcd").font(.system(size: 30)).kerning(5).layout()
        let tracked = try Text("abcd").font(.system(size: 30)).tracking(3).layout()
        expectClose(kerned.size.width - plain.size.width, 20, tolerance: 0.001)
        expectClose(tracked.size.width - plain.size.width, 12, tolerance: 0.001)
        let raised = try (Text("x") + Text("2").baselineOffset(10)).font(.system(size: 30)).layout()
        #expect(raised[0][1].glyphs[0].position.y == -10)
        #expect(raised[0][0].glyphs[0].position.y == 0)
    }

    @Test("typographic bounds: a line is as wide as its runs, slices tile their run")
    func bounds() throws {
        let layout = try Text("Hello, world").font(.system(size: 40)).layout()
        let line = layout[0]
        let runsWidth = line.map(\.typographicBounds.width).reduce(0, +)
        expectClose(runsWidth, line.typographicBounds.width, tolerance: 0.001)
        let run = line[0]
        var x = run.typographicBounds.origin.x
        for slice in run {
            expectClose(slice.typographicBounds.origin.x, x, tolerance: 0.001)
            x += slice.typographicBounds.width
        }
        expectClose(line.typographicBounds.ascent, 40 * 1069 / 1000, tolerance: 0.01, "Noto Sans hhea ascender is 1069/1000 em")
        expectClose(line.typographicBounds.descent, 40 * 293 / 1000, tolerance: 0.01, "Noto Sans hhea descender is -293/1000 em")
        let rect = line.typographicBounds.rect
        expectClose(rect.minY, 0, tolerance: 0.001, "the first line's top is the layout's top")
    }

    @Test("glyph outlines lie inside their slices' typographic boxes")
    func outlines() throws {
        let layout = try Text("Hxg").font(.system(size: 60)).layout()
        for slice in layout[0][0] {
            let outline = slice.outline
            #expect(!outline.isEmpty)
            let box = slice.typographicBounds.rect.insetBy(dx: -3, dy: -1)
            let bounds = outline.boundingRect
            #expect(bounds.minX >= box.minX && bounds.maxX <= box.maxX && bounds.minY >= box.minY && bounds.maxY <= box.maxY,
                    "\(bounds) in \(box)")
        }
    }
}
