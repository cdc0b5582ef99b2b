import Foundation
import Glibc
import KinetypeTestSupportCore
import Testing

/// `kinetype preview`: the server over HTTP, and the page in a real browser (Debian's Chromium,
/// driven by chromedriver).
@Suite struct PreviewCommandTests {
    let kinetype = TestSupport.kinetype

    /// A 320x180 card at 10 fps: a title entering with `appear` (delay 0.1, 0.6 s) and a second
    /// layer from 0.5 s that bounces at 1.0 s.
    static func scene(background: String = "#203040", title: String = "Preview") -> String {
        """
        version: 1
        canvas: {width: 320, height: 180}
        fps: 10
        duration: 2
        background: "\(background)"
        layers:
          - text: "\(title)"
            font: {size: 40}
            enter: {name: appear, duration: 0.6, delay: 0.1}
          - text: "second"
            font: {size: 20}
            position: {anchor: bottom}
            start: 0.5
            end: 1.8
            effects:
              - {effect: bounce, at: [1.0]}
        """
    }

    /// A running `kinetype preview`, its standard output in a file.
    struct Preview {
        let process: SpawnedProcess
        let port: Int
        let output: URL
        var base: String { "http://127.0.0.1:\(port)" }

        static func start(_ kinetype: String, _ arguments: [String], in folder: URL) throws -> Preview {
            let output = folder.appendingPathComponent("preview-\(UUID().uuidString).out")
            _ = FileManager.default.createFile(atPath: output.path, contents: nil)
            let process = try SpawnedProcess(kinetype, ["preview"] + arguments, standardOutput: .path(output.path))
            var port: Int?
            _ = OutputFixtures.wait(upTo: 60) {
                let text = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
                if let range = text.range(of: #"http://127\.0\.0\.1:(\d+)/"#, options: .regularExpression) {
                    port = Int(text[range].dropFirst("http://127.0.0.1:".count).dropLast())
                }
                return port != nil
            }
            guard let port else {
                process.send(SIGKILL)
                let result = process.wait()
                throw HTTP.Failure(description: "the preview printed no address; stderr: \(result.stderr)")
            }
            return Preview(process: process, port: port, output: output)
        }

        /// Stops it with SIGINT, as Ctrl-C does.
        func stop() -> SpawnedProcess.Result {
            process.send(SIGINT)
            return process.wait(upTo: 20)
        }
    }

    /// A folder holding `scene/card.yaml` and, beside the scene's folder, `outside.txt`.
    static func makeFolder(scene text: String = scene()) throws -> (root: URL, scene: URL) {
        let root = try TestSupport.makeTemporaryFolder()
        let folder = root.appendingPathComponent("scene")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let scene = folder.appendingPathComponent("card.yaml")
        try Data(text.utf8).write(to: scene)
        try Data("not for the browser".utf8).write(to: root.appendingPathComponent("outside.txt"))
        return (root, scene)
    }

    /// The frame `kinetype render --at` draws, decoded by ffmpeg.
    func rendered(_ scene: URL, at time: Double, in folder: URL) throws -> TestSupport.DecodedPNG {
        let still = folder.appendingPathComponent("still-\(time).png")
        let result = InProcess.run(["render", scene.path, "--at", String(time), "-o", still.path])
        #expect(result.status == 0, "\(result.stderr)")
        return try TestSupport.decodePNG(Data(contentsOf: still))
    }

