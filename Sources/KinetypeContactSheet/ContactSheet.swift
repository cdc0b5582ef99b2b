import KinetypeCard
import Foundation
import KinetypeDiagnostics
import KinetypeEffects
import KinetypeEncoders
import KinetypeGraphics
import KinetypePrimitives
import KinetypeText

/// A contact sheet: frames of a title card in a grid, each tile labelled with its time and
/// frame number, for reviews and READMEs.
///
/// Tiles are the card's own frames at `scale` (`card.scaled(by: scale).frame(index: i)`, the
/// pixels `kinetype render --at i/fps --scale s` writes), in reading order, `columns` to a row.
/// The sheet has a ``margin`` around the grid and a ``gap`` between tiles; under each tile a band
/// ``labelHeight`` pixels high holds its label ("0.50 s · frame 15"), set by Kinetype's own text
/// engine. With a ``poster`` time (a scene's `poster:`), the first tile is the card at that
/// time, labelled "poster · 1.50 s · frame 45" (the nearest frame). The same card, frames,
/// columns, scale and poster give the same pixels.
///
/// ```swift
/// let sheet = try ContactSheet(card: card, frames: ContactSheet.evenlySpaced(12, frameCount: card.frameCount), columns: 4)
/// try AtomicFile.write(sheet.render().pngData(), to: URL(fileURLWithPath: "sheet.png"))
/// ```
public struct ContactSheet: Sendable {
    /// One tile: which frame, at what time, where its top-left corner is, and its label.
    public struct Tile: Hashable, Sendable {
        /// The card's frame index the tile shows (for the poster tile, the frame nearest its time).
        public var frame: Int
        /// The time in seconds the tile is rendered at: the frame's `frame / fps`, or the poster's own time.
        public var time: TimeInterval
        /// The tile's left edge on the sheet, in pixels.
        public var x: Int
        /// The tile's top edge on the sheet, in pixels; its label band is below the tile.
        public var y: Int
        /// The text under the tile: "0.50 s · frame 15", with "poster · " before it for the poster (the
        /// sheet draws only the time where the whole label is wider than the tile).
        public var label: String
    }

    /// Pixels around the grid.
    public static let margin = 16
    /// Pixels between tiles, across and down (below a tile's label band).
    public static let gap = 12
    /// The height of the band under each tile that holds its label.
    public static let labelHeight = 24
    /// The label's font size.
    public static let labelSize: CGFloat = 13
    /// The sheet's own background and the labels' colour.
    public static let background = Color(red: 0.11, green: 0.11, blue: 0.12)
    /// The labels' colour: a light grey on ``background``.
    public static let labelColor = Color(red: 0.82, green: 0.82, blue: 0.84)
    /// The default number of tiles, columns, and the widest a sheet gets without a scale given.
    public static let defaultTileCount = 12
    /// The default number of columns: 4.
    public static let defaultColumns = 4
    /// The widest a sheet gets, in pixels, when no scale is given (``defaultScale(cardWidth:columns:)``).
    public static let defaultMaximumWidth = 1600

    /// The card, already scaled to tile size.
    public let card: TitleCard
    /// The frame indices shown, in order.
    public let frames: [Int]
    /// The time of the poster tile shown before them, if any.
    public let poster: TimeInterval?
    /// Tiles to a row: the number asked for, or fewer when there are fewer tiles.
    public let columns: Int

    /// A sheet of `frames` of `card` (indices below `card.frameCount`), `columns` to a row, each
    /// tile the card drawn `scale` times as large; without a scale, tiles are as large as fits a
    /// sheet ``defaultMaximumWidth`` wide, and never larger than the card. With `poster` (a time
    /// within the card), the card at that time comes first.
    public init(card: TitleCard, frames: [Int], columns: Int, scale: Double? = nil, poster: TimeInterval? = nil) throws {
        guard columns >= 1 else { throw ContactSheetError.invalidColumns(columns) }
        guard !frames.isEmpty else { throw ContactSheetError.noFrames }
        if let bad = frames.first(where: { $0 < 0 || $0 >= card.frameCount }) {
            throw ContactSheetError.frameOutOfRange(bad, frameCount: card.frameCount)
        }
        if let poster, !(0...card.duration).contains(poster) {
            throw ContactSheetError.posterOutOfRange(poster, duration: card.duration)
        }
        let count = frames.count + (poster == nil ? 0 : 1)
        let scale = scale ?? ContactSheet.defaultScale(cardWidth: card.width, columns: min(columns, count))
        self.card = card.scaled(by: scale)
        self.frames = frames
        self.poster = poster
        self.columns = min(columns, count)
        try self.card.validate()
        guard width <= Canvas.maximumSide, height <= Canvas.maximumSide else {
            throw ContactSheetError.tooLarge(width: width, height: height)
        }
    }

