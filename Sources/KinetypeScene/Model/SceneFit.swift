import KinetypeDiagnostics
import KinetypeText

/// A box a layer's text is fitted into: the largest font size at which it fits, found by laying
/// it out (`Text.fit`, `TextFit`: a binary search on a 0.5 pt grid), with the layer's
/// `lineLimit`. The font's `size` is then only the size its other spans are relative to.
///
/// ```yaml
/// fit: {width: 900, height: 300, minSize: 12, maxSize: 200}
/// ```
public struct SceneFit: Hashable, Sendable {
    /// The box's width in pixels; default: the layer's wrapping width (`maxWidth`, else the canvas's).
    public var width: Double?
    /// The box's height in pixels; default: the canvas's height.
    public var height: Double?
    /// The smallest size, in points; default 8.
    public var minSize: Double
    /// The largest size, in points; default 4096 (`Font.sizeRange`'s top).
    public var maxSize: Double

    /// A box `width` by `height` pixels (nil: the layer's wrapping width, the canvas's height) and the
    /// sizes searched, `minSize` to `maxSize` points.
    public init(width: Double? = nil, height: Double? = nil, minSize: Double = 8, maxSize: Double = Font.sizeRange.upperBound) {
        self.width = width
        self.height = height
        self.minSize = minSize
        self.maxSize = maxSize
    }
}
