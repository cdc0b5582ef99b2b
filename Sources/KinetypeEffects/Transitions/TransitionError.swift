import KinetypeDiagnostics

/// A transition's timing that is not valid; says how to fix it. (Unknown names and parameters
/// are ``CatalogError``s.)
public enum TransitionError: KinetypeError, Equatable, Sendable, CustomStringConvertible {
    /// Transition `name` was given a duration that is 0, negative or not finite.
    case invalidDuration(name: String, duration: Double)
    /// Transition `name` was given a delay that is negative or not finite.
    case invalidDelay(name: String, delay: Double)

    /// The error as a user reads it: the transition, the value given and the values allowed.
    public var description: String {
        switch self {
        case .invalidDuration(let name, let duration):
            return "transition '\(name)': duration \(duration) is not valid; give seconds greater than 0"
        case .invalidDelay(let name, let delay):
            return "transition '\(name)': delay \(delay) is not valid; give 0 or more seconds"
        }
    }
}
