import Foundation
import Hummingbird

/// Which files of the scene's folder the preview serves: `GET /files/PATH` names a file under
/// the folder; a path that leaves it (`..`, an absolute path, a symbolic link pointing out, a
/// percent-encoded `%2e%2e`) is refused.
enum PreviewFiles {
    struct Refusal: Error {
        var status: HTTPResponse.Status
        var message: String
    }

    /// The file a request path (`/files/…`, still percent-encoded) names, or why it is refused.
    static func resolve(_ requestPath: String, folder: URL) -> Result<URL, Refusal> {
        let prefix = "/files/"
        guard requestPath.hasPrefix(prefix) else { return .failure(Refusal(status: .notFound, message: "not found")) }
        guard let relative = String(requestPath.dropFirst(prefix.count)).removingPercentEncoding else {
            return .failure(Refusal(status: .badRequest, message: "the path is not valid percent-encoded UTF-8"))
        }
        let components = relative.split(separator: "/", omittingEmptySubsequences: false)
        if relative.hasPrefix("/") || relative.contains("\0") || components.contains(where: { $0 == ".." || $0 == "." }) {
            return .failure(Refusal(status: .forbidden, message: "refused: only files in the scene's folder are served"))
        }
        let root = folder.standardizedFileURL.resolvingSymlinksInPath().path
        let url = URL(fileURLWithPath: relative, relativeTo: URL(fileURLWithPath: root, isDirectory: true))
            .standardizedFileURL.resolvingSymlinksInPath()
        guard url.path.hasPrefix(root.hasSuffix("/") ? root : root + "/") else {
            return .failure(Refusal(status: .forbidden, message: "refused: only files in the scene's folder are served"))
        }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue else {
            return .failure(Refusal(status: .notFound, message: "no such file in the scene's folder"))
        }
        return .success(url)
    }

    /// The media type of a file by its extension: Hummingbird's table, and plain text for the
    /// scene and caption formats it does not know.
    static func mediaType(of url: URL) -> String {
        let fileExtension = url.pathExtension.lowercased()
        if let known = MediaType.getMediaType(forExtension: fileExtension) { return known.description }
        return ["yaml", "yml", "srt", "vtt", "ass", "ssa"].contains(fileExtension) ? "text/plain; charset=utf-8" : "application/octet-stream"
    }
}
