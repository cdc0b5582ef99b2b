// A marker highlight sweeping behind marked words. Usage: swift run highlight-example [OUTPUT_FOLDER]
import ExampleRenderers
import Foundation
import Kinetype

let output = CommandLine.arguments.dropFirst().first ?? "out/highlight"
let card = TitleCard(width: 1280, height: 720, fps: 30, duration: 2, background: .white) { time in
    (Text("Ship it ") + Text("today").customAttribute(HighlightAttribute(color: .yellow))
        + Text(", not ") + Text("someday").customAttribute(HighlightAttribute(color: .mint)))
        .font(.system(size: 84, weight: .bold))
        .textRenderer(HighlightRenderer(progress: (time - 0.3) / 1.0))
}
ExampleRunner.export(card, to: output)
