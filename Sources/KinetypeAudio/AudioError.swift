import KinetypeDiagnostics

/// What can go wrong analysing sound besides reading the file (which `VideoError` names): a
/// value given for the analysis that it cannot take, named as the user wrote it, with how to fix
/// it.
///
/// ```swift
/// do { _ = try AudioBand.list("250-60") }
/// catch let error as AudioError { print(error) }
/// // --bands: '250-60' runs from 250 Hz down to 60 Hz; give the lower frequency first, as 60-250
/// ```
public enum AudioError: Error, Equatable, CustomStringConvertible, KinetypeError {
    /// A band (`--bands`) that does not read as `LOW-HIGH` in hertz, or lies outside 0 to the
    /// Nyquist frequency (half the sampling rate); `reason` says which.
    case badBand(String, reason: String)
    /// A frame rate (`--fps`) outside what the analysis takes.
    case badFrameRate(Double)

    /// The message: the value, what is wrong with it and how to fix it.
    public var description: String {
        switch self {
        case .badBand(let text, let reason):
            return "--bands: '\(text)' \(reason)"
        case .badFrameRate(let fps):
            return "--fps \(fps) is not a frame rate the analysis takes: give frames a second from \(Int(AudioAnalysis.fpsRange.lowerBound)) to \(Int(AudioAnalysis.fpsRange.upperBound)), for example 30"
        }
    }
}
