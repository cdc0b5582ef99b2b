import Foundation
import KinetypeDiagnostics
import KinetypePrimitives

/// Finds faces by family: the fonts a program or a scene added (``register(path:)``) first,
/// then the bundled `Fonts/` folder, then the system's fonts through fontconfig; a fallback for
/// a character the font lacks comes from the bundled fonts first, then the added, then the
/// system's.
/// Opens each file once and keeps it; caches fallback look-ups. Safe to use from any thread.
///
/// The bundled folder is looked for once, at the first use, in this order:
///
/// 1. `$KINETYPE_FONTS`, when set and not empty. It must name a folder: a set variable that does
///    not is a mistake to report (``TextError/fontsVariableNotAFolder(path:)``), not a reason to
///    look elsewhere, so that a person who sets it always gets those fonts or an error.
/// 2. Beside the running executable, as `make install` lays it out:
///    `<folder of the executable>/../share/kinetype/Fonts`. The executable is found through
///    `/proc/self/exe` with its symbolic links resolved, so a link to the binary in another
///    `bin/` (or a `kinetype` found on the `PATH`) still leads to the installed fonts.
/// 3. The package's source tree, through this file's own path (`#filePath`): a development
///    build, a test run, or a package that depends on Kinetype and builds it from source.
///
/// When none of them exists, asking for a family the bundled folder provides (the families of
/// `Font.Design`) throws ``TextError/bundledFontsMissing(searched:)``, which says how to fix it,
/// instead of "no family named 'Noto Sans'".
///
/// Every cache and both fontconfig sets live in one ``State``, reached only through
/// ``withState(_:)``, which holds the lock; fontconfig matching runs under that lock too, as
/// ``FontconfigSet`` requires. The lock is never held while another catalog method takes it.
///
/// The lock is a ``KinetypePrimitives/Locked`` (a pthread mutex, which the thread sanitizer
/// understands; see there why not `Synchronization.Mutex`).
package final class FontCatalog: Sendable {
    package static let shared = FontCatalog()

    private let state = Locked(State())

    /// What the lock guards: the open faces, the caches and the fontconfig sets.
    private struct State {
        var faces: [FontLocation: FontFace] = [:]
        var fallbacks: [FallbackKey: FontFace?] = [:]
        var familyMatches: [FamilyKey: FontLocation] = [:]
        var bundledSet: FontconfigSet??
        var systemSet: FontconfigSet??
        /// The folders and files added, each once, with their font files.
        var registeredPaths: [String: [String]] = [:]
        /// One set of all the added font files, so a family spread over several added folders
        /// (its regular in one, its bold in another) is matched as one.
        var registered: FontconfigSet?

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
    private func withState<Result, Failure: Error>(
        _ body: (inout sending State) throws(Failure) -> sending Result
    ) throws(Failure) -> sending Result {
        try state.withLock(body)
    }

    private struct FamilyKey: Hashable {
        var family: String, weight: Int32, italic: Bool
    }

    private struct FallbackKey: Hashable {
        var scalar: UInt32, weight: Int32, italic: Bool, color: Bool
    }

    /// The bundled fonts folder, or nil when none was found (or `KINETYPE_FONTS` names no folder).
    package let bundledDirectory: String?
    /// Why there is no bundled folder: the error to throw when the bundled fonts are needed.
    private let bundledProblem: TextError?

    init() {
        (bundledDirectory, bundledProblem) = Self.findBundledDirectory(
            environment: ProcessInfo.processInfo.environment["KINETYPE_FONTS"],
            executable: Self.executablePath()
        )
    }

    /// The bundled fonts folder in use; see the type's discussion for where it is looked for.
    ///
    /// - Throws: ``TextError/fontsVariableNotAFolder(path:)`` when `KINETYPE_FONTS` is set to
    ///   something that is not a folder, ``TextError/bundledFontsMissing(searched:)`` when no
    ///   folder was found.
    package func bundledFolder() throws -> String {
        if let bundledDirectory { return bundledDirectory }
        throw bundledProblem ?? .bundledFontsMissing(searched: [])
    }

    /// The bundled folder and, when there is none, the error that says why.
    private static func findBundledDirectory(environment: String?, executable: String?) -> (String?, TextError?) {
        if let environment, !environment.isEmpty {
            return isFolder(environment) ? (environment, nil) : (nil, .fontsVariableNotAFolder(path: environment))
        }
        var candidates: [String] = []
        if let executable {
            let folder = URL(fileURLWithPath: executable).deletingLastPathComponent()
            candidates.append(folder.appendingPathComponent("../share/kinetype/Fonts").standardized.path)
        }
        // Sources/KinetypeText/Fonts/FontCatalog.swift -> the package root's Fonts/.
        let source = URL(fileURLWithPath: #filePath)
        candidates.append(source.deletingLastPathComponent().appendingPathComponent("../../../Fonts").standardized.path)
        if let found = candidates.first(where: isFolder) { return (found, nil) }
        return (nil, .bundledFontsMissing(searched: candidates))
    }

    /// The running executable's path with symbolic links resolved: `/proc/self/exe` on Linux,
    /// else the first command-line argument (which may be a bare name found on the `PATH`).
    private static func executablePath() -> String? {
        if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") { return path }
        guard let first = CommandLine.arguments.first, first.contains("/") else { return nil }
        return URL(fileURLWithPath: first).resolvingSymlinksInPath().path
    }

    /// The families of `Font.Design`, which only the bundled folder is sure to have (lowercased).
    private static let bundledFamilies: Set<String> = Set(
        [Font.Design.default, .serif, .rounded, .monospaced].map { $0.family.lowercased() }
    )

    private static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// Instances of variable faces by face and normalized settings: at most 256, the oldest
    /// dropped first. An animation of an axis asks for many values; a dropped instance is made
    /// again from its face when asked for, which costs time, never different output.
    private let instances = BoundedCache<FontFace.InstanceKey, FontFace>(budget: 256)

    /// The instance of variable `face` at `variations` (``FontFace/normalized(_:)`` first): `face`
    /// itself when they come to its default values, else one made once and kept while it fits.
    package func instance(of face: FontFace, variations: [FontVariation]) -> FontFace {
        let base = face.variations.isEmpty ? face : (try? self.face(path: face.path, index: face.index)) ?? face
        let settings = base.normalized(face.variations + variations)
        guard !settings.isEmpty else { return base }
        return instances.value(for: FontFace.InstanceKey(face: base, variations: settings)) {
            FontFace(instanceOf: $0.face, variations: $0.variations)
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

    /// Families of the added fonts, of the bundled ones and of the system's, each sorted, each
    /// listed in the first of them that has it.
    package func families() -> (added: [String], bundled: [String], system: [String]) {
        let directory = bundledDirectory
        return withState { state in
            let added = state.registered?.families() ?? []
            let bundled = (state.bundled(directory: directory)?.families() ?? []).filter { !added.contains($0) }
            let system = (state.system()?.families() ?? []).filter { !bundled.contains($0) && !added.contains($0) }
            return (added, bundled, system)
        }
    }

    /// Adds the fonts of the folder (and its subfolders) or the one font file at `path`, found
    /// by family before the bundled and system fonts from now on (a brand's fonts beside a
    /// scene, its bold and italic files chosen by weight and slant). A path added before is
    /// not added again. Throws ``TextError/noFontsToRegister(path:reason:)`` when there is
    /// nothing at `path` or no font in it.
    package func register(path: String) throws {
        let standardized = URL(fileURLWithPath: path).standardizedFileURL.path
        let files = try Self.fontFiles(at: standardized, named: path)
        try withState { state in
            guard state.registeredPaths[standardized] == nil else { return }
            guard !files.isEmpty, let own = FontconfigSet(files: files), !own.families().isEmpty else {
                throw TextError.noFontsToRegister(path: path, reason: "holds no font fontconfig reads")
            }
            state.registeredPaths[standardized] = files
            state.registered = FontconfigSet(files: Array(Set(state.registeredPaths.values.joined())).sorted())
            // Look-ups made before may now find an added face.
            state.familyMatches.removeAll()
            state.fallbacks.removeAll()
        }
    }

    /// The font files at `path`: the file itself, or the regular files with a font's extension
    /// in the folder and its subfolders, to 8 levels down (at most 4096 of them, sorted, found
    /// among the first 100 000 entries, so `fonts: /` ends), so no FIFO or device is opened.
    /// Throws when nothing is at `path`, or it is neither a regular file nor a folder.
    package static func fontFiles(at path: String, named name: String) throws -> [String] {
        var status = stat()
        guard stat(path, &status) == 0 else { throw TextError.noFontsToRegister(path: name, reason: "does not exist") }
        switch status.st_mode & S_IFMT {
        case S_IFREG:
            return [path]
        case S_IFDIR:
            let extensions: Set<String> = ["ttf", "otf", "ttc", "otc", "woff", "woff2"]
            var files: [String] = []
            let enumerator = FileManager.default.enumerator(at: URL(fileURLWithPath: path), includingPropertiesForKeys: [.isRegularFileKey])
            var visited = 0
            while let url = enumerator?.nextObject() as? URL, files.count < 4096, visited < 100_000 {
                visited += 1
                if let enumerator, enumerator.level >= 8 { enumerator.skipDescendants() }
                guard extensions.contains(url.pathExtension.lowercased()),
                      (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
                files.append(url.path)
            }
            return files.sorted()
        default:
            throw TextError.noFontsToRegister(path: name, reason: "is neither a folder nor a regular file")
        }
    }

    /// The face of `family` nearest to `weight` (fontconfig's scale) and slant: bundled fonts first.
    /// Matches are cached: a title card lays its text out again for every frame.
    package func face(family: String, weight: Int32, italic: Bool) throws -> FontFace {
        // A KINETYPE_FONTS that names no folder fails every family look-up: the fonts it meant are not there.
        if let problem = bundledProblem, case .fontsVariableNotAFolder = problem { throw problem }
        let key = FamilyKey(family: family.lowercased(), weight: weight, italic: italic)
        let directory = bundledDirectory
        let location = withState { state -> FontLocation? in
            if let cached = state.familyMatches[key] { return cached }
            let found = state.registered?.match(family: family, weight: weight, italic: italic)
                ?? state.bundled(directory: directory)?.match(family: family, weight: weight, italic: italic)
                ?? state.system()?.match(family: family, weight: weight, italic: italic)
            if let found { state.familyMatches[key] = found }
            return found
        }
        guard let location else {
            if let bundledProblem, Self.bundledFamilies.contains(family.lowercased()) { throw bundledProblem }
            let all = families()
            throw TextError.unknownFamily(name: family, suggestions: nearest(to: family, in: all.added + all.bundled + all.system))
        }
        return try face(path: location.path, index: location.index)
    }

    /// A face that has a glyph for `scalar`, nearest to the weight and slant, bundled fonts first;
    /// colour fonts first when `preferColor` (emoji presentation). Nil when no font has it.
    package func fallback(for scalar: Unicode.Scalar, weight: Int32, italic: Bool, preferColor: Bool) -> FontFace? {
        let key = FallbackKey(scalar: scalar.value, weight: weight, italic: italic, color: preferColor)
        let directory = bundledDirectory
        if let cached = withState({ $0.fallbacks[key] }) { return cached }
        // Added fonts after the bundled ones: a brand's font is asked for by name, and a text's
        // fallbacks stay what they were.
        let candidates = withState { state in
            (state.bundled(directory: directory)?.faces(covering: scalar, weight: weight, italic: italic, preferColor: preferColor) ?? [])
                + (state.registered?.faces(covering: scalar, weight: weight, italic: italic, preferColor: preferColor) ?? [])
                + (state.system()?.faces(covering: scalar, weight: weight, italic: italic, preferColor: preferColor) ?? [])
        }
        // Opening the candidates takes the lock again (`face(path:index:)`), so it runs outside it.
        let found = candidates.lazy
            .compactMap { try? self.face(path: $0.path, index: $0.index) }
            .first { $0.glyph(for: scalar) != nil }
        withState { $0.fallbacks[key] = .some(found) }
        return found
    }

    /// Up to two names closest to `name` (``NameSuggestion``'s policy), for "did you mean" hints.
    package func nearest(to name: String, in names: [String]) -> [String] {
        NameSuggestion.nearest(to: name, among: names, count: 2)
    }
}
