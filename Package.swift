// swift-tools-version:6.0
// Kinetype: animated typography on Linux. See README.md.
import PackageDescription

/// Compiler settings for the modules whose loops are per pixel (raster kernels, the canvas's
/// filters and shaders, PNG and GIF encoding): optimised even in a debug build when KINETYPE_OPTIMIZED_KERNELS=1, as
/// `make test` sets (their loops are 20 to 50 times slower unoptimised, most of the test
/// suite's time). Off by default, since a package with unsafe flags cannot be a dependency.
let kernelSettings: [SwiftSetting] = Context.environment["KINETYPE_OPTIMIZED_KERNELS"] == "1"
    ? [.unsafeFlags(["-O"])] : []

/// A `[system]` target for a C library found with pkg-config and installed from Debian.
func cLibrary(_ name: String, pkgConfig: String, apt: String) -> Target {
    .systemLibrary(name: name, pkgConfig: pkgConfig, providers: [.apt([apt])])
}

let package = Package(
    name: "Kinetype",
    products: [
        .library(name: "Kinetype", targets: ["Kinetype"]),
        .library(name: "KinetypeCommandLine", targets: ["KinetypeCommandLine"]),
        .executable(name: "kinetype", targets: ["KinetypeCLI"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/yaslab/CSV.swift", from: "2.5.2"),
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // MARK: C libraries
        cLibrary("CKinetypeHarfBuzz", pkgConfig: "harfbuzz", apt: "libharfbuzz-dev"),
        cLibrary("CKinetypeFreeType", pkgConfig: "freetype2", apt: "libfreetype-dev"),
        cLibrary("CKinetypeCairo", pkgConfig: "cairo-ft", apt: "libcairo2-dev"),
        cLibrary("CKinetypeFriBidi", pkgConfig: "fribidi", apt: "libfribidi-dev"),
        cLibrary("CKinetypeUnibreak", pkgConfig: "libunibreak", apt: "libunibreak-dev"),
        cLibrary("CKinetypeFontconfig", pkgConfig: "fontconfig", apt: "libfontconfig-dev"),
        cLibrary("CKinetypeGIF", pkgConfig: "libgif", apt: "libgif-dev"),
        cLibrary("CKinetypeImageQuant", pkgConfig: "imagequant", apt: "libimagequant-dev"),
        cLibrary("CKinetypeSPNG", pkgConfig: "spng", apt: "libspng-dev"),
        cLibrary("CKinetypeCrypto", pkgConfig: "libcrypto", apt: "libssl-dev"),
        cLibrary("CKinetypeRSVG", pkgConfig: "librsvg-2.0", apt: "librsvg2-dev"),
        cLibrary("CKinetypeZlib", pkgConfig: "zlib", apt: "zlib1g-dev"),
        cLibrary("CKinetypeLCMS", pkgConfig: "lcms2", apt: "liblcms2-dev"),
        cLibrary("CKinetypeFFTW", pkgConfig: "fftw3f", apt: "libfftw3-dev"),
        // libhyphen ships no pkg-config file; its header and library are on the default paths.
        .systemLibrary(name: "CKinetypeHyphen", providers: [.apt(["libhyphen-dev"])]),
        // The C library's own calls that Swift's Glibc module does not reach (F_SETPIPE_SZ, mallopt).
        .systemLibrary(name: "CKinetypeSystem"),

        // MARK: Library
        .target(name: "KinetypeDiagnostics"),
        // Geometry and colour at the bottom (Angle and UnitPoint included); animation math above it.
        .target(name: "KinetypePrimitives", dependencies: ["KinetypeDiagnostics"]),
        .target(name: "KinetypeAnimation", dependencies: ["KinetypePrimitives"]),
        .target(
            name: "KinetypeText",
            dependencies: [
                "KinetypePrimitives", "KinetypeAnimation", "KinetypeDiagnostics", "CKinetypeHarfBuzz", "CKinetypeFriBidi",
                "CKinetypeUnibreak", "CKinetypeFontconfig", "CKinetypeHyphen", "CKinetypeFreeType",
            ]
        ),
        .target(
            name: "KinetypeRasterKernels", dependencies: ["KinetypePrimitives", "KinetypeAnimation", "KinetypeDiagnostics"],
            swiftSettings: kernelSettings
        ),
        .target(
            name: "KinetypeGraphics",
            dependencies: [
                "KinetypeText", "KinetypePrimitives", "KinetypeAnimation", "KinetypeRasterKernels", "KinetypeDiagnostics", "CKinetypeCairo",
                "CKinetypeRSVG", "CKinetypeLCMS",
                "CKinetypeFreeType",
            ],
            swiftSettings: kernelSettings
        ),
        .target(name: "KinetypeSymbols", dependencies: ["KinetypeDiagnostics"]),
        .target(
            name: "KinetypeEffects",
            dependencies: [
                "KinetypeAnimation", "KinetypePrimitives", "KinetypeText", "KinetypeGraphics", "KinetypeSymbols", "KinetypeDiagnostics",
                "KinetypeRasterKernels",
            ]
        ),
        // The card and its layers: content plus ordered stages, drawn in one order.
        .target(
            name: "KinetypeCard",
            dependencies: [
                "KinetypeEffects", "KinetypeGraphics", "KinetypeText", "KinetypeSymbols", "KinetypeAnimation", "KinetypePrimitives",
                "KinetypeDiagnostics",
            ]
        ),
        .target(
            name: "KinetypeScene",
            dependencies: [
                "KinetypeCard", "KinetypeEffects", "KinetypeText", "KinetypeGraphics", "KinetypePrimitives", "KinetypeAnimation", "KinetypeSymbols",
                "KinetypeDiagnostics", "KinetypeCaptions", .product(name: "Yams", package: "Yams"),
            ]
        ),
        .target(
            name: "KinetypeCaptions",
            dependencies: [
                "KinetypeCard", "KinetypeEffects", "KinetypeText", "KinetypeGraphics", "KinetypePrimitives", "KinetypeAnimation", "KinetypeDiagnostics",
                .product(name: "Yams", package: "Yams"),
            ]
        ),
        .target(
            name: "KinetypeBatch",
            dependencies: [
                "KinetypeScene", "KinetypeExport", "KinetypeVideo", "KinetypeCard", "KinetypeEffects", "KinetypePrimitives", "KinetypeDiagnostics",
                "CKinetypeCrypto", "KinetypeAudio",
                .product(name: "CSV", package: "CSV.swift"), .product(name: "Yams", package: "Yams"),
            ]
        ),
        .target(
            name: "KinetypeGIF",
            dependencies: ["KinetypeRasterKernels", "KinetypePrimitives", "KinetypeDiagnostics", "CKinetypeGIF", "CKinetypeImageQuant"],
            swiftSettings: kernelSettings
        ),
        // Frames to files: PNG and APNG through libspng (the only importer of CKinetypeSPNG).
        .target(
            name: "KinetypeEncoders",
            dependencies: ["KinetypeGraphics", "KinetypeRasterKernels", "KinetypeDiagnostics", "CKinetypeSPNG", "CKinetypeZlib"],
            swiftSettings: kernelSettings
        ),
        // Editors' timelines: OpenTimelineIO and FCPXML documents.
        .target(name: "KinetypeTimeline", dependencies: ["KinetypePrimitives"]),
        // Vector animation: Lottie, animated SVG, their paint and embedded pixels, sticker rules.
        .target(
            name: "KinetypeVector",
            dependencies: [
                "KinetypeCard", "KinetypeEncoders", "KinetypeGraphics", "KinetypeText", "KinetypeRasterKernels", "KinetypePrimitives",
                "KinetypeDiagnostics",
            ]
        ),
        // Video through ffmpeg: the encoder, the formats' codecs, the video drawn over, subtitle
        // tracks, chunk joins; ffmpeg and ffprobe found in one place and run through one launcher.
        .target(
            name: "KinetypeVideo",
            dependencies: ["KinetypeGraphics", "KinetypeRasterKernels", "KinetypePrimitives", "KinetypeDiagnostics", "CKinetypeSystem"]
        ),
        // Sound: decoding through ffmpeg, then levels, bands, onsets, beats and tempo (FFTW's spectra).
        .target(
            name: "KinetypeAudio", dependencies: ["KinetypeVideo", "KinetypeDiagnostics", "KinetypePrimitives", "CKinetypeFFTW"],
            swiftSettings: kernelSettings
        ),
        // Scheduling (renderAhead), the exporter table, atomic commits.
        .target(
            name: "KinetypeExport",
            dependencies: [
                "KinetypeEncoders", "KinetypeGraphics", "KinetypeCard", "KinetypeEffects", "KinetypeGIF", "KinetypeDiagnostics",
                "KinetypeVector", "KinetypeTimeline", "KinetypeVideo", "KinetypeCaptions", "KinetypePrimitives", "KinetypeRasterKernels",
            ]
        ),
        // Contact sheets: a card's frames in a grid, beside Plot's charts.
        .target(
            name: "KinetypeContactSheet",
            dependencies: [
                "KinetypeCard", "KinetypeEffects", "KinetypeEncoders", "KinetypeGraphics", "KinetypeText", "KinetypePrimitives",
                "KinetypeDiagnostics",
            ]
        ),
        .target(
            name: "KinetypePlot",
            dependencies: [
                "KinetypeAnimation", "KinetypePrimitives", "KinetypeText", "KinetypeGraphics", "KinetypeSymbols", "KinetypeEffects",
                "KinetypeDiagnostics",
            ]
        ),
        .target(
            name: "Kinetype",
            dependencies: [
                "KinetypeAnimation", "KinetypePrimitives", "KinetypeText", "KinetypeGraphics", "KinetypeEncoders", "KinetypeExport",
                "KinetypeEffects", "KinetypeCard", "KinetypeScene", "KinetypeSymbols", "KinetypeDiagnostics", "KinetypeRasterKernels",
                "KinetypeCaptions", "KinetypeBatch", "KinetypePlot", "KinetypeVector", "KinetypeTimeline", "KinetypeVideo", "KinetypeContactSheet",
                "KinetypeAudio",
            ]
        ),
        // The preview server: a small HTTP/1.1 server on loopback, frames rendered on demand.
        .target(name: "KinetypePreview", dependencies: ["Kinetype", "KinetypePrimitives", "KinetypeDiagnostics"]),
        .target(
            name: "KinetypeCommandLine",
            dependencies: ["Kinetype", "KinetypePreview", "KinetypePrimitives", "KinetypeDiagnostics", "CKinetypeSystem",
                           .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),

        // MARK: Tool
        .executableTarget(name: "KinetypeCLI", dependencies: ["KinetypeCommandLine"]),
        .executableTarget(name: "KinetypeBenchmarks", dependencies: ["Kinetype", "KinetypeDiagnostics", "KinetypePrimitives", "KinetypeAnimation", "KinetypeExport", "KinetypeVideo", "KinetypeRasterKernels", "KinetypeGIF", "ExampleRenderers", "KinetypeAudio"], exclude: ["BENCHMARKS.md", "peers.sh", "peers_manim.py", "batch.sh", "preview.sh", "long-captions.sh", "long-form.sh", "release-kinetype.sh"]),

        // MARK: Examples
        .target(name: "ExampleRenderers", dependencies: ["Kinetype"], path: "Examples/Renderers"),
        .executableTarget(name: "appearance-example", dependencies: ["ExampleRenderers", "Kinetype"], path: "Examples/Appearance"),
        .executableTarget(name: "wave-example", dependencies: ["ExampleRenderers", "Kinetype"], path: "Examples/Wave"),
        .executableTarget(name: "glow-example", dependencies: ["ExampleRenderers", "Kinetype"], path: "Examples/Glow"),
        .executableTarget(name: "highlight-example", dependencies: ["ExampleRenderers", "Kinetype"], path: "Examples/Highlight"),
        .executableTarget(name: "line-opacity-example", dependencies: ["ExampleRenderers", "Kinetype"], path: "Examples/LineOpacity"),
        .executableTarget(
            name: "custom-kinetype", dependencies: ["Kinetype", "KinetypeCommandLine"], path: "Examples/CustomRenderer",
            exclude: ["stripes.yaml"]
        ),

        // MARK: Fuzzing
        // libFuzzer targets, one parser each (see `make fuzz` and Tests/Fuzz/fuzz.sh). Built with
        // `--sanitize=fuzzer -DKINETYPE_FUZZING` they export LLVMFuzzerTestOneInput; in a normal
        // build each has a main that runs the files it is given through the same code.
        .target(name: "KinetypeFuzzSupport", path: "Tests/Fuzz/Support"),
        .executableTarget(name: "fuzz-scene-yaml", dependencies: ["KinetypeFuzzSupport", "KinetypeScene"], path: "Tests/Fuzz/scene-yaml"),
        .executableTarget(name: "fuzz-scene-json", dependencies: ["KinetypeFuzzSupport", "KinetypeScene"], path: "Tests/Fuzz/scene-json"),
        .executableTarget(name: "fuzz-markup", dependencies: ["KinetypeFuzzSupport", "KinetypeText"], path: "Tests/Fuzz/markup"),
        .executableTarget(name: "fuzz-symbol-effect", dependencies: ["KinetypeFuzzSupport", "KinetypeSymbols"], path: "Tests/Fuzz/symbol-effect"),
        .executableTarget(name: "fuzz-color", dependencies: ["KinetypeFuzzSupport", "KinetypePrimitives"], path: "Tests/Fuzz/color"),
        .executableTarget(name: "fuzz-captions", dependencies: ["KinetypeFuzzSupport", "KinetypeCaptions"], path: "Tests/Fuzz/captions"),
        .executableTarget(name: "fuzz-caption-reader", dependencies: ["KinetypeFuzzSupport", "KinetypeCaptions"], path: "Tests/Fuzz/caption-reader"),
        .executableTarget(name: "fuzz-batch-rows", dependencies: ["KinetypeFuzzSupport", "KinetypeBatch"], path: "Tests/Fuzz/batch-rows"),
        .executableTarget(name: "fuzz-svg-path", dependencies: ["KinetypeFuzzSupport", "KinetypePrimitives"], path: "Tests/Fuzz/svg-path"),
        .executableTarget(name: "fuzz-plot-spec", dependencies: ["KinetypeFuzzSupport", "KinetypePlot"], path: "Tests/Fuzz/plot-spec"),

        // MARK: Tests
        // Each test target depends on the module it tests. Paths, processes and temporary folders
        // come from KinetypeTestSupportCore (Foundation, KinetypePrimitives for its seeded
        // generator, KinetypeDiagnostics for the library's PATH lookup); image comparison and goldens from KinetypeTestSupport
        // (KinetypeGraphics, KinetypeEncoders). Suites that draw over time (renderers, title cards,
        // export) or run the CLI need most of the engine and use the umbrella.
        .target(name: "KinetypeTestSupportCore", dependencies: ["KinetypePrimitives", "KinetypeDiagnostics"], path: "Tests/Support/Core"),
        .target(
            name: "KinetypeTestSupport", dependencies: ["KinetypeTestSupportCore", "KinetypeGraphics", "KinetypeEncoders"], path: "Tests/Support/Images"
        ),
        .testTarget(
            name: "KinetypeAnimationTests",
            dependencies: ["KinetypeAnimation", "KinetypePrimitives", "KinetypeTestSupportCore", .product(name: "PropertyBased", package: "swift-property-based")],
            exclude: ["Reference"]
        ),
        .testTarget(
            name: "KinetypeSceneTests",
            dependencies: [
                "KinetypeScene", "KinetypeCard", "KinetypeCaptions", "KinetypeEffects", "KinetypeText", "KinetypeGraphics", "KinetypeAnimation",
                "KinetypePrimitives", "KinetypeRasterKernels", "KinetypeTestSupportCore",
            ]
        ),
        .testTarget(
            name: "KinetypeCaptionsTests",
            dependencies: [
                "KinetypeCaptions", "KinetypeCard", "KinetypeEffects", "KinetypeText", "KinetypeGraphics", "KinetypePrimitives", "KinetypeTestSupportCore",
            ]
        ),
        .testTarget(
            name: "KinetypeBatchTests",
            dependencies: ["KinetypeBatch", "KinetypeScene", "KinetypeCard", "KinetypeEffects", "KinetypeExport", "KinetypeTestSupportCore"]
        ),
        .testTarget(name: "KinetypeDiagnosticsTests", dependencies: ["KinetypeDiagnostics", "KinetypeTestSupportCore"]),
        .testTarget(name: "KinetypeSymbolsTests", dependencies: ["KinetypeSymbols", "KinetypeTestSupportCore"]),
        .testTarget(name: "KinetypeGIFTests", dependencies: ["KinetypeGIF", "KinetypeRasterKernels", "KinetypePrimitives", "CKinetypeGIF", "KinetypeTestSupportCore"]),
        .testTarget(name: "KinetypePrimitivesTests", dependencies: ["KinetypePrimitives", "KinetypeAnimation", "KinetypeTestSupportCore"]),
        .testTarget(name: "KinetypeRasterKernelsTests", dependencies: ["KinetypeRasterKernels", "KinetypePrimitives", "KinetypeAnimation", "KinetypeTestSupportCore"]),
        .testTarget(
            name: "KinetypeTextTests",
            dependencies: ["KinetypeText", "KinetypePrimitives", "KinetypeTestSupportCore"],
            exclude: ["Shaping"]
        ),
        .testTarget(
            name: "KinetypeGraphicsTests",
            dependencies: ["KinetypeGraphics", "KinetypeEncoders", "KinetypeText", "KinetypePrimitives", "KinetypeTestSupport", "KinetypeTestSupportCore"],
            exclude: ["Goldens"]
        ),
        .testTarget(name: "KinetypeEncodersTests", dependencies: ["KinetypeEncoders", "KinetypeGraphics", "KinetypeTestSupport"]),
        .testTarget(
            name: "KinetypeEffectsTests",
            dependencies: [
                "Kinetype", "KinetypePrimitives", "KinetypeTestSupport", "KinetypeTestSupportCore", "ExampleRenderers",
                "appearance-example", "wave-example", "glow-example", "highlight-example", "line-opacity-example",
            ],
            exclude: ["Goldens"]
        ),
        // The card's own API: its timeline, its layers' stages, drawing, caches and frame export.
        .testTarget(
            name: "KinetypeCardTests",
            dependencies: [
                "KinetypeCard", "Kinetype", "KinetypePrimitives", "KinetypeTestSupport", "KinetypeTestSupportCore", "ExampleRenderers",
            ]
        ),
        .testTarget(
            name: "KinetypeExportTests",
            dependencies: ["Kinetype", "KinetypeEncoders", "KinetypeExport", "KinetypeVideo", "KinetypeTestSupport", "KinetypeTestSupportCore", "ExampleRenderers"]
        ),
        .testTarget(name: "KinetypeAudioTests", dependencies: ["KinetypeAudio", "KinetypeVideo", "KinetypeTestSupportCore"]),
        .testTarget(name: "KinetypePreviewTests", dependencies: ["KinetypePreview", "Kinetype", "KinetypeTestSupportCore"]),
        .testTarget(name: "KinetypePlotTests", dependencies: ["KinetypePlot", "KinetypeAnimation", "KinetypeEncoders", "KinetypeTestSupport", "KinetypeTestSupportCore"]),
        .testTarget(
            name: "KinetypeTestSupportTests", dependencies: ["KinetypeTestSupport", "KinetypeTestSupportCore", "KinetypeGraphics", "KinetypePrimitives"]
        ),
        .testTarget(
            name: "KinetypeCLITests",
            dependencies: ["KinetypeTestSupportCore", "KinetypeTestSupport", "KinetypeCLI", "KinetypeCommandLine", "Kinetype", "custom-kinetype",
                           .product(name: "Yams", package: "Yams")]
        ),
        // Every code example of the DocC articles and doc comments, collected by
        // Tests/DocExamples/extract.py into one generated file, compiled and run.
        .testTarget(
            name: "KinetypeDocExamplesTests",
            dependencies: [
                "Kinetype", "KinetypeCommandLine", "KinetypePreview", "KinetypeGIF", "KinetypeAnimation", "KinetypeCaptions", "KinetypeDiagnostics",
                "KinetypeEffects", "KinetypeEncoders", "KinetypeGraphics", "KinetypePlot", "KinetypePrimitives", "KinetypeRasterKernels",
                "KinetypeSymbols", "KinetypeText", "KinetypeTimeline", "KinetypeTestSupportCore",
            ],
            // The examples evaluate expressions to show their values (`spring.stiffness  // 157.91…`),
            // which the compiler would warn about by the hundred.
            swiftSettings: [.unsafeFlags(["-suppress-warnings"])]
        ),
    ],
    swiftLanguageModes: [.v6]
)
