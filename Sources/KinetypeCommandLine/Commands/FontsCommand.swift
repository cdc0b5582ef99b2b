import ArgumentParser
import Foundation
import Kinetype

/// `kinetype fonts`: lists the families Kinetype can use, and names the bundled folder it uses,
/// so a person (or a test) can see which installation's fonts a binary picked up.
struct FontsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fonts",
        abstract: "List the font families: bundled first (with their folder), then installed; --fonts adds a folder's first."
    )

    @Option(name: .long, help: "A folder of fonts (or a font file) to add and list first, as a scene's fonts: key adds it (repeatable).")
    var fonts: [String] = []

    func run() throws {
        for path in fonts {
            do {
                try Font.registerFonts(at: URL(fileURLWithPath: path))
            } catch {
                throw InputError("--fonts \(error)")
            }
        }
        let folder = try Font.bundledFolder()
        let families = Font.availableFamilies()
        if !fonts.isEmpty {
            Streams.print("Added (\(fonts.joined(separator: ", "))):")
            for family in Font.addedFamilies() { Streams.print("  \(family)") }
        }
        Streams.print("Bundled (\(folder)):")
        for family in families.bundled { Streams.print("  \(family)") }
        Streams.print("Installed:")
        for family in families.installed { Streams.print("  \(family)") }
    }
}
