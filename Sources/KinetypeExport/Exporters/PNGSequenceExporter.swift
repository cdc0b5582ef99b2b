import KinetypeCard
import Foundation
import KinetypePrimitives
import Glibc
import KinetypeDiagnostics
import KinetypeEffects
import KinetypeEncoders
import KinetypeGraphics

/// Writes every frame as PNG into a folder (``ExportFormat/pngSequence``: `frame-00000.png` …),
/// compressed as ``PNGOptions/compression`` says; a path without an extension names it.
public struct PNGSequenceExporter: CardExporter {
    /// The PNG formats' settings.
    public typealias Options = PNGOptions

    /// The writer of folders of PNG frames.
    public init() {}

    /// ``ExportFormat/pngSequence``.
    public var format: ExportFormat { .pngSequence }
    /// The folder's name has none.
    public var extensions: [String] { [""] }
    /// Two frames a thread rendered ahead of the writer.
    public func frameBuffers(threads: Int) -> Int { 2 * threads }

    /// Writes frames `indices` as `frame-NNNNN.png` into the folder `url` on ``ExportOptions/threads``
    /// threads: a new folder appears whole when all are written; into an existing one under its lock
    /// (a second render into it fails at once), replacing only the frames of the same names.
    public func export(_ card: TitleCard, to url: URL, indices: [Int], options: ExportOptions, settings: PNGOptions) throws {
        try card.exportSequence(to: url, indices: indices, threads: options.threads, progress: options.progress,
                                compression: settings.compression)
    }
}

extension TitleCard {
    /// Writes the card to `url` in the format its extension names, as `-o` does
    /// (``ExportFormat/init(path:)``: `.gif`, `.mp4`, `.png` …; a path without an extension, or
    /// ending in `/`, is a folder of PNG frames), rendering in parallel on all cores. An extension
    /// no format has is refused with ``ExportError/unknownFormat(path:)``, nothing written.
    public func export(to url: URL) throws {
        try export(to: url, threads: ProcessInfo.processInfo.activeProcessorCount)
    }

    /// Writes the card to `url` in the format its extension names (as ``export(to:)``), rendering
    /// on `threads` threads.
    public func export(to url: URL, threads: Int) throws {
        try export(to: url, options: ExportOptions(threads: threads))
    }

    /// Writes frames `indices` as PNG (compressed as `compression` says) into the folder `url`.
    /// The bytes do not depend on `threads`.
    ///
    /// Only the frames in `indices` are written, and no other file is touched: `--frames 5..9`
    /// into a folder that holds frames 0–4 of an earlier render keeps them, and so does a file of
    /// the user's named like a frame.
    ///
    /// - A new folder is made whole: the frames go into a hidden folder beside it
    ///   (``AtomicFile/temporaryURL(beside:)``), which is renamed into place when all are
    ///   written, so a failed, interrupted or killed render leaves nothing under the name.
    /// - Into an existing folder, the render first takes the folder's lock
    ///   (``FrameFolderLock``: a second render into it fails at once), writes its frames into a
    ///   hidden folder inside it, then renames them in one by one over frames of the same names.
    ///   A failure or an interruption before the renames leaves the folder as it was. SIGKILL
    ///   during the renames (a few milliseconds) can leave some frames new and some old; the lock
    ///   file, which stays then, marks such a folder until the next render into it completes.
    func exportSequence(to url: URL, indices: [Int], threads: Int, progress: (@Sendable (Int, Int) -> Void)?, compression: PNGCompression = .fast) throws {
        try validate()
        let target = try AtomicFile.Target(url)
        switch target.kind {
        case .nothing:
            let staging = try AtomicFile.temporaryURL(beside: target.url)
            try AtomicFile.removingOnFailure(staging) {
                try renderFrames(indices, into: staging, threads: threads, progress: progress, compression: compression, reportedAs: url.relativePath)
                try Interruption.checkpoint()
                if rename(staging.path, target.url.path) == 0 {
                    Interruption.unregister(temporary: staging)
                    return
                }
                guard errno == EEXIST || errno == ENOTEMPTY else {
                    throw ExportError.notWritable(path: url.relativePath, reason: SystemError.reason(errno: errno))
                }
                // Another render made the folder meanwhile: move in under its lock, as into any
                // existing folder.
                let lock = try FrameFolderLock(folder: target.url)
                defer { lock.release() }
                try moveFrames(indices, from: staging, into: target.url)
            }
        case .folder:
            let lock = try FrameFolderLock(folder: target.url)
            defer { lock.release() }
            let staging = try AtomicFile.temporaryURL(beside: target.url.appendingPathComponent("frames"))
            try AtomicFile.removingOnFailure(staging) {
                try renderFrames(indices, into: staging, threads: threads, progress: progress, compression: compression, reportedAs: url.relativePath)
                try moveFrames(indices, from: staging, into: target.url)
            }
        default:
            throw ExportError.framesNeedAFolder(path: url.relativePath, kind: target.kind.description)
        }
    }

    /// Makes the folder `staging` and writes frames `indices` into it as PNG compressed as
    /// `compression` says, each encoded and written on the thread that rendered it
    /// (``renderAhead(_:threads:prepare:consume:)``).
    private func renderFrames(_ indices: [Int], into staging: URL, threads: Int, progress: (@Sendable (Int, Int) -> Void)?,
                              compression: PNGCompression, reportedAs path: String) throws {
        do {
            try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: false)
        } catch {
            throw ExportError.describing(error, writing: path)
        }
        let folder = path
        try renderAhead(indices, threads: threads, prepare: { position, frame in
            let name = TitleCard.frameName(indices[position])
            let png = try frame.pngData(compression: compression)
            do {
                try TitleCard.writeNewFile(png, at: staging.appendingPathComponent(name))
            } catch {
                throw ExportError.describing(error, writing: (folder as NSString).appendingPathComponent(name))
            }
        }) { position, _ in
            progress?(position + 1, indices.count)
        }
    }

    /// Writes `data` to a new file at `url` without flushing it to disk (`Data.write(to:)` on
    /// Linux calls `fsync` on every file: a frame a thread waited for the disk, about 6% of a
    /// 1080p PNG sequence's time). Other processes see the frames only after the folder's
    /// rename, complete; only a power cut right after a render could find one not yet on disk,
    /// as with any tool's frames.
    private static func writeNewFile(_ data: Data, at url: URL) throws {
        let descriptor = open(url.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw NSError(domain: NSPOSIXErrorDomain, code: Int(errno)) }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        try handle.write(contentsOf: data)
        try handle.close()
    }

    /// Renames each frame of `indices` from `staging` into `folder`, then removes `staging`.
    private func moveFrames(_ indices: [Int], from staging: URL, into folder: URL) throws {
        try Interruption.checkpoint()
        for index in indices {
            let name = TitleCard.frameName(index)
            guard rename(staging.appendingPathComponent(name).path, folder.appendingPathComponent(name).path) == 0 else {
                throw ExportError.notWritable(path: folder.appendingPathComponent(name).path, reason: SystemError.reason(errno: errno))
            }
        }
        try? FileManager.default.removeItem(at: staging)
        Interruption.unregister(temporary: staging)
    }

    /// `frame-00042.png`.
    public static func frameName(_ index: Int) -> String {
        "frame-" + String(format: "%05d", index) + ".png"
    }
}

extension ExportFormat {
    /// Every frame as PNG in a folder: `frame-00000.png` …
    public static let pngSequence = ExportFormat(name: "png-sequence")
}
