import Foundation
import KinetypeCard
import KinetypePrimitives

extension CaptionCard {
    /// The track as shown: its words in ``letterCase``, by the rules of ``language`` (else the
    /// track's own).
    var shownTrack: CaptionTrack { track.cased(letterCase, language: language) }

    /// The room the pages take inside the ``safeArea``, in canvas pixels: its rectangle less a
    /// padding as wide as the outline and the shadows reach (so their ink stays inside too);
    /// nil without a safe area or with ``SafeArea/none`` (the card's ``margin`` then). Its width
    /// or height is zero or less when the area leaves no room.
    public var placement: CGRect? {
        guard let safeArea, safeArea != .none else { return nil }
        let reach: Double = shadows.map { shadow -> Double in
            let radius = Double(shadow.radius), x = abs(Double(shadow.x)), y = abs(Double(shadow.y))
            return radius * 3 + max(x, y)
        }.max() ?? 0
        let strokeWidth: Double = stroke.map { Double($0.lineWidth) } ?? 0
        let padding = CGFloat((strokeWidth + reach).rounded(.up))
        return safeArea.rect(width: width, height: height).insetBy(dx: padding, dy: padding)
    }

    /// Why the ``safeArea`` leaves no room for a line of the font, or nil when it does (or when
    /// there is none): the room must be at least a line high and as wide as the font's size.
    package var safeAreaProblem: String? {
        guard let safeArea, let room = placement else { return nil }
        let line = lineHeight
        guard room.width < CGFloat(font.size) || Double(room.height) < line else { return nil }
        let clear = safeArea.rect(width: width, height: height)
        return "the safe area \(safeArea) leaves \(Int(max(clear.width, 0)))×\(Int(max(clear.height, 0))) pixels of the \(width)×\(height) canvas, "
            + "\(Int(max(room.width, 0)))×\(Int(max(room.height, 0))) inside the outline's and shadow's reach, where a line of the "
            + "\(Int(font.size))-point font needs \(Int(font.size.rounded(.up)))×\(Int(line.rounded(.up))): give smaller insets, or a bigger canvas"
    }

    /// The offset that moves a layer anchored at `place` from its spot on the card (the card's
    /// placement area: the canvas less 5% of its width a side, as `TitleCard` places layers) to
    /// the same point of `room`.
    func offset(of place: UnitPoint, in room: CGRect) -> CGSize {
        let margin = (CGFloat(width) * 0.05).rounded()
        let area = CGRect(x: margin, y: margin, width: max(1, CGFloat(width) - 2 * margin), height: max(1, CGFloat(height) - 2 * margin))
        return CGSize(width: room.minX + room.width * place.x - (area.minX + area.width * place.x),
                      height: room.minY + room.height * place.y - (area.minY + area.height * place.y))
    }
}
