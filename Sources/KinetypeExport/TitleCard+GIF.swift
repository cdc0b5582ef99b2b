import KinetypeCard
import Foundation
import KinetypeEffects
import KinetypeGIF

extension TitleCard {
    /// Writes an animated GIF: frames rendered once each on `options.threads` threads, one
    /// libimagequant palette from frames sampled as they pass, each frame's changed rectangle
    /// dithered to it and written with giflib (see ``GIFEncoder``). A clear background makes a GIF
    /// with a transparent background. Written to a temporary name and renamed when complete.
    func exportGIF(to url: URL, indices: [Int], options: ExportOptions) throws {
        let encoder = GIFEncoder(quality: options.quality, transparentBackground: background.resolve().opacity < 1,
                                 threads: options.threads)
        let done = ProgressCounter(total: indices.count, report: options.progress)
        do {
            try AtomicFile.write(to: url) { handle in
                try encoder.encodeConcurrently(frameCount: indices.count, fps: fps, to: handle) { [self] position in
                    try Interruption.checkpoint()
                    let frame = try self.frame(index: indices[position])
                    done.increment()
                    return frame
                }
            }
        } catch GIFError.writeFailed(let reason) {
            throw ExportError.notWritable(path: url.relativePath, reason: reason)
        } catch let error as GIFError {
            throw ExportError.gifFailed(message: error.description)
        }
    }
}
