import Foundation
import KinetypeCard
import KinetypeEffects

extension TitleCard {
    /// The card the scene file at `url` describes, with `variables` for its `{{name}}`s; font
    /// files are found relative to the file's folder. Names are resolved in `catalogs`: the
    /// shared catalogues, with every registered entry, by default.
    ///
    /// - Throws: `SceneError` naming the file, line, column and key path.
    public init(sceneFile url: URL, variables: [String: String] = [:], catalogs: Catalogs = .shared) throws {
        let scene = try SceneLoader(catalogs: catalogs).load(contentsOf: url, variables: variables)
        self = try SceneCompiler(catalogs: catalogs, baseURL: url.deletingLastPathComponent()).compile(scene)
    }

    /// The card a scene document describes, compiled by ``SceneCompiler``. Font files are found
    /// relative to `baseURL` (the scene's folder).
    ///
    /// - Throws: `SceneError` naming the file, line, column and key path.
    public init(scene: SceneDocument, baseURL: URL? = nil, catalogs: Catalogs = .shared) throws {
        self = try SceneCompiler(catalogs: catalogs, baseURL: baseURL).compile(scene)
    }
}
