/// When a layer's variant applies (`variants: [{when: …}]`): conditions on the canvas the scene
/// is rendered on, as CSS media queries test the viewport (`orientation`, `min-width`) and SwiftUI
/// views read their size class. Every condition given must hold; none given always holds.
///
/// ```yaml
/// when: {aspect: portrait}                 # taller than wide (9:16)
/// when: {minWidth: 1000, maxHeight: 1200}  # 1000 px wide or more, 1200 px high or less
/// ```
public struct SceneCondition: Hashable, Sendable {
    /// A canvas's shape.
    public enum Aspect: String, CaseIterable, Sendable {
        /// Taller than wide (1080x1920).
        case portrait
        /// Wider than tall (1920x1080).
        case landscape
        /// As wide as tall (1080x1080).
        case square

        /// The shape of a canvas of `width` × `height`.
        public init(width: Int, height: Int) {
            self = width == height ? .square : width < height ? .portrait : .landscape
        }
    }

    /// The shape the canvas must have; nil for any.
    public var aspect: Aspect?
    /// The least canvas width, in pixels (inclusive); nil for none.
    public var minWidth: Int?
    /// The greatest canvas width, in pixels (inclusive); nil for none.
    public var maxWidth: Int?
    /// The least canvas height, in pixels (inclusive); nil for none.
    public var minHeight: Int?
    /// The greatest canvas height, in pixels (inclusive); nil for none.
    public var maxHeight: Int?

    /// A condition of the given bounds (none by default: always holds).
    public init(aspect: Aspect? = nil, minWidth: Int? = nil, maxWidth: Int? = nil, minHeight: Int? = nil, maxHeight: Int? = nil) {
        self.aspect = aspect
        self.minWidth = minWidth
        self.maxWidth = maxWidth
        self.minHeight = minHeight
        self.maxHeight = maxHeight
    }

    /// Whether every bound given holds on `canvas`.
    public func holds(on canvas: SceneCanvas) -> Bool {
        if let aspect, aspect != Aspect(width: canvas.width, height: canvas.height) { return false }
        if let minWidth, canvas.width < minWidth { return false }
        if let maxWidth, canvas.width > maxWidth { return false }
        if let minHeight, canvas.height < minHeight { return false }
        if let maxHeight, canvas.height > maxHeight { return false }
        return true
    }
}
