import KinetypeDiagnostics
import KinetypeGraphics
import KinetypePrimitives
import KinetypeText
/// The size of the frames a scene renders, in pixels.
///
/// In a scene file, `canvas: 1280x720` or `canvas: {width: 1280, height: 720}`; each side is a
/// whole number from 1 to `maximumSide`. Default: 1280 × 720.
public struct SceneCanvas: Hashable, Sendable, CustomStringConvertible {
    /// The largest side the loader accepts: 16384 pixels (`Canvas.maximumSide`, the same limit
    /// as the command line's). A 16384 × 16384 ARGB frame is already 1 GiB, so anything larger
    /// is a typo rather than a title card.
    public static let maximumSide = Canvas.maximumSide
    /// The sides the loader accepts (`Canvas.sideRange`): whole pixels from 1 to `maximumSide`.
    public static let sideRange = Canvas.sideRange

    /// Width in pixels.
    public var width: Int
    /// Height in pixels.
    public var height: Int

    /// A canvas of the given size; 1280 × 720 by default.
    public init(width: Int = 1280, height: Int = 720) {
        self.width = width
        self.height = height
    }

    /// `WIDTHxHEIGHT`, as a scene file or `--canvas` spells it.
    public var description: String { "\(width)x\(height)" }

    /// Whether the canvas, scaled by the ratio of the widths, is `width` × `height` to a whole
    /// pixel: the shape of footage a card on it is drawn scaled over (640x360 has 1280x720's).
    public func hasShape(width otherWidth: Int, height otherHeight: Int) -> Bool {
        (Double(height) * Double(otherWidth) / Double(width)).rounded() == Double(otherHeight)
    }
}
