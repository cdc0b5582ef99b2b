import ArgumentParser
import Foundation
import Kinetype

/// `kinetype concat`: joins the chunks of a render split with `--frames A..B`.
struct ConcatCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "concat",
        abstract: "Join chunks rendered with --frames: videos without re-encoding, folders of PNG frames into one folder."
    )

    @Argument(help: "The chunks, in order: video files of one format, or folders of PNG frames.")
    var chunks: [String]

    @Option(name: .shortAndLong, help: "The joined video (.mp4, .webm, .mov) or folder of frames.")
    var output: String

    func validate() throws {
        guard !chunks.isEmpty else { throw ValidationError("give the chunks to join, in order: kinetype concat part1.mp4 part2.mp4 -o whole.mp4") }
    }

    func run() throws {
        try ChunkJoin.join(chunks.map { URL(fileURLWithPath: $0) }, to: URL(fileURLWithPath: output))
    }
}
