import Foundation
import Testing

/// Scenes `kinetype render` must refuse: each written to `bad.yaml` in a folder and rendered to
/// `bad.png` there, expecting exit 2, every one of its words in the message, and no file written.
enum RefusedScenes {
    static func expect(_ scenes: [(text: String, words: [String])], in folder: URL,
                       sourceLocation: SourceLocation = #_sourceLocation) throws {
        let scene = folder.appendingPathComponent("bad.yaml"), output = folder.appendingPathComponent("bad.png")
        for (text, words) in scenes {
            try Data(text.utf8).write(to: scene)
            let result = InProcess.run(["render", scene.path, "-o", output.path])
            #expect(result.status == 2 && words.allSatisfy(result.stderr.contains), "\(text)\n\(result.stderr)", sourceLocation: sourceLocation)
            #expect(!FileManager.default.fileExists(atPath: output.path), "\(text): an output was written", sourceLocation: sourceLocation)
        }
    }
}
