import KinetypeDiagnostics

extension ExportError: KinetypeError {
    /// A frame range, an output name whose format cannot be told and an input video or chunks that
    /// do not read are bad input; the rest are failures to write.
    public var category: ErrorCategory {
        switch self {
        case .frameRangeOutOfBounds, .unknownFormat, .cannotDrawOverVideo, .noCaptions, .sizeMismatch, .unreadableVideo, .badChunks, .timelineMedia: return .input
        default: return .output
        }
    }
}
