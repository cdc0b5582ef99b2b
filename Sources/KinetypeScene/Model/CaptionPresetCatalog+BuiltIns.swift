import Foundation
import KinetypeCaptions
import KinetypePrimitives

extension CaptionPresetCatalog {
    /// The built-in looks, named for what they look like: the short-form styles of CapCut,
    /// Submagic and Remotion's caption templates, and two for long-form video.
    public static let builtIns: [Entry] = [
        look("bold-pop", "one word at a time, black weight, upper case, growing in and popping in the centre, keywords in green, clear of TikTok's buttons") {
            $0.weight = 900
            $0.size = 0.09
            $0.letterCase = .upper
            $0.style = SceneRenderer(name: "pop", parameters: ["active": .string("#ffd60a"), "scale": .number(1.15), "dim": .number(1)])
            $0.stroke = .some(.black)
            $0.maxWords = 1
            $0.lines = 1
            $0.anchor = .center
            $0.safeArea = SafeArea.platforms[0].area
            $0.entrance = SceneTransition(name: "scale", duration: 0.2)
            $0.emphasis = CaptionKeywordLook(color: Color(hex: "#34c759")!, scale: 1.25)
        },
        look("karaoke-two-line", "two lines of sung words, filled in yellow as they come, low in TikTok's safe area") {
            $0.weight = 800
            $0.size = 0.06
            $0.style = SceneRenderer(name: "karaoke", parameters: ["active": .string("#ffd60a")])
            $0.stroke = .some(.black)
            $0.maxWords = 8
            $0.lines = 2
            $0.maxCharacters = 28
            $0.anchor = .bottom
            $0.safeArea = SafeArea.platforms[0].area
        },
        look("boxed-highlight", "three words at a time, upper case, the spoken word on a pink box") {
            $0.weight = 800
            $0.size = 0.075
            $0.letterCase = .upper
            $0.style = SceneRenderer(name: "highlight", parameters: ["box": .string("#ff3b8e"), "active": .string("white")])
            $0.stroke = .some(nil)
            $0.maxWords = 3
            $0.lines = 2
            $0.anchor = .bottom
            $0.safeArea = SafeArea.platforms[0].area
        },
        look("documentary", "a clean medium-weight line in sentence case under a soft shadow, no outline, for long-form video") {
            $0.weight = 500
            $0.size = 0.055
            $0.letterCase = CaptionCase.none
            $0.style = SceneRenderer(name: "plain")
            $0.stroke = .some(nil)
            $0.shadow = .some(Color(white: 0, opacity: 0.75))
            $0.lines = 2
            $0.maxCharacters = 42
            $0.anchor = .bottom
            $0.safeArea = SafeArea.none
        },
        look("neon-glow", "two words at a time, upper case, cyan on a magenta glow with a hot pink spoken word, each word fading in from a blur, keywords in white") {
            $0.weight = 800
            $0.size = 0.08
            $0.letterCase = .upper
            $0.style = SceneRenderer(name: "pop", parameters: ["color": .string("#7df9ff"), "active": .string("#ff4fd8"), "scale": .number(1.1)])
            $0.stroke = .some(nil)
            $0.shadow = .some(Color(red: 1, green: 0.16, blue: 0.84, opacity: 0.9))
            $0.maxWords = 2
            $0.lines = 1
            $0.anchor = .center
            $0.safeArea = SafeArea.platforms[1].area
            $0.entrance = SceneTransition(name: "blur", duration: 0.15)
            $0.emphasis = CaptionKeywordLook(color: .white, scale: 1.2)
        },
        look("broadcast-plate", "white lines on a dark plate, no outline or shadow, as broadcast subtitles") {
            $0.weight = 600
            $0.size = 0.05
            $0.style = SceneRenderer(name: "plain", parameters: ["plate": .string("#000000c0")])
            $0.stroke = .some(nil)
            $0.shadow = .some(nil)
            $0.lines = 2
            $0.maxCharacters = 37
            $0.anchor = .bottom
            $0.safeArea = SafeArea.none
        },
    ]

    /// An entry of a preset built by `set`.
    private static func look(_ name: String, _ summary: String, _ set: (inout CaptionPreset) -> Void) -> Entry {
        var preset = CaptionPreset()
        preset.font = .family("Noto Sans")
        set(&preset)
        return Entry(name: name, summary: summary, preset: preset)
    }
}
