import Foundation
import KinetypePrimitives

extension ScenePadding {
    /// The sides in pixels on `canvas` for a layer of `fontSize` in a scene of `safeArea`
    /// (``SceneLength/pixels(width:height:fontSize:horizontal:safeArea:)``): top and bottom count a
    /// percentage of the height, leading and trailing of the width.
    func insets(on canvas: SceneCanvas, fontSize: Double, safeArea: SafeArea?) -> EdgeInsets {
        func pixels(_ length: SceneLength, horizontal: Bool) -> CGFloat {
            CGFloat(length.pixels(width: canvas.width, height: canvas.height, fontSize: fontSize, horizontal: horizontal, safeArea: safeArea))
        }
        return EdgeInsets(top: pixels(top, horizontal: false), leading: pixels(leading, horizontal: true),
                          bottom: pixels(bottom, horizontal: false), trailing: pixels(trailing, horizontal: true))
    }
}