    /// The tile scale that makes a sheet of `columns` tiles of a `cardWidth` card at most
    /// ``defaultMaximumWidth`` pixels wide (at most 1).
    public static func defaultScale(cardWidth: Int, columns: Int) -> Double {
        // A whole number of pixels a tile, so rounding the tiles' size never widens the sheet.
        let room = (defaultMaximumWidth - 2 * margin - (columns - 1) * gap) / max(1, columns)
        return min(1, Double(max(1, room)) / Double(max(1, cardWidth)))
    }

    /// `count` frame indices spread evenly from the first frame to the last of `frameCount`
    /// (`round(i·(frameCount−1)/(count−1))`), without repeats; one frame is frame 0.
    public static func evenlySpaced(_ count: Int, frameCount: Int) -> [Int] {
        guard count > 1, frameCount > 1 else { return [0] }
        var indices: [Int] = []
        for i in 0..<count {
            let index = Int((Double(i) * Double(frameCount - 1) / Double(count - 1)).rounded())
            if indices.last != index { indices.append(index) }
        }
        return indices
    }

    /// The frames every `seconds` from 0 (the frame nearest each time `k·seconds`, without
    /// repeats) while within the card's `frameCount` frames at `fps`. An interval of a frame or
    /// less gives every frame; one longer than the card gives frame 0 alone.
    public static func every(_ seconds: Double, fps: Double, frameCount: Int) -> [Int] {
        precondition(seconds > 0 && seconds.isFinite, "every needs a positive number of seconds")
        let step = seconds * fps
        guard step < Double(frameCount) else { return [0] }
        guard step > 1 else { return Array(0..<max(1, frameCount)) }
        // At most frameCount steps: each lands on a new frame.
        return (0...Int(Double(frameCount) / step)).map { Int((Double($0) * step).rounded()) }.filter { $0 < frameCount }
    }

    /// The tiles' size in pixels.
    public var tileWidth: Int { card.pixelWidth }
    /// The tiles' height in pixels: the scaled card's.
    public var tileHeight: Int { card.pixelHeight }
    /// Rows of tiles: ``tileCount`` over ``columns``, rounded up.
    public var rows: Int { (tileCount + columns - 1) / columns }
    /// How many tiles: the frames and the poster.
    public var tileCount: Int { frames.count + (poster == nil ? 0 : 1) }
    /// The sheet's size in pixels.
    public var width: Int { 2 * ContactSheet.margin + columns * tileWidth + (columns - 1) * ContactSheet.gap }
    /// The sheet's height in pixels: the margins, each row's tiles and label band, and the gaps between rows.
    public var height: Int {
        2 * ContactSheet.margin + rows * (tileHeight + ContactSheet.labelHeight) + (rows - 1) * ContactSheet.gap
    }

    /// The tiles in reading order.
    public var tiles: [Tile] {
        let shown = frames.map { (frame: $0, time: Double($0) / card.fps, label: ContactSheet.label(time: Double($0) / card.fps, frame: $0)) }
        let first = poster.map { time -> (frame: Int, time: TimeInterval, label: String) in
            let frame = min(card.frameCount - 1, Int(saturating: (time * card.fps).rounded()))
            return (frame, time, "poster · " + ContactSheet.label(time: time, frame: frame))
        }
        return ((first.map { [$0] } ?? []) + shown).enumerated().map { position, tile in
            let (row, column) = position.quotientAndRemainder(dividingBy: columns)
            return Tile(frame: tile.frame, time: tile.time,
                        x: ContactSheet.margin + column * (tileWidth + ContactSheet.gap),
                        y: ContactSheet.margin + row * (tileHeight + ContactSheet.labelHeight + ContactSheet.gap),
                        label: tile.label)
        }
    }

