import KinetypePrimitives
import KinetypeText
/// The path of a value from the top of a scene file, spelt as errors show it:
/// `layers[0].enter.stagger`.
struct SceneKeyPath: Hashable, CustomStringConvertible {
    private enum Component: Hashable {
        case key(String)
        case index(Int)
    }

    private var components: [Component] = []

    /// The whole document.
    static let root = SceneKeyPath()

    /// The path of a key of the mapping at this path.
    func appending(_ key: String) -> SceneKeyPath {
        var path = self
        path.components.append(.key(key))
        return path
    }

    /// The path of an element of the list at this path.
    func appending(index: Int) -> SceneKeyPath {
        var path = self
        path.components.append(.index(index))
        return path
    }

    /// `layers[0].enter`; empty for the root.
    var description: String {
        var text = ""
        for component in components {
            switch component {
            case .key(let key): text += text.isEmpty ? key : ".\(key)"
            case .index(let index): text += "[\(index)]"
            }
        }
        return text
    }

    /// Where a key of this mapping is, for messages: "in layers[0]" or "at the top level".
    var place: String {
        components.isEmpty ? "at the top level" : "in \(description)"
    }
}
