import KinetypePrimitives

/// A layer's `frame`, as written: fixed sides or bounds in ``SceneLength``s, and the content's
/// alignment in it (the card's `LayerFrame` once the lengths are resolved for the canvas).
public struct SceneFrame: Hashable, Sendable {
    /// A fixed width; nil for none.
    public var width: SceneLength?
    /// A fixed height; nil for none.
    public var height: SceneLength?
    /// The least width; nil for none.
    public var minWidth: SceneLength?
    /// The greatest width (`infinity`: all that is offered); nil for none.
    public var maxWidth: SceneLength?
    /// The least height; nil for none.
    public var minHeight: SceneLength?
    /// The greatest height (`infinity`: all that is offered); nil for none.
    public var maxHeight: SceneLength?
    /// Where the content sits in a larger frame; centred by default.
    public var alignment: UnitPoint

    /// A frame with the given sides and bounds (each nil for none).
    public init(width: SceneLength? = nil, height: SceneLength? = nil, minWidth: SceneLength? = nil, maxWidth: SceneLength? = nil,
                minHeight: SceneLength? = nil, maxHeight: SceneLength? = nil, alignment: UnitPoint = .center) {
        self.width = width
        self.height = height
        self.minWidth = minWidth
        self.maxWidth = maxWidth
        self.minHeight = minHeight
        self.maxHeight = maxHeight
        self.alignment = alignment
    }
}

extension SceneFrame {
    /// "minWidth 300 is greater than maxWidth 100; make minWidth no greater than maxWidth".
    static func boundsMessage(_ low: String, _ least: SceneLength, _ high: String, _ most: SceneLength) -> String {
        "\(low) \(least) is greater than \(high) \(most); make \(low) no greater than \(high)"
    }
}
