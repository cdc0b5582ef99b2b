import Foundation
import Glibc

/// One iconv conversion to UTF-8, owning its `iconv_t`: opened with the encoding's name and
/// closed when the value goes.
final class Iconv {
    /// Where bytes stop being in the encoding.
    struct Failure: Error {
        /// The offset of the first byte that is not in the encoding (or that ends mid-character).
        var offset: Int
    }

    private let converter: iconv_t

    /// A conversion from the iconv encoding `name` (`windows-1252`, `ISO_6937` …) to UTF-8; nil
    /// when iconv knows no such encoding.
    init?(from name: String) {
        let converter = iconv_open("UTF-8", name)
        guard converter != iconv_t(bitPattern: -1) else { return nil }
        self.converter = converter!
    }

    deinit { iconv_close(converter) }

    /// `bytes` as text, or where they stop being in the encoding. Each call starts from the
    /// encoding's initial state.
    func convert(_ bytes: some Collection<UInt8>) -> Result<String, Failure> {
        iconv(converter, nil, nil, nil, nil)
        var input = bytes.map { CChar(bitPattern: $0) }
        var output = [CChar](repeating: 0, count: input.count * 4 + 16)
        let (result, consumed, produced) = input.withUnsafeMutableBufferPointer { source in
            output.withUnsafeMutableBufferPointer { target in
                var inPointer = source.baseAddress, outPointer = target.baseAddress
                var inLeft = source.count, outLeft = target.count
                let result = iconv(converter, &inPointer, &inLeft, &outPointer, &outLeft)
                return (result, source.count - inLeft, target.count - outLeft)
            }
        }
        guard result != -1 else { return .failure(Failure(offset: consumed)) }
        return .success(String(decoding: output[0..<produced].map { UInt8(bitPattern: $0) }, as: UTF8.self))
    }
}
