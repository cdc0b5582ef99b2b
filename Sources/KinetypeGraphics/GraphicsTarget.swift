import Foundation
import KinetypeAnimation
import KinetypePrimitives
import KinetypeRasterKernels
import KinetypeText

/// Where a ``GraphicsContext`` draws: a Cairo canvas, a text trace of the commands, or both.
/// Copies of a context share one target.
package final class GraphicsTarget {
    /// The canvas drawn into; nil for a trace-only target.
    package let canvas: Canvas?
    package let isRecording: Bool
    private let traceBox: TraceBox
    private let depth: Int
    /// The device pixels drawn so far (for layers: what needs filtering and compositing).
    package var dirty = PixelRect(x: 0, y: 0, width: 0, height: 0)
    /// Kinetype: the operations drawn, each with its state, for writers of vector animations;
    /// nil when not capturing.
    package let capture: DrawCapture?

    /// Every operation a target (and its layers, once composited) drew, in order.
    package final class DrawCapture {
        package var operations: [(operation: DrawOperation, state: DrawState)] = []
        /// The layer each operation was drawn for (see ``layer``), one an operation.
        package var layers: [String?] = []
        /// What is being drawn now, as a card names it in messages ("the text layer “Title”").
        package var layer: String?
        package init() {}
    }

    /// The size of a capturing target's device space, for the masks it still draws as pixels.
    private var captureSize: (width: Int, height: Int)?

    /// The size of the device space: the canvas's, else a capturing target's; nil for a trace alone.
    package var deviceSize: CGSize? {
        if let canvas { return CGSize(width: canvas.width, height: canvas.height) }
        return captureSize.map { CGSize(width: $0.width, height: $0.height) }
    }

    /// A target that only captures what is drawn (no pixels, no trace), in a device space
    /// `width` by `height` pixels: a mask (``GraphicsContext/clipToLayer(opacity:options:content:)``)
    /// is still drawn as pixels that size, so the operations it clips carry it.
    package init(capturing capture: DrawCapture, width: Int, height: Int) {
        self.canvas = nil
        self.isRecording = false
        self.traceBox = TraceBox()
        self.depth = 0
        self.capture = capture
        self.captureSize = (width, height)
    }

    final class TraceBox { var lines: [String] = [] }

    package init(canvas: Canvas?, recording: Bool) {
        self.canvas = canvas
        self.isRecording = recording
        self.traceBox = TraceBox()
        self.depth = 0
        self.capture = nil
    }

    private init(canvas: Canvas?, recording: Bool, trace: TraceBox, depth: Int, capture: DrawCapture?) {
        self.canvas = canvas
        self.isRecording = recording
        self.traceBox = trace
        self.depth = depth
        self.capture = capture
    }

    /// The recorded commands, one a line, nested layers indented.
    package var trace: [String] { traceBox.lines }

    func record(_ line: @autoclosure () -> String) {
        guard isRecording else { return }
        traceBox.lines.append(String(repeating: "  ", count: depth) + line())
    }

    /// Draws one operation with a context's state.
    package func render(_ operation: DrawOperation, _ state: DrawState) {
        record(TraceFormat.describe(operation, state))
        if let capture {
            capture.operations.append((operation, state))
            capture.layers.append(capture.layer)
        }
        guard let canvas else { return }
        canvas.render(operation, state, dirty: &dirty)
    }

    /// A new transparent layer the size of this target, recording into the same trace; with
    /// `pixels`, one with a canvas even when this target only captures (a mask).
    package func makeLayer(label: String, pixels: Bool = false) -> GraphicsTarget {
        record("begin \(label)")
        if pixels, canvas == nil, let captureSize {
            return GraphicsTarget(canvas: try? Canvas(width: captureSize.width, height: captureSize.height), recording: isRecording,
                                  trace: traceBox, depth: depth + 1, capture: nil)
        }
        let layerCanvas = canvas.flatMap { try? Canvas(sparseWidth: $0.width, height: $0.height) }
        let nested = capture.map { outer in
            let nested = DrawCapture()
            nested.layer = outer.layer
            return nested
        }
        let layer = GraphicsTarget(canvas: layerCanvas, recording: isRecording, trace: traceBox, depth: depth + 1, capture: nested)
        layer.captureSize = captureSize
        return layer
    }

    package func endLayer(_ layer: GraphicsTarget) {
        record("end layer")
    }

    /// Composites a finished layer with `state` (its filters, opacity, blend mode and clip).
    package func composite(_ layer: GraphicsTarget, _ state: DrawState) {
        record(TraceFormat.describeComposite(state))
        if let capture, let inner = layer.capture {
            // The layer's operations, each under the layer's opacity, filters, clip and blend mode.
            for (index, (operation, var drawn)) in inner.operations.enumerated() {
                drawn.opacity *= state.opacity
                drawn.filters += state.filters
                drawn.clips += state.clips
                if state.blendMode != .normal {
                    drawn.blendMode = state.blendMode
                    drawn.blendSource = state.blendSource
                }
                capture.operations.append((operation, drawn))
                capture.layers.append(inner.layers[index] ?? capture.layer)
            }
        }
        guard let canvas, let layerCanvas = layer.canvas, !layer.dirty.isEmpty else { return }
        canvas.composite(layer: layerCanvas, dirty: layer.dirty, state, dirty: &dirty)
    }
}

