import Foundation

/// What can go wrong between text and a layout: each case names the input and says how to fix it.
public enum TextError: Error, Equatable, CustomStringConvertible, LocalizedError {
    /// The font file does not exist.
    case fontFileNotFound(path: String)
    /// The file exists but HarfBuzz cannot read a font from it.
    case unreadableFont(path: String, reason: String)
    /// No bundled or installed font has this family name.
    case unknownFamily(name: String, suggestions: [String])
    /// A font size that is zero, negative or not a number.
    case invalidFontSize(Double)
    /// A maximum width that is zero, negative or not a number.
    case invalidWidth(Double)
    /// The bundled fonts folder was not found.
    case bundledFontsMissing(searched: [String])

    public var description: String {
        switch self {
        case .fontFileNotFound(let path):
            return "font file '\(path)' does not exist: check the path, or name a family instead (`kinetype fonts` lists them)"
        case .unreadableFont(let path, let reason):
            return "font file '\(path)' cannot be used: \(reason). Use a .ttf, .otf or .ttc file"
        case .unknownFamily(let name, let suggestions):
            let hint = suggestions.isEmpty ? "" : " Did you mean \(suggestions.map { "'\($0)'" }.joined(separator: " or "))?"
            return "no font family named '\(name)' is bundled or installed.\(hint) `kinetype fonts` lists the families"
        case .invalidFontSize(let size):
            return "font size \(size) is not valid: give a size greater than 0, for example 48"
        case .invalidWidth(let width):
            return "width \(width) is not valid: give a width greater than 0 pixels, or none to lay out on one line"
        case .bundledFontsMissing(let searched):
            return "the bundled Fonts folder was not found (looked in \(searched.joined(separator: ", "))): set KINETYPE_FONTS to its path"
        }
    }

    public var errorDescription: String? { description }
}
