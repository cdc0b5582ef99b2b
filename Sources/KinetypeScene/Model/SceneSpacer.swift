import KinetypeCard

/// A spacer in a stack (``SpacerContent``, SwiftUI's `Spacer`): space that takes the length the
/// stack's other layers leave along its axis, so a row of a name, a spacer and a logo puts the
/// logo at the row's trailing edge.
///
/// In a scene file, a layer of a stack with `spacer` in place of `text`:
///
/// ```yaml
/// - stack:
///     axis: horizontal
///     layers:
///       - text: "{{name}}"
///       - spacer: {}                 # or {minLength: 24}, or spacer: 2vw
///       - image: {file: logo.svg, height: 40}
///   frame: {width: 60%}
/// ```
///
/// It draws nothing and stands only in a stack's layers: elsewhere it is an error at the key.
public struct SceneSpacer: Equatable, Sendable {
    /// The least length it takes along the stack's axis (``SceneLength``); 0 by default.
    public var minLength: SceneLength

    /// A spacer of at least `minLength`.
    public init(minLength: SceneLength = SceneLength(0)) {
        self.minLength = minLength
    }
}

extension SceneLayer {
    /// The layer's spacer, when it is a spacer of a stack.
    public var spacer: SceneSpacer? { content?.as(SceneSpacer.self) }
}
