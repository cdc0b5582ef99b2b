import Foundation
import KinetypeVideo

/// Decodes a file's first sound stream with ffmpeg to mono 32-bit float samples, streamed to the
/// caller a block at a time (never the whole sound in memory).
enum SoundDecoder {
    /// Decodes `url` at `sampleRate`, calling `consume` with each block of samples; returns the
    /// sample count. Throws `VideoError.unreadableSound(path:reason:)` when ffmpeg reports an error
    /// (a damaged file) or decodes less than the file declares (`declared` seconds).
    static func decode(_ url: URL, sampleRate: Int, declared: Double?, _ consume: (UnsafeBufferPointer<Float>) -> Void) throws -> Int {
        let ffmpeg = try FFmpegTool.ffmpeg.path(for: .readingSound)
        let child = try ChildProcess(ffmpeg, ["-v", "error", "-nostdin", "-i", url.path, "-map", "0:a:0", "-ac", "1", "-ar", String(sampleRate),
                                              "-f", "f32le", "-"], streamsOutput: true)
        let stream = child.outputStream!
        var carry: [UInt8] = [], count = 0
        var samples = [Float]()
        while let block = try? stream.read(upToCount: 1 << 18), !block.isEmpty {
            carry.append(contentsOf: block)
            let whole = carry.count / 4 * 4
            samples.removeAll(keepingCapacity: true)
            carry.withUnsafeBytes { bytes in
                for index in stride(from: 0, to: whole, by: 4) {
                    samples.append(Float(bitPattern: bytes.loadUnaligned(fromByteOffset: index, as: UInt32.self).littleEndian))
                }
            }
            carry.removeFirst(whole)
            count += samples.count
            samples.withUnsafeBufferPointer(consume)
        }
        try child.wait()
        try SoundFile.checkDecoding(url, child: child, decoded: Double(count) / Double(sampleRate), declared: declared)
        return count
    }
}
