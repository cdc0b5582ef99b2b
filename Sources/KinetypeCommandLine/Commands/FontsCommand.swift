import ArgumentParser
import Foundation
import Kinetype

/// `kinetype fonts`: lists the families Kinetype can use.
struct FontsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fonts",
        abstract: "List the font families: bundled first, then installed."
    )

    func run() throws {
        let families = FontCatalog.shared.families()
        print("Bundled:")
        for family in families.bundled { print("  \(family)") }
        print("Installed:")
        for family in families.system { print("  \(family)") }
    }
}
