import KinetypeDiagnostics

extension ExportError: KinetypeError {
    /// A frame range or an output name whose format cannot be told is bad input; the rest are
    /// failures to write.
    public var category: ErrorCategory {
        switch self {
        case .frameRangeOutOfBounds, .unknownFormat: return .input
        default: return .output
        }
    }
}
