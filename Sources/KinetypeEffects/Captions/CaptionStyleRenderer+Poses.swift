import Foundation
import KinetypeGraphics
import KinetypePrimitives

extension CaptionStyleRenderer {
    /// One word of a caption page as ``draw(layout:in:)`` draws it at the renderer's ``time``:
    /// its colour, opacity, size and move, and whether `highlight`'s box is behind it. Writers
    /// that replay a style elsewhere (an animated ASS script) sample these.
    package struct WordPose: Equatable, Sendable {
        /// The fill colour (karaoke: the colour of the part not yet sung, or of the whole word
        /// once sung).
        package var color: Color
        /// The opacity factor: `pop`'s `dim`, `reveal`'s fade; 0 hides the word.
        package var opacity: Double
        /// The factor the word is scaled by about its box's centre (`pop`); 1 at rest.
        package var scale: Double
        /// How far the word moves so no grown word covers it (`pop`), in points.
        package var shift: CGSize
        /// Whether `highlight`'s box is drawn behind the word.
        package var boxed: Bool
        /// Whether the word is being spoken (``outline`` is drawn under it then).
        package var spoken: Bool
    }

    /// Each word's pose at ``time``, by index: `boxes` are the words' boxes (the union of their
    /// slices' typographic bounds) and `lines` their line indices in the page's layout, `words`
    /// their attributes; `area` is the canvas's safe area in the layout's points
    /// (``safeArea(of:)``), nil for none. The same steps as ``draw(layout:in:)``: popped words
    /// grow on ``spring``, stay inside `area`, and push their neighbours aside (``room(boxes:lines:growths:)``).
    package func poses(boxes: [Int: CGRect], lines: [Int: Int], words: [Int: CaptionWordAttribute], area: CGRect?) -> [Int: WordPose] {
        var growths: [Int: Double] = [:]
        if style == .pop {
            for (index, word) in words { growths[index] = (scale - 1) * growth(of: word) }
        }
        var fit = SafeFit()
        if style == .pop, let area {
            fit = Self.safeFit(boxes: boxes, lines: lines, growths: growths, area: area)
            if fit.share < 1 { growths = growths.mapValues { $0 * fit.share } }
        }
        var room = style == .pop ? Self.room(boxes: boxes, lines: lines, growths: growths) : [:]
        if !fit.lineShifts.isEmpty || fit.pageShift != 0 {
            for (index, shift) in room {
                room[index] = CGSize(width: shift.width + (lines[index].flatMap { fit.lineShifts[$0] } ?? 0), height: shift.height + fit.pageShift)
            }
        }
        var poses: [Int: WordPose] = [:]
        for (index, word) in words {
            let state = word.state(at: time)
            var pose = WordPose(color: upcoming(word), opacity: 1, scale: 1, shift: .zero, boxed: false, spoken: false)
            if case .past = state, let past { pose.color = past }
            if case .active = state { pose.spoken = true }
            switch style {
            case .plain:
                break
            case .highlight:
                pose.boxed = pose.spoken && boxes[index] != nil
            case .reveal:
                switch state {
                case .upcoming: pose.opacity = 0
                case .active, .past: pose.opacity = min(1, max(0, (time - word.start) / max(fade, 1e-6)))
                }
            case .pop:
                switch state {
                case .active: pose.color = active(word)
                case .past: pose.opacity = dim
                case .upcoming: pose.opacity = dim
                }
                pose.shift = room[index] ?? .zero
                pose.scale = 1 + (scale - 1) * growth(of: word) * fit.share
            case .karaoke:
                switch state {
                case .past: pose.color = past ?? active(word)
                case .upcoming, .active: pose.color = upcoming(word)
                }
            }
            poses[index] = pose
        }
        return poses
    }
}
