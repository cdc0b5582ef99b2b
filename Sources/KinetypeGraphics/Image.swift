import Foundation
import KinetypeDiagnostics
import KinetypePrimitives
internal import CKinetypeRSVG

/// A picture read from a file, drawn with `GraphicsContext/draw(_:in:)` as SwiftUI's
/// `GraphicsContext.draw(_:in:style:)` draws an `Image`: PNG, JPEG and WebP as pixels (through
/// gdk-pixbuf), SVG as vectors (through librsvg, at whatever size it is drawn, so a logo stays
/// crisp at any scale and stays vectors in SVG and PDF output).
///
/// ```swift
/// let logo = try Image(contentsOf: URL(fileURLWithPath: "logo.svg"))
/// let canvas = try Canvas(width: 240, height: 240)
/// let context = GraphicsContext(canvas: canvas)
/// context.draw(logo, in: CGRect(x: 40, y: 40, width: 160, height: 160 * logo.size.height / logo.size.width))
/// ```
public struct Image: Sendable {
    /// The picture, read once and never changed, so copies share it.
    package final class Storage: Sendable {
        /// The size in pixels (an SVG's intrinsic size, in CSS pixels).
        let size: CGSize
        /// A raster's pixels: premultiplied ARGB, one `UInt32` a pixel in Cairo's native order, rows of `width`.
        let pixels: [UInt32]
        /// An SVG's document, parsed again for each drawing (a librsvg handle is not safe to
        /// share between threads).
        let svg: Data?

        init(size: CGSize, pixels: [UInt32], svg: Data?) {
            self.size = size
            self.pixels = pixels
            self.svg = svg
        }
    }

    package let storage: Storage

    /// The picture's own size in pixels.
    public var size: CGSize { storage.size }
    /// True for an SVG, drawn as vectors.
    public var isVector: Bool { storage.svg != nil }

    /// Reads the image at `url`; throws ``GraphicsError/unreadableImage(path:reason:)`` for a
    /// missing or unreadable file or one that is not a PNG, JPEG, WebP, HEIC, AVIF or SVG image.
    public init(contentsOf url: URL) throws(GraphicsError) {
        let path = url.path
        let data: Data
        do {
            data = try InputFile.read(url, limit: Self.largestFile)
        } catch .missing {
            throw .unreadableImage(path: path, reason: "no such file; name a PNG, JPEG, WebP, HEIC, AVIF or SVG file beside the scene (or a path from /)")
        } catch .tooLarge {
            throw .unreadableImage(path: path, reason: "it is more than the \(Self.largestFile) bytes an image may have")
        } catch {
            throw .unreadableImage(path: path, reason: error.reason)
        }
        if Self.looksLikeSVG(data) {
            storage = try Self.svg(data, path: path)
        } else {
            storage = try Self.raster(data, path: path)
        }
    }

    /// A picture of `width`×`height` pixels given as premultiplied ARGB, one `UInt32` a pixel
    /// (alpha in the top byte, as Cairo's `ARGB32`), rows from the top: a frame decoded elsewhere,
    /// such as a video's. Throws ``GraphicsError/unreadableImage(path:reason:)`` naming `name`
    /// when the pixels do not fill that size or the size is beyond ``Canvas/maximumSide``.
    public init(width: Int, height: Int, premultipliedARGB pixels: [UInt32], name: String) throws(GraphicsError) {
        guard width > 0, height > 0, width <= Canvas.maximumSide, height <= Canvas.maximumSide else {
            throw .unreadableImage(path: name, reason: "its size \(width)×\(height) is not between 1 and \(Canvas.maximumSide) pixels a side")
        }
        guard pixels.count == width * height else {
            throw .unreadableImage(path: name, reason: "it has \(pixels.count) pixels, not the \(width * height) of \(width)×\(height)")
        }
        storage = Storage(size: CGSize(width: width, height: height), pixels: pixels, svg: nil)
    }

    /// The largest image file read: 256 MiB.
    public static let largestFile = 256 << 20

