import Foundation
import Kinetype
import KinetypePrimitives

/// The preview's HTTP server, on the loopback interface only (`PreviewHTTPServer`).
///
/// | request | answer |
/// |---|---|
/// | `GET /` | the preview page (`PreviewPage`) |
/// | `GET /scene` | the scene as JSON: size, frame rate, duration, generation, timeline, error, the template's parameters |
/// | `GET /frame?t=SECONDS&p.NAME=VALUE…` | the frame nearest that time as PNG, from the last scene that loaded, with the form's values for its parameters (422 and the loader's message for a value it refuses) |
/// | `GET /events` | server-sent events: a `scene` event with the generation and error after every reload |
/// | `GET /files/PATH` | a file of the scene's folder; anything outside it is refused (403) |
///
/// A watcher looks at the scene's files four times a second and reloads it when one changed.
public struct PreviewServer: Sendable {
    /// The scene being previewed: what `/scene`, `/frame` and `/events` answer from, and what
    /// the watcher reloads.
    public let session: PreviewSession
    /// The port to listen on; 0 takes a free one.
    public var port: Int
    /// How often the watcher looks at the scene's files.
    public var pollInterval: Duration = .milliseconds(250)

    /// A server for `session` on 127.0.0.1:`port` (0, the default, takes a free port, which
    /// ``run(started:shouldStop:)`` reports). Nothing listens until `run` is called.
    public init(session: PreviewSession, port: Int = 0) {
        self.session = session
        self.port = port
    }

    /// Serves until `shouldStop` returns true (it is asked every poll interval); `started` is
    /// called with the port once the server listens. Open event streams end, and the server
    /// closes its socket before this returns. Throws ``PreviewServerError`` when it cannot
    /// listen (the port is in use).
    public func run(started: @escaping @Sendable (Int) -> Void, shouldStop: @escaping @Sendable () -> Bool) async throws {
        let server = try PreviewHTTPServer(port: port)
        started(server.port)
        let stopping = Locked(false)
        let session = self.session
        let served = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            server.serve(until: stopping) { Self.answer($0, session: session) }
            served.signal()
        }
        // The watcher: the scene's files four times a second, until told to stop.
        while !shouldStop() {
            try? await Task.sleep(for: pollInterval)
            session.reloadIfChanged()
        }
        stopping.withLock { $0 = true }
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            Thread.detachNewThread {
                served.wait()
                done.resume()
            }
        }
    }

    /// The answer to one request (see the table above).
    static func answer(_ request: PreviewRequest, session: PreviewSession) -> PreviewResponse {
        switch request.path {
        case "/":
            return PreviewResponse(status: 200, contentType: "text/html; charset=utf-8", body: .bytes(Data(PreviewPage.html.utf8)))
        case "/scene":
            return json(PreviewSceneInfo(session.state, sceneName: session.sceneURL.lastPathComponent, variables: session.variables))
        case "/frame":
            guard let value = request.query["t"].flatMap(Double.init), value.isFinite else {
                return .text(400, "give the time in seconds: /frame?t=1.5")
            }
            // The form's values: p.NAME=VALUE for each parameter the page's form changed.
            let values = Dictionary(uniqueKeysWithValues: request.query.filter { $0.key.hasPrefix("p.") && $0.key.count > 2 }
                .map { (String($0.key.dropFirst(2)), $0.value) })
            do {
                return PreviewResponse(status: 200, contentType: "image/png", body: .bytes(try session.frame(at: value, values: values).png))
            } catch let error as PreviewSession.ValuesError {
                return .text(422, error.message)
            } catch let error as PreviewSession.PreviewError {
                return .text(503, error.message)
            } catch {
                return .text(500, "\(error)")
            }
        case "/events":
            return PreviewResponse(status: 200, contentType: "text/event-stream", body: .stream { send in
                var sent = -1
                var quiet = 0
                while true {
                    let state = session.state
                    var text: String?
                    if state.generation != sent {
                        sent = state.generation
                        let info = PreviewSceneInfo(state, sceneName: session.sceneURL.lastPathComponent)
                        let data = (try? JSONEncoder().encode(PreviewEvent(generation: info.generation, error: info.error))) ?? Data("{}".utf8)
                        text = "event: scene\ndata: \(String(decoding: data, as: UTF8.self))\n\n"
                    } else if quiet >= 100 {
                        // A comment every ten seconds keeps proxies and the browser from closing an idle stream.
                        text = ": still here\n\n"
                    }
                    if let text {
                        guard send(text) else { return }
                        quiet = 0
                    } else if !send("") {
                        return
                    }
                    quiet += 1
                    usleep(100_000)
                }
            })
        default:
            guard request.path.hasPrefix("/files/") else { return .text(404, "not found") }
            switch PreviewFiles.resolve(request.path, folder: session.folder) {
            case .success(let url):
                guard let data = FileManager.default.contents(atPath: url.path) else {
                    return .text(404, "no such file in the scene's folder")
                }
                return PreviewResponse(status: 200, contentType: PreviewFiles.mediaType(of: url), body: .bytes(data))
            case .failure(let refusal):
                return .text(refusal.status, refusal.message)
            }
        }
    }

    private static func json(_ value: some Encodable) -> PreviewResponse {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let data = (try? encoder.encode(value)) ?? Data("{}".utf8)
        return PreviewResponse(status: 200, contentType: "application/json", body: .bytes(data))
    }
}

/// The `scene` event's data.
struct PreviewEvent: Encodable {
    var generation: Int
    var error: PreviewSceneInfo.ErrorInfo?
}
