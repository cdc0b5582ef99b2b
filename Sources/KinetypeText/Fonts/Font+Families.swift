import Foundation

extension Font {
    /// Kinetype: the font families `Font.custom(_:size:)` can name: the bundled ones (always
    /// there) and the ones installed on the system (through fontconfig), each sorted by name.
    /// Families added with ``registerFonts(at:)`` are in ``addedFamilies()``.
    public static func availableFamilies() -> (bundled: [String], installed: [String]) {
        let families = FontCatalog.shared.families()
        return (families.bundled, families.system)
    }

    /// Kinetype: the families of the fonts added with ``registerFonts(at:)``, sorted.
    public static func addedFamilies() -> [String] {
        FontCatalog.shared.families().added
    }

    /// Kinetype: adds the fonts of a folder (and its subfolders) or one font file, for the rest
    /// of the process: `Font.custom(_:size:)` finds their families first, before the bundled
    /// and the installed fonts, and picks each face by weight and slant, so a brand's bold and
    /// italic files serve `**bold**` and `*italic*`. (As Core Text's
    /// `CTFontManagerRegisterFontURLs` does on Apple's platforms.)
    ///
    /// ```swift
    /// try Font.registerFonts(at: URL(fileURLWithPath: "brand/fonts"))
    /// let title = try Text(markup: "**Acme** launches").font(.custom("Acme Sans", size: 64))
    /// ```
    ///
    /// - Throws: ``TextError/noFontsToRegister(path:reason:)`` when nothing is at `url` or it
    ///   holds no font.
    public static func registerFonts(at url: URL) throws {
        try FontCatalog.shared.register(path: url.path)
    }
}

extension Font {
    /// Kinetype: the folder of the bundled fonts in use (the `KINETYPE_FONTS` variable's, else
    /// the one beside the executable or in its installation).
    ///
    /// - Throws: ``TextError`` when `KINETYPE_FONTS` names something that is not a folder, or no
    ///   bundled folder was found.
    public static func bundledFolder() throws -> String {
        try FontCatalog.shared.bundledFolder()
    }

    /// Kinetype: checks `variations` against this font's face: each axis is one the face has,
    /// each value in its range.
    ///
    /// - Throws: ``TextError`` naming the axis, or the face's axes and ranges.
    public func checkVariations(_ variations: [FontVariation]) throws {
        try FontCatalog.shared.baseFace(for: self).check(variations)
    }
}
