import Foundation
internal import CKinetypeCrypto

/// SHA-256 digests through OpenSSL's libcrypto (EVP), for the manifest of a batch.
///
/// `package`, not public: a public `SHA256` would clash with swift-crypto's in an app that imports
/// both through the umbrella module.
package enum SHA256 {
    /// The digest of the file at `url`, as 64 lowercase hex digits, read in 1 MiB pieces.
    package static func hex(ofFile url: URL) throws -> String {
        let handle = try FileHandle(forReadingFrom: url)
        defer { try? handle.close() }
        guard let context = EVP_MD_CTX_new() else { throw CocoaError(.featureUnsupported) }
        defer { EVP_MD_CTX_free(context) }
        EVP_DigestInit_ex(context, EVP_sha256(), nil)
        while let chunk = try handle.read(upToCount: 1 << 20), !chunk.isEmpty {
            chunk.withUnsafeBytes { _ = EVP_DigestUpdate(context, $0.baseAddress, $0.count) }
        }
        return finish(context)
    }

    /// The digest of `data`, as 64 lowercase hex digits.
    package static func hex(of data: Data) -> String {
        guard let context = EVP_MD_CTX_new() else { return "" }
        defer { EVP_MD_CTX_free(context) }
        EVP_DigestInit_ex(context, EVP_sha256(), nil)
        data.withUnsafeBytes { _ = EVP_DigestUpdate(context, $0.baseAddress, $0.count) }
        return finish(context)
    }

    private static func finish(_ context: OpaquePointer) -> String {
        var digest = [UInt8](repeating: 0, count: 32)
        var length: UInt32 = 0
        EVP_DigestFinal_ex(context, &digest, &length)
        return digest.prefix(Int(length)).map { String(format: "%02x", $0) }.joined()
    }
}
