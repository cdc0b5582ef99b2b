import Foundation

extension TestSupport {
    /// Writes `samples` (each from -1 to 1, clipped) as a 16-bit mono PCM WAV at `rate` hertz:
    /// the one writer of the sounds tests make (click tracks, tones) for ffmpeg to read.
    public static func writeWAV(_ samples: [Double], rate: Int, to url: URL) throws {
        var data = Data()
        func append<T: FixedWidthInteger>(_ value: T) { withUnsafeBytes(of: value.littleEndian) { data.append(contentsOf: $0) } }
        let bytes = 2 * samples.count
        data.append(contentsOf: Array("RIFF".utf8)); append(UInt32(36 + bytes)); data.append(contentsOf: Array("WAVE".utf8))
        data.append(contentsOf: Array("fmt ".utf8)); append(UInt32(16)); append(UInt16(1)); append(UInt16(1))
        append(UInt32(rate)); append(UInt32(rate * 2)); append(UInt16(2)); append(UInt16(16))
        data.append(contentsOf: Array("data".utf8)); append(UInt32(bytes))
        for sample in samples { append(Int16(32_767 * max(-1, min(1, sample)))) }
        try data.write(to: url)
    }
}
