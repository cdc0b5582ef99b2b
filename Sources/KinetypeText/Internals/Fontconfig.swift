import Foundation
internal import CKinetypeFontconfig

/// A font file and face index that fontconfig found.
struct FontLocation: Hashable {
    var path: String
    var index: Int
}

/// One fontconfig configuration (`FcConfig`): either the bundled fonts alone or the system's.
/// Owns the config and frees it in `deinit`. Callers serialise access (``FontCatalog`` holds a lock).
final class FontconfigSet {
    private let config: OpaquePointer

    /// A configuration holding only the fonts of `directory` (`FcConfigCreate` +
    /// `FcConfigAppFontAddDir`), or only `files` (`FcConfigAppFontAddFile`, each a regular file).
    init?(directory: String? = nil, files: [String] = []) {
        guard let config = FcConfigCreate() else { return nil }
        // A config made from nothing has no cache folder, and fontconfig complains on every scan.
        let settings = "<?xml version=\"1.0\"?><fontconfig><cachedir prefix=\"xdg\">fontconfig</cachedir>"
            + FontconfigSet.fallbackCacheDirectory() + "</fontconfig>"
        _ = FcConfigParseAndLoadFromMemory(config, settings, 1)
        // A folder must add; of files, one is enough (one added before may since be gone).
        var added = directory.map { FcConfigAppFontAddDir(config, $0) != 0 } ?? files.isEmpty
        for file in files where FcConfigAppFontAddFile(config, file) != 0 { added = directory == nil || added }
        guard added else {
            FcConfigDestroy(config)
            return nil
        }
        self.config = config
    }

    /// The system's fonts (`FcInitLoadConfig`, then `FcConfigBuildFonts` once a writable cache
    /// folder is known).
    init?() {
        guard let config = FcInitLoadConfig() else { return nil }
        let fallback = FontconfigSet.fallbackCacheDirectory()
        if !fallback.isEmpty {
            _ = FcConfigParseAndLoadFromMemory(config, "<?xml version=\"1.0\"?><fontconfig>\(fallback)</fontconfig>", 1)
        }
        guard FcConfigBuildFonts(config) != 0 else {
            FcConfigDestroy(config)
            return nil
        }
        self.config = config
    }