    /// An SVG document (after any byte order mark and white space, `<?xml`, `<svg` or a comment).
    static func looksLikeSVG(_ data: Data) -> Bool {
        let head = String(decoding: data.prefix(4096), as: UTF8.self).drop { $0 == "\u{FEFF}" || $0.isWhitespace }
        return head.hasPrefix("<?xml") || head.hasPrefix("<svg") || head.hasPrefix("<!--") || head.hasPrefix("<!DOCTYPE svg")
    }

    private static func svg(_ data: Data, path: String) throws(GraphicsError) -> Storage {
        var error: UnsafeMutablePointer<GError>?
        let handle = data.withUnsafeBytes { bytes in
            rsvg_handle_new_from_data(bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), gsize(bytes.count), &error)
        }
        guard let handle else { throw .unreadableImage(path: path, reason: "not a valid SVG (\(message(of: error)))") }
        defer { g_object_unref(handle) }
        var width = 0.0, height = 0.0
        if rsvg_handle_get_intrinsic_size_in_pixels(handle, &width, &height) == 0 || !(width > 0 && height > 0) {
            // No width and height in absolute units: the view box's size, else its drawing's extent.
            var viewport = RsvgRectangle(x: 0, y: 0, width: 1000, height: 1000), ink = RsvgRectangle(), logical = RsvgRectangle()
            guard rsvg_handle_get_geometry_for_layer(handle, nil, &viewport, &ink, &logical, nil) != 0,
                  logical.width > 0, logical.height > 0 else {
                throw .unreadableImage(path: path, reason: "the SVG has no size: give its svg element a width and height, or a viewBox")
            }
            width = logical.width
            height = logical.height
        }
        guard width.isFinite, height.isFinite, width <= Double(Canvas.maximumSide), height <= Double(Canvas.maximumSide) else {
            throw .unreadableImage(path: path, reason: "the SVG's size \(width)×\(height) is beyond \(Canvas.maximumSide) pixels a side")
        }
        return Storage(size: CGSize(width: width, height: height), pixels: [], svg: data)
    }

    /// The most pixels a raster image may have: 64 megapixels (256 MiB decoded), so a small
    /// file that claims a huge size is refused before it is decoded.
    public static let largestPixelCount = 64 << 20

    private static func raster(_ data: Data, path: String) throws(GraphicsError) -> Storage {
        if let reason = ImageTruncation.reason(data) { throw .unreadableImage(path: path, reason: reason) }
        var claimedWidth: Int32 = 0, claimedHeight: Int32 = 0
        // Its size as the header claims it (a damaged file's loader warnings caught, not printed).
        if DecoderMessages.catching({ gdk_pixbuf_get_file_info(path, &claimedWidth, &claimedHeight) != nil }).result,
           Int(claimedWidth) * Int(claimedHeight) > largestPixelCount || claimedWidth > Int32(Canvas.maximumSide) || claimedHeight > Int32(Canvas.maximumSide) {
            throw .unreadableImage(path: path, reason: "it is \(claimedWidth)×\(claimedHeight) pixels, more than \(Canvas.maximumSide) a side or \(largestPixelCount >> 20) megapixels")
        }
        var error: UnsafeMutablePointer<GError>?
        let loader = gdk_pixbuf_loader_new()
        defer { g_object_unref(loader) }
        // The loaders' GLib warnings (libheif's reasons) are caught for the error, not printed.
        let (decoded, warnings) = DecoderMessages.catching { () -> Bool in
            let written = data.withUnsafeBytes { bytes in
                gdk_pixbuf_loader_write(loader, bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), gsize(bytes.count), &error)
            }
            let closed = written != 0 ? gdk_pixbuf_loader_close(loader, &error) : { _ = gdk_pixbuf_loader_close(loader, nil); return 0 }()
            return written != 0 && closed != 0
        }
        guard decoded, let loaded = gdk_pixbuf_loader_get_pixbuf(loader) else {
            let reason = error != nil || warnings.isEmpty ? message(of: error) : warnings.joined(separator: "; ")
            let format = Self.formatName(of: data).map { "the \($0) does not decode: it may be damaged" }
            throw .unreadableImage(path: path, reason: "\(format ?? "not a PNG, JPEG, WebP, HEIC, AVIF or SVG image") (\(reason))")
        }
        // Turned as its EXIF orientation says (a phone's photo is stored as the sensor reads it,
        // with a tag to show it by), as browsers and viewers show it. (HEIC and AVIF come turned
        // from libheif.)
        guard let pixbuf = gdk_pixbuf_apply_embedded_orientation(loaded) else {
            throw .unreadableImage(path: path, reason: "its EXIF orientation could not be applied")
        }
        defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
        let width = Int(gdk_pixbuf_get_width(pixbuf)), height = Int(gdk_pixbuf_get_height(pixbuf))
        let channels = Int(gdk_pixbuf_get_n_channels(pixbuf)), stride = Int(gdk_pixbuf_get_rowstride(pixbuf))
        let alpha = gdk_pixbuf_get_has_alpha(pixbuf) != 0
        guard width > 0, height > 0, width <= Canvas.maximumSide, height <= Canvas.maximumSide,
              gdk_pixbuf_get_bits_per_sample(pixbuf) == 8, channels == (alpha ? 4 : 3),
              let source = gdk_pixbuf_read_pixels(pixbuf) else {
            throw .unreadableImage(path: path, reason: "its pixels are not 8-bit RGB, or it is larger than \(Canvas.maximumSide) pixels a side")
        }
        var pixels = [UInt32](repeating: 0, count: width * height)
        func premultiply(_ source: UnsafePointer<UInt8>, stride: Int) {
            for y in 0..<height {
                let row = source + y * stride
                for x in 0..<width {
                    let p = row + x * channels
                    let a = alpha ? UInt32(p[3]) : 255
                    // Straight RGB to premultiplied, rounded as Cairo rounds (x·a + 127) / 255.
                    func premultiplied(_ c: UInt8) -> UInt32 { (UInt32(c) * a + 127) / 255 }
                    pixels[y * width + x] = a << 24 | premultiplied(p[0]) << 16 | premultiplied(p[1]) << 8 | premultiplied(p[2])
                }
            }
        }
        // In sRGB: a picture with another ICC profile is converted first (its rows packed).
        let profile = gdk_pixbuf_get_option(pixbuf, "icc-profile").map { String(cString: $0) }
        if let converted = ColorProfile.sRGB(of: source, width: width, height: height, stride: stride, channels: channels, profile: profile) {
            converted.withUnsafeBufferPointer { premultiply($0.baseAddress!, stride: width * channels) }
        } else {
            premultiply(source, stride: stride)
        }
        return Storage(size: CGSize(width: width, height: height), pixels: pixels, svg: nil)
    }

    /// The format `data`'s signature names (`HEIC`, `PNG` …), for a file that does not decode;
    /// nil when it names none of the formats read.
    private static func formatName(of data: Data) -> String? {
        let head = [UInt8](data.prefix(12))
        if head.starts(with: [0x89, 0x50, 0x4E, 0x47]) { return "PNG" }
        if head.starts(with: [0xFF, 0xD8, 0xFF]) { return "JPEG" }
        if head.count == 12, head.starts(with: Array("RIFF".utf8)), head[8..<12].elementsEqual("WEBP".utf8) { return "WebP" }
        if head.count == 12, head[4..<8].elementsEqual("ftyp".utf8) {
            return head[8..<12].elementsEqual("avif".utf8) || head[8..<12].elementsEqual("avis".utf8) ? "AVIF" : "HEIC"
        }
        return nil
    }

    private static func message(of error: UnsafeMutablePointer<GError>?) -> String {
        guard let error else { return "unknown format" }
        defer { g_error_free(error) }
        return error.pointee.message.map { String(cString: $0) } ?? "unknown format"
    }
}
