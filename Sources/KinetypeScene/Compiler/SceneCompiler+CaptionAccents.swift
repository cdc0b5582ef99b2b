import Foundation
import KinetypeCaptions
import KinetypeEffects

extension SceneCompiler {
    /// Gives `card` the captions' accents (``SceneCaptionAccents``): its words marked as keywords
    /// and with their emoji, the emoji's placement, and the entrance built in the compiler's
    /// transition catalogue (its duration ``SceneCaptionAccents/defaultEntranceDuration`` unless
    /// given). An entrance with a style that draws no caption words is refused at
    /// `captions.entrance`.
    func applyAccents(_ accents: SceneCaptionAccents, to card: inout CaptionCard, map: SceneSourceMap) throws {
        guard !accents.isEmpty else { return }
        if let emphasis = accents.emphasis { card.track = card.track.emphasizing(emphasis) }
        if let emoji = accents.emoji { card.track = card.track.addingEmoji(emoji) }
        card.emojiPlacement = accents.emojiPlacement
        guard let scene = accents.entrance else { return }
        let path = "captions.entrance"
        let entrance: TextTransition
        do {
            var transition = try TextTransition.named(scene.name, duration: scene.duration ?? SceneCaptionAccents.defaultEntranceDuration,
                                                      stagger: scene.stagger, delay: scene.delay, parameters: scene.parameters,
                                                      catalog: catalogs.transitions)
            transition.timing = scene.timing
            transition.order = scene.order
            transition.seed = scene.seed
            entrance = transition
        } catch let error as CatalogError {
            throw map.catalogError(error, at: path)
        } catch {
            throw map.error(.invalidValue, at: path, "\(error)")
        }
        let style = try card.style ?? catalogs.renderers.renderer(named: "karaoke")
        guard try style.entering(entrance) != nil else {
            throw map.error(.invalidValue, at: path, """
                the style \(style.name) draws no caption words for an entrance: use a caption style \
                (\(CaptionStyleRenderer.Style.allCases.map(\.rawValue).joined(separator: ", "))), or leave the entrance out \
                (entrance: none, --entrance none)
                """)
        }
        card.entrance = entrance
    }
}
