import ArgumentParser
import Foundation
import Kinetype

/// `kinetype sheet`: a contact sheet of a scene's frames in a grid, each labelled with its time
/// and frame number (``ContactSheet``).
struct SheetCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sheet",
        abstract: "A contact sheet: the scene's frames in a grid, each labelled with its time and frame number, as PNG."
    )

    @Argument(help: "A scene file (.yaml, .yml or .json; - reads standard input).")
    var scene: String

    @Option(name: .shortAndLong, help: "The PNG file to write.")
    var output: String

    @Option(name: .long, parsing: .unconditional, help: "Tiles to a row, 1 or more.")
    var columns: Int = ContactSheet.defaultColumns

    @Option(name: .long, parsing: .unconditional, help: "A tile every this many seconds from 0 (the nearest frame to each time).")
    var every: Double?

    @Option(name: .long, parsing: .unconditional,
            help: "This many tiles spread evenly from the first frame to the last (default \(ContactSheet.defaultTileCount)).")
    var frames: Int?

    @OptionGroup var variableOptions: SceneVariableOptions

    @Option(name: .long, parsing: .unconditional, help: """
        Draw each tile this many times as large as the card, \(TitleCard.scaleRange) \
        (default: as large as fits a sheet \(ContactSheet.defaultMaximumWidth) pixels wide, at most 1).
        """)
    var scale: Double?

    @Flag(name: .long, help: "Leave out the first tile a scene with a poster time gets (the card at its poster: time).")
    var noPoster = false

    /// The most tiles a sheet takes: more is a typo (a sheet of them would be unreadable).
    static let tileRange = ValueRange(1...1000, unit: "frames", whole: true)

    func validate() throws {
        guard output.lowercased().hasSuffix(".png"), output.count > 4 else {
            throw ValidationError("-o '\(output)': a contact sheet is a PNG image; name the output with .png, for example -o sheet.png")
        }
        guard columns >= 1 else {
            throw ValidationError("--columns \(columns) is not valid: give 1 or more tiles to a row, for example --columns 4")
        }
        if every != nil, frames != nil {
            throw ValidationError("give either --every (a tile every so many seconds) or --frames (so many tiles), not both")
        }
        if let every, !(every > 0 && every.isFinite) {
            throw ValidationError("--every \(ValueRange.format(every)) is not valid: give a number of seconds greater than 0, for example --every 0.5")
        }
        try validating {
            if let frames { _ = try SheetCommand.tileRange.checked(frames, option: "--frames", example: "12") }
            _ = try scale.map { try TitleCard.scaleRange.checked($0, option: "--scale", example: "0.25") }
        }
    }

    func run() throws {
        try CardWriter.check(output: output, scene: scene)
        var document = try SceneFiles.load(scene, variables: try variableOptions.values())
        // What the sound drives is drawn as a render draws it (the sheet holds no sound).
        try document.resolveSoundDriven(baseURL: SceneFiles.folder(of: scene))
        let card = try TitleCard(scene: document, baseURL: SceneFiles.folder(of: scene), catalogs: CommandCatalogs.current)
        let indices: [Int]
        if let every {
            indices = ContactSheet.every(every, fps: card.fps, frameCount: card.frameCount)
            guard SheetCommand.tileRange.contains(indices.count) else {
                throw InputError("--every \(ValueRange.format(every)) gives \(indices.count) tiles, more than \(ValueRange.format(SheetCommand.tileRange.upperBound)): give a longer interval")
            }
        } else {
            let count = frames ?? ContactSheet.defaultTileCount
            guard frames == nil || count <= card.frameCount else {
                throw InputError("--frames \(count) is more than the scene's \(card.frameCount) frames: give at most \(card.frameCount)")
            }
            indices = ContactSheet.evenlySpaced(count, frameCount: card.frameCount)
        }
        let sheet = try ContactSheet(card: card, frames: indices, columns: columns, scale: scale, poster: noPoster ? nil : card.poster)
        let data = try sheet.render().pngData()
        try CardWriter.inFolder(of: output) { try AtomicFile.write(data, to: $0) }
    }
}
