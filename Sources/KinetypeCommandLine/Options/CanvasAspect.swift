import ArgumentParser
import Kinetype

/// `--aspect W:H`: the canvas made to this shape at render time, keeping the scene's shorter side
/// (a 1920x1080 scene at `9:16` is 1080x1920, at `1:1` 1080x1080), so a template written in
/// relative units (`5vh`, `%`, `vmin`) lays out again for it.
package struct CanvasAspect: CheckedOptionValue, Equatable {
    /// The width part, as written.
    package var width: Double
    /// The height part, as written.
    package var height: Double

    /// The most one side may be to the other: 100:1.
    package static let mostRatio = 100.0

    /// `W:H` (also `W/H`), each part a number above 0 (`16:9`, `9:16`, `1:1`, `2.39:1`).
    package init(checking argument: String) throws {
        let parts = argument.split(omittingEmptySubsequences: false) { $0 == ":" || $0 == "/" }
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]) else {
            throw InputError("not an aspect ratio: write WIDTH:HEIGHT, for example 9:16, 16:9 or 1:1")
        }
        guard width.isFinite, height.isFinite, width > 0, height > 0 else {
            throw InputError("each side of an aspect ratio is a number above 0, for example 9:16")
        }
        guard max(width / height, height / width) <= Self.mostRatio else {
            throw InputError("an aspect ratio of \(argument) is more than \(Int(Self.mostRatio)):1; give, for example, 9:16")
        }
        self.width = width
        self.height = height
    }

    /// `canvas` in this shape: its shorter side kept, the other side following the ratio (to a
    /// whole pixel); an error naming `--aspect` when that side passes the largest canvas.
    package func canvas(from canvas: SceneCanvas) throws -> SceneCanvas {
        let short = min(canvas.width, canvas.height)
        let size: (width: Double, height: Double) = width >= height
            ? (Double(short) * width / height, Double(short))
            : (Double(short), Double(short) * height / width)
        let (w, h) = (Int(size.width.rounded()), Int(size.height.rounded()))
        guard Canvas.sideRange.contains(w), Canvas.sideRange.contains(h) else {
            throw InputError("--aspect \(ValueRange.format(width)):\(ValueRange.format(height)) makes the \(canvas) canvas \(w)x\(h), "
                             + "but each side is \(Canvas.sideRange.expectation): give a squarer ratio, or --canvas WIDTHxHEIGHT")
        }
        return SceneCanvas(width: w, height: h)
    }
}
