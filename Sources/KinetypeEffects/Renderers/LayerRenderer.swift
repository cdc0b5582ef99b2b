import Foundation
import KinetypeGraphics
import KinetypeText

/// A renderer chosen from a catalogue, built for each moment of its layer.
public struct LayerRenderer: Sendable {
    /// The catalogue name it was chosen by.
    public let name: String
    /// The font axes the renderer varies (``FontAxisVarying``); none for most renderers.
    public let variedAxes: [String]
    let make: @Sendable (TimeInterval) throws -> any TextRenderer

    /// A renderer called `name` that `make` builds for each moment; `first`, the one built at
    /// time 0 to check it, says which font axes it varies (so it is not built again to ask).
    package init(name: String, first: any TextRenderer, make: @escaping @Sendable (TimeInterval) throws -> any TextRenderer) {
        self.name = name
        variedAxes = (first as? any FontAxisVarying)?.variedAxes ?? []
        self.make = make
    }

    /// `text` drawn by this renderer at `time` since its layer started.
    public func apply(to text: Text, at time: TimeInterval) throws -> Text {
        text.textRenderer(try make(time))
    }
}
