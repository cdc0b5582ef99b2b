// Kinetype: `import Kinetype` gives everything a user needs.
@_exported import Foundation
@_exported import KinetypeAnimation
@_exported import KinetypePrimitives
@_exported import KinetypeText
@_exported import KinetypeGraphics
@_exported import KinetypeEncoders
@_exported import KinetypeExport
@_exported import KinetypeEffects
@_exported import KinetypeCard
@_exported import KinetypeScene
@_exported import KinetypeSymbols
@_exported import KinetypeDiagnostics
@_exported import KinetypeRasterKernels
@_exported import KinetypeCaptions
@_exported import KinetypeBatch
@_exported import KinetypePlot
