import Foundation
import KinetypeTestSupportCore
import Testing

/// The container image recipe (`Examples/Deploy/Dockerfile`) cannot be built here (no container
/// runtime), so its runtime stage is checked against this machine: every Debian package it
/// installs exists, and together they provide every shared library the kinetype binary loads.
@Suite struct DeployRecipeTests {
    @Test("the Dockerfile's runtime packages exist and provide every library kinetype links")
    func dockerfileRuntimePackages() throws {
        let dockerfile = try String(contentsOf: TestSupport.packageRoot.appendingPathComponent("Examples/Deploy/Dockerfile"), encoding: .utf8)
        // The runtime stage's package list: the words after --no-install-recommends up to the &&.
        let stage = try #require(dockerfile.components(separatedBy: "FROM debian:bookworm-slim").last)
        let install = try #require(stage.components(separatedBy: "--no-install-recommends").dropFirst().first?.components(separatedBy: "&&").first)
        let packages = install.split(whereSeparator: { $0.isWhitespace || $0 == "\\" }).map(String.init)
        #expect(packages.count >= 10)
        let aptCache = try #require(TestSupport.which("apt-cache"))
        let shown = try TestSupport.run(aptCache, ["show", "--no-all-versions"] + packages)
        let known = Set(shown.stdoutString.split(separator: "\n").filter { $0.hasPrefix("Package: ") }.map { String($0.dropFirst(9)) })
        for package in packages { #expect(known.contains(package), "\(package) is a Debian package") }
        // Each library the binary loads from outside the Swift runtime (which is linked in
        // statically for the image) comes from one of those packages or from their dependencies.
        let ldd = try TestSupport.run("/usr/bin/ldd", [TestSupport.kinetype]).stdoutString
        let direct = ["libcrypto", "libimagequant", "libgif", "libspng", "libcairo", "libfreetype", "libunibreak", "libharfbuzz",
                      "libfribidi", "libfontconfig"]
        let dpkg = try #require(TestSupport.which("dpkg"))
        for library in direct {
            let line = try #require(ldd.split(separator: "\n").first { $0.contains(library + ".so") }, "kinetype links \(library)")
            let path = try #require(line.split(separator: " ").first { $0.hasPrefix("/") }.map(String.init))
            // By file name: /lib and /usr/lib are one folder on Debian, and dpkg knows the /usr one.
            let name = URL(fileURLWithPath: path).lastPathComponent
            let owners = try TestSupport.run(dpkg, ["-S", name]).stdoutString.split(separator: "\n")
                .compactMap { $0.split(separator: ":").first.map(String.init) }
            #expect(owners.contains(where: packages.contains), "\(name) comes from \(owners), which the image should install")
        }
    }
}
