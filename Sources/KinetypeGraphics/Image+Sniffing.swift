import Foundation

extension Image {
    /// Whether the file at `url` starts as a still picture this type reads does: a PNG, JPEG,
    /// WebP, HEIC or AVIF signature, or an SVG document's start. False for a video (an MP4's or
    /// MOV's `ftyp` names a movie brand, not `heic` or `avif`), for anything else, and when the
    /// file cannot be read, and for anything but a regular file (a FIFO or a device is not
    /// opened, which could wait for ever); only the first 4 KiB are read.
    ///
    /// `render --over` tells a picture to put behind the card from footage to draw it over with this.
    package static func looksLikePicture(at url: URL) -> Bool {
        guard (try? FileManager.default.attributesOfItem(atPath: url.path)[.type] as? FileAttributeType) == .typeRegular,
              let handle = try? FileHandle(forReadingFrom: url) else { return false }
        defer { try? handle.close() }
        guard let head = try? handle.read(upToCount: 4096), !head.isEmpty else { return false }
        let bytes = [UInt8](head.prefix(16))
        func starts(_ signature: [UInt8], at offset: Int = 0) -> Bool {
            bytes.count >= offset + signature.count && Array(bytes[offset..<offset + signature.count]) == signature
        }
        if starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) || starts([0xFF, 0xD8, 0xFF]) { return true }
        if starts(Array("RIFF".utf8)), starts(Array("WEBP".utf8), at: 8) { return true }
        if starts(Array("ftyp".utf8), at: 4), bytes.count >= 12 {
            let brand = String(decoding: bytes[8..<12], as: UTF8.self)
            return ["heic", "heix", "heim", "heis", "mif1", "avif"].contains(brand)
        }
        return looksLikeSVG(head)
    }
}
