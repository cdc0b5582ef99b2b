internal import CKinetypeHyphen
import Foundation
import KinetypePrimitives

/// Where a word may be hyphenated in a language, from the hyphenation patterns installed for it
/// (Debian's `hyphen-*` packages in `/usr/share/hyphen`: the patterns LibreOffice and TeX use),
/// read with libhyphen.
///
/// ```swift
/// let german = Hyphenation(language: "de")
/// german?.points(in: "Donaudampfschifffahrt")   // the indices a hyphen may follow
/// ```
public struct Hyphenation: Sendable {
    /// The language the patterns are for, as asked (`de`, `en-US`, `fr_CA`).
    public let language: String
    /// The pattern file.
    public let path: String

    /// The folders searched for `hyph_<language>.dic` files.
    public static let folders = ["/usr/share/hyphen"]

    /// The patterns for `language` (a BCP 47 tag or a POSIX locale: `de`, `en-US`, `pt_BR`):
    /// the file for the language and region when there is one, else the language's own, else
    /// any region's. Nil when none is installed. The file is read when a word is first
    /// hyphenated, once a process (German's patterns take seconds to load).
    public init?(language: String) {
        let parts = language.replacingOccurrences(of: "-", with: "_").split(separator: "_").map(String.init)
        guard let code = parts.first?.lowercased(), !code.isEmpty, code.allSatisfy({ $0.isASCII && $0.isLetter }) else { return nil }
        let region = parts.dropFirst().first { $0.count == 2 }?.uppercased()
        guard let path = Self.file(code: code, region: region) else { return nil }
        self.language = language
        self.path = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    }

    /// Whether words of `language` are hyphenated where they break at all: false for the
    /// languages written without hyphens at line ends (Chinese, Japanese and Korean, which break
    /// between characters or words; Thai, Lao, Khmer and Burmese, which break between words), for
    /// which missing patterns are nothing to warn of.
    public static func isHyphenated(_ language: String) -> Bool {
        let code = language.replacingOccurrences(of: "-", with: "_").split(separator: "_").first.map { $0.lowercased() } ?? ""
        return !["zh", "ja", "ko", "th", "lo", "km", "my", "yue", "cmn"].contains(code)
    }

    /// The patterns for `language`, as ``init(language:)`` finds them, looked up once a process
    /// for each tag (the typesetter asks for every word it hyphenates).
    package static func cached(language: String) -> Hyphenation? {
        if let found = found.withLock({ $0[language] }) { return found }
        let hyphenation = Hyphenation(language: language)
        found.withLock { $0[language] = .some(hyphenation) }
        return hyphenation
    }

    private static let found = Locked<[String: Hyphenation?]>([:])

    /// The points of ``points(in:)`` as counts of Unicode scalars from the word's start.
    ///
    /// The points are in order, so each is counted on from the one before: the word is walked
    /// once, however many points it has (counting each from the start was quadratic in a long word).
    package func scalarOffsets(in word: String) -> [Int] {
        var offsets: [Int] = []
        var index = word.startIndex, offset = 0
        for point in points(in: word) {
            offset += word.unicodeScalars.distance(from: index, to: point)
            index = point
            offsets.append(offset)
        }
        return offsets
    }

    /// The loaded patterns, shared by every `Hyphenation` of the same file; nil when the file
    /// does not load.
    private var dictionary: Dictionary? {
        Self.cache.withLock { cache in
            if let loaded = cache[path] { return loaded }
            let loaded = Dictionary(path: path)
            cache[path] = .some(loaded)
            return loaded
        }
    }

    /// The indices into `word` after which a hyphen may go, in order: at least two characters
    /// from the word's start and three from its end, and only inside its letters (punctuation
    /// around the word stays with it).
    public func points(in word: String) -> [String.Index] {
        guard let dictionary else { return [] }
        let characters = Array(word.indices)
        guard let first = characters.firstIndex(where: { word[$0].isLetter }),
              let last = characters.lastIndex(where: { word[$0].isLetter }), last - first >= 4 else { return [] }
        // The letters lowercased one character at a time, remembering where each one ends in bytes.
        var bytes: [UInt8] = []
        var ends: [Int] = []
        for index in first...last {
            guard let encoded = dictionary.encode(word[characters[index]].lowercased()) else { return [] }
            bytes += encoded
            ends.append(bytes.count)
        }
        let hyphens = dictionary.hyphenate(bytes)
        var points: [String.Index] = []
        for (offset, end) in ends.enumerated() where offset >= 1 && offset <= ends.count - 4 {
            if hyphens[end - 1] & 1 == 1 { points.append(word.index(after: characters[first + offset])) }
        }
        return points
    }

    private static let cache = Locked<[String: Dictionary?]>([:])

    private static func file(code: String, region: String?) -> String? {
        let files = installedFiles()
        let candidates = (region.map { ["hyph_\(code)_\($0).dic"] } ?? []) + ["hyph_\(code).dic"]
        if let name = candidates.first(where: { files[$0] != nil }) { return files[name] }
        return files.keys.sorted().first { $0.hasPrefix("hyph_\(code)_") }.flatMap { files[$0] }
    }

    /// The pattern files installed: each file's path by its name.
    private static func installedFiles() -> [String: String] {
        var files: [String: String] = [:]
        for folder in folders {
            for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] where name.hasSuffix(".dic") {
                files[name] = folder + "/" + name
            }
        }
        return files
    }

    /// A loaded pattern file. `@unchecked Sendable`: libhyphen only reads a dictionary once it is
    /// loaded (the hyphenate functions take it as input and write to the caller's buffers), it
    /// is never freed (dictionaries are cached for the process's life), so threads may share it.
    private final class Dictionary: @unchecked Sendable {
        let handle: UnsafeMutablePointer<HyphenDict>
        /// Whether the file is UTF-8 (its first line says so); else ISO 8859-1.
        let isUTF8: Bool

        init?(path: String) {
            guard let handle = hnj_hyphen_load(path) else { return nil }
            self.handle = handle
            isUTF8 = withUnsafeBytes(of: handle.pointee.cset) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self).uppercased().hasPrefix("UTF-8")
            }
        }

        func encode(_ text: String) -> [UInt8]? {
            if isUTF8 { return Array(text.utf8) }
            var bytes: [UInt8] = []
            for scalar in text.unicodeScalars {
                guard scalar.value < 256 else { return nil }
                bytes.append(UInt8(scalar.value))
            }
            return bytes
        }

        /// libhyphen's vector for `bytes`: an odd value at a byte allows a hyphen after it.
        func hyphenate(_ bytes: [UInt8]) -> [UInt8] {
            var hyphens = [CChar](repeating: 0, count: bytes.count + 5)
            var rep: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
            var pos: UnsafeMutablePointer<Int32>?
            var cut: UnsafeMutablePointer<Int32>?
            let word = bytes.map { CChar(bitPattern: $0) }
            _ = hnj_hyphen_hyphenate3(handle, word, Int32(word.count), &hyphens, nil, &rep, &pos, &cut, 2, 3, 2, 2)
            var result = hyphens.prefix(bytes.count).map { UInt8(bitPattern: $0) }
            if let rep {
                // A non-standard break (German's old "Schiffahrt" → "Schiff-fahrt") changes the
                // letters; such points are left out.
                for index in 0..<bytes.count where rep[index] != nil {
                    result[index] = 0
                    free(rep[index])
                }
                free(rep)
            }
            free(pos)
            free(cut)
            return result
        }
    }
}
