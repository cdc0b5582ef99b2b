extension Font {
    /// Kinetype: the font families `Font.custom(_:size:)` can name: the bundled ones (always
    /// there) and the ones installed on the system (through fontconfig), each sorted by name.
    public static func availableFamilies() -> (bundled: [String], installed: [String]) {
        let families = FontCatalog.shared.families()
        return (families.bundled, families.system)
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
