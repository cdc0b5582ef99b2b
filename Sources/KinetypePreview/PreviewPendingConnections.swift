import Foundation
import Glibc

/// The preview's connections whose request head is still coming in, read together by one
/// thread with `poll(2)` rather than a thread each, so idle or half-sent connections (a browser's
/// spare sockets, a slow-loris neighbour) cost a descriptor and a few bytes, never a worker.
///
/// Each head must arrive whole within ``headSeconds`` of the connection (a deadline for the
/// whole head, not for each read, so a byte every few seconds does not keep one open), and one
/// client address holds at most ``maximumPerAddress`` such connections: another from it closes
/// its oldest, so a flood of idle connections pushes out its own and a normal request, which
/// sends its head at once, is read and answered.
struct PreviewPendingConnections {
    /// Seconds a client has from connecting to the end of its request head.
    static let headSeconds = 10.0
    /// The most half-sent connections one client address holds; a new one closes its oldest.
    static let maximumPerAddress = 64
    /// The most half-sent connections of all addresses; a new one closes the oldest.
    static let maximum = 1024

    /// What reading a connection gave.
    enum Outcome {
        /// The head up to and without its blank line.
        case head(Data)
        /// The head passed `maximumHead` bytes.
        case tooLarge
        /// The client closed the connection, or it failed, before the head was whole.
        case gone
    }

    private struct Connection {
        var descriptor: Int32
        var address: UInt32
        var deadline: ContinuousClock.Instant
        var received = Data()
    }

    /// The connections, oldest first.
    private var connections: [Connection] = []
    /// The largest head read.
    let maximumHead: Int

    /// No connections yet; heads are read up to `maximumHead` bytes.
    init(maximumHead: Int) {
        self.maximumHead = maximumHead
    }

    /// How many connections are waiting for their head.
    var count: Int { connections.count }

    /// Adds the accepted, non-blocking `descriptor` from the client `address` (IPv4, network
    /// order), closing the oldest connection of that address, or of all, when it is at its limit.
    mutating func add(_ descriptor: Int32, address: UInt32) {
        let fromAddress = connections.indices.filter { connections[$0].address == address }
        if fromAddress.count >= Self.maximumPerAddress {
            close(connections.remove(at: fromAddress[0]).descriptor)
        } else if connections.count >= Self.maximum {
            closeOldest()
        }
        connections.append(Connection(descriptor: descriptor, address: address, deadline: .now + .seconds(Self.headSeconds)))
    }

    /// Closes the oldest connection (to free a descriptor when the process has none left);
    /// false when there is none.
    @discardableResult
    mutating func closeOldest() -> Bool {
        guard !connections.isEmpty else { return false }
        close(connections.removeFirst().descriptor)
        return true
    }

    /// `poll(2)`'s entries for the connections, in order, after `first`.
    func pollEntries(after first: pollfd) -> [pollfd] {
        [first] + connections.map { pollfd(fd: $0.descriptor, events: Int16(POLLIN), revents: 0) }
    }

    /// Reads what the connections marked ready in `entries` (from ``pollEntries(after:)``, the
    /// first entry not theirs) have sent, and drops those past their deadline (closed). Returns
    /// each connection that is done with what it gave; the caller owns and closes those
    /// descriptors.
    mutating func read(ready entries: [pollfd]) -> [(descriptor: Int32, outcome: Outcome)] {
        var done: [(descriptor: Int32, outcome: Outcome)] = []
        var kept: [Connection] = []
        let now = ContinuousClock.now
        for (index, var connection) in connections.enumerated() {
            let events = entries.indices.contains(index + 1) ? entries[index + 1].revents : 0
            if events != 0, let outcome = receive(&connection) {
                done.append((connection.descriptor, outcome))
            } else if now >= connection.deadline {
                close(connection.descriptor)
            } else {
                kept.append(connection)
            }
        }
        connections = kept
        return done
    }

    /// Closes every connection.
    mutating func closeAll() {
        connections.forEach { close($0.descriptor) }
        connections = []
    }

    /// Reads what `connection` has without waiting; the outcome once the head is whole, too
    /// large, or the client has gone, else nil.
    private func receive(_ connection: inout Connection) -> Outcome? {
        var buffer = [UInt8](repeating: 0, count: 4096)
        let end = Data("\r\n\r\n".utf8)
        while true {
            let count = recv(connection.descriptor, &buffer, buffer.count, 0)
            if count < 0 && errno == EINTR { continue }
            if count < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) { return nil }
            guard count > 0 else { return .gone }
            // Look for the blank line from just before the new bytes, as it may straddle reads.
            let from = max(connection.received.startIndex, connection.received.endIndex - 3)
            connection.received.append(contentsOf: buffer[0..<count])
            if let range = connection.received.range(of: end, in: from..<connection.received.endIndex) {
                return range.lowerBound - connection.received.startIndex <= maximumHead
                    ? .head(Data(connection.received[..<range.lowerBound])) : .tooLarge
            }
            guard connection.received.count <= maximumHead else { return .tooLarge }
        }
    }
}
