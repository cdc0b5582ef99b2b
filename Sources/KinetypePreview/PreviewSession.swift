import Foundation
import KinetypeDiagnostics
import Kinetype
import KinetypePrimitives

/// A scene file being previewed: the card it makes, reloaded when the file (or a font or caption
/// file it names) changes, and its frames rendered on demand with a small cache.
///
/// A reload that fails keeps the last card that loaded, so frames keep coming while the error is
/// shown (``State/error``); the next good reload clears it. Every reload, good or bad, makes a new
/// ``State/generation``, which is how a page knows to fetch its frame again.
///
/// Safe to use from several threads at once: the state is behind a lock, frames are rendered
/// outside it.
public final class PreviewSession: Sendable {
    /// What a page needs to know about the scene now.
    public struct State: Sendable {
        /// Increases with every reload (0 before the first).
        public var generation: Int
        /// The card of the last scene that loaded, and its timeline; nil if none has loaded.
        public var card: TitleCard?
        /// When each layer of ``card`` shows and when its transitions and effects run, as the
        /// page's timeline draws them; nil if no scene has loaded.
        public var timeline: TitleCard.Timeline?
        /// Why the file on disk does not load now, if it does not (the scene error's text:
        /// file:line:column: key path: message — did you mean …).
        public var error: PreviewError?
        /// The template's parameters (`params:`), which the page's form offers; empty for a
        /// scene that declares none.
        public var parameters: [SceneParameter] = []
        /// The soundtrack's level a card frame, the loudest 1, which the page draws under the
        /// scrubber; empty for a scene without `audio:`.
        public var waveform: [Double] = []
    }

    /// A scene that does not load: the message, and its place when it has one.
    public struct PreviewError: Error, Hashable, Sendable, CustomStringConvertible {
        /// The whole error as one text: for a scene error, `file:line:column: key path: message`
        /// (the parts it knows); for another error, the scene file's name and the error.
        public var message: String
        /// The file the scene error names; nil for an error that is not a scene error.
        public var file: String?
        /// The 1-based line of the problem in ``file``, when it has a place.
        public var line: Int?
        /// The 1-based column of the problem on ``line`` (in Unicode scalars, as libyaml counts),
        /// when it has a place.
        public var column: Int?
        /// The nearest valid key, name or variable to a misspelt one, when one is close.
        public var suggestion: String?
        /// The message.
        public var description: String { message }
    }

    /// The scene file.
    public let sceneURL: URL
    /// Values for the scene's `{{name}}`s.
    public let variables: [String: String]
    /// The catalogues the scene's names are resolved in; the shared ones by default.
    public let catalogs: Catalogs
    /// Changes the loaded scene before it becomes a card (the command line's --canvas, --fps…).
    private let adjust: @Sendable (inout SceneDocument) throws -> Void

    private struct Stamp: Equatable, Sendable {
        var modified: Date?
        var size: Int?
        var inode: UInt64?
    }

    private struct Inner: Sendable {
        var state = State(generation: 0)
        /// The files the scene depends on and how they looked when it was last loaded.
        var stamps: [String: Stamp] = [:]
    }

    private let inner = Locked(Inner())
    /// Rendered frames as PNG, by generation and frame index: about two seconds of a 720p card.
    private let frames = BoundedCache<FrameKey, Data>(budget: 48 << 20)

    private struct FrameKey: Hashable, Sendable {
        var generation: Int
        var values: [String: String] = [:]
        var index: Int
    }

    /// Cards made with values from the page's form, for the generation they were made from.
    private let variants = Locked<[FrameKey: TitleCard]>([:])

    /// A session for the scene at `sceneURL`, its names resolved in `catalogs`; call
    /// ``reload()`` to load it.
    public init(sceneURL: URL, variables: [String: String] = [:], catalogs: Catalogs = .shared,
                adjust: @escaping @Sendable (inout SceneDocument) throws -> Void = { _ in }) {
        self.sceneURL = sceneURL.standardizedFileURL
        self.variables = variables
        self.catalogs = catalogs
        self.adjust = adjust
    }

    /// The scene's state now.
    public var state: State { inner.withLock { $0.state } }

    /// The folder whose files the preview may serve: the scene's own.
    public var folder: URL { sceneURL.deletingLastPathComponent() }

    /// Loads the scene file again, whatever changed; returns the new state.
    @discardableResult
    public func reload() -> State {
        let files = [sceneURL.path]
        var watched = files
        var waveform: [Double]? = []
        let result = Result<TitleCard, PreviewError> { () throws(PreviewError) -> TitleCard in
            try card(variables: variables, watched: &watched, waveform: &waveform)
        }
        let parameters = (try? SceneLoader(catalogs: catalogs).parameters(contentsOf: sceneURL)) ?? []
        let stamps = Dictionary(watched.map { ($0, Self.stamp(of: $0)) }, uniquingKeysWith: { first, _ in first })
        variants.withLock { $0.removeAll() }
        return inner.withLock { inner in
            inner.state.generation += 1
            inner.stamps = stamps
            switch result {
            case .success(let card):
                inner.state.card = card
                inner.state.timeline = card.timeline
                inner.state.error = nil
                inner.state.parameters = parameters
                inner.state.waveform = waveform ?? []
            case .failure(let error):
                inner.state.error = error
            }
            return inner.state
        }
    }

