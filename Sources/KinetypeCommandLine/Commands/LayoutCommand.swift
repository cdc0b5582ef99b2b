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

    @Option(name: .long, parsing: .unconditional, help: "Wrap lines at this width in pixels, greater than 0.")
    var width: Double?

    @Flag(name: .long, help: "Print JSON: lines, runs in visual order, glyphs with HarfBuzz ids, clusters, positions.")
    var json = false

    func validate() throws {
        if let width, !(width > 0 && width.isFinite) {
            throw ValidationError("--width \(ValueRange.format(width)) is not valid: give a width greater than 0 pixels")
        }
    }

    func run() throws {
        do {
            let text = try textOptions.makeText()
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
}