    /// A tile's label: its time to the hundredth of a second and its frame number.
    public static func label(time: TimeInterval, frame: Int) -> String {
        "\(String(format: "%.2f", time)) s · frame \(frame)"
    }

    /// The sheet: tiles rendered (on up to `threads` threads; the pixels do not depend on it),
    /// copied into place, and labelled.
    public func render(threads: Int = ProcessInfo.processInfo.activeProcessorCount) throws -> Frame {
        let tiles = self.tiles
        let rendered = Locked([Int: Result<Frame, any Error>]())
        let card = self.card
        let workers = max(1, min(threads, tiles.count))
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            for index in stride(from: worker, to: tiles.count, by: workers) {
                let result = Result { try card.frame(at: tiles[index].time) }
                rendered.withLock { $0[index] = result }
            }
        }
        let frames = try rendered.withLock { results in try (0..<tiles.count).map { try results[$0]!.get() } }
        var pixels = [UInt32](repeating: ContactSheet.background.resolve().premultipliedARGB32, count: width * height)
        for (tile, frame) in zip(tiles, frames) {
            for row in 0..<frame.height {
                let source = row * frame.stride, target = (tile.y + row) * width + tile.x
                pixels.replaceSubrange(target..<target + frame.width, with: frame.pixels[source..<source + frame.width])
            }
        }
        let grid = Frame(width: width, height: height, pixels: pixels)
        let layouts = try tiles.map { tile in try ContactSheet.labelLayout(tile, fitting: CGFloat(tileWidth)) }
        return try Frame.drawn(width: width, height: height, coveringEveryPixel: true) { canvas in
            canvas.replacePixels(with: grid)
            for (tile, layout) in zip(tiles, layouts) {
                // Each label stays in its own band, however narrow the tile.
                let band = CGRect(x: tile.x, y: tile.y + tileHeight, width: tileWidth, height: ContactSheet.labelHeight)
                var context = GraphicsContext(canvas: canvas)
                context.clip(to: Path(band))
                context.foregroundColor = ContactSheet.labelColor
                context.translateBy(x: (band.minX + (band.width - layout.size.width) / 2).rounded(),
                                    y: (band.minY + (band.height - layout.size.height) / 2).rounded())
                context.draw(layout)
            }
        }
    }

    /// The tile's label laid out; only its time when the whole label is wider than the tile.
    private static func labelLayout(_ tile: Tile, fitting width: CGFloat) throws -> Text.Layout {
        let layout = try Text(tile.label).font(.system(size: labelSize)).layout()
        guard layout.size.width > width else { return layout }
        return try Text("\(String(format: "%.2f", tile.time)) s").font(.system(size: labelSize)).layout()
    }
}

/// What is wrong with a contact sheet's request; each case says how to fix it.
public enum ContactSheetError: KinetypeError, Equatable, Sendable {
    /// Fewer than one column was asked for.
    case invalidColumns(Int)
    /// No frame was asked for.
    case noFrames
    /// A frame index is negative or not below the card's `frameCount`.
    case frameOutOfRange(Int, frameCount: Int)
    /// The sheet would be wider or taller than a canvas can be (`Canvas.maximumSide`).
    case tooLarge(width: Int, height: Int)
    /// The poster time is outside the card's 0 to `duration` seconds.
    case posterOutOfRange(TimeInterval, duration: TimeInterval)

    /// The message: what is wrong and how to fix it.
    public var description: String {
        switch self {
        case .invalidColumns(let columns):
            return "a contact sheet needs at least 1 column, not \(columns)"
        case .noFrames:
            return "a contact sheet needs at least one frame"
        case .frameOutOfRange(let frame, let frameCount):
            return "frame \(frame) is not in the card, whose frames are 0 to \(frameCount - 1)"
        case .posterOutOfRange(let poster, let duration):
            return "the poster at \(ValueRange.format(poster)) s is not within the card's 0 to \(ValueRange.format(duration)) s"
        case .tooLarge(let width, let height):
            return """
                the sheet would be \(width)x\(height) pixels, more than \(Canvas.maximumSide) a side: \
                show fewer frames, use more columns, or make the tiles smaller with --scale
                """
        }
    }
}
