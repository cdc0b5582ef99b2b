import Foundation
import KinetypeCard
import KinetypeGraphics

extension SceneImage {
    /// The image as card content: the file read relative to the scene's folder (a missing or
    /// unreadable file, or one that is no image, is an error at `file`), sized by its width and
    /// height (one of them keeps its aspect) and fitted.
    func compile(_ context: SceneCompiler.ContentContext) throws -> any LayerContent {
        let url = context.compiler.fileURL(file)
        let picture: Image
        do {
            picture = try Image(contentsOf: url.standardizedFileURL)
        } catch {
            throw context.map.error(.invalidValue, at: "\(context.path).image.file", error.description)
        }
        let own = picture.size
        let size: CGSize
        switch (width, height) {
        case let (width?, height?): size = CGSize(width: width, height: height)
        case let (width?, nil): size = CGSize(width: width, height: width * own.height / own.width)
        case let (nil, height?): size = CGSize(width: height * own.width / own.height, height: height)
        case (nil, nil): size = own
        }
        return ImageContent(picture, size: size, fit: ImageContent.Fit(rawValue: fit.rawValue) ?? .contain, opacity: opacity)
    }
}
