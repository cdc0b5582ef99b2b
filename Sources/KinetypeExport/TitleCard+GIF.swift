import Foundation
import KinetypeEffects
import KinetypeGIF

extension TitleCard {
    /// Writes an animated GIF: one libimagequant palette from a histogram of sampled frames, each
    /// frame's changed rectangle remapped and written with giflib (see ``GIFEncoder``). A clear
    /// background makes a GIF with a transparent background. Written to a temporary name and
    /// renamed when complete.
    func exportGIF(to url: URL, indices: [Int], options: ExportOptions) throws {
        let encoder = GIFEncoder(quality: options.quality, transparentBackground: background.resolve().opacity < 1,
                                 threads: options.threads)
        var lastIndex = -1
        var secondPass = false
        do {
            try AtomicFile.write(to: url) { handle in
                try encoder.encode(frameCount: indices.count, fps: fps, to: handle) { position in
                    // Pass 1 asks for a sample in order, pass 2 for every frame in order.
                    if position <= lastIndex { secondPass = true }
                    lastIndex = position
                    if secondPass { options.progress?(position + 1, indices.count) }
                    try Interruption.checkpoint()
                    return try self.frame(index: indices[position])
                }
            }
        } catch GIFError.writeFailed(let reason) {
            throw ExportError.notWritable(path: url.relativePath, reason: reason)
        } catch let error as GIFError {
            throw ExportError.gifFailed(message: error.description)
        }
    }
}
