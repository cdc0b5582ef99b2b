import Foundation

/// What can go wrong while drawing or writing an image; each case says how to fix it.
public enum GraphicsError: Error, Equatable, CustomStringConvertible, LocalizedError {
    /// A canvas side that is zero, negative or larger than ``Canvas/maximumSide``.
    case invalidCanvasSize(width: Int, height: Int)
    /// Cairo could not make a surface, draw or read an image.
    case cairo(String)
    /// The PNG writer (libspng) could not encode an image.
    case png(String)
    /// An image file that cannot be read or is not a PNG, JPEG, WebP, HEIC, AVIF or SVG image.
    case unreadableImage(path: String, reason: String)
    /// A vector canvas could not write its file (a full disk); `reason` is the system's.
    case writeFailed(reason: String)

    /// What failed and how to fix it, such as `canvas 0x100 is not valid: each side must be …`.
    public var description: String {
        switch self {
        case .invalidCanvasSize(let width, let height):
            return "canvas \(width)x\(height) is not valid: each side must be \(Canvas.sideRange.expectation)"
        case .cairo(let message):
            return "drawing failed: \(message)"
        case .png(let message):
            return "writing PNG failed: \(message)"
        case .unreadableImage(let path, let reason):
            return "cannot read the image '\(path)': \(reason)"
        case .writeFailed(let reason):
            return "writing the file failed: \(reason)"
        }
    }

    /// The same message as ``description``, for `LocalizedError`.
    public var errorDescription: String? { description }
}
