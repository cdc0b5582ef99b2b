import Foundation
import KinetypeCard
import KinetypeEncoders
import KinetypeGraphics
import KinetypePrimitives
import KinetypeText

/// A card as a Lottie (Bodymovin JSON) animation: each glyph cluster, shape and picture drawn in
/// a frame is a layer (a glyph's outline from HarfBuzz, so every script and bidi order are
/// Kinetype's; a picture as an embedded PNG) whose position, scale, rotation and opacity are
/// keyframed over the frames it shows. Keys are only where the motion needs them: each stretch
/// between two keys eases along a cubic Bézier fitted to the frames it covers (within a quarter
/// pixel, a tenth of a degree, half a percent), so a spring or an ease takes a few keys, not one a
/// frame.
///
/// The drawing is captured from the card's own (``TitleCard/capturedOperations(at:)``). Fills and
/// outlines in plain colours and linear or radial gradients are kept; path clips (reveals) are
/// keyframed layer masks. Lottie 1.0 has no text layer and players differ on effects, so blur,
/// colour filters, shadows and glows, conic and mesh gradients, underlines, colour glyphs,
/// mattes, soft-edged and inverse masks, shaders, skewed glyphs, dashes and blend modes throw
/// ``LottieError/unsupported(feature:time:)``, naming the feature and the layer; with
/// `rasterizesUnsupported`, each such drawing is Kinetype's pixels as an image layer instead. A
/// plain background is a solid layer; a still gradient or picture background an embedded PNG (a
/// moving one, with `rasterizesUnsupported`, a picture a frame). Layers keep the card's drawing
/// order (``backToFront(_:)``).
package struct LottieWriter {
    let card: TitleCard
    let name: String
    var rasterizesUnsupported = false
    /// The pictures drawn so far.
    let pictures = VectorRaster.Pictures()
    /// Whether pictures may be embedded (Telegram stickers refuse image layers).
    var allowsPictures = true

    /// One drawing's place at one frame.
    struct Pose: Equatable {
        var x, y, scaleX, scaleY, rotation, opacity: Double
        /// The clips as masks in the layer's own space: each one closed contour's vertices,
        /// then their in and out tangents, flattened.
        var clips: [[Double]] = []
    }

    /// What a layer shows: outlines in a paint, or pixels.
    enum Content {
        case shapes([JSONValue], VectorPaint)
        case image(VectorRaster)
    }

    /// A drawing followed over the frames it shows in: what it shows, its poses, and the track
    /// drawn just before it in the frame it first showed in (nil: it was drawn first), which
    /// places it in front of that one.
    struct Track {
        var asset: Int
        var after: Int?
        var start: Int
        var poses: [Pose]
    }

    /// The tracks from back to front: each new track goes directly in front of the one drawn
    /// before it when it first showed (a list insertion, done as a walk of the tree of those
    /// links, later insertions after the same track nearer to it), so every frame keeps the order
    /// the card draws in, whenever each drawing comes and goes.
    static func backToFront(_ tracks: [Track]) -> [Int] {
        var children: [Int?: [Int]] = [:]
        for (index, track) in tracks.enumerated() { children[track.after, default: []].append(index) }
        var order: [Int] = []
        var stack = Array(children[nil, default: []])
        while let track = stack.popLast() {
            // Reversed insertion order, so the last inserted is visited first, straight after its parent.
            order.append(track)
            stack += children[track, default: []]
        }
        return order
    }

    /// A writer of `card` as the composition `name`; with `rasterizesUnsupported`, what Lottie
    /// cannot hold is drawn as image layers, unless `allowsPictures` is false (a sticker).
    package init(card: TitleCard, name: String, rasterizesUnsupported: Bool = false, allowsPictures: Bool = true) {
        self.card = card
        self.name = name
        self.rasterizesUnsupported = rasterizesUnsupported
        self.allowsPictures = allowsPictures
    }

    package func document(indices: [Int], progress: (@Sendable (Int, Int) -> Void)?) throws -> Data {
        var assets: [Key: Int] = [:]
        var contents: [Content] = []
        var tracks: [Track] = []
        var open: [String: [Int]] = [:]   // "asset#occurrence" -> track index, for the previous frame
        var imageAssets: [JSONValue] = []
        // A moving background (rasterized) is a picture a frame, behind everything.
        var backgrounds: [(asset: Int, start: Int, count: Int)] = []
        if let picture = try card.backgroundPicture(at: 0) {
            guard allowsPictures else { throw LottieError.unsupported(feature: "a gradient or picture background (a sticker holds no images)", time: 0) }
            guard !card.backgroundMoves || rasterizesUnsupported else {
                throw LottieError.unsupported(feature: "a moving background (--rasterize-unsupported keeps it as a picture a frame)", time: 0)
            }
            if !card.backgroundMoves {
                let png = try Frame(canvas: picture).pngData(compression: .balanced)
                imageAssets.append(["id": "background", "w": .int(card.pixelWidth), "h": .int(card.pixelHeight), "e": 1, "u": "",
                                    "p": .string("data:image/png;base64," + png.base64EncodedString())])
            }
        }
        let hasBackgroundImage = !imageAssets.isEmpty
        for (position, index) in indices.enumerated() {
            let time = Double(index) / card.fps
            if card.backgroundMoves, let picture = try card.backgroundPicture(at: time) {
                let png = try Frame(canvas: picture).pngData(compression: .balanced)
                let key = Key.pixels(png, "background")
                let asset = assets[key] ?? {
                    assets[key] = contents.count
                    contents.append(.image(VectorRaster(png: png, width: card.pixelWidth, height: card.pixelHeight, transform: .identity)))
                    return contents.count - 1
                }()
                if let last = backgrounds.last, last.asset == asset, last.start + last.count == position {
                    backgrounds[backgrounds.count - 1].count += 1
                } else {
                    backgrounds.append((asset, position, 1))
                }
            }
            var seen: [Int: Int] = [:]
            var next: [String: [Int]] = [:]
            var previousTrack: Int?
            for (operation, state, layer) in try card.capturedOperations(at: time) {
                var drawn: [Use]
                do {
                    drawn = try uses(operation, state)
                } catch let feature {
                    guard rasterizesUnsupported, allowsPictures else {
                        throw LottieError.unsupported(feature: "\(feature.name) in \(layer)", time: time)
                    }
                    guard let raster = try VectorRaster.drawing(operation, state, width: card.pixelWidth, height: card.pixelHeight) else { continue }
                    drawn = [Use(key: .pixels(raster.png, ""), content: .image(raster),
                                 pose: Pose(x: Double(raster.transform.tx), y: Double(raster.transform.ty), scaleX: 100, scaleY: 100,
                                            rotation: 0, opacity: 100))]
                }
                for use in drawn {
                    let asset = assets[use.key] ?? {
                        assets[use.key] = contents.count
                        contents.append(use.content)
                        return contents.count - 1
                    }()
                    let occurrence = seen[asset, default: 0]
                    seen[asset] = occurrence + 1
                    let slot = "\(asset)#\(occurrence)"
                    if let previous = open[slot]?.first, tracks[previous].start + tracks[previous].poses.count == position {
                        tracks[previous].poses.append(use.pose)
                        next[slot] = [previous]
                        previousTrack = previous
                    } else {
                        tracks.append(Track(asset: asset, after: previousTrack, start: position, poses: [use.pose]))
                        next[slot] = [tracks.count - 1]
                        previousTrack = tracks.count - 1
                    }
                }
            }
            open = next
            progress?(position + 1, indices.count)
        }
        let frames = indices.count
        var imageIDs: [Int: String] = [:]
        for (asset, content) in contents.enumerated() {
            guard case .image(let raster) = content else { continue }
            imageIDs[asset] = "image \(imageIDs.count)"
            imageAssets.append(["id": .string(imageIDs[asset]!), "w": .int(raster.width), "h": .int(raster.height), "e": 1, "u": "",
                                "p": .string("data:image/png;base64," + raster.png.base64EncodedString())])
        }
        var layers: [JSONValue] = []
        var number = 1
        // Lottie lists layers front first.
        let backgroundTracks = backgrounds.map { Track(asset: $0.asset, after: nil, start: $0.start,
                                                      poses: Array(repeating: Pose(x: 0, y: 0, scaleX: 100, scaleY: 100, rotation: 0, opacity: 100), count: $0.count)) }
        for track in Self.backToFront(tracks).reversed().map({ tracks[$0] }) + backgroundTracks {
            layers.append(layer(track, content: contents[track.asset], imageID: imageIDs[track.asset], number: number, frames: indices.count))
            number += 1
        }
        let plain = card.background.resolve()
        if hasBackgroundImage {
            layers.append(["ddd": 0, "ind": .int(number), "ty": 2, "nm": "background", "refId": "background", "sr": 1, "ks": Self.still(),
                           "ao": 0, "ip": 0, "op": .int(frames), "st": 0, "bm": 0])
        } else if plain.opacity > 0 {
            layers.append(["ddd": 0, "ind": .int(number), "ty": 1, "nm": "background", "sr": 1, "ks": Self.still(opacity: Double(plain.opacity) * 100),
                           "ao": 0, "sc": .string(AnimatedSVG.color(plain)), "sw": .int(card.pixelWidth), "sh": .int(card.pixelHeight),
                           "ip": 0, "op": .int(frames), "st": 0, "bm": 0])
        }
        let document: JSONValue = [
            "v": "5.7.0", "nm": .string(name), "fr": .number(card.fps), "ip": 0, "op": .int(frames), "w": .int(card.pixelWidth),
            "h": .int(card.pixelHeight), "ddd": 0, "assets": .array(imageAssets), "layers": .array(layers), "markers": [],
        ]
        return Data(document.text(Self.format).utf8)
    }
}
