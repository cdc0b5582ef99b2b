import Foundation
import Glibc
import KinetypePrimitives

/// A request as the preview reads it: only `GET` and `HEAD` reach a handler.
struct PreviewRequest: Sendable {
    var method: String
    /// The path, still percent-encoded, without the query.
    var path: String
    /// The query's parameters, decoded (`+` is a space); a repeated name keeps its last value.
    var query: [String: String]
}

/// An answer: a status, a media type and a body, or a stream the handler writes to until the
/// client goes or the server stops (server-sent events).
struct PreviewResponse: Sendable {
    enum Body: Sendable {
        case bytes(Data)
        /// Called on the connection's own thread with a function that sends text and returns
        /// false once the client has gone.
        case stream(@Sendable (_ send: (String) -> Bool) -> Void)
    }

    var status: Int
    var contentType: String
    var body: Body

    /// A short plain-text answer, such as an error.
    static func text(_ status: Int, _ message: String) -> PreviewResponse {
        PreviewResponse(status: status, contentType: "text/plain; charset=utf-8", body: .bytes(Data((message + "\n").utf8)))
    }
}

/// The preview's HTTP/1.1 server: a socket on 127.0.0.1 only, a thread a connection, one request
/// a connection (`Connection: close`), which is all a page on this machine needs.
///
/// It is written for a hostile network neighbour, since a page on another origin in the same
/// browser can reach a loopback port:
/// - only requests whose `Host` is the address it printed (`127.0.0.1:PORT` or
///   `localhost:PORT`) are answered (421 otherwise), so a rebound DNS name reaches nothing, and
///   a request with an `Origin` of another site is refused (403);
/// - only `GET` and `HEAD` (405 otherwise); a head larger than 16 KB is refused (431);
/// - request heads are read by one thread for every connection (`PreviewPendingConnections`):
///   a head must be whole within 10 seconds of connecting, and one client address holds at most
///   64 half-sent connections (a new one closes its oldest), so idle or slow connections never
///   keep a normal request out;
/// - at most 32 answers are under way at once (503 beyond), each sent within 10 seconds.
final class PreviewHTTPServer: Sendable {
    /// The largest request head read.
    static let maximumHead = 16_384
    /// The most requests answered at once (event streams among them).
    static let maximumConnections = 32
    /// Seconds a client may take to take an answer (its request: `PreviewPendingConnections`).
    static let timeoutSeconds = 10

    /// The port it listens on.
    let port: Int
    private let listener: Int32
    private let active = Locked(0)

