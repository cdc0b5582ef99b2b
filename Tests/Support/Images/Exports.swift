// The image helpers extend `TestSupport` from the core target; re-exporting the core means a test
// that imports `KinetypeTestSupport` gets the paths, process runner and temporary folders too.
@_exported import KinetypeTestSupportCore
