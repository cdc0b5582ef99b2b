import Foundation
import KinetypeGraphics
import KinetypePrimitives
import KinetypeText

/// An animated title card: a canvas, a background, and a text that depends on time.
///
/// Frame `i` is at time `i / fps`. The text the closure returns is laid out with the canvas
/// width less a margin (5% a side) as its maximum width and centred on the canvas; its renderer,
/// if any, draws it. Frames render in parallel, so `content` must be safe to call from several
/// threads at once (a pure function of time is).
///
/// ```swift
/// let card = TitleCard(width: 1280, height: 720, duration: 2) { t in
///     Text("Visual Effects").font(.system(size: 96, weight: .bold))
///         .textRenderer(AppearanceEffectRenderer(elapsedTime: t, totalDuration: 0.9))
/// }
/// try card.export(to: URL(fileURLWithPath: "out/frames"))
/// ```
public struct TitleCard {
    public let width: Int
    public let height: Int
    public let fps: Double
    public let duration: TimeInterval
    public let background: Color
    public let content: (TimeInterval) -> Text

    public init(width: Int, height: Int, fps: Double = 30, duration: TimeInterval,
                background: Color = .black, content: @escaping (TimeInterval) -> Text) {
        self.width = width
        self.height = height
        self.fps = fps
        self.duration = duration
        self.background = background
        self.content = content
    }

    /// The number of frames: `duration × fps`, rounded to the nearest whole frame (at least 1).
    public var frameCount: Int {
        max(1, Int((duration * fps).rounded()))
    }

    /// The colour of text that sets none: white on a dark background, black on a light one.
    public var defaultForeground: Color {
        let c = background.resolve()
        let luminance = 0.2126 * Double(c.red) + 0.7152 * Double(c.green) + 0.0722 * Double(c.blue)
        return c.opacity < 0.5 || luminance < 0.5 ? .white : .black
    }

    /// Checks the card's numbers; throws ``TitleCardError`` or ``GraphicsError`` naming the bad one.
    public func validate() throws {
        guard width > 0, height > 0, width <= Canvas.maximumSide, height <= Canvas.maximumSide else {
            throw GraphicsError.invalidCanvasSize(width: width, height: height)
        }
        guard fps > 0, fps.isFinite, fps <= 240 else { throw TitleCardError.invalidFPS(fps) }
        guard duration > 0, duration.isFinite, duration <= 3600 else { throw TitleCardError.invalidDuration(duration) }
    }

    /// The frame at `time` (seconds).
    public func frame(at time: TimeInterval) throws -> Frame {
        try validate()
        let canvas = try Canvas(width: width, height: height)
        try render(at: time, into: canvas)
        return Frame(canvas: canvas)
    }

    /// Draws the card at `time` onto `canvas` (an image or a vector canvas of the card's size).
    package func render(at time: TimeInterval, into canvas: Canvas) throws {
        guard time.isFinite else { throw TitleCardError.invalidTime(time) }
        canvas.fill(with: background)
        let text = content(time)
        let margin = (CGFloat(width) * 0.05).rounded()
        let layout = try text.layout(maxWidth: max(1, CGFloat(width) - 2 * margin))
        var context = GraphicsContext(canvas: canvas)
        context.foregroundColor = defaultForeground
        context.translateBy(x: ((CGFloat(width) - layout.size.width) / 2).rounded(),
                            y: ((CGFloat(height) - layout.size.height) / 2).rounded())
        text.draw(layout, in: &context)
    }

    /// The frame with index `index` (at `index / fps`).
    public func frame(index: Int) throws -> Frame {
        try frame(at: Double(index) / fps)
    }
}

/// What can be wrong with a title card's timing; each case says how to fix it.
public enum TitleCardError: Error, Equatable, CustomStringConvertible, LocalizedError {
    case invalidFPS(Double)
    case invalidDuration(Double)
    case invalidTime(Double)

    public var description: String {
        switch self {
        case .invalidFPS(let fps):
            return "frame rate \(fps) is not valid: give a number of frames per second between 0 and 240, for example 30"
        case .invalidDuration(let duration):
            return "duration \(duration) is not valid: give a number of seconds greater than 0 (at most 3600), for example 2.5"
        case .invalidTime(let time):
            return "time \(time) is not valid: give a finite number of seconds"
        }
    }

    public var errorDescription: String? { description }
}
