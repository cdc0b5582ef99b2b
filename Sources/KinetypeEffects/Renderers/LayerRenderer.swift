import Foundation
import KinetypeGraphics
import KinetypeText

/// A renderer chosen from a catalogue, built for each moment of its layer.
public struct LayerRenderer: Sendable {
    /// The catalogue name it was chosen by.
    public let name: String
    let make: @Sendable (TimeInterval) throws -> any TextRenderer

    package init(name: String, make: @escaping @Sendable (TimeInterval) throws -> any TextRenderer) {
        self.name = name
        self.make = make
    }

    /// `text` drawn by this renderer at `time` since its layer started.
    public func apply(to text: Text, at time: TimeInterval) throws -> Text {
        text.textRenderer(try make(time))
    }
}
