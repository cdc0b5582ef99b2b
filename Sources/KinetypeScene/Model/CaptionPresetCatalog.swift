import Foundation
import KinetypeEffects

/// The caption looks `kinetype captions --preset`, a scene's `captions: {preset: …}` and
/// `kinetype presets` know: the built-ins (``builtIns``) and any a program registers.
///
/// Register a preset before loading scenes or running the command line, and it is used exactly
/// like a built-in; unknown names get the same errors and suggestions as the other catalogues'.
///
/// ```swift
/// var look = CaptionPreset()
/// look.letterCase = .upper
/// look.maxWords = 1
/// try CaptionPresetCatalog.shared.register(CaptionPresetCatalog.Entry(name: "shout", summary: "a word at a time, upper case", preset: look))
/// ```
public final class CaptionPresetCatalog: Catalog {
    /// One preset: its name, a one-line summary and its values.
    public struct Entry: CatalogEntry {
        /// The name `--preset` and a scene's `preset` take.
        public var name: String
        /// One line for `kinetype presets`.
        public var summary: String
        /// The look's values.
        public var preset: CaptionPreset
        /// A preset takes no parameters: its values are the caption options themselves.
        public var parameters: [CatalogParameter] { [] }

        /// An entry; ``Catalog/register(_:)`` checks its name and adds it.
        public init(name: String, summary: String, preset: CaptionPreset) {
            self.name = name
            self.summary = summary
            self.preset = preset
        }
    }

    /// The catalogue scene files and the command line use, holding the built-ins to start with.
    public static let shared = CaptionPresetCatalog()

    /// The entries (``Catalog``); use the catalogue's own methods.
    public let store: CatalogStore<Entry>

    /// A catalogue holding `entries`; the built-ins by default.
    public init(entries: [Entry] = CaptionPresetCatalog.builtIns) {
        store = CatalogStore(kind: .preset, entries: entries)
    }
}
