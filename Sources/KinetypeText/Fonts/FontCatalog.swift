import Foundation
import KinetypePrimitives

/// Finds faces: the bundled `Fonts/` folder first, then the system's fonts through fontconfig.
/// Opens each file once and keeps it; caches fallback look-ups. Safe to use from any thread.
///
/// The bundled folder is found, in order, at `$KINETYPE_FONTS`, beside the executable
/// (`Fonts/` or `../share/kinetype/Fonts/`), and in the package's source tree (where a build from
/// source, or a package that depends on Kinetype, has it).
///
/// Every cache and both fontconfig sets live in one ``State``, reached only through
/// ``withState(_:)``, which holds the lock; fontconfig matching runs under that lock too, as
/// ``FontconfigSet`` requires. The lock is never held while another catalog method takes it.
///
/// Decision: an `NSLock`, not `Synchronization.Mutex`. The thread sanitizer does not see the
/// Mutex's futex-based waits on Linux and reports every contended access as a race, which would
/// hide real ones; `NSLock` is a pthread mutex, which it understands.
package final class FontCatalog: Sendable {
    package static let shared = FontCatalog()

    private let lock = NSLock()
    /// `nonisolated(unsafe)`: read and written only inside ``withState(_:)``, under `lock`.
    private nonisolated(unsafe) var state = State()

    /// What the lock guards: the open faces, the caches and the fontconfig sets.
    private struct State {
        var faces: [FontLocation: FontFace] = [:]
        var fallbacks: [FallbackKey: FontFace?] = [:]
        var familyMatches: [FamilyKey: FontLocation] = [:]
        var bundledSet: FontconfigSet??
        var systemSet: FontconfigSet??

        /// The bundled fonts' set, made on first use (nil when there is no bundled folder).
        mutating func bundled(directory: String?) -> FontconfigSet? {
            if bundledSet == nil { bundledSet = .some(directory.flatMap { FontconfigSet(directory: $0) }) }
            return bundledSet!
        }

        /// The system's set, made on first use.
        mutating func system() -> FontconfigSet? {
            if systemSet == nil { systemSet = .some(FontconfigSet()) }
            return systemSet!
        }
    }

    /// Runs `body` on the state with the lock held.
    private func withState<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        try lock.withLock { try body(&state) }
    }

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
        return try withState { state in
            if let face = state.faces[key] { return face }
            let face = try FontFace(path: path, index: index)
            state.faces[key] = face
            return face
        }
    }

    /// Families of the bundled fonts and of the system's, each sorted.
    package func families() -> (bundled: [String], system: [String]) {
        let directory = bundledDirectory
        return withState { state in
            let bundled = state.bundled(directory: directory)?.families() ?? []
            let system = (state.system()?.families() ?? []).filter { !bundled.contains($0) }
            return (bundled, system)
        }
    }

    /// The face of `family` nearest to `weight` (fontconfig's scale) and slant: bundled fonts first.
    /// Matches are cached: a title card lays its text out again for every frame.
    package func face(family: String, weight: Int32, italic: Bool) throws -> FontFace {
        let key = FamilyKey(family: family.lowercased(), weight: weight, italic: italic)
        let directory = bundledDirectory
        let location = withState { state -> FontLocation? in
            if let cached = state.familyMatches[key] { return cached }
            let found = state.bundled(directory: directory)?.match(family: family, weight: weight, italic: italic)
                ?? state.system()?.match(family: family, weight: weight, italic: italic)
            if let found { state.familyMatches[key] = found }
            return found
        }
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
        let directory = bundledDirectory
        if let cached = withState({ $0.fallbacks[key] }) { return cached }
        let candidates = withState { state in
            (state.bundled(directory: directory)?.faces(covering: scalar, weight: weight, italic: italic, preferColor: preferColor) ?? [])
                + (state.system()?.faces(covering: scalar, weight: weight, italic: italic, preferColor: preferColor) ?? [])
        }
        // Opening the candidates takes the lock again (`face(path:index:)`), so it runs outside it.
        let found = candidates.lazy
            .compactMap { try? self.face(path: $0.path, index: $0.index) }
            .first { $0.glyph(for: scalar) != nil }
        withState { $0.fallbacks[key] = .some(found) }
        return found
    }

    /// Up to two names closest to `name` by edit distance, for "did you mean" hints.
    package func nearest(to name: String, in names: [String]) -> [String] {
        let target = name.lowercased()
        let scored = names.map { ($0, editDistance(target, $0.lowercased())) }
        let limit = max(3, target.count / 3)
        return scored.filter { $0.1 <= limit }.sorted { $0.1 < $1.1 }.prefix(2).map(\.0)
    }
}
