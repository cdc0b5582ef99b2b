import ArgumentParser
import Kinetype

extension SceneCanvas: CheckedOptionValue {
    /// `--canvas WIDTHxHEIGHT` (`PixelSize`), each side in `Canvas.sideRange`.
    public init(checking argument: String) throws {
        let size = try PixelSize.parse(argument, sides: Canvas.sideRange, example: "1280x720")
        self.init(width: size.width, height: size.height)
    }
}
