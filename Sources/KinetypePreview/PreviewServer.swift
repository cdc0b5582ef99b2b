import Foundation
import Hummingbird
import Kinetype
import KinetypePrimitives
import Logging
import ServiceLifecycle

/// The preview's HTTP server, on the loopback interface only.
///
/// | request | answer |
/// |---|---|
/// | `GET /` | the preview page (``PreviewPage``) |
/// | `GET /scene` | the scene as JSON: size, frame rate, duration, generation, timeline, error |
/// | `GET /frame?t=SECONDS` | the frame nearest that time as PNG, from the last scene that loaded |
/// | `GET /events` | server-sent events: a `scene` event with the generation and error after every reload |
/// | `GET /files/PATH` | a file of the scene's folder; anything outside it is refused (403) |
///
/// A watcher looks at the scene's files four times a second and reloads it when one changed.
public struct PreviewServer: Sendable {
    public let session: PreviewSession
    /// The port to listen on; 0 takes a free one.
    public var port: Int
    /// How often the watcher looks at the scene's files.
    public var pollInterval: Duration = .milliseconds(250)

    public init(session: PreviewSession, port: Int = 0) {
        self.session = session
        self.port = port
    }

    /// Serves until `shouldStop` returns true (it is asked every poll interval); `started` is
    /// called with the port once the server listens. Open event streams end, and the server
    /// closes its socket before this returns.
    public func run(started: @escaping @Sendable (Int) -> Void, shouldStop: @escaping @Sendable () -> Bool) async throws {
        let stopping = Locked(false)
        let router = Router()
        let session = self.session
        router.get("/") { _, _ in
            Response(status: .ok, headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-store"],
                     body: ResponseBody(byteBuffer: ByteBuffer(string: PreviewPage.html)))
        }
        router.get("/scene") { _, _ in
            Self.json(PreviewSceneInfo(session.state, sceneName: session.sceneURL.lastPathComponent))
        }
        router.get("/frame") { request, _ in
            guard let value = request.uri.queryParameters["t"].flatMap({ Double(String($0)) }), value.isFinite else {
                return Self.text(.badRequest, "give the time in seconds: /frame?t=1.5")
            }
            do {
                let frame = try session.frame(at: value)
                return Response(status: .ok,
                                headers: [.contentType: "image/png", .cacheControl: "no-store"],
                                body: ResponseBody(byteBuffer: ByteBuffer(bytes: frame.png)))
            } catch let error as PreviewSession.PreviewError {
                return Self.text(.serviceUnavailable, error.message)
            } catch {
                return Self.text(.internalServerError, "\(error)")
            }
        }
        router.get("/events") { _, _ in
            Response(status: .ok, headers: [.contentType: "text/event-stream", .cacheControl: "no-store"],
                     body: ResponseBody { writer in
                         var sent = -1
                         var quiet = 0
                         while !stopping.withLock({ $0 }) && !Task.isCancelled {
                             let state = session.state
                             if state.generation != sent {
                                 sent = state.generation
                                 let info = PreviewSceneInfo(state, sceneName: session.sceneURL.lastPathComponent)
                                 let data = try JSONEncoder().encode(PreviewEvent(generation: info.generation, error: info.error))
                                 try await writer.write(ByteBuffer(string: "event: scene\ndata: \(String(decoding: data, as: UTF8.self))\n\n"))
                                 quiet = 0
                             } else if quiet >= 100 {
                                 // A comment every ten seconds keeps proxies and the browser from closing an idle stream.
                                 try await writer.write(ByteBuffer(string: ": still here\n\n"))
                                 quiet = 0
                             }
                             quiet += 1
                             try? await Task.sleep(for: .milliseconds(100))
                         }
                         try await writer.finish(nil)
                     })
        }
        router.get("/files/**") { request, _ in
            switch PreviewFiles.resolve(request.uri.path, folder: session.folder) {
            case .success(let url):
                guard let data = FileManager.default.contents(atPath: url.path) else {
                    return Self.text(.notFound, "no such file in the scene's folder")
                }
                return Response(status: .ok, headers: [.contentType: PreviewFiles.mediaType(of: url), .cacheControl: "no-store"],
                                body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
            case .failure(let refusal):
                return Self.text(refusal.status, refusal.message)
            }
        }

        var logger = Logger(label: "kinetype.preview")
        logger.logLevel = .error
        let app = Application(router: router,
                              configuration: .init(address: .hostname("127.0.0.1", port: port), serverName: "kinetype"),
                              onServerRunning: { channel in started(channel.localAddress?.port ?? 0) },
                              logger: logger)
        // The watcher ends the preview: when it returns, the group shuts the server down
        // gracefully (no new connections, open requests finished, event streams ended by
        // `stopping`); an error from the server (a port in use) cancels the group and is thrown.
        let watcher = PreviewWatcher(session: session, interval: pollInterval, shouldStop: shouldStop, stopping: stopping)
        var configuration = ServiceGroupConfiguration(
            services: [.init(service: app), .init(service: watcher, successTerminationBehavior: .gracefullyShutdownGroup)],
            logger: logger)
        configuration.maximumGracefulShutdownDuration = .seconds(2)
        try await ServiceGroup(configuration: configuration).run()
    }

    private static func json(_ value: some Encodable) -> Response {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let data = (try? encoder.encode(value)) ?? Data("{}".utf8)
        return Response(status: .ok, headers: [.contentType: "application/json", .cacheControl: "no-store"],
                        body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
    }

    private static func text(_ status: HTTPResponse.Status, _ message: String) -> Response {
        Response(status: status, headers: [.contentType: "text/plain; charset=utf-8"],
                 body: ResponseBody(byteBuffer: ByteBuffer(string: message + "\n")))
    }
}

/// Reloads the scene when its files change, until told to stop.
private struct PreviewWatcher: Service {
    let session: PreviewSession
    let interval: Duration
    let shouldStop: @Sendable () -> Bool
    let stopping: Locked<Bool>

    func run() async throws {
        while !shouldStop() {
            try await Task.sleep(for: interval)
            session.reloadIfChanged()
        }
        stopping.withLock { $0 = true }
        // Let the event streams see the flag and finish before the server goes.
        try await Task.sleep(for: .milliseconds(150))
    }
}

/// The `scene` event's data.
struct PreviewEvent: Encodable {
    var generation: Int
    var error: PreviewSceneInfo.ErrorInfo?
}
