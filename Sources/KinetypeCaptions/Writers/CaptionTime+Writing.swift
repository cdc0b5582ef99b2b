import Foundation

extension CaptionTime {
    /// `HH:MM:SS,mmm`.
    static func srt(_ seconds: Double) -> String {
        webVTT(seconds).replacingOccurrences(of: ".", with: ",")
    }

    /// `H:MM:SS.cc`.
    static func ass(_ seconds: Double) -> String {
        let cs = Int(saturating: (max(0, seconds) * 100).rounded())
        return String(format: "%d:%02d:%02d.%02d", cs / 360_000, cs / 6000 % 60, cs / 100 % 60, cs % 100)
    }

    /// `HH:MM:SS.mmm`.
    static func webVTT(_ seconds: Double) -> String {
        let ms = Int(saturating: (max(0, seconds) * 1000).rounded())
        return String(format: "%02d:%02d:%02d.%03d", ms / 3_600_000, ms / 60_000 % 60, ms / 1000 % 60, ms % 1000)
    }
}
