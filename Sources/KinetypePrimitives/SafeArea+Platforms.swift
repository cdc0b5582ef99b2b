import Foundation

extension SafeArea {
    /// A platform's named safe area: its insets in pixels of the 1080×1920 frame the platform's
    /// guidance is written for, and where the numbers come from.
    public struct Platform: Sendable {
        /// The name `--safe-area` and a scene's `safeArea` take.
        public var name: String
        /// Top, right, bottom and left insets in pixels of a 1080×1920 frame.
        public var top, right, bottom, left: Double
        /// What the insets keep clear, and the guidance they follow, for listings and the README.
        public var source: String

        /// The area on any canvas: each inset the same share of the canvas as of 1080×1920.
        public var area: SafeArea {
            SafeArea(top: .share(top / 1920), right: .share(right / 1080), bottom: .share(bottom / 1920), left: .share(left / 1080), name: name)
        }
    }

    /// The named platform areas, the one table of them (captions' `--safe-area`, and any layout
    /// that keeps to a platform's area). The insets are rounded outward from the interface of
    /// each app as it draws over a full-screen 1080×1920 video, and agree with the platforms'
    /// own guidance where it gives numbers; the apps change their interface from time to time,
    /// so check a screenshot and give `T,R,B,L` when they move.
    public static let platforms: [Platform] = [
        Platform(name: "tiktok", top: 160, right: 150, bottom: 440, left: 60,
                 source: "TikTok: the For You/Following tabs (top), the like, comment, save and share column (right), "
                     + "the name, description and sound line (bottom); TikTok Ads Manager's safe-zone overlay"),
        Platform(name: "reels", top: 270, right: 65, bottom: 670, left: 65,
                 source: "Instagram Reels: Meta's Reels safe zone, 14% top, 35% bottom, 6% sides (Meta Business Help Center, "
                     + "Reels ads), which also clears the buttons and caption of organic Reels"),
        Platform(name: "shorts", top: 240, right: 190, bottom: 420, left: 60,
                 source: "YouTube Shorts: the search and camera bar (top), the like, comment, share and remix column (right), "
                     + "the channel, title and subscribe line (bottom); YouTube's Shorts safe-zone template"),
    ]

    /// The names `--safe-area` takes, for messages: `tiktok, reels, shorts, none or T,R,B,L`.
    public static var names: String {
        (platforms.map(\.name) + ["none"]).joined(separator: ", ") + " or T,R,B,L (pixels, or % of the canvas, as 100,60,420,60 or 8%,5%,22%,5%)"
    }

    /// The area `text` names: a platform (``platforms``), `none`, or four insets `T,R,B,L` in
    /// CSS's order, each pixels (`120`) or a share of the canvas (`8%`: of its height for top
    /// and bottom, of its width for the sides).
    public init(parsing text: String) throws(PrimitivesError) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.lowercased() == "none" {
            self = .none
            return
        }
        if let platform = Self.platforms.first(where: { $0.name == trimmed.lowercased() }) {
            self = platform.area
            return
        }
        let parts = trimmed.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        guard parts.count == 4 else {
            throw .malformedSafeArea(text, problem: parts.count == 1 ? "not a platform's area" : "\(parts.count) insets where it takes 4")
        }
        var insets: [Inset] = []
        for part in parts {
            if part.hasSuffix("%") {
                guard let percent = Double(part.dropLast()), percent.isFinite, (0...100).contains(percent) else {
                    throw .malformedSafeArea(text, problem: "\"\(part)\" is not a share from 0% to 100%")
                }
                insets.append(.share(percent / 100))
            } else {
                let number = part.hasSuffix("px") ? String(part.dropLast(2)) : part
                guard let pixels = Double(number), pixels.isFinite, pixels >= 0, pixels <= 100_000 else {
                    throw .malformedSafeArea(text, problem: "\"\(part)\" is not a number of pixels from 0 to 100000, or a share as 8%")
                }
                insets.append(.pixels(pixels))
            }
        }
        self.init(top: insets[0], right: insets[1], bottom: insets[2], left: insets[3])
    }
}
