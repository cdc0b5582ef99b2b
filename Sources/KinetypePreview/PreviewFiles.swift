import Foundation

/// Which files of the scene's folder the preview serves: `GET /files/PATH` names a file under
/// the folder; a path that leaves it (`..`, an absolute path, a symbolic link pointing out, a
/// percent-encoded `%2e%2e`) is refused, and so is a hidden file or folder (`.git/config`,
/// `.env`), which holds what a scene never needs.
enum PreviewFiles {
    struct Refusal: Error {
        var status: Int
        var message: String
    }

    /// The file a request path (`/files/…`, still percent-encoded) names, or why it is refused.
    static func resolve(_ requestPath: String, folder: URL) -> Result<URL, Refusal> {
        let prefix = "/files/"
        guard requestPath.hasPrefix(prefix) else { return .failure(Refusal(status: 404, message: "not found")) }
        guard let relative = String(requestPath.dropFirst(prefix.count)).removingPercentEncoding else {
            return .failure(Refusal(status: 400, message: "the path is not valid percent-encoded UTF-8"))
        }
        let components = relative.split(separator: "/", omittingEmptySubsequences: false)
        if relative.hasPrefix("/") || relative.contains("\0") || components.contains(where: { $0 == ".." || $0 == "." }) {
            return .failure(Refusal(status: 403, message: "refused: only files in the scene's folder are served"))
        }
        if components.contains(where: { $0.hasPrefix(".") }) {
            return .failure(Refusal(status: 403, message: "refused: hidden files and folders are not served"))
        }
        let root = folder.standardizedFileURL.resolvingSymlinksInPath().path
        let url = URL(fileURLWithPath: relative, relativeTo: URL(fileURLWithPath: root, isDirectory: true))
            .standardizedFileURL.resolvingSymlinksInPath()
        guard url.path.hasPrefix(root.hasSuffix("/") ? root : root + "/") else {
            return .failure(Refusal(status: 403, message: "refused: only files in the scene's folder are served"))
        }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue else {
            return .failure(Refusal(status: 404, message: "no such file in the scene's folder"))
        }
        return .success(url)
    }

    /// The media type of a file by its extension: the types a scene's folder holds (pages,
    /// pictures, fonts, footage, data), plain text for scene and caption files, else bytes.
    static func mediaType(of url: URL) -> String {
        let fileExtension = url.pathExtension.lowercased()
        if let known = mediaTypes[fileExtension] { return known }
        return ["yaml", "yml", "srt", "vtt", "ass", "ssa", "txt", "csv"].contains(fileExtension)
            ? "text/plain; charset=utf-8" : "application/octet-stream"
    }

    private static let mediaTypes = [
        "html": "text/html; charset=utf-8", "css": "text/css; charset=utf-8", "js": "text/javascript; charset=utf-8",
        "json": "application/json", "png": "image/png", "apng": "image/apng", "jpg": "image/jpeg", "jpeg": "image/jpeg",
        "gif": "image/gif", "webp": "image/webp", "svg": "image/svg+xml", "pdf": "application/pdf", "ttf": "font/ttf",
        "otf": "font/otf", "woff": "font/woff", "woff2": "font/woff2", "mp4": "video/mp4", "webm": "video/webm",
        "mov": "video/quicktime", "wav": "audio/wav", "mp3": "audio/mpeg",
    ]
}
