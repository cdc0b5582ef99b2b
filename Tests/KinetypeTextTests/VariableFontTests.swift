import Foundation
import KinetypePrimitives
import KinetypeTestSupportCore
import KinetypeText
import Testing

/// Variable fonts: weight and italic map onto the bundled Inter's axes, settings are normalized
/// into one instance per look, bad settings are reported with the face's axes, and a slice
/// re-shaped at other axis values stays in its slot. (Glyphs against hb-shape: ShapingTests,
/// Shaping/variable.tests.)
@Suite struct VariableFontTests {
    func font(_ text: Text) throws -> Text.Layout.ResolvedFont {
        try #require(text.layout().first?.first).font
    }

    @Test("Font.weight sets wght on a variable face, italic sets slnt; variation wins; the default instance has none")
    func weightMapsToAxis() throws {
        let inter = Font.custom("Inter", size: 40)
        #expect(try font(Text("Aa").font(inter)).variations == [])
        #expect(try font(Text("Aa").font(inter.weight(.regular))).variations == [], "wght 400 is the default")
        #expect(try font(Text("Aa").font(inter.weight(.bold))).variations == [FontVariation("wght", 700)])
        #expect(try font(Text("Aa").font(inter.weight(.thin))).variations == [FontVariation("wght", 100)])
        #expect(try font(Text("Aa").font(inter.italic())).variations == [FontVariation("slnt", -10)])
        #expect(try font(Text("Aa").font(inter.weight(.black).variation("wght", 250))).variations == [FontVariation("wght", 250)])
        #expect(try font(Text("Aa").font(inter.variation("wght", 5000))).variations == [FontVariation("wght", 900)],
                "clamped to the axis")
        #expect(try font(Text("Aa").font(inter.variation("wdth", 90))).variations == [], "an axis Inter lacks is ignored")
        #expect((try font(Text("Aa").font(inter)).path as NSString).lastPathComponent == "Inter.var.ttf")
    }

    @Test("a static face ignores variations: same glyphs and advances")
    func staticFaceIgnores() throws {
        let plain = try Text("Wave").font(.system(size: 40)).layout()
        let varied = try Text("Wave").font(.system(size: 40).variation("wght", 900)).layout()
        #expect(plain.first!.first!.glyphs == varied.first!.first!.glyphs)
    }

    @Test("heavier instances are wider; layouts at different settings differ (caches keyed by the settings)")
    func instancesDiffer() throws {
        let thin = try Text("Wave").font(.custom("Inter", size: 40).variation("wght", 100)).layout()
        let heavy = try Text("Wave").font(.custom("Inter", size: 40).variation("wght", 900)).layout()
        let again = try Text("Wave").font(.custom("Inter", size: 40).variation("wght", 100)).layout()
        #expect(heavy.first!.typographicBounds.width > thin.first!.typographicBounds.width + 4)
        #expect(again.first!.first!.glyphs == thin.first!.first!.glyphs)
        // Outlines come from the same instance: the heavy W's ink is wider.
        let thinInk = thin.first!.first!.first!.outline.boundingRect.width
        let heavyInk = heavy.first!.first!.first!.outline.boundingRect.width
        #expect(heavyInk > thinInk)
    }

    @Test("a bad axis or a value out of range names the face's axes")
    func checkErrors() throws {
        let inter = try FontCatalog.shared.baseFace(for: .custom("Inter", size: 40))
        #expect(throws: Never.self) { try inter.check([FontVariation("wght", 650), FontVariation("slnt", -5)]) }
        do {
            try inter.check([FontVariation("wdht", 90)])
            Issue.record("expected an error")
        } catch {
            #expect(error.description.contains("no 'wdht' axis"))
            #expect(error.description.contains("wght 100…900 (default 400)"))
        }
        do {
            try inter.check([FontVariation("wght", 950)])
            Issue.record("expected an error")
        } catch {
            #expect(error.description == "wght=950 is outside the 'wght' axis of font 'Inter': give a value in its range, wght 100…900 (default 400)")
        }
        let noto = try FontCatalog.shared.baseFace(for: .system(size: 40))
        #expect(throws: TextError.self) { try noto.check([FontVariation("wght", 700)]) }
        #expect(FontVariation(parsing: "wght=650") == FontVariation("wght", 650))
        #expect(FontVariation(parsing: "wght") == nil || FontVariation(parsing: "wght")?.tag == "wght")
        #expect(FontVariation.list(parsing: "wght=650, slnt=-5") == [FontVariation("wght", 650), FontVariation("slnt", -5)])
        #expect(FontVariation.list(parsing: "wght=,=") == nil)
    }

    @Test("a varied slice is re-shaped at its own values, centred on its old slot; the others do not move")
    func variedSliceKeepsSlot() throws {
        let layout = try Text("Wave Typography").font(.custom("Inter", size: 48)).layout()
        let run = try #require(layout.first?.first)
        let before = run.map { $0.typographicBounds.rect }
        for index in run.indices {
            let slice = run[index]
            let heavy = slice.varied([FontVariation("wght", 900)])
            #expect(heavy.run.font.variations == [FontVariation("wght", 900)])
            #expect(Array(heavy.map(\.id)) == Array(slice.map(\.id)), "Inter keeps its glyphs across weights")
            let old = slice.typographicBounds.rect, new = heavy.typographicBounds.rect
            expectClose(old.midX, new.midX, tolerance: 1e-9, "centred on its slot")
        }
        #expect(run[0].varied([FontVariation("wght", 900)]).typographicBounds.width > run[0].typographicBounds.width, "W")
        #expect(run.map { $0.typographicBounds.rect } == before, "the layout itself is untouched")
        let moved = run[0].varied([FontVariation("wght", 900)], shift: 10)
        expectClose(moved.typographicBounds.rect.midX - run[0].typographicBounds.rect.midX, 10, tolerance: 1e-9)
    }
}
