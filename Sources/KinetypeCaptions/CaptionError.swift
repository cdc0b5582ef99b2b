import Foundation
import KinetypeDiagnostics

/// What is wrong with a caption file: the file, the line (when known) and how to fix it.
public struct CaptionError: KinetypeError, Hashable, Sendable, LocalizedError {
    /// The caption file's name as given (its path as the user wrote it).
    public var file: String
    /// The 1-based line; 0 when the problem is the whole file.
    public var line: Int
    /// What is wrong and how to fix it, without the file and line.
    public var message: String

    /// An error in `file` at `line` (0 for the whole file).
    public init(file: String, line: Int, _ message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    /// `file:line: message`, or `file: message` when the line is 0.
    public var description: String { line > 0 ? "\(file):\(line): \(message)" : "\(file): \(message)" }
    /// The same as ``description``, for Foundation's `localizedDescription`.
    public var errorDescription: String? { description }
}
