import Foundation
import KinetypeText

/// SwiftUI's `VStack`: `layers` in a column, aligned `leading`, `center` or `trailing`,
/// `spacing` points apart (8 by default), as a layer's content (``StackContent``).
///
/// ```swift
/// let card = TitleCard.Layer(content: VStack(alignment: .leading, spacing: 12, [
///     TitleCard.Layer(Text("Ada Lovelace").font(.system(size: 44, weight: .bold))),
///     TitleCard.Layer(Text("Analytical Engine programmer").font(.system(size: 24))),
/// ]), anchor: .bottomLeading)
/// ```
public func VStack(alignment: StackContent.Alignment = .center, spacing: CGFloat? = nil,
                   _ layers: [TitleCard.Layer]) -> StackContent {
    StackContent(.vertical, alignment: alignment, spacing: spacing, layers)
}

/// SwiftUI's `HStack`: `layers` in a row, aligned `top`, `center`, `bottom`, `firstTextBaseline`
/// or `lastTextBaseline`, `spacing` points apart (8 by default), running right to left when the
/// first text in it does (``StackContent``).
public func HStack(alignment: StackContent.Alignment = .center, spacing: CGFloat? = nil,
                   _ layers: [TitleCard.Layer]) -> StackContent {
    StackContent(.horizontal, alignment: alignment, spacing: spacing, layers)
}

/// SwiftUI's `ZStack`: `layers` on top of each other, the first at the bottom, aligned by
/// `alignment` (``StackContent``).
public func ZStack(alignment: StackContent.Alignment = .center, _ layers: [TitleCard.Layer]) -> StackContent {
    StackContent(.z, alignment: alignment, layers)
}
