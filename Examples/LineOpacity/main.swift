// Alternating line opacity on multi-line text. Usage: swift run line-opacity-example [OUTPUT_FOLDER]
import ExampleRenderers
import Foundation
import Kinetype

let output = CommandLine.arguments.dropFirst().first ?? "out/line-opacity"
let card = TitleCard(width: 1280, height: 720, fps: 30, duration: 2) { time in
    Text("First line of the verse\nSecond line answers it\nThird line comes back\nFourth line lets it go")
        .font(.system(size: 56, weight: .medium))
        .multilineTextAlignment(.center)
        .lineSpacing(8)
        .textRenderer(AlternatingLineOpacityRenderer(phase: time / 2))
}
ExampleRunner.export(card, to: output)
