import CKinetypeGIF
import Foundation

/// A GIF decoded with giflib's decoder (`DGifOpen` + `DGifSlurp`) and composited by the rules
/// of the GIF89a specification, independently of the encoder: the reference the tests compare
/// against.
struct DecodedGIF {
    struct Frame {
        let left: Int, top: Int, width: Int, height: Int
        let delay: Int
        let disposal: Int
        let transparentIndex: Int?
        let indices: [UInt8]
    }

    let width: Int
    let height: Int
    /// Global colour table, RGB.
    let colors: [(UInt8, UInt8, UInt8)]
    let frames: [Frame]
    /// The Netscape 2.0 loop count, or nil when the extension is absent.
    let loopCount: Int?

    var delays: [Int] { frames.map(\.delay) }
    var duration: Int { delays.reduce(0, +) }

    private final class Reader {
        let bytes: [UInt8]
        var offset = 0
        init(_ bytes: [UInt8]) { self.bytes = bytes }
    }

    init(_ data: Data) throws {
        let reader = Reader([UInt8](data))
        var error: Int32 = 0
        let read: InputFunc = { file, buffer, count in
            guard let file, let buffer, let user = file.pointee.UserData else { return 0 }
            let reader = Unmanaged<Reader>.fromOpaque(user).takeUnretainedValue()
            let n = min(Int(count), reader.bytes.count - reader.offset)
            for i in 0..<n { buffer[i] = reader.bytes[reader.offset + i] }
            reader.offset += n
            return Int32(n)
        }
        guard let file = withExtendedLifetime(reader, { DGifOpen(Unmanaged.passUnretained(reader).toOpaque(), read, &error) }) else {
            throw DecodeError(message: "DGifOpen failed: \(error)")
        }
        defer { var closeError: Int32 = 0; DGifCloseFile(file, &closeError) }
        guard withExtendedLifetime(reader, { DGifSlurp(file) }) == GIF_OK else {
            throw DecodeError(message: "DGifSlurp failed: \(file.pointee.Error)")
        }
        width = Int(file.pointee.SWidth)
        height = Int(file.pointee.SHeight)
        if let map = file.pointee.SColorMap {
            colors = (0..<Int(map.pointee.ColorCount)).map { i in
                let c = map.pointee.Colors[i]
                return (c.Red, c.Green, c.Blue)
            }
        } else {
            colors = []
        }
        var loop: Int?
        var frames: [Frame] = []
        for index in 0..<Int(file.pointee.ImageCount) {
            let image = file.pointee.SavedImages[index]
            let desc = image.ImageDesc
            var gcb = GraphicsControlBlock(DisposalMode: 0, UserInputFlag: false, DelayTime: 0, TransparentColor: -1)
            let hasGCB = DGifSavedExtensionToGCB(file, Int32(index), &gcb) == GIF_OK
            let blocks = (0..<Int(image.ExtensionBlockCount)).map { image.ExtensionBlocks[$0] }
            loop = loop ?? DecodedGIF.netscapeLoop(blocks)
            let count = Int(desc.Width * desc.Height)
            frames.append(Frame(
                left: Int(desc.Left), top: Int(desc.Top), width: Int(desc.Width), height: Int(desc.Height),
                delay: hasGCB ? Int(gcb.DelayTime) : 0,
                disposal: hasGCB ? Int(gcb.DisposalMode) : 0,
                transparentIndex: hasGCB && gcb.TransparentColor >= 0 ? Int(gcb.TransparentColor) : nil,
                indices: Array(UnsafeBufferPointer(start: image.RasterBits, count: count))
            ))
        }
        self.frames = frames
        self.loopCount = loop
    }

    /// The loop count from an `APPLICATION_EXT_FUNC_CODE` block "NETSCAPE2.0" followed by a
    /// continuation sub-block `[1, lo, hi]`.
    private static func netscapeLoop(_ blocks: [ExtensionBlock]) -> Int? {
        for (i, block) in blocks.enumerated() where block.Function == APPLICATION_EXT_FUNC_CODE && block.ByteCount == 11 {
            let name = String(decoding: UnsafeBufferPointer(start: block.Bytes, count: 11), as: UTF8.self)
            guard name == "NETSCAPE2.0", i + 1 < blocks.count, blocks[i + 1].ByteCount == 3 else { continue }
            let data = UnsafeBufferPointer(start: blocks[i + 1].Bytes, count: 3)
            if data[0] == 1 { return Int(data[1]) | Int(data[2]) << 8 }
        }
        return nil
    }

    /// The screen after each frame, as straight RGBA pixels (`r | g<<8 | b<<16 | a<<24`,
    /// transparent = 0), applying each frame's disposal before the next is drawn.
    func composited() -> [[UInt32]] {
        var screen = [UInt32](repeating: 0, count: width * height)
        var result: [[UInt32]] = []
        var previous: Frame?
        var saved: [UInt32]?
        for frame in frames {
            if let previous {
                switch previous.disposal {
                case 2:
                    for y in previous.top..<previous.top + previous.height {
                        for x in previous.left..<previous.left + previous.width { screen[y * width + x] = 0 }
                    }
                case 3:
                    if let saved { screen = saved }
                default:
                    break
                }
            }
            saved = frame.disposal == 3 ? screen : nil
            for y in 0..<frame.height {
                for x in 0..<frame.width {
                    let index = frame.indices[y * frame.width + x]
                    if Int(index) == frame.transparentIndex { continue }
                    let c = colors[Int(index)]
                    screen[(frame.top + y) * width + frame.left + x] = UInt32(c.0) | UInt32(c.1) << 8 | UInt32(c.2) << 16 | 0xFF00_0000
                }
            }
            result.append(screen)
            previous = frame
        }
        return result
    }

    /// The screen shown at each rendered frame's exact time `i·100/fps` cs, for `count` frames.
    func screens(atFrames count: Int, fps: Double) -> [[UInt32]] {
        let shown = composited()
        var starts: [Int] = []
        var time = 0
        for delay in delays {
            starts.append(time)
            time += delay
        }
        return (0..<count).map { i in
            let t = Double(i) * 100 / fps + 1e-6
            let frame = starts.lastIndex { Double($0) <= t } ?? 0
            return shown[frame]
        }
    }
}

struct DecodeError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
