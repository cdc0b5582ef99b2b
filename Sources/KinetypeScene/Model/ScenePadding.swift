/// A layer's `padding`: a ``SceneLength`` for each side, as written (one for every side,
/// `[vertical, horizontal]`, `[top, leading, bottom, trailing]`, or a mapping of sides).
public struct ScenePadding: Hashable, Sendable {
    /// Above the content.
    public var top: SceneLength
    /// Before it: on the left, or for a padding on the right in a right-to-left layout (an
    /// Arabic or Hebrew text's, or a row's that runs right to left; a margin's is the left).
    public var leading: SceneLength
    /// Below it.
    public var bottom: SceneLength
    /// After it: on the right, or for a padding on the left in a right-to-left layout.
    public var trailing: SceneLength

    /// A padding of the given sides (none by default).
    public init(top: SceneLength = SceneLength(0), leading: SceneLength = SceneLength(0),
                bottom: SceneLength = SceneLength(0), trailing: SceneLength = SceneLength(0)) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
}
