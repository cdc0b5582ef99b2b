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

    /// Writes frames `indices` as PNG into the folder `url`. The frames go to a hidden folder
    /// beside `url` first and move into place only when all are written, so a failed render
    /// leaves no partial output. The bytes do not depend on `threads`.
    func exportSequence(to url: URL, indices: [Int], threads: Int, progress: (@Sendable (Int, Int) -> Void)?) throws {
        try validate()
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue {
            throw ExportError.outputIsAFile(path: url.path)
        }
        let parent = url.deletingLastPathComponent()
        guard FileManager.default.fileExists(atPath: parent.path) else { throw ExportError.folderMissing(path: parent.path) }
        let staging = parent.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString.prefix(8)).partial")
        do {
            try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: false)
        } catch {
            throw ExportError.notWritable(path: url.path)
        }
        do {
            let done = ProgressCounter(total: indices.count, report: progress)
            try FrameScheduler(count: indices.count, threads: threads).run { position in
                let index = indices[position]
                let png = try frame(index: index).pngData()
                try png.write(to: staging.appendingPathComponent(TitleCard.frameName(index)))
                done.increment()
            }
            if isDirectory.boolValue {
                for name in try FileManager.default.contentsOfDirectory(atPath: url.path) where name.hasPrefix("frame-") && name.hasSuffix(".png") {
                    try FileManager.default.removeItem(at: url.appendingPathComponent(name))
                }
                for index in indices {
                    let name = TitleCard.frameName(index)
                    try FileManager.default.moveItem(at: staging.appendingPathComponent(name), to: url.appendingPathComponent(name))
                }
                try FileManager.default.removeItem(at: staging)
            } else {
                try FileManager.default.moveItem(at: staging, to: url)
            }
        } catch {
            try? FileManager.default.removeItem(at: staging)
            throw error
        }
    }

    /// `frame-00042.png`.
    public static func frameName(_ index: Int) -> String {
        "frame-" + String(format: "%05d", index) + ".png"
    }
}

/// Runs `count` independent jobs on `threads` threads, each job by index; rethrows the first
/// failure (by index, so the error does not depend on scheduling).
package struct FrameScheduler {
    let count: Int
    let threads: Int

    package init(count: Int, threads: Int) {
        self.count = count
        self.threads = max(1, threads)
    }

    package func run(_ job: (Int) throws -> Void) throws {
        /// The shared counter and failures, behind one lock.
        final class State: @unchecked Sendable {
            let lock = NSLock()
            var next = 0
            var errors: [Int: Error] = [:]
        }
        let state = State()
        let count = self.count
        let workers = min(threads, count)
        withoutActuallyEscaping(job) { job in
            DispatchQueue.concurrentPerform(iterations: workers) { _ in
                while true {
                    state.lock.lock()
                    let index = state.next
                    state.next += 1
                    let failed = !state.errors.isEmpty
                    state.lock.unlock()
                    guard index < count, !failed else { return }
                    do {
                        try job(index)
                    } catch {
                        state.lock.lock()
                        state.errors[index] = error
                        state.lock.unlock()
                    }
                }
            }
        }
        if let first = state.errors.keys.min() { throw state.errors[first]! }
    }
}

/// Counts finished frames from several threads and reports each step.
final class ProgressCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var done = 0
    let total: Int
    let report: (@Sendable (Int, Int) -> Void)?

    init(total: Int, report: (@Sendable (Int, Int) -> Void)?) {
        self.total = total
        self.report = report
    }

    func increment() {
        lock.lock()
        done += 1
        let value = done
        lock.unlock()
        report?(value, total)
    }
}
