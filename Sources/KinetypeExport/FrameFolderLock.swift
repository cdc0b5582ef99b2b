import Foundation
import KinetypePrimitives
import Glibc
import KinetypeDiagnostics

/// One render's ownership of an existing frame folder while it writes frames into it: the file
/// `.kinetype.lock` in the folder, locked with `flock(2)` and holding the owner's pid.
///
/// A second render into the same folder fails at once with ``ExportError/folderBusy(path:pid:)``
/// naming the owner, instead of interleaving its frames with the first one's.
///
/// `flock` locks belong to the open file and go away when the process ends, even by SIGKILL, so a
/// killed render never leaves the folder locked. Its lock file stays, though, with the dead pid:
/// it marks a folder whose frames may be a mix of two renders, until the next render into the
/// folder completes and removes it. ``release()`` removes the file before it unlocks, so a
/// waiting render always locks a file that is still in the folder (see ``init(folder:)``).
final class FrameFolderLock {
    /// The lock file's name.
    static let fileName = ".kinetype.lock"

    /// The lock file.
    let url: URL
    private let descriptor: Int32

    /// Locks `folder`, or throws ``ExportError/folderBusy(path:pid:)`` when another process holds
    /// it.
    init(folder: URL) throws {
        url = folder.appendingPathComponent(Self.fileName)
        var held: Int32?
        for _ in 0..<10 {
            let descriptor = open(url.path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
            guard descriptor >= 0 else {
                throw ExportError.notWritable(path: folder.path, reason: SystemError.reason(errno: errno))
            }
            guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
                let code = errno
                let owner = Self.owner(descriptor)
                close(descriptor)
                guard code == EWOULDBLOCK else {
                    throw ExportError.notWritable(path: folder.path, reason: SystemError.reason(errno: code))
                }
                throw ExportError.folderBusy(path: folder.path, pid: owner)
            }
            // The previous owner removes the file as it finishes; if it did so between this
            // open and this flock, the lock is on a file no one else can see: open again.
            var locked = stat(), current = stat()
            if fstat(descriptor, &locked) == 0, stat(url.path, &current) == 0,
               locked.st_dev == current.st_dev, locked.st_ino == current.st_ino {
                held = descriptor
                break
            }
            close(descriptor)
        }
        guard let held else {
            throw ExportError.folderBusy(path: folder.path, pid: nil)
        }
        descriptor = held
        let pid = Data("\(getpid())\n".utf8)
        _ = ftruncate(descriptor, 0)
        _ = pid.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) }
        Interruption.register(temporary: url)
    }

    /// Removes the lock file, then unlocks.
    func release() {
        unlink(url.path)
        close(descriptor)
        Interruption.unregister(temporary: url)
    }

    /// The pid written in an open lock file, if it holds one.
    private static func owner(_ descriptor: Int32) -> Int32? {
        var bytes = [UInt8](repeating: 0, count: 16)
        let count = bytes.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, 0) }
        guard count > 0 else { return nil }
        return Int32(String(decoding: bytes[..<count], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
    }
}
