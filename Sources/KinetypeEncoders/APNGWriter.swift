import Foundation
import KinetypeGraphics
import KinetypeRasterKernels

/// Writes an animated PNG (APNG 1.0) frame by frame, each frame's pixels compressed by the same
/// libspng writer as PNG stills (``Frame/pngData(compression:)``).
///
/// The file is a PNG whose image is the first frame (so a viewer without APNG shows that), then
/// one `fcTL` and `fdAT` pair a frame. Every frame after the first is the rectangle of pixels
/// that changed since the frame before (an unchanged frame is one pixel), drawn with
/// `APNG_DISPOSE_OP_NONE` and `APNG_BLEND_OP_SOURCE`, so decoding gives back each frame exactly.
/// Opaque cards are 8-bit RGB, others 8-bit RGBA with straight colour; the animation loops
/// forever; each frame lasts `1/fps` as a fraction of 16-bit numbers (exact for whole and
/// NTSC rates). The bytes depend only on the frames and the settings.
///
/// ```swift
/// let writer = try APNGWriter(width: 320, height: 180, frameCount: 30, fps: 30, hasAlpha: false) { try handle.write(contentsOf: $0) }
/// for frame in frames { try writer.append(frame) }
/// try writer.finish()
/// ```
package final class APNGWriter {
    private let write: (Data) throws -> Void
    private let width: Int
    private let height: Int
    private let frameCount: Int
    private let layout: Frame.StraightLayout
    private let level: Int32
    private let delay: (numerator: UInt16, denominator: UInt16)
    private var previous: Frame?
    private var sequence: UInt32 = 0
    private var framesWritten = 0

    /// Starts a `width` × `height` animation of `frameCount` frames at `fps`, RGBA when
    /// `hasAlpha`, compressed at `compression`'s zlib level; `write` takes the file's bytes in
    /// order. Writes the signature, `IHDR` and `acTL`.
    package init(width: Int, height: Int, frameCount: Int, fps: Double, hasAlpha: Bool, compression: PNGCompression = .fast,
                 write: @escaping (Data) throws -> Void) throws {
        guard width > 0, height > 0, width <= Canvas.maximumSide, height <= Canvas.maximumSide else {
            throw GraphicsError.invalidCanvasSize(width: width, height: height)
        }
        precondition(frameCount > 0 && frameCount <= Int(UInt32.max / 2), "an APNG holds 1 to 2³¹ frames, not \(frameCount)")
        precondition(fps.isFinite && fps > 0, "a frame rate is positive, not \(fps)")
        self.write = write
        self.width = width
        self.height = height
        self.frameCount = frameCount
        layout = hasAlpha ? .rgba : .rgb
        level = compression.zlibLevel
        delay = APNGWriter.delay(fps: fps)
        try write(Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        var header = Data()
        header.appendBigEndian(UInt32(width))
        header.appendBigEndian(UInt32(height))
        // Bit depth 8; colour type 6 (RGBA) or 2 (RGB); deflate; adaptive filtering; no interlace.
        header.append(contentsOf: [8, hasAlpha ? 6 : 2, 0, 0, 0])
        try chunk("IHDR", header)
        var control = Data()
        control.appendBigEndian(UInt32(frameCount))
        control.appendBigEndian(UInt32(0))  // num_plays: loop forever
        try chunk("acTL", control)
    }

    /// Adds the next frame (the size given to the writer).
    package func append(_ frame: Frame) throws {
        precondition(frame.width == width && frame.height == height, "a \(frame.width)x\(frame.height) frame in a \(width)x\(height) APNG")
        precondition(framesWritten < frameCount, "more frames than the \(frameCount) announced")
        let whole = PixelRect(x: 0, y: 0, width: width, height: height)
        let rect = previous.map { frame.changedBounds(from: $0) ?? PixelRect(x: 0, y: 0, width: 1, height: 1) } ?? whole
        let png = try SPNGEncoder.encode(rect == whole ? frame : frame.cropped(to: rect), level: level, layout: layout)
        var control = Data()
        control.appendBigEndian(sequence)
        for value in [rect.width, rect.height, rect.x, rect.y] { control.appendBigEndian(UInt32(value)) }
        control.appendBigEndian(delay.numerator)
        control.appendBigEndian(delay.denominator)
        control.append(contentsOf: [0, 0])  // dispose_op NONE, blend_op SOURCE
        try chunk("fcTL", control)
        sequence += 1
        for data in try APNGWriter.imageData(ofPNG: png) {
            if framesWritten == 0 {
                try chunk("IDAT", data)
            } else {
                var numbered = Data(capacity: data.count + 4)
                numbered.appendBigEndian(sequence)
                numbered.append(data)
                try chunk("fdAT", numbered)
                sequence += 1
            }
        }
        previous = frame
        framesWritten += 1
    }

    /// Ends the file (`IEND`) once every announced frame is written.
    package func finish() throws {
        precondition(framesWritten == frameCount, "\(framesWritten) frames written of the \(frameCount) announced")
        try chunk("IEND", Data())
    }

    /// One chunk: length, type, data and the CRC-32 of type and data.
    private func chunk(_ type: String, _ data: Data) throws {
        var bytes = Data(capacity: data.count + 12)
        bytes.appendBigEndian(UInt32(data.count))
        let start = bytes.count
        bytes.append(contentsOf: Array(type.utf8))
        bytes.append(data)
        bytes.appendBigEndian(CRC32.checksum(bytes[start...]))
        try write(bytes)
    }

    /// The data of each `IDAT` chunk of a PNG libspng wrote, in order.
    static func imageData(ofPNG png: Data) throws -> [Data] {
        var chunks: [Data] = []
        var offset = png.startIndex + 8
        while offset + 12 <= png.endIndex {
            let length = png[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
            let type = png[(offset + 4)..<(offset + 8)]
            guard offset + 12 + length <= png.endIndex else { break }
            if type.elementsEqual("IDAT".utf8) { chunks.append(png[(offset + 8)..<(offset + 8 + length)]) }
            offset += 12 + length
        }
        guard !chunks.isEmpty else { throw GraphicsError.png("libspng wrote a PNG without image data") }
        return chunks
    }

    /// A frame's duration, `1/fps` seconds, as APNG's `delay_num / delay_den` (16 bits each):
    /// exact when `fps × k` is whole for some `k` up to 1001 (24, 30, 29.97 = 30000/1001 …), else
    /// the nearest fraction with the largest numerator that fits.
    package static func delay(fps: Double) -> (numerator: UInt16, denominator: UInt16) {
        for k in 1...1001 {
            let denominator = fps * Double(k)
            guard denominator <= 65535 else { break }
            if abs(denominator - denominator.rounded()) < 1e-6, denominator >= 1 {
                return (UInt16(k), UInt16(denominator.rounded()))
            }
        }
        let numerator = max(1, min(65535, Int(65535 / fps)))
        return (UInt16(numerator), UInt16(max(1, min(65535, (Double(numerator) * fps).rounded()))))
    }
}

/// PNG's CRC-32 (ISO 3309 polynomial 0xEDB88320, reflected), table-driven.
enum CRC32 {
    private static let table: [UInt32] = (0..<256).map { n in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 == 1 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    static func checksum<Bytes: Sequence>(_ bytes: Bytes) -> UInt32 where Bytes.Element == UInt8 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes { crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
        return crc ^ 0xFFFF_FFFF
    }
}

extension Data {
    fileprivate mutating func appendBigEndian<Value: FixedWidthInteger>(_ value: Value) {
        Swift.withUnsafeBytes(of: value.bigEndian) { append(contentsOf: $0) }
    }
}
