import KinetypeDiagnostics

/// What is wrong with a plot's request: the option or value it came from and how to fix it.
public enum PlotError: KinetypeError, Equatable, Sendable {
    /// Nothing to plot.
    case noSources
    /// `value` given for `option` is not valid; `reason` says what is expected.
    case invalidValue(option: String, value: String, reason: String)

    /// The message: the option, the value in quotes and what to give instead
    /// (`--spring 'fast': not a spring: did you mean 'smooth'? …`).
    public var description: String {
        switch self {
        case .noSources:
            return "nothing to plot: give --spring, --curve, --keyframes, --transition or --effect"
        case .invalidValue(let option, let value, let reason):
            return "\(option) '\(value)': \(reason)"
        }
    }
}
