// A per-glyph wave travelling through a title. Usage: swift run wave-example [OUTPUT_FOLDER]
import ExampleRenderers
import Foundation
import Kinetype

let output = CommandLine.arguments.dropFirst().first ?? "out/wave"
let card = TitleCard(width: 1280, height: 720, fps: 30, duration: 2, background: Color(hex: "#101828")!) { time in
    Text("Kinetic Typography 🌊").font(.system(size: 80, weight: .bold))
        .textRenderer(WaveRenderer(time: time, amplitude: 18, frequency: 1, wavelength: 10))
}
ExampleRunner.export(card, to: output)