    /// The card the scene file makes with `variables`; the files it reads are added to `watched`,
    /// its soundtrack's level a frame set in `waveform` unless it is nil.
    private func card(variables: [String: String], watched: inout [String], waveform: inout [Double]?) throws(PreviewError) -> TitleCard {
        do {
            var document = try SceneLoader(catalogs: catalogs).load(contentsOf: sceneURL, variables: variables)
            watched += Self.dependencies(of: document, folder: folder)
            try adjust(&document)
            // The sound the scene names: its length for duration: audio, the properties it drives,
            // and its level for the page's waveform.
            let soundtrack = try document.resolveSoundtrack(baseURL: folder)
            try document.resolveAudioDrivers(soundtrack: soundtrack)
            if waveform != nil, let soundtrack { waveform = try document.soundtrackWaveform(soundtrack) }
            let card = try TitleCard(scene: document, baseURL: folder, catalogs: catalogs)
            try card.validate()
            return card
        } catch let error as SceneError {
            throw PreviewError(message: error.description, file: error.file, line: error.line,
                               column: error.column, suggestion: error.suggestion)
        } catch {
            throw PreviewError(message: "\(sceneURL.lastPathComponent): \(error)")
        }
    }

    /// Reloads the scene if one of its files changed on disk since it was last loaded (its
    /// modification time, size or inode: editors that save by renaming a new file into place
    /// change the inode). Returns whether it reloaded.
    @discardableResult
    public func reloadIfChanged() -> Bool {
        let stamps = inner.withLock { $0.stamps }
        guard stamps.isEmpty || stamps.contains(where: { Self.stamp(of: $0.key) != $0.value }) else { return false }
        reload()
        return true
    }

    /// The frame index nearest to `time` (seconds), within the card.
    public func frameIndex(at time: TimeInterval, of card: TitleCard) -> Int {
        guard time.isFinite else { return 0 }
        // Saturating: a time far past the end (t=1e18) is the last frame, not an overflow.
        return min(card.frameCount - 1, max(0, Int(saturating: (time * card.fps).rounded())))
    }

    /// The frame nearest to `time` as PNG, with its index and the generation it belongs to.
    /// Throws the load error when no scene has loaded yet.
    ///
    /// `values` are the page form's values for the template's parameters, over the session's
    /// ``variables``: the card they make is loaded from the scene file of this generation (the
    /// last few are kept), and a value the declaration refuses throws
    /// ``ValuesError`` with the loader's message.
    public func frame(at time: TimeInterval, values: [String: String] = [:]) throws -> (png: Data, index: Int, generation: Int) {
        let state = self.state
        guard var card = state.card else {
            throw state.error ?? PreviewError(message: "the scene has not loaded yet")
        }
        let values = values.filter { variables[$0.key] != $0.value }
        if !values.isEmpty {
            let key = FrameKey(generation: state.generation, values: values, index: 0)
            if let made = variants.withLock({ $0[key] }) {
                card = made
            } else {
                var watched: [String] = [], waveform: [Double]?
                do {
                    card = try self.card(variables: variables.merging(values) { $1 }, watched: &watched, waveform: &waveform)
                } catch {
                    throw ValuesError(message: error.message)
                }
                variants.withLock { variants in
                    if variants.count >= 8 { variants.removeAll() }
                    variants[key] = card
                }
            }
        }
        let index = frameIndex(at: time, of: card)
        let png = try frames.value(for: FrameKey(generation: state.generation, values: values, index: index), cost: { $0.count }) { key in
            try card.frame(at: Double(key.index) / card.fps).pngData(compression: .fast)
        }
        return (png, index, state.generation)
    }

    /// Values from the page's form that the template refuses (a colour that is not one, a
    /// number out of its range): the loader's message.
    public struct ValuesError: Error, Hashable, Sendable {
        /// The loader's message, naming the parameter.
        public var message: String
    }

    /// The files other than the scene that a card made from `document` reads (font files, the
    /// captions file, images, the background picture or video: ``SceneDocument/inputFiles(baseURL:)``).
    static func dependencies(of document: SceneDocument, folder: URL) -> [String] {
        document.inputFiles(baseURL: folder).map(\.path)
    }

    private static func stamp(of path: String) -> Stamp {
        var info = stat()
        guard stat(path, &info) == 0 else { return Stamp() }
        let modified = Date(timeIntervalSince1970: Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9)
        return Stamp(modified: modified, size: Int(info.st_size), inode: UInt64(info.st_ino))
    }
}
