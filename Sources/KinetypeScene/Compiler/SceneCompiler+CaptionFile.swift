import KinetypeCaptions

extension SceneCompiler {
    /// The scene's captions as a caption file (WebVTT, SRT, TTML, ASS) written from the card
    /// ``compile(_:)`` draws them with (``captionCard(_:)``): the same font, pages, outline and
    /// style colours. Nil when the scene has no captions.
    ///
    /// ```swift
    /// let srt = try SceneCompiler().captionFile(scene, format: .srt)
    /// ```
    public func captionFile(_ scene: SceneDocument, format: CaptionExport.Format) throws -> String? {
        guard let captions = scene.captions, let card = try captionCard(scene) else { return nil }
        return card.captionFile(format, bold: captions.resolvedFont(canvasHeight: scene.canvas.height).weight >= 600)
    }
}
