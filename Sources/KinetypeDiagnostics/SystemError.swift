import Foundation

/// Why a file or process operation failed, as the system says it: `strerror(3)`'s text for an
/// `errno` ("No space left on device", "Is a directory"), also when the errno is wrapped in a
/// Foundation error.
///
/// Messages put it after the path they name, `cannot write 'out.gif': No space left on device`,
/// instead of printing a Foundation error, whose description is a dump of its domain, code and
/// user info.
///
/// ```swift
/// SystemError.reason(errno: ENOSPC)             // "No space left on device"
/// do { try Data(contentsOf: folder) } catch {
///     SystemError.reason(error)                  // "Is a directory"
/// }
/// ```
package enum SystemError {
    /// `strerror(3)`'s text for `code`.
    package static func reason(errno code: Int32) -> String {
        String(cString: strerror(code))
    }

    /// The reason `error` gives: the text of the POSIX error it is or wraps (Foundation keeps the
    /// errno as the underlying error of its file errors), else the meaning of a known file error
    /// code, else its localized description.
    package static func reason(_ error: any Error) -> String {
        if let code = posixCode(error) { return reason(errno: code) }
        let error = error as NSError
        if error.domain == NSCocoaErrorDomain, let code = cocoaFileErrors[error.code] { return reason(errno: code) }
        return error.localizedDescription
    }

    /// The reason, when `error` is a Foundation file error or a POSIX error; nil for any other
    /// error (Kinetype's own, a caller's), which says what it means itself.
    package static func reasonIfSystemError(_ error: any Error) -> String? {
        let domain = (error as NSError).domain
        guard domain == NSCocoaErrorDomain || domain == NSPOSIXErrorDomain else { return nil }
        return reason(error)
    }

    /// The errno in `error` or in its chain of underlying errors, if there is one.
    private static func posixCode(_ error: any Error) -> Int32? {
        var current: NSError? = error as NSError
        while let error = current {
            if error.domain == NSPOSIXErrorDomain { return Int32(truncatingIfNeeded: error.code) }
            current = error.userInfo[NSUnderlyingErrorKey] as? NSError
        }
        return nil
    }

    /// Foundation file error codes that stand for one errno, for errors that carry no
    /// underlying POSIX error.
    private static let cocoaFileErrors: [Int: Int32] = [
        CocoaError.fileNoSuchFile.rawValue: ENOENT,
        CocoaError.fileReadNoSuchFile.rawValue: ENOENT,
        CocoaError.fileReadNoPermission.rawValue: EACCES,
        CocoaError.fileWriteNoPermission.rawValue: EACCES,
        CocoaError.fileWriteOutOfSpace.rawValue: ENOSPC,
        CocoaError.fileWriteVolumeReadOnly.rawValue: EROFS,
        CocoaError.fileWriteFileExists.rawValue: EEXIST,
    ]
}