    /// Listens on 127.0.0.1:`port` (0 takes a free one); throws ``PreviewServerError`` when it
    /// cannot (the port in use, or not one this user may take).
    init(port: Int) throws(PreviewServerError) {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard descriptor >= 0 else { throw PreviewServerError(message: "no socket: \(String(cString: strerror(errno)))") }
        var yes: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(clamping: port)).bigEndian
        address.sin_addr = in_addr(s_addr: UInt32(0x7F00_0001).bigEndian)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(descriptor, 1024) == 0 else {
            let reason = errno == EADDRINUSE ? "address already in use" : String(cString: strerror(errno))
            close(descriptor)
            throw PreviewServerError(message: "cannot listen on 127.0.0.1:\(port): \(reason)")
        }
        var actual = sockaddr_in(), length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &actual) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        listener = descriptor
        self.port = Int(UInt16(bigEndian: actual.sin_port))
    }

    /// Accepts connections, reads their request heads together (``PreviewPendingConnections``)
    /// and answers each whole request on a thread of its own with `handler`, until `stopping`
    /// is set; then closes the socket and waits (up to two seconds) for answers to finish.
    func serve(until stopping: Locked<Bool>, handler: @escaping @Sendable (PreviewRequest) -> PreviewResponse) {
        var pending = PreviewPendingConnections(maximumHead: Self.maximumHead)
        _ = fcntl(listener, F_SETFL, fcntl(listener, F_GETFL) | O_NONBLOCK)
        while !stopping.withLock({ $0 }) {
            var entries = pending.pollEntries(after: pollfd(fd: listener, events: Int16(POLLIN), revents: 0))
            _ = poll(&entries, nfds_t(entries.count), 100)
            for (client, outcome) in pending.read(ready: entries) {
                switch outcome {
                case .head(let head): dispatch(client, head: head, stopping: stopping, handler: handler)
                case .tooLarge:
                    Self.reply(client, .text(431, "the request head is larger than \(Self.maximumHead) bytes"), method: "GET")
                    close(client)
                case .gone: close(client)
                }
            }
            guard entries[0].revents & Int16(POLLIN) != 0 else { continue }
            // Every connection waiting, up to a few hundred a round so heads keep being read.
            for _ in 0..<256 {
                var peer = sockaddr_in(), length = socklen_t(MemoryLayout<sockaddr_in>.size)
                let client = withUnsafeMutablePointer(to: &peer) {
                    $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { accept(listener, $0, &length) }
                }
                guard client >= 0 else {
                    // Out of descriptors: the oldest half-sent connection makes room.
                    if errno == EMFILE || errno == ENFILE, pending.closeOldest() { continue }
                    break
                }
                _ = fcntl(client, F_SETFD, FD_CLOEXEC)
                _ = fcntl(client, F_SETFL, fcntl(client, F_GETFL) | O_NONBLOCK)
                pending.add(client, address: peer.sin_addr.s_addr)
            }
        }
        pending.closeAll()
        close(listener)
        for _ in 0..<40 where active.withLock({ $0 }) > 0 { usleep(50_000) }
    }

    /// Answers the request in `head` from `client` on a thread of its own, or says the server is
    /// busy when ``maximumConnections`` answers are under way; closes `client` when done.
    private func dispatch(_ client: Int32, head: Data, stopping: Locked<Bool>, handler: @escaping @Sendable (PreviewRequest) -> PreviewResponse) {
        // Answers are written with blocking sends, each bounded by the send timeout.
        _ = fcntl(client, F_SETFL, fcntl(client, F_GETFL) & ~O_NONBLOCK)
        Self.setTimeouts(client)
        let admitted = active.withLock { count in
            guard count < Self.maximumConnections else { return false }
            count += 1
            return true
        }
        guard admitted else {
            Self.send(client, head: Self.head(503, contentType: "text/plain; charset=utf-8", length: 13), body: Data("server busy\r\n".utf8))
            close(client)
            return
        }
        Thread.detachNewThread { [self] in
            answer(client, head: head, stopping: stopping, handler: handler)
            close(client)
            active.withLock { $0 -= 1 }
        }
    }

    /// Answers the request in `head` from `client`.
    private func answer(_ client: Int32, head: Data, stopping: Locked<Bool>, handler: @Sendable (PreviewRequest) -> PreviewResponse) {
        let request: PreviewRequest
        switch parse(head) {
        case .success(let parsed): request = parsed
        case .failure(let refusal):
            Self.reply(client, refusal.response, method: "GET")
            return
        }
        var response = handler(request)
        if case .stream(let produce) = response.body {
            guard request.method == "GET" else {
                response.body = .bytes(Data())
                Self.reply(client, response, method: request.method)
                return
            }
            guard Self.send(client, head: Self.head(response.status, contentType: response.contentType, length: nil), body: Data()) else { return }
            produce { text in !stopping.withLock({ $0 }) && Self.send(client, head: "", body: Data(text.utf8)) }
            return
        }
        Self.reply(client, response, method: request.method)
    }

    private struct Refusal: Error {
        var response: PreviewResponse
        init(_ status: Int, _ message: String) { response = .text(status, message) }
    }

    /// The request in `head` (its bytes up to the blank line), or the answer that refuses it.
    private func parse(_ head: Data) -> Result<PreviewRequest, Refusal> {
        let lines = String(decoding: head, as: UTF8.self).components(separatedBy: "\r\n")
        let requestLine = lines[0].split(separator: " ", omittingEmptySubsequences: false)
        guard requestLine.count == 3, requestLine[2].hasPrefix("HTTP/1."), requestLine[1].hasPrefix("/") else {
            return .failure(Refusal(400, "expected a request line such as GET / HTTP/1.1"))
        }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() where !line.isEmpty {
            guard let colon = line.firstIndex(of: ":") else { return .failure(Refusal(400, "a header line without a colon")) }
            headers[line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()] = line[line.index(after: colon)...]
                .trimmingCharacters(in: .whitespaces)
        }
        let own = ["127.0.0.1:\(port)", "localhost:\(port)"]
        guard let host = headers["host"], own.contains(host.lowercased()) else {
            return .failure(Refusal(421, "this preview answers only requests for http://127.0.0.1:\(port)/"))
        }
        if let origin = headers["origin"], !own.map({ "http://" + $0 }).contains(origin.lowercased()) {
            return .failure(Refusal(403, "refused: pages from other sites may not read the preview"))
        }
        let method = String(requestLine[0])
        guard method == "GET" || method == "HEAD" else {
            return .failure(Refusal(405, "the preview answers GET and HEAD only"))
        }
        let target = requestLine[1]
        let path = String(target.prefix { $0 != "?" })
        var query: [String: String] = [:]
        if let mark = target.firstIndex(of: "?") {
            for pair in target[target.index(after: mark)...].split(separator: "&") {
                let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map {
                    $0.replacingOccurrences(of: "+", with: " ").removingPercentEncoding ?? ""
                }
                query[parts[0]] = parts.count > 1 ? parts[1] : ""
            }
        }
        return .success(PreviewRequest(method: method, path: path, query: query))
    }

    private static func reply(_ client: Int32, _ response: PreviewResponse, method: String) {
        guard case .bytes(let data) = response.body else { return }
        send(client, head: head(response.status, contentType: response.contentType, length: data.count), body: method == "HEAD" ? Data() : data)
    }

    private static func head(_ status: Int, contentType: String, length: Int?) -> String {
        var head = "HTTP/1.1 \(status) \(reasons[status] ?? "Status")\r\nContent-Type: \(contentType)\r\n"
        if let length { head += "Content-Length: \(length)\r\n" }
        return head + "Cache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n"
    }

    private static let reasons = [
        200: "OK", 400: "Bad Request", 403: "Forbidden", 404: "Not Found", 405: "Method Not Allowed", 421: "Misdirected Request",
        431: "Request Header Fields Too Large", 500: "Internal Server Error", 503: "Service Unavailable",
    ]

    /// Sends `head` then `body`; false when the client has gone or stopped reading.
    @discardableResult
    private static func send(_ client: Int32, head: String, body: Data) -> Bool {
        for chunk in [Data(head.utf8), body] where !chunk.isEmpty {
            let sent = chunk.withUnsafeBytes { bytes -> Bool in
                var offset = 0
                while offset < bytes.count {
                    let count = Glibc.send(client, bytes.baseAddress! + offset, bytes.count - offset, Int32(MSG_NOSIGNAL))
                    if count < 0 && errno == EINTR { continue }
                    guard count > 0 else { return false }
                    offset += count
                }
                return true
            }
            guard sent else { return false }
        }
        return true
    }

    private static func setTimeouts(_ client: Int32) {
        var timeout = timeval(tv_sec: timeoutSeconds, tv_usec: 0)
        setsockopt(client, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(client, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    }
}

/// Why the preview server could not start.
public struct PreviewServerError: Error, CustomStringConvertible, Sendable {
    /// What went wrong: no socket, or the address and why it cannot be listened on
    /// (`cannot listen on 127.0.0.1:8080: address already in use`).
    public var message: String
    /// The message.
    public var description: String { message }
}
