import Foundation
import KinetypeEffects

extension TitleCard {
    /// Writes every frame as PNG into the folder `url` (`frame-00000.png`, `frame-00001.png` …),
    /// rendering in parallel on all cores.
    public func export(to url: URL) throws {
        try export(to: url, threads: ProcessInfo.processInfo.activeProcessorCount)
    }

    /// Writes every frame as PNG into the folder `url`, rendering on `threads` threads.
    public func export(to url: URL, threads: Int) throws {
        try exportSequence(to: url, indices: Array(0..<frameCount), threads: threads, progress: nil)
    }

    /// Writes frames `indices` as PNG into the folder `url`. The bytes do not depend on `threads`.
    ///
    /// The frames go to a hidden folder beside `url` (``AtomicFile/temporaryURL(beside:)``)
    /// and move into place only when all are written, so a failed render leaves no partial
    /// output. A new folder is renamed into place whole; into an existing folder, the old
    /// `frame-*.png` files are removed and each new frame is renamed in, so other files there
    /// are kept.
    func exportSequence(to url: URL, indices: [Int], threads: Int, progress: (@Sendable (Int, Int) -> Void)?) throws {
        try validate()
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
        if exists, !isDirectory.boolValue {
            throw ExportError.outputIsAFile(path: url.path)
        }
        let staging = try AtomicFile.temporaryURL(beside: url)
        try AtomicFile.removingOnFailure(staging) {
            do {
                try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: false)
            } catch {
                throw ExportError.notWritable(path: url.path)
            }
            let done = ProgressCounter(total: indices.count, report: progress)
            try FrameScheduler(count: indices.count, threads: threads).run { position in
                let index = indices[position]
                let png = try frame(index: index).pngData()
                try png.write(to: staging.appendingPathComponent(TitleCard.frameName(index)))
                done.increment()
            }
            guard exists else {
                try AtomicFile.commit(staging, to: url)
                return
            }
            let manager = FileManager.default
            for name in try manager.contentsOfDirectory(atPath: url.path) where name.hasPrefix("frame-") && name.hasSuffix(".png") {
                try manager.removeItem(at: url.appendingPathComponent(name))
            }
            for index in indices {
                let name = TitleCard.frameName(index)
                try AtomicFile.commit(staging.appendingPathComponent(name), to: url.appendingPathComponent(name))
            }
            try manager.removeItem(at: staging)
        }
    }

    /// `frame-00042.png`.
    public static func frameName(_ index: Int) -> String {
        "frame-" + String(format: "%05d", index) + ".png"
    }
}
