import Kinetype

/// A size in whole pixels as the command line writes it, `WIDTHxHEIGHT` (`--canvas 1280x720`,
/// `plot --size 800x480`; `X` for `x` too).
enum PixelSize {
    /// The width and height `argument` gives, each side in `sides`; throws an ``InputError``
    /// saying what the option takes, with `example`.
    static func parse(_ argument: String, sides: ValueRange, example: String) throws -> (width: Int, height: Int) {
        let parts = argument.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]) else {
            throw InputError("not a size: write WIDTHxHEIGHT, for example \(example)")
        }
        guard sides.contains(width), sides.contains(height) else {
            throw InputError("give each side as \(sides.expectation), for example \(example)")
        }
        return (width, height)
    }
}
