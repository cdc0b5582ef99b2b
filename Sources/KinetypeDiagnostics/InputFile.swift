import Foundation
import Glibc

/// Reads a file a user names as input (a scene, captions, rows, an image): the one place that
/// decides what can be read and says why a file cannot.
///
/// With `streams`, what a shell hands a program for a file is read too: a pipe or FIFO,
/// `<(command)`, `/dev/stdin`, a device. A FIFO is read as `cat` reads it: from its writer,
/// however late the writer opens it, until every writer has closed it (a process that waits on
/// a FIFO nobody opens is stopped by SIGINT or SIGTERM, as the command line's handler exits
/// after its grace period); a device that never ends (`/dev/zero`) stops at the limit.
/// Without, only a regular file is read, and anything else is refused before it is opened.
///
/// ```swift
/// do {
///     let data = try InputFile.read(url, limit: 64 << 20, streams: true)
/// } catch {
///     throw SceneError(.unreadableFile, file: name, message: "cannot read the scene file: \(error.reason)")
/// }
/// ```
package enum InputFile {
    /// Why a file cannot be read.
    package enum Failure: Error, Equatable, Sendable {
        /// Nothing is at the path.
        case missing
        /// The path's symbolic links loop (a link to itself, or two links to each other): the
        /// system's `ELOOP`, which is not a missing file.
        case linkLoop
        /// A folder where a file is needed.
        case folder
        /// A FIFO, device or socket where a regular file is needed.
        case notRegular
        /// More bytes than the limit.
        case tooLarge(limit: Int)
        /// What the system said (`strerror`'s text).
        case system(String)

        /// The reason in words, to follow the file's name: "no such file", "it is a folder" …
        package var reason: String {
            switch self {
            case .missing: "no such file"
            case .linkLoop: "its symbolic links loop (a link points back to itself, or two links to each other), so it names no file: point the link at the file"
            case .folder: "it is a folder"
            case .notRegular: "it is not a regular file"
            case .tooLarge(let limit): "it is larger than \(limit) bytes"
            case .system(let text): text
            }
        }
    }

    /// Why nothing can be read at `path`, before it is opened: ``Failure/missing``,
    /// ``Failure/linkLoop`` or what the system said; nil when something is there (which
    /// ``read(_:limit:streams:)`` may still refuse). For a front end that checks a path first.
    package static func absence(at path: String) -> Failure? {
        var status = stat()
        return stat(path, &status) == 0 ? nil : failure(errno: errno)
    }

    /// The failure of a call that set `code` in `errno`.
    private static func failure(errno code: Int32) -> Failure {
        switch code {
        case ENOENT, ENOTDIR: .missing
        case ELOOP: .linkLoop
        default: .system(SystemError.reason(errno: code))
        }
    }

    /// The bytes of the file at `url`, at most `limit`.
    package static func read(_ url: URL, limit: Int, streams: Bool = false) throws(Failure) -> Data {
        let path = url.path
        var status = stat()
        guard stat(path, &status) == 0 else { throw failure(errno: errno) }
        let kind = status.st_mode & S_IFMT
        guard kind != S_IFDIR else { throw .folder }
        guard streams || kind == S_IFREG else { throw .notRegular }
        guard kind != S_IFREG || Int(status.st_size) <= limit else { throw .tooLarge(limit: limit) }
        // Opened without waiting (a blocking open(2) of a FIFO waits for a writer, and of an
        // anonymous pipe whose writer is gone would never return), then, for a FIFO, waiting
        // until a writer has come: poll(2) reports nothing for a FIFO that has had no writer
        // since it was opened, and its data or its end once one has. Only then do reads block,
        // so the end (a read of 0 bytes) is the last writer closing, not a writer not yet there.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { throw failure(errno: errno) }
        defer { close(descriptor) }
        if kind == S_IFIFO {
            var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            while poll(&ready, 1, -1) < 0 {
                guard errno == EINTR else { throw .system(SystemError.reason(errno: errno)) }
            }
        }
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        var data = Data(capacity: kind == S_IFREG ? Int(status.st_size) : 0)
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let got = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if got > 0 {
                guard data.count + got <= limit else { throw .tooLarge(limit: limit) }
                data.append(contentsOf: chunk[..<got])
            } else if got == 0 {
                return data
            } else if errno != EINTR && errno != EAGAIN {
                throw .system(SystemError.reason(errno: errno))
            }
        }
    }
}
