import KinetypePrimitives
import KinetypeText

/// A path a layer's text runs along (``TextPath``), from SVG path data.
///
/// ```yaml
/// path:
///   d: "M 100 400 C 400 100 800 700 1180 300"   # SVG path data, in canvas pixels; required
///   offset: 0.1          # where the text starts: a fraction of the path's length, or "40px"; default 0
///   align: start         # start | center | end (of the path); default start
///   side: left           # left (above a left-to-right path) | right (the other side); default left
///   speed: 0.2           # how fast the text runs along: path lengths a second ("px" offset: pixels a second); default 0
///   loop: true           # wrap round a closed path, or re-enter an open one at its start; default false
/// ```
public struct ScenePath: Equatable, Sendable {
    /// The SVG path data as written.
    public var data: String
    /// The path the data describes (`Path(svgPathData:)`).
    public var path: Path
    public var offset: TextPath.Offset
    public var alignment: TextPath.Alignment
    public var side: TextPath.Side
    /// How far the offset moves each second of the layer's time, in the offset's unit; default 0.
    public var speed: Double
    public var loops: Bool

    public init(data: String, path: Path, offset: TextPath.Offset = .fraction(0), alignment: TextPath.Alignment = .start,
                side: TextPath.Side = .left, speed: Double = 0, loops: Bool = false) {
        self.data = data
        self.path = path
        self.offset = offset
        self.alignment = alignment
        self.side = side
        self.speed = speed
        self.loops = loops
    }

    /// The text path at `time` seconds of the layer's life: the offset moved by `speed × time`.
    public func textPath(at time: Double) -> TextPath {
        TextPath(path, offset: offset, alignment: alignment, side: side, loops: loops).offset(by: speed * time)
    }
}
