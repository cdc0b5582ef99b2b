import ArgumentParser
import Foundation
import Kinetype

/// `kinetype layout`: prints a text's layout.
struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Print the layout of a text: lines, runs and glyphs (JSON with --json)."
    )

    @OptionGroup var textOptions: TextOptions
    @OptionGroup var fontOptions: FontOptions

    @Option(name: .long, parsing: .unconditional, help: "Wrap lines at this width in pixels, greater than 0.")
    var width: Double?

    @Flag(name: .long, help: "Print JSON: lines, runs in visual order, glyphs with HarfBuzz ids, clusters, positions.")
    var json = false

    @Option(name: .long, parsing: .upToNextOption, help: ArgumentHelp("""
        Match two texts as a magic replace does (words first, then the clusters of the words left over) and print \
        the pairs: with --json, {"matched": [[i, j], …]}, i and j counting the non-white-space grapheme clusters of \
        FROM and TO from 0. Replaces --text.
        """, valueName: "FROM TO"))
    var morph: [String] = []

    func validate() throws {
        if !morph.isEmpty {
            guard morph.count == 2 else {
                throw ValidationError("--morph takes two texts, the old and the new: --morph \"This magic\" \"This is magic\"; got \(morph.count)")
            }
            if textOptions.text != nil {
                throw ValidationError("--morph gives both texts: remove --text")
            }
        }
        if let width, !(width > 0 && width.isFinite) {
            throw ValidationError("--width \(ValueRange.format(width)) is not valid: give a width greater than 0 pixels")
        }
    }

    func run() throws {
        do {
            if !morph.isEmpty {
                try printMorph()
                return
            }
            let text = try textOptions.makeText(font: fontOptions)
            textOptions.warnWithoutPatterns()
            let layout = try text.layout(maxWidth: width.map { CGFloat($0) })
            if json {
                try Streams.output.write(try layout.jsonData() + Data("\n".utf8))
            } else {
                for (number, line) in layout.enumerated() {
                    Streams.print("line \(number): origin (\(line.origin.x), \(line.origin.y)) width \(line.typographicBounds.width)")
                    for run in line {
                        let font = run.font
                        Streams.print("  [\(run.layoutDirection == .rightToLeft ? "rtl" : "ltr") \(run.script)] \(font.familyName) \(font.size)pt: \(run.text)")
                        Streams.print("    " + run.glyphs.map { "\($0.id)@\($0.cluster)" }.joined(separator: " "))
                    }
                }
                if layout.isTruncated { Streams.print("(truncated)") }
            }
        }
    }

    /// `--morph FROM TO`: the matched graphemes, as JSON with `--json`, else one `i -> j` a line.
    private func printMorph() throws {
        let width = width.map { CGFloat($0) }
        let old = try textOptions.makeText(markup: morph[0], font: fontOptions, option: "--morph").layout(maxWidth: width)
        let new = try textOptions.makeText(markup: morph[1], font: fontOptions, option: "--morph").layout(maxWidth: width)
        let pairs = TextMorphMatch(old: old, new: new).graphemePairs
        if json {
            let list = pairs.map { "[\($0.old), \($0.new)]" }.joined(separator: ", ")
            try Streams.output.write(Data("{\"matched\": [\(list)]}\n".utf8))
        } else {
            for pair in pairs { Streams.print("\(pair.old) -> \(pair.new)") }
        }
    }
}
