import Foundation
internal import CKinetypeZlib

/// gzip (RFC 1952) through zlib: what a Telegram sticker (`.tgs`) wraps its Lottie JSON in.
public enum Gzip {
    /// `data` compressed at zlib's best level, with a gzip header that carries no name or time,
    /// so the same input gives the same bytes.
    public static func compress(_ data: Data) throws -> Data {
        var stream = z_stream()
        // 15 window bits, plus 16 for a gzip wrapper.
        guard deflateInit2_(&stream, Z_BEST_COMPRESSION, Z_DEFLATED, 15 + 16, 9, Z_DEFAULT_STRATEGY,
                            ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            throw GzipError(message: "zlib could not start")
        }
        defer { deflateEnd(&stream) }
        var output = Data(count: Int(deflateBound(&stream, uLong(data.count))) + 32)
        let status: Int32 = data.withUnsafeBytes { input in
            output.withUnsafeMutableBytes { out in
                stream.next_in = UnsafeMutablePointer(mutating: input.bindMemory(to: Bytef.self).baseAddress)
                stream.avail_in = uInt(input.count)
                stream.next_out = out.bindMemory(to: Bytef.self).baseAddress
                stream.avail_out = uInt(out.count)
                return deflate(&stream, Z_FINISH)
            }
        }
        guard status == Z_STREAM_END else { throw GzipError(message: "zlib could not compress (\(status))") }
        output.count = Int(stream.total_out)
        return output
    }
}

/// zlib failed (out of memory).
public struct GzipError: Error, CustomStringConvertible {
    /// What zlib could not do: start the stream, or compress (with zlib's status code).
    public var message: String
    /// `gzip: ` followed by ``message``.
    public var description: String { "gzip: \(message)" }
}
