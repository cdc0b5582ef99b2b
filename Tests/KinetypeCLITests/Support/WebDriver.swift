import Foundation
import KinetypeTestSupportCore

/// Plain HTTP/1.1 over a socket for the preview's tests: chromedriver's responses are ones
/// URLSession on Linux refuses ("Failed writing header"), and a raw request can send paths
/// URLSession would tidy up (`/files/../x`).
enum HTTP {
    struct Failure: Error, CustomStringConvertible { var description: String }

    /// Sends a request to `url` (http://127.0.0.1:PORT/…); returns the status and body.
    static func request(_ url: String, method: String = "GET", json: Any? = nil, timeout: Double = 30) async throws -> (status: Int, body: Data) {
        guard let address = URL(string: url), let port = address.port else { throw Failure(description: "not a URL: \(url)") }
        let body = try json.map { try JSONSerialization.data(withJSONObject: $0) } ?? Data()
        let path = address.path.isEmpty ? "/" : address.path + (address.query.map { "?" + $0 } ?? "")
        // On a thread of its own: a blocking socket on the few threads Swift's concurrency
        // shares would stall the other tests.
        return try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread {
                continuation.resume(with: Result { try exchange(port: port, method: method, path: path, body: body, timeout: timeout) })
            }
        }
    }

    /// One request on a new connection, read to its end.
    static func exchange(port: Int, method: String = "GET", path: String, body: Data = Data(), timeout: Double = 30) throws -> (status: Int, body: Data) {
        var head = "\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n"
        if !body.isEmpty || method == "POST" { head += "Content-Type: application/json\r\nContent-Length: \(body.count)\r\n" }
        return try raw(port: port, Data((head + "\r\n").utf8) + body, timeout: timeout)
    }

    /// `request`, bytes as they are, sent on a new connection; the answer read to its end.
    static func raw(port: Int, _ request: Data, timeout: Double = 10) throws -> (status: Int, body: Data) {
        let descriptor = try connect(port: port, timeout: timeout)
        defer { close(descriptor) }
        try request.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let sent = send(descriptor, buffer.baseAddress! + offset, buffer.count - offset, Int32(MSG_NOSIGNAL))
                guard sent > 0 else { throw Failure(description: "send to port \(port): \(errno)") }
                offset += sent
            }
        }
        var received = Data()
        var buffer = [UInt8](repeating: 0, count: 65536)
        // Read to the end of the connection, or of the body its Content-Length announces
        // (chromedriver keeps connections open whatever the request asks).
        while !isComplete(received) {
            let count = recv(descriptor, &buffer, buffer.count, 0)
            if count < 0 && errno == EINTR { continue }
            if count < 0 { throw Failure(description: "no answer from port \(port) within \(timeout) s (\(errno))") }
            if count == 0 { break }
            received.append(contentsOf: buffer[0..<count])
        }
        guard let split = received.range(of: Data("\r\n\r\n".utf8)) else { throw Failure(description: "no HTTP head from port \(port)") }
        let headText = String(decoding: received[..<split.lowerBound], as: UTF8.self)
        guard let code = Int(headText.dropFirst(9).prefix(3)) else { throw Failure(description: "no status in \(headText.prefix(40))") }
        var content = Data(received[split.upperBound...])
        if headText.lowercased().contains("transfer-encoding: chunked") { content = dechunk(content) }
        return (code, content)
    }

    /// Whether `data` holds a whole response with a Content-Length.
    private static func isComplete(_ data: Data) -> Bool {
        guard let split = data.range(of: Data("\r\n\r\n".utf8)) else { return false }
        let head = String(decoding: data[..<split.lowerBound], as: UTF8.self).lowercased()
        guard let line = head.split(separator: "\r\n").first(where: { $0.hasPrefix("content-length:") }),
              let length = Int(line.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces)) else { return false }
        return data.count - split.upperBound >= length
    }

    private static func dechunk(_ data: Data) -> Data {
        var result = Data()
        var index = data.startIndex
        while let lineEnd = data[index...].range(of: Data("\r\n".utf8)),
              let size = Int(String(decoding: data[index..<lineEnd.lowerBound], as: UTF8.self).split(separator: ";").first ?? "", radix: 16),
              size > 0, lineEnd.upperBound + size <= data.endIndex {
            result.append(data[lineEnd.upperBound..<(lineEnd.upperBound + size)])
            index = min(data.endIndex, lineEnd.upperBound + size + 2)
        }
        return result
    }

    private static func connect(port: Int, timeout: Double) throws -> Int32 {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw Failure(description: "socket: \(errno)") }
        var wait = timeval(tv_sec: Int(timeout), tv_usec: Int((timeout - timeout.rounded(.down)) * 1e6))
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &wait, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else {
            close(descriptor)
            throw Failure(description: "connect to port \(port): \(errno)")
        }
        return descriptor
    }

    /// Sends `GET path` exactly as written to 127.0.0.1:`port`; returns the status code.
    static func rawStatus(port: Int, path: String) throws -> Int {
        try exchange(port: port, path: path, timeout: 10).status
    }

    /// A port nobody listens on now (the kernel's choice for a socket bound to port 0).
    static func freePort() throws -> Int {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(descriptor) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
                bind(descriptor, pointer, length) == 0 && getsockname(descriptor, pointer, &length) == 0
            }
        }
        guard bound else { throw Failure(description: "cannot bind a socket: \(errno)") }
        return Int(UInt16(bigEndian: address.sin_port))
    }
}

