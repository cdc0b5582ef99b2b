import KinetypeCard

extension TitleCard {
    /// The card drawn at the size of `width` × `height` footage: itself when its frames are that
    /// size already; scaled by the ratio of the sizes when its canvas has the footage's shape
    /// (a 640x360 card over 1280x720 footage is drawn twice as large, everything in it too);
    /// nil when the shapes differ (the scaled sides would not both round to the footage's).
    public func scaled(toFootageWidth footageWidth: Int, height footageHeight: Int) -> TitleCard? {
        if pixelWidth == footageWidth, pixelHeight == footageHeight { return self }
        let scaled = self.scaled(by: Double(footageWidth) / Double(width))
        guard scaled.pixelWidth == footageWidth, scaled.pixelHeight == footageHeight else { return nil }
        return scaled
    }
}
