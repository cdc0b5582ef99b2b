import KinetypeCard

extension TitleCard {
    /// The rules of a Telegram animated sticker (512×512, at most 3 s, 30 or 60 fps, at most
    /// 64 KB gzipped) that a card breaks, each with how to fix it; empty when it keeps them all
    /// (the size rule is checked on the file).
    public func stickerRuleBreaks(bytes: Int? = nil) -> [String] {
        var broken: [String] = []
        if pixelWidth != 512 || pixelHeight != 512 { broken.append("the canvas must be 512x512, not \(pixelWidth)x\(pixelHeight)") }
        if duration > 3 + 1e-9 { broken.append("it may last at most 3 s, not \(duration.decimalText(places: 4)) s") }
        if fps != 30 && fps != 60 { broken.append("its frame rate must be 30 or 60 fps, not \(fps.decimalText(places: 4))") }
        if let bytes, bytes > 64 * 1024 { broken.append("the file may hold at most 64 KB, not \(bytes / 1024) KB: fewer or simpler glyphs, or less motion") }
        return broken
    }
}
