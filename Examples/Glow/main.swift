// Blurred, tinted copies glowing under crisp text. Usage: swift run glow-example [OUTPUT_FOLDER]
import ExampleRenderers
import Foundation
import Kinetype

let output = CommandLine.arguments.dropFirst().first ?? "out/glow"
let card = TitleCard(width: 1280, height: 720, fps: 30, duration: 2, background: Color(hex: "#0b0b1a")!) { time in
    Text("NEON NIGHTS").font(.system(size: 110, weight: .black)).foregroundStyle(.white)
        .textRenderer(GlowRenderer(time: time, color: Color(hex: "#ff3b8e")!, radius: 14, pulse: 0.5))
}
ExampleRunner.export(card, to: output)
