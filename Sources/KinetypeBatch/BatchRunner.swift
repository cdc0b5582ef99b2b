import KinetypeCard
import Foundation
import KinetypeDiagnostics
import KinetypeEffects
import KinetypeExport
import KinetypePrimitives
import KinetypeScene

/// Renders a batch: each of this shard's rows as the scene with the row's fields as its
/// variables, rows in parallel (one process: fonts and caches shared), each output written
/// whole or not at all. A bad row is reported and skipped (or stops the batch with `failFast`).
public struct BatchRunner: Sendable {
    /// The scene file, read as text once a run; relative files are found beside it.
    public var scene: URL
    /// The rows and their outputs.
    public var plan: BatchPlan
    /// The share of the rows this process renders; nil (default) renders every row.
    public var shard: BatchShard?
    /// The manifest each row's line is appended to (JSON Lines); nil (default) writes none.
    public var manifest: URL?
    /// Skips rows the ``manifest`` records as rendered from the same scene and fields whose output is
    /// still there unchanged; false by default, and without effect without a manifest.
    public var resume = false
    /// Starts no more rows once one fails; false by default (a bad row is reported and skipped).
    public var failFast = false
    /// How many rows render at once (each on one thread); default the number of active processors.
    public var threads = ProcessInfo.processInfo.activeProcessorCount
    /// The time of the frame a still output (PNG, SVG, PDF) shows; nil is each card's poster time.
    public var stillTime: TimeInterval?
    /// The catalogues the scene's names are resolved in; the shared ones by default.
    public var catalogs = Catalogs.shared
    /// The command line's soundtrack options, laid over each row's `audio:`; none by default.
    public var soundtrack = SoundtrackOverride()
    /// Hears each row's warnings (a name that spills out of its frame), from any thread; none by default.
    public var warn: @Sendable (BatchRow, String) -> Void = { _, _ in }
    /// Checks every row (its values against the template's parameters, the scene, the card)
    /// without rendering or writing anything; each good row's outcome is ``Outcome/checked``.
    /// False by default.
    public var dryRun = false

    /// A runner of `plan` over the scene file at `scene`, with the defaults: every row, no manifest,
    /// no resume, not stopping at a failed row, one row a processor.
    public init(scene: URL, plan: BatchPlan) {
        self.scene = scene
        self.plan = plan
    }

    /// What happened to a row.
    public enum Outcome: Sendable, Equatable {
        case rendered(seconds: Double)
        case skipped
        /// The row makes a card; nothing was rendered (``BatchRunner/dryRun``).
        case checked
        /// The row's values or the scene made no card (bad input).
        case failed(String)
        /// The card could not be written (a full disk, a folder where the file belongs).
        case unwritten(String)
    }

