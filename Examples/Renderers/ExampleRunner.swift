import Foundation
import Kinetype

/// What every example's `main` does with its card: export the frames, report, exit 1 on failure.
public enum ExampleRunner {
    public static func export(_ card: TitleCard, to output: String) {
        do {
            let url = URL(fileURLWithPath: output)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try card.export(to: url)
            print("Wrote \(card.frameCount) frames to \(output)")
        } catch {
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            exit(1)
        }
    }
}
