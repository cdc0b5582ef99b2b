import ArgumentParser
import Foundation
import Kinetype

/// `kinetype render`: renders text to an image.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render text to a PNG still, centred on the canvas."
    )

    @OptionGroup var textOptions: TextOptions

    @Option(name: .long, help: "The text colour: a name (white, red …) or hex (#ff3b8e).")
    var color: String = "white"

    @Option(name: .long, help: "The background: a name, hex, or 'clear' for transparent.")
    var background: String = "black"

    @Option(name: .long, help: "Wrap lines at this width in pixels (default: the canvas width less margins).")
    var width: Double?

    @Option(name: .long, help: "The canvas size, WIDTHxHEIGHT in pixels.")
    var canvas: String = "1280x720"

    @Option(name: .shortAndLong, help: "The output file (.png).")
    var output: String

    func run() throws {
        try reportingErrors {
            let (canvasWidth, canvasHeight) = try parseCanvas(canvas)
            let textColor = try parseColor(color, option: "--color")
            let backgroundColor = try parseColor(background, option: "--background")
            if let width, !(width > 0 && width.isFinite) {
                throw InputError(description: "--width \(width) is not valid: give a width greater than 0 pixels")
            }
            let url = URL(fileURLWithPath: output)
            guard url.pathExtension.lowercased() == "png" else {
                throw InputError(description: "-o '\(output)': this command writes PNG; name the file with .png")
            }
            let canvas = try Canvas(width: canvasWidth, height: canvasHeight)
            canvas.fill(with: backgroundColor)
            let margin = CGFloat(canvasWidth) * 0.05
            let maxWidth = width.map { CGFloat($0) } ?? max(1, CGFloat(canvasWidth) - 2 * margin)
            let layout = try textOptions.makeText().layout(maxWidth: maxWidth)
            let origin = CGPoint(x: (CGFloat(canvasWidth) - layout.size.width) / 2,
                                 y: (CGFloat(canvasHeight) - layout.size.height) / 2)
            canvas.draw(layout, at: origin, color: textColor)
            let png = try canvas.pngData()
            do {
                try AtomicFile.write(png, to: url)
            } catch let error as ExportError {
                throw OutputError(description: error.description)
            }
        }
    }
}

/// Parses `WIDTHxHEIGHT`.
func parseCanvas(_ value: String) throws -> (Int, Int) {
    let parts = value.lowercased().split(separator: "x")
    guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]) else {
        throw InputError(description: "--canvas '\(value)' is not a size: write WIDTHxHEIGHT, for example 1280x720")
    }
    guard width > 0, height > 0, width <= Canvas.maximumSide, height <= Canvas.maximumSide else {
        throw InputError(description: "--canvas '\(value)': each side must be between 1 and \(Canvas.maximumSide) pixels")
    }
    return (width, height)
}

/// Parses a colour name or hex value (`Color(parsing:)`), naming the option on failure.
func parseColor(_ value: String, option: String) throws -> Color {
    do {
        return try Color(parsing: value)
    } catch {
        throw InputError(description: "\(option) '\(value)': \(error.description)")
    }
}
