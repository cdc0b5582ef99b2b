import ArgumentParser
import Foundation
import Kinetype
import KinetypeDiagnostics
import KinetypePreview

/// `kinetype preview`: a scene served to a browser on this machine, with a scrubber, reloaded
/// when its file changes.
struct PreviewCommand: ParsableCommand, ServesUntilInterrupted {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Preview a scene in a browser: play, scrub and step through it; it reloads when the file changes.",
        discussion: """
            Serves a page on 127.0.0.1 only (a free port unless --port says which) and prints its address. \
            The page shows the card fitted to the window, a time scrubber with the frame number, the layers' \
            time spans with their enter, exit and effect intervals, play/pause, loop and speed. Keys: space, \
            ← →, shift-← →, Home, End, L, - +. Saving the scene (or a font or caption file it names) reloads \
            the page at the same time; a scene with an error shows the error over the last good frame. \
            Only files in the scene's folder are served. Ctrl-C stops the server.
            """
    )

    @Argument(help: "The scene file (.yaml, .yml or .json).")
    var scene: String

    @Option(name: .long, parsing: .unconditional, help: "The port to listen on, 1 to 65535 (default: a free one).")
    var port: Int?

    func validate() throws {
        if let port, !(1...65535).contains(port) {
            throw ValidationError("--port \(port) is not a port; give 1 to 65535, or leave --port out for a free one")
        }
    }

    @OptionGroup var variableOptions: SceneVariableOptions

    func run() throws {
        var isFolder: ObjCBool = false
        if let absence = InputFile.absence(at: scene), absence != .missing {
            throw InputError("'\(scene)': \(absence.reason)")
        }
        guard FileManager.default.fileExists(atPath: scene, isDirectory: &isFolder), !isFolder.boolValue else {
            throw InputError("'\(scene)': no such scene file; give the path of a .yaml, .yml or .json scene")
        }
        let session = PreviewSession(sceneURL: URL(fileURLWithPath: scene), variables: try variableOptions.values(),
                                     catalogs: CommandCatalogs.current)
        if let error = session.reload().error {
            Streams.printError("error: \(error.message) (the preview shows it until the file is fixed)\n")
        }
        let server = PreviewServer(session: session, port: port ?? 0)
        CommandLineProcess.startServing()
        let name = (scene as NSString).lastPathComponent
        let outcome = Locked<(any Error)?>(nil)
        let finished = DispatchSemaphore(value: 0)
        Task {
            do {
                try await server.run(started: { port in
                    Streams.print("Previewing \(name) at http://127.0.0.1:\(port)/ (Ctrl-C stops)")
                }, shouldStop: { Interruption.signal != nil })
            } catch {
                outcome.withLock { $0 = error }
            }
            finished.signal()
        }
        finished.wait()
        if let error = outcome.withLock({ $0 }) {
            if let port, "\(error)".contains("already in use") {
                throw InputError("--port \(port) is in use; choose another, or leave --port out for a free one")
            }
            throw OutputError("the preview server stopped: \(error)")
        }
        Streams.print("Preview stopped.")
    }
}