    @Test("GET /scene: size, rate, layers with their spans, enter and effect intervals; GET /frame equals render --at")
    func sceneAndFrames() async throws {
        let (root, scene) = try Self.makeFolder()
        defer { TestSupport.removeTemporaryFolder(root) }
        let preview = try Preview.start(kinetype, [scene.path], in: root)
        defer { _ = preview.stop() }

        let info = try await HTTP.request(preview.base + "/scene")
        #expect(info.status == 200)
        let json = try #require(try JSONSerialization.jsonObject(with: info.body) as? [String: Any])
        #expect(json["width"] as? Int == 320 && json["height"] as? Int == 180)
        #expect(json["fps"] as? Double == 10 && json["duration"] as? Double == 2 && json["frameCount"] as? Int == 20)
        #expect(json["scene"] as? String == "card.yaml" && json["error"] == nil)
        let layers = try #require(json["layers"] as? [[String: Any]])
        #expect(layers.map { $0["text"] as? String } == ["Preview", "second"])
        #expect(layers.map { $0["start"] as? Double } == [0, 0.5])
        #expect(layers.map { $0["end"] as? Double } == [2, 1.8])
        let enter = try #require((layers[0]["intervals"] as? [[String: Any]])?.first)
        #expect(enter["kind"] as? String == "enter" && enter["name"] as? String == "appear")
        // The scene's delay and duration: 0.1 s to 0.7 s.
        expectClose(enter["start"] as? Double ?? -1, 0.1, tolerance: 1e-9)
        expectClose(enter["end"] as? Double ?? -1, 0.7, tolerance: 1e-9)
        let bounce = try #require((layers[1]["intervals"] as? [[String: Any]])?.first)
        #expect(bounce["kind"] as? String == "effect" && (bounce["name"] as? String)?.hasPrefix("bounce") == true)
        #expect(bounce["start"] as? Double == 1.0 && (bounce["end"] as? Double ?? 0) > 1.0 && (bounce["end"] as? Double ?? 9) <= 1.8)

        for time in [0.0, 0.4, 1.1] {
            let frame = try await HTTP.request(preview.base + "/frame?t=\(time)")
            #expect(frame.status == 200)
            let served = try TestSupport.decodePNG(frame.body)
            let still = try rendered(scene, at: time, in: root)
            #expect(served.width == 320 && served.height == 180)
            #expect(served.rgba == still.rgba, "the frame at \(time) s differs from render --at")
        }
        // A time between frames is the nearest frame; a bad time is refused.
        let between = try await HTTP.request(preview.base + "/frame?t=0.42")
        let exact = try await HTTP.request(preview.base + "/frame?t=0.4")
        #expect(between.body == exact.body)
        #expect(try await HTTP.request(preview.base + "/frame?t=soon").status == 400)
    }

    @Test("Only the scene's folder is served: .., %2e%2e, absolute paths and links out are refused")
    func filesOutsideAreRefused() async throws {
        let (root, scene) = try Self.makeFolder()
        defer { TestSupport.removeTemporaryFolder(root) }
        try FileManager.default.createSymbolicLink(atPath: scene.deletingLastPathComponent().appendingPathComponent("link.txt").path,
                                                   withDestinationPath: root.appendingPathComponent("outside.txt").path)
        let preview = try Preview.start(kinetype, [scene.path], in: root)
        defer { _ = preview.stop() }

        let own = try await HTTP.request(preview.base + "/files/card.yaml")
        let sceneBytes = try Data(contentsOf: scene)
        #expect(own.status == 200 && own.body == sceneBytes)
        #expect(try await HTTP.request(preview.base + "/files/missing.yaml").status == 404)
        for path in ["/files/../outside.txt", "/files/%2e%2e/outside.txt", "/files/%2E%2E%2Foutside.txt", "/files/link.txt",
                     "/files/%2F\(root.path.dropFirst())/outside.txt", "/files/./../outside.txt"] {
            #expect(try HTTP.rawStatus(port: preview.port, path: path) == 403, "\(path) was not refused")
        }
    }

