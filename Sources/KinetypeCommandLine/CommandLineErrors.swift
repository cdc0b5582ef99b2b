import ArgumentParser
import Kinetype

/// A command-line value that is not valid; names the option and says how to fix it (exit 2).
struct InputError: KinetypeError {
    var description: String
    init(_ description: String) { self.description = description }
}

/// A failure writing the output (exit 1).
struct OutputError: KinetypeError {
    var description: String
    var category: ErrorCategory { .output }
    init(_ description: String) { self.description = description }
}

/// A command that serves until SIGINT or SIGTERM stops it (the preview): the signal is how it
/// ends, so the command exits 0 rather than 130 or 143.
protocol ServesUntilInterrupted {}

/// Runs the checks of a `validate()`, turning an ``InputError`` (or any bad-input
/// `KinetypeError`) into ArgumentParser's `ValidationError`, which it prints with the usage and
/// which exits 2 like other bad input (an error of another type would exit 1).
func validating(_ checks: () throws -> Void) throws {
    do {
        try checks()
    } catch let error as KinetypeError where error.category == .input {
        throw ValidationError(error.description)
    }
}