/// The text form of drawing commands: short, stable, and readable in a test's expectation.
enum TraceFormat {
    static func number(_ value: CGFloat) -> String {
        let rounded = (Double(value) * 1000).rounded() / 1000
        return rounded == rounded.rounded() && abs(rounded) < 1e15 ? String(Int(rounded)) : String(rounded)
    }

    static func describe(_ operation: DrawOperation, _ state: DrawState) -> String {
        var words: [String]
        switch operation {
        case .text(let pieces, let options):
            let text = pieces.map(self.text(of:)).joined()
            words = ["text \"\(text)\""]
            if options.contains(.disablesSubpixelQuantization) { words.append("unquantized") }
        case .fill(let path, let shading, _):
            words = ["fill \(rect(path.boundingRect)) \(shading)"]
        case .stroke(let path, let shading, let style):
            words = ["stroke \(rect(path.boundingRect)) \(shading) width \(number(style.lineWidth))"]
        case .image(let image, let frame):
            words = ["image \(number(image.size.width))x\(number(image.size.height))\(image.isVector ? " svg" : "") in \(rect(frame))"]
        }
        words += stateWords(state)
        return words.joined(separator: " ")
    }

    /// The characters of a piece's clusters, in logical order.
    static func text(of piece: TextPiece) -> String {
        piece.run.text(ofGlyphs: piece.glyphs)
    }

    static func describeComposite(_ state: DrawState) -> String {
        (["composite layer"] + stateWords(state)).joined(separator: " ")
    }

    static func stateWords(_ state: DrawState) -> [String] {
        var words: [String] = []
        if state.opacity != 1 { words.append("opacity \(number(CGFloat(state.opacity)))") }
        if state.blendMode != .normal { words.append("blend \(state.blendMode)") }
        if !state.transform.isIdentity {
            let t = state.transform
            if t.a == 1 && t.b == 0 && t.c == 0 && t.d == 1 {
                words.append("translate \(number(t.tx)),\(number(t.ty))")
            } else {
                words.append("transform [\([t.a, t.b, t.c, t.d, t.tx, t.ty].map(number).joined(separator: " "))]")
            }
        }
        if !state.filters.isEmpty { words.append("filters \(state.filters.map(\.description).joined(separator: ", "))") }
        if !state.clips.isEmpty { words.append("clips \(state.clips.count)") }
        return words
    }

    static func rect(_ r: CGRect) -> String {
        "(\(number(r.minX)),\(number(r.minY)) \(number(r.width))x\(number(r.height)))"
    }
}
