import Foundation

/// VobSub (DVD subtitles: an MPEG stream of pictures of text, and its `.idx` index), which
/// Kinetype recognises but does not read: the one format refused, before any other is
/// detected, with the way to turn it into one that reads.
enum VobSub {
    /// Whether `data` starts as a VobSub stream (an MPEG pack header) or index does.
    static func sniff(bytes data: Data) -> Bool {
        data.starts(with: [0x00, 0x00, 0x01, 0xBA]) || data.prefix(64).starts(with: Data("# VobSub index file".utf8))
    }

    /// Throws the advice when `input` is VobSub.
    static func refuse(_ input: CaptionInput) throws(CaptionError) {
        guard sniff(bytes: input.data) else { return }
        throw CaptionError(file: input.fileName, line: 0, """
            this is VobSub (DVD subtitles: pictures of text, not text): turn it into SRT with an OCR tool such as Subtitle Edit first
            """)
    }
}
