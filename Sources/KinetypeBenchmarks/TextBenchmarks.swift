import Foundation
import Kinetype

/// Timings of the typesetter: the time to lay out a 1,000-character mixed-script paragraph
/// (Latin, Arabic, Hebrew, Devanagari, Thai, CJK, emoji, digits) wrapped at 800 px, and the
/// time to draw it with Cairo. Each figure is the median of many runs after a warm-up.
enum TextBenchmarks {
    static let pieces = [
        "Kinetype sets animated type on Linux. ", "مرحبا بالعالم، هذا نص عربي. ", "שלום עולם, זה טקסט בעברית. ",
        "नमस्ते दुनिया, यह हिन्दी है। ", "สวัสดีชาวโลก ", "日本語のテキストと中文文本。", "Emoji 👋🏽 👨‍👩‍👧‍👦 🇫🇷 ❤️ ",
        "Version 2.0 costs 42 € in 2026. ", "office affine ffi ligatures. ",
    ]

    /// A paragraph of exactly `count` characters (grapheme clusters) cycling through `pieces`.
    static func paragraph(characters count: Int) -> String {
        var text = ""
        var characters = 0
        var index = 0
        while characters < count {
            let piece = pieces[index % pieces.count]
            text += piece
            characters += piece.count
            index += 1
        }
        return String(text.prefix(count))
    }

    static func run() throws -> [(name: String, value: Double, unit: String)] {
        let string = paragraph(characters: 1000)
        let text = Text(string).font(.system(size: 24))
        let layoutTime = try median(iterations: 50) { _ = try text.layout(maxWidth: 800) }
        let layout = try text.layout(maxWidth: 800)
        let canvas = try Canvas(width: 840, height: Int(layout.size.height) + 40)
        let drawTime = try median(iterations: 50) { canvas.draw(layout, at: CGPoint(x: 20, y: 20)) }
        let short = Text("Visual Effects").font(.system(size: 64))
        let shortTime = try median(iterations: 500) { _ = try short.layout() }
        return [
            ("layout 1,000-character mixed-script paragraph (\(layout.count) lines)", layoutTime, "ms"),
            ("draw that paragraph with Cairo", drawTime, "ms"),
            ("layout a 14-character title", shortTime, "ms"),
        ]
    }

    private static func median(iterations: Int, _ body: () throws -> Void) throws -> Double {
        try body()
        var times: [Double] = []
        for _ in 0..<iterations {
            let start = DispatchTime.now().uptimeNanoseconds
            try body()
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
        }
        return times.sorted()[times.count / 2]
    }
}
