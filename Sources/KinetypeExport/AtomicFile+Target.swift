import Foundation
import KinetypePrimitives
import Glibc
import KinetypeDiagnostics

extension AtomicFile {
    /// What an output path leads to once symbolic links are followed: the path at the end of
    /// the links, and what is there.
    ///
    /// Links are followed by hand (`readlink(2)`, up to 40, as the kernel allows) rather than
    /// with `realpath(3)`, so a link to a file that does not exist yet leads to where that file
    /// will be made, as `>` in a shell does.
    package struct Target: Equatable {
        /// What is at a path.
        package enum Kind: Equatable, CustomStringConvertible {
            case nothing, regularFile, folder, characterDevice, fifo, socket, blockDevice

            /// "a file", "a FIFO", … for messages.
            package var description: String {
                switch self {
                case .nothing: return "nothing"
                case .regularFile: return "a file"
                case .folder: return "a folder"
                case .characterDevice: return "a character device"
                case .fifo: return "a FIFO (named pipe)"
                case .socket: return "a socket"
                case .blockDevice: return "a block device"
                }
            }
        }

        /// The path after following links.
        package var url: URL
        /// What is there.
        package var kind: Kind

        /// Follows `url`'s links and looks at what is at the end (`lstat(2)`).
        package init(_ url: URL) throws {
            var path = url.path
            for _ in 0..<40 {
                var info = stat()
                guard lstat(path, &info) == 0 else {
                    guard errno == ENOENT else {
                        throw ExportError.notWritable(path: url.relativePath, reason: SystemError.reason(errno: errno))
                    }
                    self.url = URL(fileURLWithPath: path)
                    kind = .nothing
                    return
                }
                guard info.st_mode & S_IFMT == S_IFLNK else {
                    self.url = URL(fileURLWithPath: path)
                    kind = Kind(mode: info.st_mode)
                    return
                }
                let link: String
                do {
                    link = try FileManager.default.destinationOfSymbolicLink(atPath: path)
                } catch {
                    throw ExportError.notWritable(path: url.relativePath, reason: SystemError.reason(error))
                }
                path = link.hasPrefix("/") ? link : (path as NSString).deletingLastPathComponent + "/" + link
            }
            throw ExportError.notWritable(path: url.relativePath, reason: SystemError.reason(errno: ELOOP))
        }
    }

    /// Runs `body` with a path named `name` in a new private folder in the temporary folder
    /// (`.kinetype.<pid>.<random>.partial`), then removes the folder, whether `body` succeeds,
    /// throws or is interrupted. For output that is copied somewhere when it is complete.
    package static func staged<R>(name: String, _ body: (URL) throws -> R) throws -> R {
        let folder = try temporaryURL(beside: FileManager.default.temporaryDirectory.appendingPathComponent("kinetype"))
        defer {
            try? FileManager.default.removeItem(at: folder)
            Interruption.unregister(temporary: folder)
        }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false,
                                                    attributes: [.posixPermissions: 0o700])
        } catch {
            throw ExportError.notWritable(path: folder.path, reason: SystemError.reason(error))
        }
        return try body(folder.appendingPathComponent(name.isEmpty ? "output" : name))
    }

    /// Opens the character device or FIFO at `device` for writing (no `O_CREAT`, no `O_TRUNC`:
    /// nothing is created or replaced) and copies the file `source` into it. Errors name
    /// `reportedAs`, the path as the caller gave it.
    ///
    /// A FIFO is written once a reader opens it, as any writer of a FIFO waits. The wait polls
    /// (a non-blocking `open(2)` every 20 ms, which fails with `ENXIO` while no one reads) rather
    /// than sleeping inside `open(2)`, so an interruption (SIGINT, SIGTERM) is seen at once.
    static func copy(_ source: URL, to device: URL, reportedAs path: String) throws {
        var descriptor: Int32
        while true {
            descriptor = open(device.path, O_WRONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK)
            if descriptor >= 0 { break }
            guard errno == ENXIO || errno == EINTR else {
                throw ExportError.notWritable(path: path, reason: SystemError.reason(errno: errno))
            }
            try Interruption.checkpoint()
            usleep(20_000)
        }
        defer { close(descriptor) }
        // Writes block again, as a writer of a FIFO or device expects.
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        var info = stat()
        guard fstat(descriptor, &info) == 0, Target.Kind(mode: info.st_mode) == .characterDevice || Target.Kind(mode: info.st_mode) == .fifo else {
            throw ExportError.notWritable(path: path, reason: "it stopped being a device or FIFO while the card rendered")
        }
        try copy(source, toDescriptor: descriptor, reportedAs: path)
    }

    /// Copies the file `source` to the open `descriptor` a megabyte at a time, stopping at an
    /// interruption. Write errors (`EPIPE` from a closed pipe, as SIGPIPE is ignored; `ENOSPC`
    /// from `/dev/full`; `EBADF` from a closed descriptor) throw
    /// ``ExportError/notWritable(path:reason:)`` naming `reportedAs`.
    package static func copy(_ source: URL, toDescriptor descriptor: Int32, reportedAs path: String) throws {
        let input = open(source.path, O_RDONLY | O_CLOEXEC)
        guard input >= 0 else {
            throw ExportError.notWritable(path: path, reason: SystemError.reason(errno: errno))
        }
        defer { close(input) }
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 20, alignment: 1)
        defer { buffer.deallocate() }
        while true {
            try Interruption.checkpoint()
            let count = read(input, buffer.baseAddress, buffer.count)
            if count < 0 {
                if errno == EINTR { continue }
                throw ExportError.notWritable(path: path, reason: SystemError.reason(errno: errno))
            }
            if count == 0 { return }
            var written = 0
            while written < count {
                let result = Glibc.write(descriptor, buffer.baseAddress! + written, count - written)
                if result < 0 {
                    if errno == EINTR { continue }
                    throw ExportError.notWritable(path: path, reason: SystemError.reason(errno: errno))
                }
                written += result
            }
        }
    }
}

extension AtomicFile.Target.Kind {
    /// The kind a `stat` mode names.
    init(mode: mode_t) {
        switch mode & S_IFMT {
        case S_IFREG: self = .regularFile
        case S_IFDIR: self = .folder
        case S_IFCHR: self = .characterDevice
        case S_IFIFO: self = .fifo
        case S_IFSOCK: self = .socket
        case S_IFBLK: self = .blockDevice
        default: self = .regularFile
        }
    }
}
