import Foundation
import KinetypeGraphics
import KinetypeText

extension CaptionCard {
    /// The card's pages as a caption file for other players: WebVTT, SRT, TTML, or ASS in the
    /// card's font family and size, its outline and ``activeColor`` (`bold` when the font is
    /// bold, which a `Font` does not say), so the file's pages, lines and look are the ones the
    /// card draws.
    ///
    /// ```swift
    /// let card = CaptionCard(track: try CaptionReader.read(contentsOf: URL(fileURLWithPath: "talk.vtt")))
    /// let ass = card.captionFile(.ass)
    /// ```
    public func captionFile(_ format: CaptionExport.Format, bold: Bool = true) -> String {
        let pages = pages()
        switch format {
        case .vtt:
            return CaptionExport.webVTT(pages)
        case .srt:
            return CaptionExport.srt(pages)
        case .ttml, .dfxp:
            return CaptionExport.ttml(pages, language: language ?? track.language)
        case .ass, .ssa:
            let family = (try? Text("A").font(font).layout()).flatMap { $0.first?.first?.font.familyName } ?? "Noto Sans"
            // ASS outlines each side of a glyph's edge by its width: half the stroke's pen.
            let outline = stroke.map { Double($0.lineWidth) / 2 } ?? 0
            return CaptionExport.ass(pages, width: width, height: height, fontName: family, fontSize: Double(font.size),
                                     active: activeColor ?? .yellow, upcoming: .white, outline: outline, bold: bold)
        }
    }
}