    /// Runs the batch; `report` hears each row as it ends (from any thread). Returns the outcome
    /// of every row this shard owns, by row number.
    public func run(report: @escaping @Sendable (BatchRow, Outcome) -> Void = { _, _ in }) throws -> [Int: Outcome] {
        guard let sceneText = String(data: try BatchRows.contents(of: scene, what: "the scene"), encoding: .utf8) else {
            throw BatchError("'\(scene.relativePath)': the scene is not UTF-8 text; save it as UTF-8")
        }
        // A still's time is part of what a row renders: a resumed batch with another --at renders again.
        let sceneDigest = SHA256.hex(of: Data((sceneText + (stillTime.map { "\n# --at \($0)" } ?? "")).utf8))
        let mine = plan.items.enumerated().filter { shard?.contains($0.offset) ?? true }.map(\.element)
        // Outputs half-written by a run that was killed are removed (their process is gone).
        for folder in Set(mine.map { URL(fileURLWithPath: $0.output).deletingLastPathComponent().path }) where !dryRun {
            AtomicFile.removeStaleTemporaries(in: URL(fileURLWithPath: folder))
        }
        let created = dryRun ? [] : Self.missingFolders(of: mine.map(\.output))
        let done = resume && manifest != nil ? BatchManifest.finished(BatchManifest.read(manifest!), items: mine, scene: sceneDigest) : []
        let outcomes = Locked([Int: Outcome]())
        let stop = Locked(false)
        let next = Locked(0)
        let loader = SceneLoader(catalogs: catalogs)
        let baseURL = scene.deletingLastPathComponent()
        let work = { @Sendable () -> Void in
            while true {
                guard !stop.withLock({ $0 }) else { return }
                let position = next.withLock { value -> Int in defer { value += 1 }; return value }
                guard position < mine.count else { return }
                let item = mine[position]
                if done.contains(item.row.number) {
                    outcomes.withLock { $0[item.row.number] = .skipped }
                    report(item.row, .skipped)
                    continue
                }
                let started = Date()
                let outcome: Outcome
                do {
                    var document = try loader.load(string: sceneText, fileName: scene.relativePath, variables: item.row.fields)
                    try soundtrack.apply(to: &document)
                    let footage = try document.fitToBackgroundVideo(baseURL: baseURL)
                    if footage != nil, document.audio != nil { throw ExportError.soundtrackOverVideo }
                    var options = ExportOptions(stillTime: stillTime, threads: 1)
                    let track = try document.resolveSoundtrack(baseURL: soundtrack.baseURL(sceneFolder: baseURL))
                    try document.resolveAudioDrivers(soundtrack: track)
                    options[VideoExporter.Options.self].soundtrack = track
                    let card = try TitleCard(scene: document, baseURL: baseURL, catalogs: catalogs)
                    for warning in try card.frameOverflowWarnings() { warn(item.row, warning) }
                    if let stillTime, stillTime > card.duration {
                        throw BatchError("--at \(ValueRange.format(stillTime)) is after the card's end at \(ValueRange.format(card.duration)) s; choose a time within it")
                    }
                    if dryRun {
                        outcomes.withLock { $0[item.row.number] = .checked }
                        report(item.row, .checked)
                        continue
                    }
                    let url = URL(fileURLWithPath: item.output)
                    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                    if let footage {
                        try card.export(over: footage, to: url, options: options)
                    } else {
                        try card.export(to: url, options: options)
                    }
                    let seconds = Date().timeIntervalSince(started)
                    if let manifest {
                        var isFolder: ObjCBool = false
                        _ = FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder)
                        let bytes = isFolder.boolValue ? nil : (try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int)
                        let digest = isFolder.boolValue ? nil : try SHA256.hex(ofFile: url)
                        try BatchManifest.append(BatchManifestLine(row: item.row.number, output: item.output, status: "ok", bytes: bytes,
                                                                   sha256: digest, seconds: (seconds * 1000).rounded() / 1000,
                                                                   scene: sceneDigest, data: BatchManifest.digest(of: item.row)), to: manifest)
                    }
                    outcome = .rendered(seconds: seconds)
                } catch {
                    let message = Self.describe(error)
                    if let manifest, !dryRun {
                        try? BatchManifest.append(BatchManifestLine(row: item.row.number, output: item.output, status: "failed",
                                                                    scene: sceneDigest, data: BatchManifest.digest(of: item.row),
                                                                    error: message), to: manifest)
                    }
                    outcome = (error as? any KinetypeError)?.category == .output ? .unwritten(message) : .failed(message)
                    // Ctrl-C stops the batch: no more rows start, and run() says it was interrupted.
                    if failFast || Interruption.signal != nil { stop.withLock { $0 = true } }
                }
                outcomes.withLock { $0[item.row.number] = outcome }
                report(item.row, outcome)
            }
        }
        DispatchQueue.concurrentPerform(iterations: max(1, min(threads, mine.count))) { _ in work() }
        // Folders made for outputs that were never written (every row in them refused) go again.
        for folder in created { rmdir(folder) }
        try Interruption.checkpoint()
        return outcomes.withLock { $0 }
    }

    /// A row's error in words: a template parameter's value (or its absence) names the column,
    /// as the row's value came from it; anything else as it describes itself.
    static func describe(_ error: any Error) -> String {
        guard let error = error as? SceneError, let column = error.parameter else { return "\(error)" }
        return "column '\(column)': \(error.message)"
    }

    /// The folders `outputs` lie in that do not exist yet, each with its missing parents, deepest
    /// first: those the run creates, and removes again (`rmdir(2)`, so only while they are empty).
    private static func missingFolders(of outputs: [String]) -> [String] {
        var missing: Set<String> = []
        for output in outputs {
            var folder = URL(fileURLWithPath: output).standardizedFileURL.deletingLastPathComponent().path
            while folder.count > 1, !missing.contains(folder), !FileManager.default.fileExists(atPath: folder) {
                missing.insert(folder)
                folder = (folder as NSString).deletingLastPathComponent
            }
        }
        return missing.sorted { ($0.split(separator: "/").count, $0) > ($1.split(separator: "/").count, $1) }
    }
}
