import Foundation
import KinetypeDiagnostics
import KinetypePrimitives

/// Finds faces: the bundled `Fonts/` folder first, then the system's fonts through fontconfig.
/// Opens each file once and keeps it; caches fallback look-ups. Safe to use from any thread.
///
/// The bundled folder is found, in order, at `$KINETYPE_FONTS`, beside the executable
/// (`Fonts/` or `../share/kinetype/Fonts/`), and in the package's source tree (where a build from
/// source, or a package that depends on Kinetype, has it).
package final class FontCatalog: @unchecked Sendable {
    package static let shared = FontCatalog()

    private let lock = NSLock()
    private var faces: [FontLocation: FontFace] = [:]
    private var fallbacks: [FallbackKey: FontFace?] = [:]
    private var bundledSet: FontconfigSet??
    private var systemSet: FontconfigSet??

    private var familyMatches: [FamilyKey: FontLocation] = [:]

    private struct FamilyKey: Hashable {
        var family: String, weight: Int32, italic: Bool
    }

    private struct FallbackKey: Hashable {
        var scalar: UInt32, weight: Int32, italic: Bool, color: Bool
    }

    /// The bundled fonts folder, or nil when none was found.
    package let bundledDirectory: String?
    package let searchedDirectories: [String]

    init() {
        var candidates: [String] = []
        if let env = ProcessInfo.processInfo.environment["KINETYPE_FONTS"], !env.isEmpty { candidates.append(env) }
        let executable = URL(fileURLWithPath: CommandLine.arguments.first ?? "").resolvingSymlinksInPath()
        let executableDir = executable.deletingLastPathComponent()
        candidates.append(executableDir.appendingPathComponent("Fonts").path)
        candidates.append(executableDir.appendingPathComponent("../share/kinetype/Fonts").standardized.path)
        // Sources/KinetypeText/Fonts/FontCatalog.swift -> the package root's Fonts/.
        let source = URL(fileURLWithPath: #filePath)
        candidates.append(source.deletingLastPathComponent().appendingPathComponent("../../../Fonts").standardized.path)
        searchedDirectories = candidates
        bundledDirectory = candidates.first { path in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
                && FileManager.default.fileExists(atPath: path + "/README.md")
        }
    }

    /// The face at `path` (`index`), opened once.
    package func face(path: String, index: Int = 0) throws -> FontFace {
        let key = FontLocation(path: path, index: index)
        lock.lock()
        defer { lock.unlock() }
        if let face = faces[key] { return face }
        let face = try FontFace(path: path, index: index)
        faces[key] = face
        return face
    }

    /// Families of the bundled fonts and of the system's, each sorted.
    package func families() -> (bundled: [String], system: [String]) {
        lock.lock()
        defer { lock.unlock() }
        let bundled = bundled()?.families() ?? []
        let system = (system()?.families() ?? []).filter { !bundled.contains($0) }
        return (bundled, system)
    }

    /// The face of `family` nearest to `weight` (fontconfig's scale) and slant: bundled fonts first.
    /// Matches are cached: a title card lays its text out again for every frame.
    package func face(family: String, weight: Int32, italic: Bool) throws -> FontFace {
        let key = FamilyKey(family: family.lowercased(), weight: weight, italic: italic)
        lock.lock()
        if let cached = familyMatches[key] {
            lock.unlock()
            return try face(path: cached.path, index: cached.index)
        }
        let location = bundled()?.match(family: family, weight: weight, italic: italic)
            ?? system()?.match(family: family, weight: weight, italic: italic)
        if let location { familyMatches[key] = location }
        lock.unlock()
        guard let location else {
            let all = families()
            throw TextError.unknownFamily(name: family, suggestions: nearest(to: family, in: all.bundled + all.system))
        }
        return try face(path: location.path, index: location.index)
    }

    /// A face that has a glyph for `scalar`, nearest to the weight and slant, bundled fonts first;
    /// colour fonts first when `preferColor` (emoji presentation). Nil when no font has it.
    package func fallback(for scalar: Unicode.Scalar, weight: Int32, italic: Bool, preferColor: Bool) -> FontFace? {
        let key = FallbackKey(scalar: scalar.value, weight: weight, italic: italic, color: preferColor)
        lock.lock()
        if let cached = fallbacks[key] {
            lock.unlock()
            return cached
        }
        let candidates = (bundled()?.faces(covering: scalar, weight: weight, italic: italic, preferColor: preferColor) ?? [])
            + (system()?.faces(covering: scalar, weight: weight, italic: italic, preferColor: preferColor) ?? [])
        lock.unlock()
        let found = candidates.lazy
            .compactMap { try? self.face(path: $0.path, index: $0.index) }
            .first { $0.glyph(for: scalar) != nil }
        lock.lock()
        fallbacks[key] = .some(found)
        lock.unlock()
        return found
    }

    private func bundled() -> FontconfigSet? {
        if bundledSet == nil { bundledSet = .some(bundledDirectory.flatMap { FontconfigSet(directory: $0) }) }
        return bundledSet!
    }

    private func system() -> FontconfigSet? {
        if systemSet == nil { systemSet = .some(FontconfigSet()) }
        return systemSet!
    }

    /// Up to two names closest to `name` (``NameSuggestion``'s policy), for "did you mean" hints.
    package func nearest(to name: String, in names: [String]) -> [String] {
        NameSuggestion.nearest(to: name, among: names, count: 2)
    }
}
