import Foundation
import KinetypeCaptions
import KinetypeCard
import KinetypeGraphics
import KinetypeRasterKernels
import KinetypeScene
import KinetypeTestSupportCore
import Testing

/// A scene's `captions.shadow`: the caption card's soft shadow by default, another colour, or
/// none; the shadow's pixels are there or not, under the words.
@Suite struct SceneCaptionsShadowTests {
    static let vtt = "WEBVTT\n\n00:00:00.000 --> 00:00:02.000\nПривет мир\n"

    /// The compiled card of a scene whose captions have `shadow` (nil: the key left out), over white.
    static func card(shadow: String?) throws -> TitleCard {
        var card: TitleCard?
        try SceneCaptionsTests.withScene("""
            version: 1
            canvas: 320x180
            background: white
            captions: {file: talk.vtt, stroke: none, style: plain\(shadow.map { ", shadow: \"\($0)\"" } ?? "")}
            """, captions: Self.vtt) { file in card = try TitleCard(sceneFile: file) }
        return try #require(card)
    }

    /// Pixels that are neither the white background nor the words' white: the shadow's.
    static func shaded(_ frame: Frame, where test: (UInt8, UInt8, UInt8) -> Bool) -> Int {
        var count = 0
        for y in 0..<frame.height {
            for x in 0..<frame.width {
                let p = frame.pixel(x: x, y: y)
                if test(p.red, p.green, p.blue) { count += 1 }
            }
        }
        return count
    }

    @Test("by default a grey shadow; none leaves it out; a colour tints it; the default is the caption card's own")
    func shadow() throws {
        let grey = { (r: UInt8, g: UInt8, b: UInt8) in r < 250 && r == g && g == b }
        let standard = try Self.card(shadow: nil).frame(at: 1)
        #expect(Self.shaded(standard, where: grey) > 100, "the default shadow shows")
        let none = try Self.card(shadow: "none").frame(at: 1)
        #expect(Self.shaded(none, where: { r, g, b in r < 250 || g < 250 || b < 250 }) == 0, "no shadow: white words on white")
        let red = try Self.card(shadow: "#ff0000").frame(at: 1)
        #expect(Self.shaded(red, where: { r, g, b in r == 255 && g < 250 && g == b }) > 100, "a red shadow")
        #expect(try Self.card(shadow: "#00000099").frame(at: 1) == standard, "black at 60% is the default")
        #expect(try Self.card(shadow: nil).captionCard?.shadows == CaptionCard(track: CaptionTrack(cues: [])).shadows)
    }

    @Test("a shadow that is not a colour is named at its key")
    func badShadow() throws {
        try SceneCaptionsTests.withScene("version: 1\ncaptions:\n  file: talk.vtt\n  shadow: soft\n", captions: Self.vtt) { file in
            let error = try #require(throws: SceneError.self) { try SceneLoader().load(contentsOf: file) }
            #expect(error.keyPath == "captions.shadow" && error.line == 4, "\(error)")
        }
    }
}
