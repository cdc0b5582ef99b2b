import KinetypeDiagnostics

extension ExportError: KinetypeError {
    /// A frame range, an output name whose format cannot be told and chunks that do not make one card
    /// are bad input; the rest are failures to write.
    public var category: ErrorCategory {
        switch self {
        case .frameRangeOutOfBounds, .unknownFormat, .cannotDrawOverVideo, .noCaptions, .badChunks, .timelineMedia, .soundtrackOverVideo: return .input
        default: return .output
        }
    }
}
