import KinetypeCard
import Foundation
import KinetypeCaptions
import KinetypePrimitives
import KinetypeScene
import KinetypeTestSupportCore
import Testing

/// A scene's `captions` with the short-form keys: `maxWords`, `case`, `safeArea` and `preset`,
/// the keys written beside a preset overriding it, and bad values named at their key.
@Suite struct SceneCaptionsShortFormTests {
    @Test("preset, then the keys written: boxed-highlight's values with maxWords, case and safeArea of the scene's own")
    func presetAndKeys() throws {
        try SceneCaptionsTests.withScene("""
            version: 1
            canvas: 180x320
            captions:
              file: talk.vtt
              preset: boxed-highlight
              maxWords: 2
              case: lower
              safeArea: 10,10,10%,10
            """, captions: SceneCaptionsTests.vtt) { file in
            let captions = try #require(try SceneLoader().load(contentsOf: file).captions)
            #expect(captions.style.name == "highlight" && captions.stroke == nil && captions.font.weight == 800, "the preset's look")
            #expect(captions.maxWords == 2 && captions.letterCase == .lower && captions.safeArea?.description == "10,10,10%,10", "the keys win")
            let card = try #require(try SceneCompiler().captionCard(SceneLoader().load(contentsOf: file)))
            #expect(card.paging.maxWords == 2 && card.letterCase == .lower)
            #expect(card.pages().flatMap(\.words).map(\.text) == ["hello", "there"])
        }
    }

    @Test("a preset's entrance and keyword look apply under the scene's keywords; entrance: none and the scene's emphasis keys win")
    func presetAccents() throws {
        try SceneCaptionsTests.withScene("""
            version: 1
            canvas: 180x320
            captions:
              file: talk.vtt
              preset: bold-pop
              emphasis: {words: [there]}
            """, captions: SceneCaptionsTests.vtt) { file in
            let captions = try #require(try SceneLoader().load(contentsOf: file).captions)
            #expect(captions.accents.entrance == SceneTransition(name: "scale", duration: 0.2), "the preset's entrance")
            let look = try #require(captions.accents.emphasis?.look)
            #expect(look.color == Color(hex: "#34c759") && look.scale == 1.25, "the preset's keyword look: \(look)")
        }
        try SceneCaptionsTests.withScene("""
            version: 1
            canvas: 180x320
            captions:
              file: talk.vtt
              preset: bold-pop
              entrance: none
              emphasis: {words: [there], scale: 2}
            """, captions: SceneCaptionsTests.vtt) { file in
            let captions = try #require(try SceneLoader().load(contentsOf: file).captions)
            #expect(captions.accents.entrance == nil, "entrance: none takes the preset's away")
            let look = try #require(captions.accents.emphasis?.look)
            #expect(look.color == Color(hex: "#34c759") && look.scale == 2, "the scene's scale over the preset's colour: \(look)")
        }
    }

    @Test("bad values are errors at their key: maxWords 0, an unknown case, preset or safe area, a safe area with no room")
    func badValues() throws {
        for (line, key) in [("maxWords: 0", "captions.maxWords"), ("case: shout", "captions.case"), ("preset: bold-pup", "captions.preset"),
                            ("safeArea: 1,2", "captions.safeArea"), ("safeArea: 50%,0,50%,0", "captions.safeArea")] {
            try SceneCaptionsTests.withScene("version: 1\ncanvas: 180x320\ncaptions:\n  file: talk.vtt\n  \(line)\n", captions: SceneCaptionsTests.vtt) { file in
                do {
                    _ = try TitleCard(sceneFile: file)
                    Issue.record("\(line): no error")
                } catch let error as SceneError {
                    #expect(error.keyPath == key && error.line == 5, "\(line): \(error)")
                } catch {
                    Issue.record("\(line): \(error)")
                }
            }
        }
    }
}