/// A headless Chromium driven through chromedriver (both from Debian) with the W3C WebDriver
/// protocol: enough to load a page, run script in it and wait for what it shows.
final class Browser {
    struct Failure: Error, CustomStringConvertible { var description: String }

    private let driver: SpawnedProcess
    private let base: String
    private let session: String

    /// Starts chromedriver and a Chromium session whose profile lives in `folder`.
    static func start(profileIn folder: URL) async throws -> Browser {
        guard let chromedriver = TestSupport.which("chromedriver"), let chromium = TestSupport.which("chromium") else {
            throw Failure(description: "chromium and chromedriver are not on the PATH (make setup installs Debian's chromium and chromium-driver)")
        }
        let port = try HTTP.freePort()
        let log = folder.appendingPathComponent("chromedriver.log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        // Chromium's own scratch folders go into `folder` too, so the test leaves nothing behind.
        let scratch = folder.appendingPathComponent("tmp")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        let driver = try SpawnedProcess(chromedriver, ["--port=\(port)"], standardOutput: .path(log.path), standardError: .path(log.path),
                                        environment: ["TMPDIR": scratch.path, "HOME": folder.path])
        let base = "http://127.0.0.1:\(port)"
        var ready = false
        for _ in 0..<200 {
            if let status = try? await HTTP.request(base + "/status", timeout: 2), status.status == 200 { ready = true; break }
            try await Task.sleep(for: .milliseconds(50))
        }
        guard ready else {
            driver.send(SIGKILL)
            _ = driver.wait()
            throw Failure(description: "chromedriver did not start: \((try? String(contentsOf: log, encoding: .utf8)) ?? "")")
        }
        let profile = folder.appendingPathComponent("profile").path
        let capabilities: [String: Any] = ["capabilities": ["alwaysMatch": [
            "browserName": "chrome",
            "goog:chromeOptions": [
                "binary": chromium,
                "args": ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
                         "--window-size=1280,900", "--user-data-dir=\(profile)", "--disk-cache-dir=\(profile)/cache"],
            ],
        ]]]
        do {
            let created = try await HTTP.request(base + "/session", method: "POST", json: capabilities, timeout: 60)
            let object = try JSONSerialization.jsonObject(with: created.body) as? [String: Any]
            guard let value = object?["value"] as? [String: Any], let session = value["sessionId"] as? String else {
                throw Failure(description: "no session: \(String(decoding: created.body, as: UTF8.self))")
            }
            return Browser(driver: driver, base: base, session: session)
        } catch {
            driver.send(SIGKILL)
            _ = driver.wait()
            throw error
        }
    }

    private init(driver: SpawnedProcess, base: String, session: String) {
        self.driver = driver
        self.base = base
        self.session = session
    }

    /// Closes the browser and stops chromedriver.
    func quit() async {
        _ = try? await HTTP.request("\(base)/session/\(session)", method: "DELETE", timeout: 20)
        driver.send(SIGTERM)
        _ = driver.wait(upTo: 10)
    }

    /// Loads `url` and waits for it.
    func open(_ url: String) async throws {
        _ = try await command("url", ["url": url])
    }

    /// Runs `script` (a function body; `return` gives the result) in the page.
    func run(_ script: String) async throws -> Any? {
        try await command("execute/sync", ["script": script, "args": [] as [Any]])
    }

    /// Runs `script` until it returns true, for up to `seconds`; returns the seconds it took.
    @discardableResult
    func wait(upTo seconds: Double, for script: String, _ what: String) async throws -> Double {
        let start = Date()
        while Date().timeIntervalSince(start) < seconds {
            if try await run(script) as? Bool == true { return Date().timeIntervalSince(start) }
            try await Task.sleep(for: .milliseconds(20))
        }
        throw Failure(description: "waited \(seconds) s for \(what)")
    }

    private func command(_ name: String, _ body: [String: Any]) async throws -> Any? {
        let response = try await HTTP.request("\(base)/session/\(session)/\(name)", method: "POST", json: body)
        let object = try JSONSerialization.jsonObject(with: response.body, options: [.fragmentsAllowed]) as? [String: Any]
        guard response.status == 200 else {
            throw Failure(description: "WebDriver \(name) failed (\(response.status)): \(String(decoding: response.body, as: UTF8.self).prefix(600))")
        }
        let value = object?["value"]
        return value is NSNull ? nil : value
    }
}
