import ArgumentParser
import Foundation
import Kinetype

/// `kinetype fonts`: lists the families Kinetype can use, and names the bundled folder it uses,
/// so a person (or a test) can see which installation's fonts a binary picked up.
struct FontsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fonts",
        abstract: "List the font families: bundled first (with their folder), then installed."
    )

    func run() throws {
        let folder = try Font.bundledFolder()
        let families = Font.availableFamilies()
        Streams.print("Bundled (\(folder)):")
        for family in families.bundled { Streams.print("  \(family)") }
        Streams.print("Installed:")
        for family in families.installed { Streams.print("  \(family)") }
    }
}
