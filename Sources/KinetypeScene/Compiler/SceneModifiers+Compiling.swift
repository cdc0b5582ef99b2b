import Foundation
import KinetypeCard

extension SceneModifiers {
    /// The card's modifiers for these.
    func compile(duration: Double) -> LayerModifiers {
        var modifiers = LayerModifiers()
        if let padding { modifiers.padding = padding }
        modifiers.frame = frame
        modifiers.background = background?.compile(duration: duration)
        modifiers.overlay = overlay?.compile(duration: duration)
        return modifiers
    }
}
