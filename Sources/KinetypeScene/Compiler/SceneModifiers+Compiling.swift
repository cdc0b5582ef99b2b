import Foundation
import KinetypeCard
import KinetypePrimitives

extension SceneModifiers {
    /// The card's modifiers for these, their lengths resolved on `canvas` for a layer of
    /// `fontSize` in a scene of `safeArea` (``SceneLength``); a frame's least length greater than
    /// its greatest (in different units, once resolved) is an error at `path`'s frame.
    func compile(canvas: SceneCanvas, fontSize: Double, safeArea: SafeArea?, duration: Double, at path: String,
                 map: SceneSourceMap) throws -> LayerModifiers {
        func pixels(_ length: SceneLength, horizontal: Bool) -> CGFloat {
            CGFloat(length.pixels(width: canvas.width, height: canvas.height, fontSize: fontSize, horizontal: horizontal, safeArea: safeArea))
        }
        var modifiers = LayerModifiers()
        if let padding {
            modifiers.padding = EdgeInsets(top: pixels(padding.top, horizontal: false), leading: pixels(padding.leading, horizontal: true),
                                           bottom: pixels(padding.bottom, horizontal: false), trailing: pixels(padding.trailing, horizontal: true))
        }
        if let frame {
            var resolved = LayerFrame(alignment: frame.alignment)
            resolved.width = frame.width.map { pixels($0, horizontal: true) }
            resolved.height = frame.height.map { pixels($0, horizontal: false) }
            resolved.minWidth = frame.minWidth.map { pixels($0, horizontal: true) }
            resolved.maxWidth = frame.maxWidth.map { pixels($0, horizontal: true) }
            resolved.minHeight = frame.minHeight.map { pixels($0, horizontal: false) }
            resolved.maxHeight = frame.maxHeight.map { pixels($0, horizontal: false) }
            if let least = resolved.minWidth, let most = resolved.maxWidth, least > most {
                throw map.error(.invalidValue, at: "\(path).frame.minWidth", SceneFrame.boundsMessage("minWidth", frame.minWidth!, "maxWidth", frame.maxWidth!)
                                + " (\(Int(least.rounded())) and \(Int(most.rounded())) px on this \(canvas) canvas)")
            }
            if let least = resolved.minHeight, let most = resolved.maxHeight, least > most {
                throw map.error(.invalidValue, at: "\(path).frame.minHeight", SceneFrame.boundsMessage("minHeight", frame.minHeight!, "maxHeight", frame.maxHeight!)
                                + " (\(Int(least.rounded())) and \(Int(most.rounded())) px on this \(canvas) canvas)")
            }
            modifiers.frame = resolved
        }
        modifiers.aspectRatio = aspectRatio
        modifiers.fixedSize = (fixedWidth, fixedHeight)
        modifiers.background = background?.compile(duration: duration)
        modifiers.overlay = overlay?.compile(duration: duration)
        return modifiers
    }

    /// The lengths written in `%`, as shares of the size proposed to the stack the layer is in
    /// (``ContainerRelativeLengths``); nil when none is.
    func containerRelative() -> ContainerRelativeLengths? {
        func share(_ length: SceneLength?) -> CGFloat? {
            guard let length, length.unit == .percent else { return nil }
            return CGFloat(length.value / 100)
        }
        let relative = ContainerRelativeLengths(top: share(padding?.top), leading: share(padding?.leading), bottom: share(padding?.bottom),
                                                trailing: share(padding?.trailing), width: share(frame?.width), height: share(frame?.height),
                                                minWidth: share(frame?.minWidth), maxWidth: share(frame?.maxWidth),
                                                minHeight: share(frame?.minHeight), maxHeight: share(frame?.maxHeight))
        return relative.isEmpty ? nil : relative
    }
}
