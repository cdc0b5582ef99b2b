import Foundation
import KinetypePrimitives

extension OpenTimeline {
    /// The timeline as Final Cut Pro's XML (FCPXML 1.8, which Final Cut Pro 10.4.1 and later
    /// import): an event holding a project whose sequence plays the clips one after another on
    /// its spine, each an `asset-clip` of its media with its markers (`value` the name, `note`
    /// the comment) and its metadata as a `note`; each overlay is an `asset-clip` connected to
    /// the spine's clip it starts within, on a lane of its own above it (lane 1, 2 …).
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
        let clipFormats = clips.map(format), overlayFormats = overlays.map { format(of: $0.clip) }
        var assets = ""
        // Each clip's asset, its media's frames up to the clip's end.
        func asset(_ clip: Clip, id: String, format: String) {
            let url = Self.mediaURL(clip.media, folder: folder), duration = Self.time(frames: clip.mediaStart + clip.frames, fps: clip.fps)
            assets += "    <asset id=\"\(id)\" name=\"\(Self.escaped(clip.name))\" src=\"\(Self.escaped(url))\" start=\"0s\" "
                + "duration=\"\(duration)\" hasVideo=\"1\" format=\"\(format)\"/>\n"
        }
        for (index, clip) in clips.enumerated() { asset(clip, id: "a\(index + 1)", format: clipFormats[index]) }
        for (index, overlay) in overlays.enumerated() { asset(overlay.clip, id: "a\(clips.count + index + 1)", format: overlayFormats[index]) }
        // The sequence runs at the first clip's rate: each clip starts on the frame of it
        // nearest to where the clips before end.
        let rate = clips.first?.fps ?? overlays.first?.clip.fps ?? 30
        var offsets: [Int] = [], elapsed = 0.0
        for clip in clips {
            offsets.append(Int((elapsed * rate).rounded()))
            elapsed += Double(clip.frames) / clip.fps
        }
        // An overlay is connected to the spine's clip it starts within (the last one that starts
        // at or before it), on lane 1, 2 … in order; its offset is on that clip's own clock.
        var connected: [Int: String] = [:]
        for (index, overlay) in overlays.enumerated() {
            let at = Int((overlay.start * rate).rounded())
            let parent = offsets.lastIndex { $0 <= at } ?? 0
            guard parent < clips.count else { continue }
            let host = clips[parent], hostStart = Int((Double(host.mediaStart) / host.fps * rate).rounded())
            connected[parent, default: ""] += Self.clipElement(overlay.clip, asset: "a\(clips.count + index + 1)", format: overlayFormats[index],
                                                              offset: Self.time(frames: hostStart + at - offsets[parent], fps: rate),
                                                              lane: index + 1, indent: "              ")
        }
        var spine = ""
        for (index, clip) in clips.enumerated() {
            spine += Self.clipElement(clip, asset: "a\(index + 1)", format: clipFormats[index], offset: Self.time(frames: offsets[index], fps: rate),
                                      lane: nil, indent: "            ", inside: connected[index] ?? "")
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

    /// An `asset-clip` of `clip`'s media `asset` at `offset` (on `lane` for a connected clip), its
    /// metadata as a note, its markers, then `inside` (clips connected to it).
    private static func clipElement(_ clip: Clip, asset: String, format: String, offset: String, lane: Int?, indent: String,
                                    inside: String = "") -> String {
        let duration = time(frames: clip.frames, fps: clip.fps), start = time(frames: clip.mediaStart, fps: clip.fps)
        var element = "\(indent)<asset-clip ref=\"\(asset)\"" + (lane.map { " lane=\"\($0)\"" } ?? "") + " name=\"\(escaped(clip.name))\" "
            + "offset=\"\(offset)\" start=\"\(start)\" duration=\"\(duration)\" format=\"\(format)\" tcFormat=\"NDF\">\n"
        if !clip.metadata.isEmpty {
            let note = clip.metadata.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: "\n")
            element += "\(indent)  <note>\(escaped(note))</note>\n"
        }
        for marker in clip.markers {
            // From the first frame that shows the moment (within the clip), at least a frame long,
            // on the media's clock.
            let first = min(frame(marker.start, fps: clip.fps), max(clip.frames - 1, 0))
            let length = max(1, frame(marker.start + marker.duration, fps: clip.fps) - first)
            var attributes = "start=\"\(time(frames: clip.mediaStart + first, fps: clip.fps))\" duration=\"\(time(frames: length, fps: clip.fps))\" value=\"\(escaped(marker.name))\""
            if !marker.comment.isEmpty { attributes += " note=\"\(escaped(marker.comment))\"" }
            element += "\(indent)  <marker \(attributes)/>\n"
        }
        return element + inside + "\(indent)</asset-clip>\n"
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
