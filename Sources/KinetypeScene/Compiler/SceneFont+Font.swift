import Foundation
import KinetypeText

extension SceneFont {
    /// The `Font` this scene font names, the one way a scene's or the command line's font
    /// becomes one: the family, file or default font at ``size``, with ``weight``, ``italic``,
    /// ``features`` and ``variations``. A relative file is found in `folder` (a scene's folder),
    /// else in the current folder.
    ///
    /// ```swift
    /// let font = SceneFont(source: .family("Inter"), size: 64, weight: 700).font()
    /// ```
    public func font(in folder: URL? = nil) -> Font {
        var font: Font
        switch source {
        case .defaultFont: font = .system(size: CGFloat(size))
        case .family(let name): font = .custom(name, size: CGFloat(size))
        case .file(let file):
            font = .file(SceneCompiler.fileURL(file, in: folder).standardizedFileURL.path, size: CGFloat(size))
        }
        font = font.weight(Font.Weight(value: weight))
        if italic { font = font.italic() }
        for feature in features { font = font.feature(feature.tag, feature.value) }
        for variation in variations { font = font.variation(variation.tag, variation.value) }
        return font
    }
}
