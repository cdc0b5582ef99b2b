// The formats' own modules, whose public types Export's API names (OpenTimeline, LottieError,
// AnimatedSVGError, VideoUnderlay, VideoFormat, VideoError): importing KinetypeExport keeps
// giving them.
@_exported import KinetypeTimeline
@_exported import KinetypeVector
@_exported import KinetypeVideo