    /// A `<cachedir>` element for a private cache folder when the user's own cache folder
    /// (`$XDG_CACHE_HOME/fontconfig`, else `~/.cache/fontconfig`) cannot be written; else "".
    ///
    /// Run as a user whose home is not theirs (`setpriv`, `su nobody`, a service account with
    /// `HOME=/`), fontconfig finds no cache folder it may write and prints "Fontconfig error: No
    /// writable cache directories" on every scan of a folder without a cache (the bundled
    /// fonts'). The fallback is `kinetype-fontconfig-UID` in the temporary folder, made with
    /// mode 0700 and used only when it is a real folder owned by this user and closed to others,
    /// so no other user can plant a cache in it; when it is not (another user's folder in the
    /// way), fontconfig is left as it was.
    private static func fallbackCacheDirectory() -> String {
        let environment = ProcessInfo.processInfo.environment
        let cacheHome = environment["XDG_CACHE_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
            ?? (environment["HOME"] ?? NSHomeDirectory()) + "/.cache"
        var existing = cacheHome + "/fontconfig"
        while !FileManager.default.fileExists(atPath: existing), existing != "/" {
            existing = (existing as NSString).deletingLastPathComponent
        }
        if access(existing, W_OK) == 0 { return "" }
        let folder = (NSTemporaryDirectory() as NSString).appendingPathComponent("kinetype-fontconfig-\(getuid())")
        _ = mkdir(folder, 0o700)
        var status = stat()
        guard lstat(folder, &status) == 0, status.st_mode & S_IFMT == S_IFDIR, status.st_uid == getuid(),
              status.st_mode & 0o077 == 0 else { return "" }
        let escaped = folder.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
        return "<cachedir>\(escaped)</cachedir>"
    }

    deinit { FcConfigDestroy(config) }

    /// Every family name, sorted and without duplicates.
    func families() -> [String] {
        guard let pattern = FcPatternCreate() else { return [] }
        defer { FcPatternDestroy(pattern) }
        guard let objects = FcObjectSetCreate() else { return [] }
        defer { FcObjectSetDestroy(objects) }
        FcObjectSetAdd(objects, ckt_fc_family())
        guard let set = FcFontList(config, pattern, objects) else { return [] }
        defer { FcFontSetDestroy(set) }
        var names = Set<String>()
        for i in 0..<Int(set.pointee.nfont) {
            if let name = string(set.pointee.fonts[i], ckt_fc_family(), 0) { names.insert(name) }
        }
        return names.sorted()
    }

    /// The best face of `family` for the weight (fontconfig's scale) and slant, or nil when the
    /// set has no such family (fontconfig itself always answers with something; this checks).
    func match(family: String, weight: Int32, italic: Bool) -> FontLocation? {
        guard let pattern = FcPatternCreate() else { return nil }
        defer { FcPatternDestroy(pattern) }
        FcPatternAddString(pattern, ckt_fc_family(), family)
        FcPatternAddInteger(pattern, ckt_fc_weight(), weight)
        FcPatternAddInteger(pattern, ckt_fc_slant(), italic ? Int32(FC_SLANT_ITALIC) : Int32(FC_SLANT_ROMAN))
        FcConfigSubstitute(config, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let found = FcFontMatch(config, pattern, &result) else { return nil }
        defer { FcPatternDestroy(found) }
        var n: Int32 = 0
        var hasFamily = false
        while let name = string(found, ckt_fc_family(), n) {
            if name.caseInsensitiveCompare(family) == .orderedSame { hasFamily = true }
            n += 1
        }
        guard hasFamily else { return nil }
        return location(found)
    }

    /// Faces that cover `scalar`, best match for the weight and slant first (`FcFontSort` with a
    /// charset of that one character). Colour fonts first when `preferColor`.
    func faces(covering scalar: Unicode.Scalar, weight: Int32, italic: Bool, preferColor: Bool) -> [FontLocation] {
        guard let pattern = FcPatternCreate(), let charset = FcCharSetCreate() else { return [] }
        defer { FcPatternDestroy(pattern); FcCharSetDestroy(charset) }
        FcCharSetAddChar(charset, scalar.value)
        FcPatternAddCharSet(pattern, ckt_fc_charset(), charset)
        FcPatternAddInteger(pattern, ckt_fc_weight(), weight)
        FcPatternAddInteger(pattern, ckt_fc_slant(), italic ? Int32(FC_SLANT_ITALIC) : Int32(FC_SLANT_ROMAN))
        if preferColor { FcPatternAddBool(pattern, ckt_fc_color(), 1) }
        FcConfigSubstitute(config, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let set = FcFontSort(config, pattern, 1, nil, &result) else { return [] }
        defer { FcFontSetDestroy(set) }
        var color: [FontLocation] = [], plain: [FontLocation] = []
        for i in 0..<Int(set.pointee.nfont) {
            guard let font = set.pointee.fonts[i] else { continue }
            var fontCharset: OpaquePointer?
            guard FcPatternGetCharSet(font, ckt_fc_charset(), 0, &fontCharset) == FcResultMatch,
                  FcCharSetHasChar(fontCharset, scalar.value) != 0,
                  let location = location(font) else { continue }
            var isColor: FcBool = 0
            if FcPatternGetBool(font, ckt_fc_color(), 0, &isColor) == FcResultMatch, isColor != 0 {
                color.append(location)
            } else {
                plain.append(location)
            }
        }
        return preferColor ? color + plain : plain + color
    }

    private func location(_ pattern: OpaquePointer?) -> FontLocation? {
        guard let path = string(pattern, ckt_fc_file(), 0) else { return nil }
        var index: Int32 = 0
        _ = FcPatternGetInteger(pattern, ckt_fc_index(), 0, &index)
        // A variable font's named instances (Inter Bold) come as face index + (instance << 16):
        // Kinetype opens the face and sets the axes itself (``FontFace/impliedVariations(weight:italic:)``).
        return FontLocation(path: path, index: Int(index) & 0xFFFF)
    }

    private func string(_ pattern: OpaquePointer?, _ object: UnsafePointer<CChar>, _ n: Int32) -> String? {
        var value: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(pattern, object, n, &value) == FcResultMatch, let value else { return nil }
        return String(cString: value)
    }
}