    @Test("A hostile neighbour gets nothing: other hosts (DNS rebinding), other origins, hidden files, other methods, huge heads; a huge time is the last frame")
    func hostileRequests() async throws {
        let (root, scene) = try Self.makeFolder()
        defer { TestSupport.removeTemporaryFolder(root) }
        let folder = scene.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: folder.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try Data("[remote] token".utf8).write(to: folder.appendingPathComponent(".git/config"))
        try Data("TOKEN=1".utf8).write(to: folder.appendingPathComponent(".env"))
        let preview = try Preview.start(kinetype, [scene.path], in: root)
        defer { _ = preview.stop() }
        let port = preview.port
        func ask(_ head: String) throws -> Int { try HTTP.raw(port: port, Data((head + "\r\n").utf8)).status }
        // A page on evil.example whose name now points at 127.0.0.1 sends its own Host.
        #expect(try ask("GET /scene HTTP/1.1\r\nHost: evil.example:\(port)\r\n") == 421)
        #expect(try ask("GET /scene HTTP/1.1\r\nHost: 127.0.0.1\r\n") == 421, "another port is another host")
        #expect(try ask("GET /scene HTTP/1.1\r\n") == 421, "no Host at all")
        #expect(try ask("GET /scene HTTP/1.1\r\nHost: localhost:\(port)\r\n") == 200)
        #expect(try ask("GET /scene HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nOrigin: http://evil.example\r\n") == 403)
        #expect(try ask("GET /scene HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nOrigin: http://127.0.0.1:\(port)\r\n") == 200)
        for path in ["/files/.git/config", "/files/.env", "/files/%2Egit/config", "/files/.git/"] {
            #expect(try HTTP.rawStatus(port: port, path: path) == 403, "\(path) was served")
        }
        #expect(try ask("POST /scene HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nContent-Length: 0\r\n") == 405)
        #expect(try ask("DELETE /files/card.yaml HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n") == 405)
        #expect(try ask("GET /scene HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nX-Padding: \(String(repeating: "a", count: 20_000))\r\n") == 431)
        #expect(try ask("nonsense\r\n") == 400)
        #expect(try ask("GET http://127.0.0.1:\(port)/ HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n") == 400)
        // Times beyond any card: the last frame or the first, never a crash.
        let last = try await HTTP.request(preview.base + "/frame?t=1.9")
        for time in ["1e18", "1e308", "9223372036854775807"] {
            let answer = try await HTTP.request(preview.base + "/frame?t=\(time)")
            #expect(answer.status == 200 && answer.body == last.body, "t=\(time)")
        }
        #expect(try await HTTP.request(preview.base + "/frame?t=-1e300").status == 200)
        #expect(try await HTTP.request(preview.base + "/frame?t=nan").status == 400)
    }

