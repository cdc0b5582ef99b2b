import Foundation
import Glibc
import KinetypePrimitives
internal import CKinetypeRSVG

/// The warnings gdk-pixbuf's loaders log through GLib while they decode a picture, caught
/// rather than printed: libheif's loader logs why a damaged HEIC or AVIF fails
/// (`** (process:…): WARNING **: Invalid input: No 'meta' box`) and returns no error of its own,
/// so the raw line would come before Kinetype's, and the error would say no more than "unknown
/// format". Caught, the loader's words go into the one error instead.
///
/// GLib takes one handler a log domain for the whole process: it is installed once, for the
/// default domain (the loaders' own) and GdkPixbuf's, and keeps a message only for a thread
/// inside ``catching(_:)``; a message from any other thread goes to GLib's default handler,
/// printed as before.
enum DecoderMessages {
    /// The messages caught so far for each thread inside ``catching(_:)``, by its pthread id.
    private static let caught = Locked<[UInt: [String]]>([:])

    /// Installs the handler, once.
    private static let installed: Void = {
        let levels = GLogLevelFlags(rawValue: G_LOG_LEVEL_WARNING.rawValue | G_LOG_LEVEL_CRITICAL.rawValue | G_LOG_LEVEL_MESSAGE.rawValue)
        for domain in [nil, "GdkPixbuf"] as [String?] {
            _ = g_log_set_handler(domain, levels, { domain, level, message, data in
                let thread = UInt(pthread_self())
                let text = message.map { String(cString: $0) } ?? ""
                let kept = DecoderMessages.caught.withLock { caught -> Bool in
                    guard caught[thread] != nil else { return false }
                    caught[thread]!.append(text)
                    return true
                }
                if !kept { g_log_default_handler(domain, level, message, data) }
            }, nil)
        }
    }()

    /// The result of `body`, with the messages GLib logged on this thread while it ran, in order.
    static func catching<Result>(_ body: () -> Result) -> (result: Result, messages: [String]) {
        _ = installed
        let thread = UInt(pthread_self())
        caught.withLock { $0[thread] = [] }
        let result = body()
        let messages = caught.withLock { $0.removeValue(forKey: thread) ?? [] }
        return (result, messages)
    }
}
