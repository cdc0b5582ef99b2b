import Foundation

/// Whether a picture file is whole: a PNG, WebP, HEIC or AVIF cut short (a download that
/// stopped, a copy to a full disk) is refused as a cut JPEG is, rather than drawn with its
/// missing rows blank.
///
/// gdk-pixbuf's PNG and WebP loaders give what they decoded of a file that ends early with no
/// error, while its JPEG loader refuses one; so the file's own structure is checked first,
/// the same way for every format: PNG's chunks up to `IEND`, JPEG's segments and scans up to
/// its end marker, the RIFF size and chunks of WebP, the top-level boxes of HEIC and AVIF
/// (ISO BMFF). Data after the end (a phone's trailer) is not looked at.
enum ImageTruncation {
    /// How `data` is cut short, as a reason for ``GraphicsError/unreadableImage(path:reason:)``;
    /// nil when it is whole or is not one of the formats checked.
    static func reason(_ data: Data) -> String? {
        data.withUnsafeBytes(reason(bytes:))
    }

    private static func reason(bytes: UnsafeRawBufferPointer) -> String? {
        if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { return jpeg(bytes) }
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return png(bytes) }
        if bytes.count >= 12, bytes.starts(with: Array("RIFF".utf8)), bytes[8..<12].elementsEqual("WEBP".utf8) { return webP(bytes) }
        if bytes.count >= 12, bytes[4..<8].elementsEqual("ftyp".utf8) { return isoMedia(bytes) }
        return nil
    }

    /// The advice every reason ends with.
    private static let advice = "is the file truncated? Download or export it again"

    private static func cut(_ format: String, at size: Int, inside part: String) -> String {
        "it is cut short: the \(format) file ends at byte \(size), inside its \(part) (\(advice))"
    }

    /// PNG: chunks of a 4-byte length, a type, the data and a CRC, up to `IEND`.
    private static func png(_ bytes: UnsafeRawBufferPointer) -> String? {
        var offset = 8
        while offset + 8 <= bytes.count {
            let length = Int(UInt32(bigEndian: bytes, at: offset))
            let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            guard offset + 12 + length <= bytes.count else { return cut("PNG", at: bytes.count, inside: "'\(type)' chunk") }
            if type == "IEND" { return nil }
            offset += 12 + length
        }
        return "it is cut short: the PNG file ends at byte \(bytes.count) with no 'IEND' chunk, the end of its image (\(advice))"
    }

    /// JPEG: segments of a marker and a 2-byte length, each scan's coded data up to the next
    /// marker, up to the end-of-image marker (`FF D9`).
    private static func jpeg(_ bytes: UnsafeRawBufferPointer) -> String? {
        var offset = 2
        while offset + 2 <= bytes.count {
            guard bytes[offset] == 0xFF else { return nil }
            let marker = bytes[offset + 1]
            if marker == 0xFF { offset += 1; continue }
            if marker == 0xD9 { return nil }
            if marker == 0x01 || (0xD0...0xD7).contains(marker) { offset += 2; continue }
            guard offset + 4 <= bytes.count else { break }
            let length = Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
            guard offset + 2 + length <= bytes.count else { return cut("JPEG", at: bytes.count, inside: String(format: "FF%02X segment", marker)) }
            offset += 2 + length
            guard marker == 0xDA else { continue }
            // The scan's coded data: up to a marker other than a stuffed zero or a restart.
            while offset + 1 < bytes.count {
                // memchr finds the next 0xFF without a bounds check a byte (a photo's scan is megabytes).
                guard let found = memchr(bytes.baseAddress! + offset, 0xFF, bytes.count - offset) else { offset = bytes.count; break }
                offset = bytes.baseAddress!.distance(to: UnsafeRawPointer(found))
                guard offset + 1 < bytes.count else { break }
                let next = bytes[offset + 1]
                if next != 0, !(0xD0...0xD7).contains(next) { break }
                offset += 2
            }
        }
        return "it is cut short: the JPEG file ends at byte \(bytes.count) with no end-of-image marker (\(advice))"
    }

    /// WebP: a RIFF header whose size counts the rest of the file, then chunks of a 4-byte type,
    /// a little-endian size and the data (padded to an even length).
    private static func webP(_ bytes: UnsafeRawBufferPointer) -> String? {
        let declared = Int(UInt32(littleEndian: bytes, at: 4)) + 8
        var offset = 12
        while offset + 8 <= min(declared, bytes.count) {
            let type = String(decoding: bytes[offset..<(offset + 4)], as: UTF8.self)
            let size = Int(UInt32(littleEndian: bytes, at: offset + 4))
            guard offset + 8 + size <= bytes.count else { return cut("WebP", at: bytes.count, inside: "'\(type.trimmingCharacters(in: .whitespaces))' chunk") }
            offset += 8 + size + size % 2
        }
        guard declared <= bytes.count else {
            return "it is cut short: the WebP file has \(bytes.count) bytes where its header says \(declared) (\(advice))"
        }
        return nil
    }

    /// HEIC and AVIF (ISO BMFF): top-level boxes of a 4-byte size (1: a 64-bit size follows;
    /// 0: to the end of the file) and a type.
    private static func isoMedia(_ bytes: UnsafeRawBufferPointer) -> String? {
        let brand = String(decoding: bytes[8..<12], as: UTF8.self)
        let format = brand.hasPrefix("avi") ? "AVIF" : "HEIF"
        var offset = 0
        while offset + 8 <= bytes.count {
            var size = Int(UInt32(bigEndian: bytes, at: offset))
            let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            if size == 0 { return nil }
            if size == 1 {
                guard offset + 16 <= bytes.count else { return cut(format, at: bytes.count, inside: "'\(type)' box") }
                let large = UInt64(UInt32(bigEndian: bytes, at: offset + 8)) << 32 | UInt64(UInt32(bigEndian: bytes, at: offset + 12))
                size = large > UInt64(Int.max / 2) ? Int.max / 2 : Int(large)
            }
            guard size >= 8 else { return nil }
            guard offset + size <= bytes.count else { return cut(format, at: bytes.count, inside: "'\(type)' box") }
            offset += size
        }
        return nil
    }
}

private extension UInt32 {
    /// The big-endian 4 bytes of `bytes` at `offset`.
    init(bigEndian bytes: UnsafeRawBufferPointer, at offset: Int) {
        self = bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | UInt32($1) }
    }

    /// The little-endian 4 bytes of `bytes` at `offset`.
    init(littleEndian bytes: UnsafeRawBufferPointer, at offset: Int) {
        self = bytes[offset..<(offset + 4)].reversed().reduce(0) { $0 << 8 | UInt32($1) }
    }
}
