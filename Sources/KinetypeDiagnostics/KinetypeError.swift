/// What kind of failure an error is, which decides the command line's exit code.
public enum ErrorCategory: Sendable, Hashable {
    /// Bad input: a scene file, markup, a font, a size, a name, an option (exit code 2).
    case input
    /// The work could not be done or written: a render or output failure (exit code 1).
    case output
}

/// An error of Kinetype's: a message that names the input and says how to fix it, and a
/// category. Every module's public error type conforms, so the command line maps errors to exit
/// codes in one place instead of catching each type.
public protocol KinetypeError: Error, CustomStringConvertible {
    /// Whether the input was bad or the work failed; input by default.
    var category: ErrorCategory { get }
}

extension KinetypeError {
    /// ``ErrorCategory/input``: an error is about bad input (exit code 2) unless its type says
    /// otherwise.
    public var category: ErrorCategory { .input }
}
