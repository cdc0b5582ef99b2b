// swift-tools-version:6.0
// Kinetype: animated typography on Linux. See README.md.
import PackageDescription

/// A `[system]` target for a C library found with pkg-config and installed from Debian.
func cLibrary(_ name: String, pkgConfig: String, apt: String) -> Target {
    .systemLibrary(name: name, pkgConfig: pkgConfig, providers: [.apt([apt])])
}

let package = Package(
    name: "Kinetype",
    products: [
        .library(name: "Kinetype", targets: ["Kinetype"]),
        .executable(name: "kinetype", targets: ["KinetypeCLI"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
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

        // MARK: Library
        .target(name: "KinetypeAnimation", swiftSettings: [.swiftLanguageMode(.v6)]),
        .target(name: "KinetypePrimitives", dependencies: ["KinetypeAnimation"], swiftSettings: [.swiftLanguageMode(.v6)]),
        .target(
            name: "KinetypeText",
            dependencies: [
                "KinetypePrimitives", "CKinetypeHarfBuzz", "CKinetypeFriBidi",
                "CKinetypeUnibreak", "CKinetypeFontconfig",
            ],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .target(name: "KinetypeRasterKernels", dependencies: ["KinetypePrimitives", "KinetypeAnimation"]),
        .target(
            name: "KinetypeGraphics",
            dependencies: ["KinetypeText", "KinetypePrimitives", "KinetypeRasterKernels", "CKinetypeCairo", "CKinetypeFreeType"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .target(name: "KinetypeScene", dependencies: [.product(name: "Yams", package: "Yams")]),
        .target(name: "KinetypeSymbols", swiftSettings: [.swiftLanguageMode(.v6)]),
        .target(
            name: "KinetypeEffects",
            dependencies: [
                "KinetypeAnimation", "KinetypePrimitives", "KinetypeText", "KinetypeGraphics", "KinetypeScene", "KinetypeSymbols",
            ]
        ),
        .target(name: "KinetypeGIF", dependencies: ["CKinetypeGIF", "CKinetypeImageQuant"]),
        .target(name: "KinetypeExport", dependencies: ["KinetypeGraphics", "KinetypeEffects", "KinetypeGIF"]),
        .target(
            name: "Kinetype",
            dependencies: [
                "KinetypeAnimation", "KinetypePrimitives", "KinetypeText", "KinetypeGraphics", "KinetypeExport",
                "KinetypeEffects", "KinetypeScene", "KinetypeSymbols",
            ]
        ),

        // MARK: Tool
        .executableTarget(
            name: "KinetypeCLI",
            dependencies: ["Kinetype", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        .executableTarget(name: "KinetypeBenchmarks", dependencies: ["Kinetype", "KinetypeRasterKernels", "KinetypeGIF", "ExampleRenderers"], exclude: ["BENCHMARKS.md"]),

        // MARK: Examples
        .target(name: "ExampleRenderers", dependencies: ["Kinetype"], path: "Examples/Renderers"),
        .executableTarget(name: "appearance-example", dependencies: ["ExampleRenderers"], path: "Examples/Appearance"),
        .executableTarget(name: "wave-example", dependencies: ["ExampleRenderers"], path: "Examples/Wave"),
        .executableTarget(name: "glow-example", dependencies: ["ExampleRenderers"], path: "Examples/Glow"),
        .executableTarget(name: "highlight-example", dependencies: ["ExampleRenderers"], path: "Examples/Highlight"),
        .executableTarget(name: "line-opacity-example", dependencies: ["ExampleRenderers"], path: "Examples/LineOpacity"),

        // MARK: Tests
        .target(name: "KinetypeTestSupport", dependencies: ["Kinetype"], path: "Tests/Support"),
        .testTarget(
            name: "KinetypeAnimationTests",
            dependencies: ["KinetypeAnimation", .product(name: "PropertyBased", package: "swift-property-based")],
            exclude: ["Reference"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .testTarget(name: "KinetypeSceneTests", dependencies: ["KinetypeScene"]),
        .testTarget(name: "KinetypeSymbolsTests", dependencies: ["KinetypeSymbols"], swiftSettings: [.swiftLanguageMode(.v6)]),
        .testTarget(name: "KinetypeGIFTests", dependencies: ["KinetypeGIF", "CKinetypeGIF"]),
        .testTarget(name: "KinetypePrimitivesTests", dependencies: ["KinetypePrimitives", "KinetypeAnimation"], swiftSettings: [.swiftLanguageMode(.v6)]),
        .testTarget(name: "KinetypeRasterKernelsTests", dependencies: ["KinetypeRasterKernels", "KinetypePrimitives", "KinetypeAnimation"]),
        .testTarget(
            name: "KinetypeTextTests",
            dependencies: ["Kinetype", "KinetypeTestSupport"],
            exclude: ["Shaping"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .testTarget(
            name: "KinetypeGraphicsTests",
            dependencies: ["Kinetype", "KinetypeTestSupport"],
            exclude: ["Goldens"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .testTarget(
            name: "KinetypeEffectsTests",
            dependencies: [
                "Kinetype", "KinetypeTestSupport", "ExampleRenderers", "KinetypeRasterKernels",
                "appearance-example", "wave-example", "glow-example", "highlight-example", "line-opacity-example",
            ],
            exclude: ["Goldens"]
        ),
        .testTarget(
            name: "KinetypeExportTests",
            dependencies: ["Kinetype", "KinetypeTestSupport", "ExampleRenderers"]
        ),
        .testTarget(
            name: "KinetypeCLITests",
            dependencies: ["KinetypeTestSupport", "KinetypeCLI"]
        ),
    ],
    swiftLanguageModes: [.v5]
)
