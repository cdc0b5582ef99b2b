import Foundation
import KinetypeCaptions
import KinetypeCard
import KinetypeEffects
import KinetypeGraphics
import KinetypePrimitives
import KinetypeTestSupportCore
import KinetypeText

/// Small caption cards and pixel measures for the keyword, emoji and motion tests.
enum CaptionAccentSupport {
    static let latin = Font.file(TestSupport.font("NotoSans-Bold.ttf"), size: 32)
    static let arabic = Font.file(TestSupport.font("NotoSansArabic-Bold.ttf"), size: 32)

    /// A card of one cue whose words are spoken one a second (word `i` from `i` to `i + 1`), on
    /// black, unstroked and unshadowed, 320×120 at `fps`, drawn in `style`.
    static func card(_ text: String, font: Font = latin, style: String, parameters: [String: ParameterValue] = [:], fps: Double = 10,
                     _ adjust: (inout CaptionCard) -> Void = { _ in }) throws -> TitleCard {
        let words = text.split(separator: " ").enumerated().map { index, word in
            CaptionWord(text: String(word), start: Double(index), end: Double(index + 1), spaceBefore: index > 0)
        }
        var captions = CaptionCard(track: CaptionTrack(cues: [CaptionCue(start: 0, end: Double(words.count), text: text, words: words)]))
        captions.width = 320
        captions.height = 120
        captions.fps = fps
        captions.background = .black
        captions.font = font
        captions.stroke = nil
        captions.shadows = []
        captions.style = try RendererCatalog.shared.renderer(named: style, parameters: parameters)
        adjust(&captions)
        return try captions.titleCard()
    }

    /// The pixels of `frame` that `matches` picks, as (x, y).
    static func pixels(_ frame: Frame, _ matches: ((red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)) -> Bool) -> [(x: Int, y: Int)] {
        var found: [(x: Int, y: Int)] = []
        for y in 0..<frame.height {
            for x in 0..<frame.width where matches(frame.pixel(x: x, y: y)) { found.append((x, y)) }
        }
        return found
    }

    /// Pixels near pure green (the keyword colour the tests give).
    static func green(_ frame: Frame) -> [(x: Int, y: Int)] {
        pixels(frame) { $0.green > 200 && $0.red < 60 && $0.blue < 60 }
    }

    /// Near-white pixels (the words' own colour).
    static func white(_ frame: Frame) -> [(x: Int, y: Int)] {
        pixels(frame) { $0.red > 200 && $0.green > 200 && $0.blue > 200 }
    }

    /// Colourful pixels: a channel at least 80 above another (emoji on white words over black).
    static func colourful(_ frame: Frame) -> [(x: Int, y: Int)] {
        pixels(frame) { pixel in
            let channels = [Int(pixel.red), Int(pixel.green), Int(pixel.blue)]
            return channels.max()! - channels.min()! >= 80
        }
    }

    /// Any lit pixel (ink over the black background).
    static func ink(_ frame: Frame) -> [(x: Int, y: Int)] {
        pixels(frame) { Int($0.red) + Int($0.green) + Int($0.blue) > 60 }
    }

    /// The mean position of `pixels`.
    static func centre(_ pixels: [(x: Int, y: Int)]) -> (x: Double, y: Double) {
        let count = Double(max(pixels.count, 1))
        return (pixels.reduce(0) { $0 + Double($1.x) } / count, pixels.reduce(0) { $0 + Double($1.y) } / count)
    }

    /// The sizes of the 8-connected components of `pixels`, largest first.
    static func components(_ pixels: [(x: Int, y: Int)]) -> [Int] {
        var unseen = Set(pixels.map { $0.y * 100_000 + $0.x })
        var sizes: [Int] = []
        while let seed = unseen.first {
            unseen.remove(seed)
            var stack = [seed], size = 0
            while let point = stack.popLast() {
                size += 1
                let (x, y) = (point % 100_000, point / 100_000)
                for dy in -1...1 {
                    for dx in -1...1 where unseen.remove((y + dy) * 100_000 + x + dx) != nil { stack.append((y + dy) * 100_000 + x + dx) }
                }
            }
            sizes.append(size)
        }
        return sizes.sorted(by: >)
    }

    /// The column spans of ink in `pixels`, split where at least `gap` columns have none.
    static func spans(_ pixels: [(x: Int, y: Int)], gap: Int = 4) -> [ClosedRange<Int>] {
        let columns = Set(pixels.map(\.x)).sorted()
        var spans: [ClosedRange<Int>] = []
        for column in columns {
            if let last = spans.last, column - last.upperBound <= gap {
                spans[spans.count - 1] = last.lowerBound...column
            } else {
                spans.append(column...column)
            }
        }
        return spans
    }
}
