import Foundation
import KinetypePrimitives

extension OpenTimeline {
    /// The timeline as Final Cut Pro's XML (FCPXML 1.8, which Final Cut Pro 10.4.1 and later
    /// import): an event holding a project whose sequence plays the clips one after another on
    /// its spine, each an `asset-clip` of its media with its markers (`value` the name, `note`
    /// the comment) and its metadata as a `note`.
    ///
    /// Times are rational seconds at the clip's frame duration (`1001/30000s` at 29.97 fps), as
    /// Final Cut writes them. Final Cut finds media by absolute `file://` URL: a relative media
    /// path is resolved from `folder`, the timeline's. Marker colours have no place in FCPXML.
    public func fcpxmlData(folder: URL) -> Data {
        // A format a frame rate and size, shared by the clips that have them.
        var formats: [String] = []
        var formatIDs: [String: String] = [:]
        func format(of clip: Clip) -> String {
            let key = "\(Self.frameDuration(clip.fps))@\(clip.width ?? 0)x\(clip.height ?? 0)"
            if let id = formatIDs[key] { return id }
            let id = "r\(formatIDs.count + 1)"
            formatIDs[key] = id
            var attributes = "id=\"\(id)\" frameDuration=\"\(Self.time(frames: 1, fps: clip.fps))\""
            if let width = clip.width, let height = clip.height { attributes += " width=\"\(width)\" height=\"\(height)\"" }
            formats.append("    <format \(attributes)/>\n")
            return id
        }
        let clipFormats = clips.map(format)
        var assets = "", spine = ""
        let rate = clips.first?.fps ?? 30
        var elapsed = 0.0
        for (index, clip) in clips.enumerated() {
            let asset = "a\(index + 1)", duration = Self.time(frames: clip.frames, fps: clip.fps)
            let url = Self.mediaURL(clip.media, folder: folder)
            assets += "    <asset id=\"\(asset)\" name=\"\(Self.escaped(clip.name))\" src=\"\(Self.escaped(url))\" start=\"0s\" "
                + "duration=\"\(duration)\" hasVideo=\"1\" format=\"\(clipFormats[index])\"/>\n"
            // The sequence runs at the first clip's rate: each clip starts on the frame of it
            // nearest to where the clips before end.
            let offset = Int((elapsed * rate).rounded())
            spine += "            <asset-clip ref=\"\(asset)\" name=\"\(Self.escaped(clip.name))\" "
                + "offset=\"\(Self.time(frames: offset, fps: rate))\" start=\"0s\" duration=\"\(duration)\" format=\"\(clipFormats[index])\" tcFormat=\"NDF\">\n"
            if !clip.metadata.isEmpty {
                let note = clip.metadata.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: "\n")
                spine += "              <note>\(Self.escaped(note))</note>\n"
            }
            for marker in clip.markers {
                // From the first frame that shows the moment (within the clip), at least a frame long.
                let start = min(Self.frame(marker.start, fps: clip.fps), max(clip.frames - 1, 0))
                let length = max(1, Self.frame(marker.start + marker.duration, fps: clip.fps) - start)
                var attributes = "start=\"\(Self.time(frames: start, fps: clip.fps))\" duration=\"\(Self.time(frames: length, fps: clip.fps))\" value=\"\(Self.escaped(marker.name))\""
                if !marker.comment.isEmpty { attributes += " note=\"\(Self.escaped(marker.comment))\"" }
                spine += "              <marker \(attributes)/>\n"
            }
            spine += "            </asset-clip>\n"
            elapsed += Double(clip.frames) / clip.fps
        }
        let total = Self.time(frames: Int((elapsed * rate).rounded()), fps: rate)
        let sequenceFormat = clipFormats.first.map { " format=\"\($0)\"" } ?? ""
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE fcpxml>
            <fcpxml version="1.8">
              <resources>
            \(formats.joined())\(assets)  </resources>
              <library>
                <event name="\(Self.escaped(name))">
                  <project name="\(Self.escaped(name))">
                    <sequence\(sequenceFormat) duration="\(total)" tcStart="0s" tcFormat="NDF">
                      <spine>
            \(spine)          </spine>
                    </sequence>
                  </project>
                </event>
              </library>
            </fcpxml>

            """
        return Data(xml.utf8)
    }

    /// The first frame at `fps` that shows `seconds`.
    private static func frame(_ seconds: TimeInterval, fps: Double) -> Int { Int((seconds * fps - 1e-6).rounded(.up)) }

    /// A frame's duration as a fraction of a second: `1/30` at a whole rate, `1001/30000` at
    /// NTSC's 29.97 (and 23.976, 59.94 …), else the rate to a thousandth.
    private static func frameDuration(_ fps: Double) -> (numerator: Int, denominator: Int) {
        if abs(fps - fps.rounded()) < 1e-6 { return (1, Int(fps.rounded())) }
        let ntsc = fps * 1.001
        if abs(ntsc - ntsc.rounded()) < 1e-3 { return (1001, Int(ntsc.rounded()) * 1000) }
        let denominator = Int((fps * 1000).rounded())
        let divisor = gcd(1000, denominator)
        return (1000 / divisor, denominator / divisor)
    }

    /// `frames` at `fps` as FCPXML's rational time (`60/30s` reduced to `2s`).
    static func time(frames: Int, fps: Double) -> String {
        let (numerator, denominator) = frameDuration(fps)
        let top = frames * numerator
        guard top != 0 else { return "0s" }
        let divisor = gcd(abs(top), denominator)
        return denominator / divisor == 1 ? "\(top / divisor)s" : "\(top / divisor)/\(denominator / divisor)s"
    }

    private static func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? a : gcd(b, a % b) }

    /// A media path as the absolute `file://` URL Final Cut opens; a URL stays as it is.
    private static func mediaURL(_ media: String, folder: URL) -> String {
        if media.contains("://") { return media }
        return URL(fileURLWithPath: media, relativeTo: folder).standardizedFileURL.absoluteString
    }

    /// Text for an XML attribute or element: line ends as `&#10;` (kept in attributes), and
    /// the control characters XML 1.0 has no place for left out.
    private static func escaped(_ text: String) -> String {
        text.filter { $0.asciiValue.map { $0 >= 0x20 || $0 == 0x09 || $0 == 0x0A } ?? true }.xmlEscaped.replacingOccurrences(of: "\n", with: "&#10;")
    }
}
