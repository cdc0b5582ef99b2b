import Foundation

extension SceneDocument {
    /// Every file the scene reads besides itself, found as the compiler finds them (relative to
    /// `baseURL`, the scene's folder): font files, the captions file, images (in groups and stacks too) and
    /// the background picture or video, the soundtrack. What a preview watches for changes, and what no output
    /// may be written over.
    public func inputFiles(baseURL: URL?) -> [URL] {
        let compiler = SceneCompiler(baseURL: baseURL)
        var files: [String] = []
        func visit(_ layers: [SceneLayer]) {
            for layer in layers {
                if case .file(let path) = layer.font.source { files.append(path) }
                if let image = layer.image { files.append(image.file) }
                if let group = layer.group { visit(group.layers) }
                if let stack = layer.stack { visit(stack.layers) }
                visit(layer.variants.map(\.layer))
            }
        }
        visit(layers)
        if let captions {
            files.append(captions.file)
            if case .file(let path) = captions.font.source { files.append(path) }
        }
        switch backdrop {
        case .image(let file, _)?, .video(let file, _)?: files.append(file)
        case nil: break
        }
        if let audio { files.append(audio.file) }
        var seen: Set<String> = []
        return files.map { compiler.fileURL($0).standardizedFileURL }.filter { seen.insert($0.path).inserted }
    }
}
