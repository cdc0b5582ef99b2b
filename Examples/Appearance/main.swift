// The appearance transition of WWDC24's "Create custom visual effects with SwiftUI": "Visual Effects" blurs in, glyph by glyph, on a spring.
// Usage: swift run appearance-example [OUTPUT_FOLDER]   (default: out/appearance)
import ExampleRenderers
import Foundation
import Kinetype

let output = CommandLine.arguments.dropFirst().first ?? "out/appearance"
let transition = 1.6
let card = TitleCard(width: 1280, height: 720, fps: 30, duration: 2) { time in
    let text = (Text("Create custom ") + Text("Visual Effects").customAttribute(EmphasisAttribute()) + Text(" with Kinetype"))
        .font(.system(size: 72, weight: .semibold))
        .multilineTextAlignment(.center)
    // As SwiftUI removes a transition once it has run, the card draws the text plainly afterwards.
    return time < transition ? text.textRenderer(AppearanceEffectRenderer(elapsedTime: time, totalDuration: transition)) : text
}
ExampleRunner.export(card, to: output)
