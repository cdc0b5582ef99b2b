/// How hard the PNG writer compresses: speed against file size, never quality. PNG is lossless,
/// so every setting decodes to the same pixels.
///
/// Each setting is a zlib level for libspng, with PNG's row filter off. On Kinetype's frames
/// (text over flat and gradient backgrounds, glows, clear backgrounds) unfiltered rows came out
/// smaller than any of PNG's filters, and than libspng's or libpng's choice among them row by
/// row, at every level, besides being faster; the figures are in
/// `Sources/KinetypeBenchmarks/BENCHMARKS.md`. On a 1280x720 title frame, conversion from
/// premultiplied colour included (Cairo's own writer, zlib 6 with filters chosen row by row,
/// took about 28 ms for 66 kB):
///
/// | Setting | zlib level | 1280x720 title frame |
/// |---|---|---|
/// | ``fast`` | 1 | about 6 ms, 84 kB |
/// | ``balanced`` | 6 | about 13 ms, 54 kB |
/// | ``smallest`` | 9 | about 23 ms, 46 kB |
///
/// ```swift
/// let png = try frame.pngData(compression: .balanced)
/// try card.export(to: URL(fileURLWithPath: "frames/"), options: ExportOptions(pngCompression: .smallest))
/// ```
public enum PNGCompression: String, CaseIterable, Sendable {
    /// zlib level 1: the fastest, for PNG sequences another tool reads next (the default).
    case fast
    /// zlib level 6 (zlib's own default): a third smaller than ``fast``, a little over twice the time.
    case balanced
    /// zlib level 9: the smallest files, about four times the time of ``fast``.
    case smallest

    /// The zlib compression level (`SPNG_IMG_COMPRESSION_LEVEL`).
    var zlibLevel: Int32 {
        switch self {
        case .fast: return 1
        case .balanced: return 6
        case .smallest: return 9
        }
    }
}
