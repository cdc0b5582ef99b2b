import Foundation

/// What can go wrong encoding a GIF; each case carries the offending value and its message says
/// how to fix it.
///
/// Option and argument errors (`quality`, `fps`, `frameCount` …) are thrown before the frame
/// callback is first called; frame errors name the frame index the callback was asked for.
public enum GIFError: Error, Equatable, CustomStringConvertible, LocalizedError {
    /// `frameCount` was zero or negative.
    case noFrames(frameCount: Int)
    /// `fps` was zero, negative, NaN or infinite.
    case invalidFPS(Double)
    /// `quality` was outside 1...100.
    case qualityOutOfRange(Int)
    /// `dithering` was outside 0...1 or NaN.
    case ditheringOutOfRange(Double)
    /// `loopCount` was outside 0...65535.
    case loopCountOutOfRange(Int)
    /// `minimumDelay` was outside 1...100 centiseconds.
    case minimumDelayOutOfRange(Int)
    /// `threads` was less than 1.
    case invalidThreadCount(Int)
    /// The animation is longer than GIF timing can count (more than about 2^31 centiseconds).
    case durationTooLong(frameCount: Int, fps: Double)
    /// A frame had a width or height outside 1...65535 (GIF stores sizes in 16 bits).
    case invalidFrameSize(index: Int, width: Int, height: Int)
    /// A frame's size differed from the first frame's.
    case frameSizeMismatch(index: Int, expectedWidth: Int, expectedHeight: Int, width: Int, height: Int)
    /// libimagequant failed; `code` is its `liq_error` value.
    case quantizationFailed(step: String, code: Int)
    /// giflib failed; `message` is `GifErrorString`'s text.
    case encodingFailed(step: String, message: String)
    /// Writing the output failed.
    case writeFailed(reason: String)

    /// What went wrong, with the offending value, and how to fix it, as the command line prints it.
    public var description: String {
        switch self {
        case .noFrames(let count):
            return "frameCount is \(count): a GIF needs at least one frame; pass frameCount ≥ 1"
        case .invalidFPS(let fps):
            return "fps is \(fps): pass a finite frame rate greater than 0 (for example 30)"
        case .qualityOutOfRange(let quality):
            return "quality \(quality) is out of range: use 1 (smallest file) to 100 (best colours); 90 is the default"
        case .ditheringOutOfRange(let level):
            return "dithering \(level) is out of range: use 0 (none) to 1 (full Floyd–Steinberg, the default)"
        case .loopCountOutOfRange(let count):
            return "loopCount \(count) is out of range: use 0 to loop forever, 1...65535 for a count, or nil to play once"
        case .minimumDelayOutOfRange(let delay):
            return "minimumDelay \(delay) cs is out of range: use 1...100 centiseconds; 2 is what browsers honour"
        case .invalidThreadCount(let threads):
            return "threads is \(threads): pass 1 or more (the output is the same for any count)"
        case .durationTooLong(let count, let fps):
            return "\(count) frames at \(fps) fps is too long for GIF timing: split the animation or raise fps"
        case .invalidFrameSize(let index, let width, let height):
            return "frame \(index) is \(width)x\(height): GIF frames must be 1...65535 pixels wide and high"
        case .frameSizeMismatch(let index, let expectedWidth, let expectedHeight, let width, let height):
            return "frame \(index) is \(width)x\(height) but frame sizes must all match the first frame's \(expectedWidth)x\(expectedHeight): render every frame at the same canvas size"
        case .quantizationFailed(let step, let code):
            return "libimagequant failed in \(step) (liq_error \(code)): this is a bug or an out-of-memory condition; try a smaller canvas"
        case .encodingFailed(let step, let message):
            return "giflib failed in \(step): \(message)"
        case .writeFailed(let reason):
            return "writing the GIF failed: \(reason); check that the output is writable and the disk has space"
        }
    }

    /// The same text as ``description`` (`LocalizedError`), so `localizedDescription` reads well.
    public var errorDescription: String? { description }
}
