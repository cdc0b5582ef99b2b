/// How x264 compresses MP4: memory against file size, at the same quality.
///
/// x264 keeps frames it has read but not yet written (its lookahead) and frames it predicts
/// from (reference frames), each about 7–13 MB at 1920x1080, and ffmpeg itself takes about
/// 55 MB. The two settings are calibrated to the same PSNR at the same `--quality` (the
/// constant rate factor differs); measured on the default title card at 1920x1080, 600 frames,
/// ffmpeg's peak memory included:
///
/// | Setting | x264 | CRF at quality 100 | bytes | PSNR (YUV) | peak memory |
/// |---|---|---|---|---|---|
/// | ``standard`` | two slices on two threads, 2 reference frames, 1 B-frame, no macroblock tree | 21 | 505 kB | 61.3 dB | about 135 MB |
/// | ``smallest`` | `medium` preset's 40-frame lookahead and macroblock tree, two frame threads | 18 | 319 kB | 61.1 dB | about 525 MB |
///
/// Both use the `animation` tune and are deterministic (a fixed number of slices or frame
/// threads). Other formats ignore the setting.
///
/// ```swift
/// try card.export(to: URL(fileURLWithPath: "card.mp4"), options: ExportOptions(videoCompression: .smallest))
/// ```
public enum VideoCompression: String, CaseIterable, Sendable {
    /// Bounded memory (under 150 MB at 1920x1080) at the cost of larger files: the default,
    /// so that many renders can run side by side.
    case standard
    /// x264's full lookahead: about 40% fewer bytes at the same quality for about four times
    /// the memory.
    case smallest

    /// x264's constant rate factor for a quality of 1...100: the setting's rate factor at 100
    /// (21 for ``standard``, 18 for ``smallest``, where the two give the same PSNR), one more for
    /// every three steps down, at most 51 (x264's worst).
    public func x264CRF(quality: Int) -> Int {
        min(51, (self == .standard ? 21 : 18) + (100 - min(100, max(1, quality))) / 3)
    }

    /// The x264 arguments after the preset and tune (`medium`, `animation`).
    var x264Arguments: [String] {
        switch self {
        case .standard: return ["-threads", "2", "-x264-params", "sliced-threads=1:ref=2:bframes=1:mbtree=0"]
        case .smallest: return ["-threads", "2"]
        }
    }
}
