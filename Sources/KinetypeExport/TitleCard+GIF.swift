import Foundation
import KinetypeEffects

extension TitleCard {
    /// Writes an animated GIF (libimagequant palette, giflib file).
    func exportGIF(to url: URL, indices: [Int], options: ExportOptions) throws {
        throw ExportError.ffmpegFailed(message: "GIF export is not available in this build")
    }
}