    /// A connection to 127.0.0.1:`port` from the loopback address `from` (any of 127.0.0.0/8),
    /// which sends `bytes` and is left open.
    static func idleConnection(port: Int, from: String, sending bytes: String) -> Int32? {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var local = sockaddr_in(), address = sockaddr_in()
        local.sin_family = sa_family_t(AF_INET)
        local.sin_addr.s_addr = inet_addr(from)
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port)).bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &local) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        } == 0 && withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        } == 0
        guard connected, bytes.isEmpty || send(descriptor, bytes, bytes.utf8.count, Int32(MSG_NOSIGNAL)) == bytes.utf8.count else {
            close(descriptor)
            return nil
        }
        return descriptor
    }

    @Test("1,000 idle or half-sent connections, from the page's address or another, never keep a normal request out")
    func idleConnections() async throws {
        let (root, scene) = try Self.makeFolder()
        defer { TestSupport.removeTemporaryFolder(root) }
        let preview = try Preview.start(kinetype, [scene.path], in: root)
        defer { _ = preview.stop() }
        let port = preview.port
        let half = "GET /scene HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n"
        // (from, what each sends): silent, half a head, a head without its blank line.
        for (from, sending) in [("127.0.0.1", ""), ("127.0.0.1", half), ("127.0.0.2", "GET /sc"), ("127.0.0.3", half + "X-Slow: 1")] {
            var idle: [Int32] = []
            defer { idle.forEach { close($0) } }
            for _ in 0..<1000 {
                guard let descriptor = Self.idleConnection(port: port, from: from, sending: sending) else { break }
                idle.append(descriptor)
            }
            #expect(idle.count == 1000, "\(from): \(idle.count) connections made")
            for _ in 0..<5 {
                let started = ContinuousClock.now
                #expect(try HTTP.rawStatus(port: port, path: "/scene") == 200, "\(from) sending \(sending.debugDescription)")
                #expect(ContinuousClock.now - started < .seconds(2), "answered at once")
            }
        }
    }

    @Test("Ctrl-C stops the server: exit 0, a goodbye, the port closed")
    func stopsOnInterrupt() async throws {
        let (root, scene) = try Self.makeFolder()
        defer { TestSupport.removeTemporaryFolder(root) }
        let preview = try Preview.start(kinetype, [scene.path], in: root)
        // An open event stream must not keep it running.
        let events = Task { try? await HTTP.request(preview.base + "/events", timeout: 30) }
        try await Task.sleep(for: .milliseconds(300))
        let result = preview.stop()
        #expect(result.status == 0, "\(result.stderr)")
        let said = try String(contentsOf: preview.output, encoding: .utf8)
        #expect(said.contains("Preview stopped."))
        #expect(throws: (any Error).self) { _ = try HTTP.rawStatus(port: preview.port, path: "/") }
        _ = await events.value
    }

    @Test("Bad input: a missing scene, a port out of range, a port in use")
    func badInput() throws {
        let (root, scene) = try Self.makeFolder()
        defer { TestSupport.removeTemporaryFolder(root) }
        let missing = InProcess.run(["preview", root.appendingPathComponent("nope.yaml").path])
        OutputFixtures.expect(missing.status, missing.stderr, code: 2, mentions: ["nope.yaml", "no such scene file"])
        for port in ["0", "70000", "-1"] {
            let result = InProcess.run(["preview", scene.path, "--port", port])
            OutputFixtures.expect(result.status, result.stderr, code: 2, mentions: ["--port \(port)", "1 to 65535"])
        }
        let first = try Preview.start(kinetype, [scene.path], in: root)
        defer { _ = first.stop() }
        let second = try TestSupport.run(kinetype, ["preview", scene.path, "--port", String(first.port)])
        OutputFixtures.expect(second.status, second.stderr, code: 2, mentions: ["--port \(first.port) is in use"])
    }

    @Test("In Chromium: scrubbing shows the frame render --at draws; a saved change shows within 2 s; a broken scene shows its error over the last frame; the form's values draw render --var's frame")
    func inTheBrowser() async throws {
        let (root, scene) = try Self.makeFolder()
        defer { TestSupport.removeTemporaryFolder(root) }
        let preview = try Preview.start(kinetype, [scene.path], in: root)
        defer { _ = preview.stop() }
        let browser = try await Browser.start(profileIn: root)
        do {
            try await browser.open(preview.base + "/")
            try await browser.wait(upTo: 20, for: "const p = window.kinetypePreview; return !!(p && p.scene && p.scene.loaded && p.shown.index === 0)",
                                   "the first frame")
            // The timeline lists both layers and their intervals.
            let rows = try await browser.run("return document.querySelectorAll('#rows .row').length") as? Int
            #expect(rows == 2)
            let intervals = try await browser.run("return Array.from(document.querySelectorAll('.interval')).map(e => e.className)") as? [String]
            #expect(intervals == ["interval enter", "interval effect"])

            // Scrub with the slider to frame 11 (1.1 s), as a user drags it.
            _ = try await browser.run("""
                const s = document.getElementById('scrubber'); s.value = '11';
                s.dispatchEvent(new Event('input', {bubbles: true})); return true
                """)
            try await browser.wait(upTo: 10, for: "return window.kinetypePreview.shown.index === 11", "frame 11 on the canvas")
            let label = try await browser.run("return document.getElementById('time').textContent") as? String
            #expect(label == "1.100 s · frame 11 / 20")
            let shown = try await canvasPixels(browser)
            let still = try rendered(scene, at: 1.1, in: root)
            #expect(shown.width == 320 && shown.height == 180)
            #expect(shown.rgba == still.rgba, "the canvas differs from render --at 1.1")

            // Save a new background: the page shows it at the same time within 2 s.
            let generation = try await browser.run("return window.kinetypePreview.scene.generation") as? Int ?? 0
            try Data(Self.scene(background: "#a03020").utf8).write(to: scene)
            let seconds = try await browser.wait(upTo: 5, for: """
                const p = window.kinetypePreview; if (p.scene.generation <= \(generation) || p.shown.generation !== p.scene.generation) return false;
                const d = document.getElementById('canvas').getContext('2d').getImageData(2, 2, 1, 1).data;
                return d[0] === 0xa0 && d[1] === 0x30 && d[2] === 0x20 && p.shown.index === 11
                """, "the edited background")
            #expect(seconds < 2, "the change took \(seconds) s to show")
            let edited = try await canvasPixels(browser), editedStill = try rendered(scene, at: 1.1, in: root)
            #expect(edited.rgba == editedStill.rgba)

            // Break it: the error is shown with its place, over the last good frame.
            try Data((Self.scene(background: "#a03020") + "\n    colour: red\n").utf8).write(to: scene)
            // The write empties the file before it fills it: the preview may show that first (the
            // scene is empty), then the finished file's error.
            try await browser.wait(upTo: 5, for: "return (window.kinetypePreview.error() || '').includes('colour')", "the error")
            let error = try await browser.run("return window.kinetypePreview.error()") as? String ?? ""
            #expect(error.contains("card.yaml:"), "\(error)")
            #expect(error.contains("colour") && error.contains("color"), "\(error)")
            let overlay = try await browser.run("return getComputedStyle(document.getElementById('error')).display") as? String
            #expect(overlay == "block")
            let corner = try await browser.run("return Array.from(document.getElementById('canvas').getContext('2d').getImageData(2, 2, 1, 1).data)") as? [Int]
            #expect(corner == [0xa0, 0x30, 0x20, 255], "the last good frame should stay on the canvas")

            // Fixed again: the error goes.
            try Data(Self.scene(background: "#a03020", title: "Fixed").utf8).write(to: scene)
            try await browser.wait(upTo: 5, for: "return window.kinetypePreview.error() === null", "the error to clear")

            // Made a template: its form changes a colour and a number, as a user would, and the
            // frame shown is render --at's with those values; a value out of range is named.
            let template = Self.scene(background: "#a03020", title: "Fixed")
                .replacingOccurrences(of: "version: 1\n", with: """
                    version: 1
                    params:
                      accent: {type: color, default: "#ffffff"}
                      size: {type: number, default: 40, min: 24, max: 200}

                    """)
                .replacingOccurrences(of: "font: {size: 40}", with: "font: {size: $size}\n    color: $accent")
            try Data(template.utf8).write(to: scene)
            try await browser.wait(upTo: 5, for: "return document.querySelectorAll('#params [data-name]').length === 2", "the form")
            _ = try await browser.run("""
                const c = document.querySelector('#params [data-name="accent"]'); c.value = '#ff0000';
                c.dispatchEvent(new Event('input', {bubbles: true}));
                const n = document.querySelector('#params [data-name="size"]'); n.value = '50';
                n.dispatchEvent(new Event('change', {bubbles: true})); return c.type + ' ' + n.type
                """)
            try await browser.wait(upTo: 10, for: """
                const p = window.kinetypePreview; return p.shown.values === 2 && p.shown.generation === p.scene.generation && p.shown.index === 11
                """, "the frame with the form's values")
            let formed = try await canvasPixels(browser)
            let formStill = root.appendingPathComponent("form.png")
            let render = InProcess.run(["render", scene.path, "--at", "1.1", "--var", "accent=#ff0000", "--var", "size=50", "-o", formStill.path])
            try #require(render.status == 0, "\(render.stderr)")
            #expect(formed.rgba == (try TestSupport.decodePNG(Data(contentsOf: formStill))).rgba, "the form's frame differs from render --var --at")
            #expect(formed.rgba != edited.rgba)
            _ = try await browser.run("""
                const n = document.querySelector('#params [data-name="size"]'); n.value = '500';
                n.dispatchEvent(new Event('change', {bubbles: true})); return true
                """)
            try await browser.wait(upTo: 10, for: "return !!window.kinetypePreview.formError()", "the form's error")
            let refused = try await browser.run("return window.kinetypePreview.formError()") as? String ?? ""
            #expect(refused.contains("params.size: expected a number from 24 to 200; got \"500\""), "\(refused)")

            // The page cannot read files outside the scene's folder either.
            // (The browser resolves '..' and '%2e%2e' before asking, so those never leave it; an
            // encoded slash does.)
            for path in ["/files/%2e%2e%2foutside.txt", "/files/../outside.txt", "/files/%2e%2e/outside.txt"] {
                let answer = try await browser.run("""
                    const r = new XMLHttpRequest(); r.open('GET', '\(path)', false); r.send(); return [r.status, r.responseText]
                    """) as? [Any]
                let status = answer?.first as? Int, text = answer?.last as? String ?? ""
                #expect(status == 403 || status == 404, "\(path): \(String(describing: status))")
                #expect(!text.contains("not for the browser"), "\(path) served the file outside")
            }
            let encodedSlash = try await browser.run("""
                const r = new XMLHttpRequest(); r.open('GET', '/files/%2e%2e%2foutside.txt', false); r.send(); return r.status
                """) as? Int
            #expect(encodedSlash == 403)
        } catch {
            await browser.quit()
            throw error
        }
        await browser.quit()
    }

    /// The page's canvas as PNG (toDataURL), decoded by ffmpeg.
    func canvasPixels(_ browser: Browser) async throws -> TestSupport.DecodedPNG {
        let url = try #require(try await browser.run("return document.getElementById('canvas').toDataURL('image/png')") as? String)
        let base64 = try #require(url.split(separator: ",", maxSplits: 1).last)
        return try TestSupport.decodePNG(try #require(Data(base64Encoded: String(base64))))
    }
}
