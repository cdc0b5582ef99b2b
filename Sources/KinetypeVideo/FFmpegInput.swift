import KinetypeRasterKernels

/// What frames are sent to ffmpeg as.
package enum FFmpegInput: Hashable, Sendable {
    /// Planar 4:4:4 with alpha in 10 bits, BT.709's limited range, straight colour
    /// (``Frame/yuva444p10le()``): MOV (ProRes 4444), converted on the rendering threads.
    case yuva444p10le
    /// Planar 4:2:0 in BT.709's limited range (``Frame/yuv420p(evenSides:)``): MP4 on its own,
    /// its sides padded to even as H.264 needs. Converting on the rendering threads takes the
    /// conversion off ffmpeg's one thread and sends 1.5 bytes a pixel instead of 4.
    case yuv420pEven
    /// The same at the frame's own sides: WebM without alpha on its own (VP9 takes odd sides),
    /// and every format over a video (the video's pictures with the card drawn on them).
    case yuv420p
    /// Planar 4:2:0 with a full-size alpha plane, straight colour (``Frame/yuva420p()``): WebM
    /// with alpha, converted on the rendering threads; and the band of the card laid over a
    /// video by ffmpeg's `overlay` (``Frame/yuva420p(of:ink:matrix:reusing:)``).
    case yuva420p
    /// The same in 10 bits, in a video's signal (``Frame/yuva420p10le(of:ink:signal:)``): the
    /// band of the card laid over a video of 10 bits, high dynamic range or not.
    case yuva420p10le(VideoSignal)

    /// ffmpeg's name for it (`-pix_fmt`).
    var pixelFormat: String {
        switch self {
        case .yuva444p10le: "yuva444p10le"
        case .yuv420pEven, .yuv420p: "yuv420p"
        case .yuva420p: "yuva420p"
        case .yuva420p10le: "yuva420p10le"
        }
    }

    /// The sides of a `width` × `height` frame as sent.
    func size(width: Int, height: Int) -> (width: Int, height: Int) {
        self == .yuv420pEven ? Frame.yuv420pSize(width: width, height: height) : (width, height)
    }

    /// The bytes of one frame.
    package func bytes(of frame: Frame) -> [UInt8] {
        switch self {
        case .yuva444p10le: return frame.yuva444p10le()
        case .yuv420pEven: return frame.yuv420p()
        case .yuv420p: return frame.yuv420p(evenSides: false)
        case .yuva420p: return frame.yuva420p()
        case .yuva420p10le(let signal):
            return frame.yuva420p10le(of: PixelRect(x: 0, y: 0, width: frame.width, height: frame.height), ink: frame.inkBounds(), signal: signal)
        }
    }

    /// The byte count of one `width` × `height` frame.
    func byteCount(width: Int, height: Int) -> Int {
        switch self {
        case .yuva444p10le: width * height * 8
        case .yuva420p: Frame.yuv420pByteCount(width: width, height: height, evenSides: false) + width * height
        case .yuva420p10le: 2 * (Frame.yuv420pByteCount(width: width, height: height, evenSides: false) + width * height)
        case .yuv420pEven, .yuv420p: Frame.yuv420pByteCount(width: width, height: height, evenSides: self == .yuv420pEven)
        }
    }
}
