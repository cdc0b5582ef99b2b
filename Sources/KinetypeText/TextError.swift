import Foundation
import KinetypeDiagnostics

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
    /// The bundled fonts folder was not found in any of the `searched` folders, and a family only
    /// it provides was asked for.
    case bundledFontsMissing(searched: [String])
    /// The `KINETYPE_FONTS` environment variable is set to a path that is not a folder.
    case fontsVariableNotAFolder(path: String)
    /// A variation names an axis the font does not have (a static font has none).
    case unknownAxis(tag: String, font: String, axes: [FontAxis])
    /// A variation's value is outside its axis's range.
    case axisValueOutOfRange(tag: String, value: Double, axis: FontAxis, font: String)
    /// A variation setting that is not `tag=value`.
    case invalidVariation(String)
    /// Fonts to add (``Font/registerFonts(at:)``) that are not there, or hold no font fontconfig reads.
    case noFontsToRegister(path: String, reason: String)

    /// The message: what is wrong with which input (a path, a family, a size, an axis) and how to
    /// fix it, as the command line prints it.
    public var description: String {
        switch self {
        case .fontFileNotFound(let path):
            return "font file '\(path)' does not exist: check the path, or name a family instead (`kinetype fonts` lists them)"
        case .unreadableFont(let path, let reason):
            return "font file '\(path)' cannot be used: \(reason). Use a .ttf, .otf, .ttc, .woff or .woff2 file"
        case .unknownFamily(let name, let suggestions):
            let hint = suggestions.isEmpty ? "" : " Did you mean \(suggestions.map { "'\($0)'" }.joined(separator: " or "))?"
            return "no font family named \(Excerpt.quote(name)) is added, bundled or installed.\(hint) `kinetype fonts` lists the families"
        case .invalidFontSize(let size):
            return "font size \(size) is not valid: give a size greater than 0, for example 48"
        case .invalidWidth(let width):
            return "width \(width) is not valid: give a width greater than 0 pixels, or none to lay out on one line"
        case .bundledFontsMissing(let searched):
            let looked = searched.isEmpty ? "" : " (looked in \(searched.joined(separator: ", ")))"
            return "Kinetype's bundled fonts were not found\(looked): reinstall Kinetype (`make install` puts them in "
                + "<prefix>/share/kinetype/Fonts), or set KINETYPE_FONTS to the Fonts folder of a Kinetype checkout"
        case .fontsVariableNotAFolder(let path):
            return "KINETYPE_FONTS is set to '\(path)', which is not a folder: set it to the folder of Kinetype's "
                + "bundled fonts (<prefix>/share/kinetype/Fonts), or unset it to use the installed ones"
        case .unknownAxis(let tag, let font, let axes):
            guard !axes.isEmpty else {
                return "font '\(font)' is not a variable font, so it has no '\(tag)' axis: use a variable font "
                    + "(the bundled Inter has wght and slnt) or leave out the variation"
            }
            let hint = NameSuggestion.nearest(to: tag, among: axes.map(\.tag), count: 1).first.map { " Did you mean '\($0)'?" } ?? ""
            return "font '\(font)' has no '\(tag)' axis.\(hint) Its axes: \(axes.map(\.description).joined(separator: ", "))"
        case .axisValueOutOfRange(let tag, let value, let axis, let font):
            return "\(tag)=\(ValueRange.format(value)) is outside the '\(tag)' axis of font '\(font)': give a value in its range, \(axis)"
        case .invalidVariation(let text):
            return "'\(text)' is not a variation setting: write it as tag=value, for example wght=650"
        case .noFontsToRegister(let path, let reason):
            return "'\(path)' \(reason): name a folder of font files (.ttf, .otf, .ttc, .woff, .woff2) or one font file"
        }
    }

    /// The description, so `localizedDescription` reads the same.
    public var errorDescription: String? { description }
}
