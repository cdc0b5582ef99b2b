import Foundation

/// Paths the tests share: the package root, the bundled fonts and the built products.
///
/// This target depends on nothing but Foundation, so any test target (and the GIF tests, which
/// test a module below the engine) can use it without building the rest of Kinetype. The image
/// helpers live in `KinetypeTestSupport`, which adds KinetypeGraphics.
public enum TestSupport {
    /// The package's root folder: the nearest folder above this file that holds `Package.swift`.
    ///
    /// Searched for rather than counted, so moving this file within `Tests/` does not break it.
    public static let packageRoot: URL = {
        var url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while url.path != "/" {
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) { return url }
            url = url.deletingLastPathComponent()
        }
        preconditionFailure("no Package.swift above \(#filePath)")
    }()

    /// The bundled fonts folder.
    public static var fontsFolder: URL { packageRoot.appendingPathComponent("Fonts") }

    /// A bundled font file.
    public static func font(_ name: String) -> String { fontsFolder.appendingPathComponent(name).path }

    /// The folder of the built products (the test runner sits in it).
    public static var productsFolder: URL {
        var url = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        while url.path != "/" {
            url = url.deletingLastPathComponent()
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("kinetype").path) { return url }
        }
        return packageRoot.appendingPathComponent(".build/debug")
    }

    /// The built `kinetype` executable.
    public static var kinetype: String { productsFolder.appendingPathComponent("kinetype").path }
}
