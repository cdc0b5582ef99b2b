import KinetypePrimitives
import KinetypeText

/// A path a layer's text runs along (`TextPath`), from SVG path data.
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
    /// Where the text starts along the path: a fraction of its length or a distance in pixels (the
    /// file's `offset`); 0 by default.
    public var offset: TextPath.Offset
    /// Which part of the path the line is lined up with, before the offset (`align`): start (default),
    /// center or end.
    public var alignment: TextPath.Alignment
    /// The side of the path the glyphs stand on: left (default; above a left-to-right path) or right.
    public var side: TextPath.Side
    /// How far the offset moves each second of the layer's time, in the offset's unit; default 0.
    public var speed: Double
    /// Whether the text wraps round a closed path, or comes back in at the start of an open one (`loop`);
    /// false by default.
    public var loops: Bool

    /// A path from the SVG path `data` and the `path` it reads as, with the file's defaults: from the
    /// start, on the left side, not moving, not looping.
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
