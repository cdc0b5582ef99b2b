extension Font {
    /// Kinetype: the font families `Font.custom(_:size:)` can name: the bundled ones (always
    /// there) and the ones installed on the system (through fontconfig), each sorted by name.
    public static func availableFamilies() -> (bundled: [String], installed: [String]) {
        let families = FontCatalog.shared.families()
        return (families.bundled, families.system)
    }
}
