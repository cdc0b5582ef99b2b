import KinetypeDiagnostics

extension GraphicsError: KinetypeError {
    /// A canvas size is bad input; anything else is a drawing or output failure.
    public var category: ErrorCategory {
        if case .invalidCanvasSize = self { return .input }
        return .output
    }
}
