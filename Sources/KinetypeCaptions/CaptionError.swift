import Foundation
import KinetypeDiagnostics

/// What is wrong with a caption file: the file, the line (when known) and how to fix it.
public struct CaptionError: KinetypeError, Hashable, Sendable, LocalizedError {
    public var file: String
    /// The 1-based line; 0 when the problem is the whole file.
    public var line: Int
    public var message: String

    public init(file: String, line: Int, _ message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    public var description: String { line > 0 ? "\(file):\(line): \(message)" : "\(file): \(message)" }
    public var errorDescription: String? { description }
}
