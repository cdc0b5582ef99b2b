import KinetypeCard

extension SceneDocument {
    /// Every property driven by the sound (`keyframes: {scale: {driver: …}}`), and every effect
    /// triggered by it (`effects: [{effect: bounce, at: beats}]`, its driver's signal the events),
    /// in groups and stacks too: its key path (`layers[1].keyframes.scale`,
    /// `layers[0].effects[0].at`) and driver, in layer order.
    public var audioDrivers: [(keyPath: String, driver: SceneAudioDriver)] {
        var found: [(keyPath: String, driver: SceneAudioDriver)] = []
        visitLayers { layer, path in
            for name in SceneAudioDriver.drivable {
                if let driver = layer.keyframes.drivers[name] { found.append(("\(path).keyframes.\(name)", driver)) }
            }
            for (key, driver) in layer.animatorDrivers.sorted(by: { $0.key < $1.key }) {
                found.append(("\(path).animators\(key)", driver))
            }
            for (keyPath, shader, parameter) in SceneShadersStage.driverPaths(layer.shaders, at: path) {
                found.append((keyPath, layer.shaders[shader].drivers[parameter]!))
            }
            for (number, effect) in layer.effects.enumerated() {
                if let signal = effect.atSound { found.append(("\(path).effects[\(number)].at", SceneAudioDriver(signal: signal))) }
            }
        }
        return found
    }

    /// Replaces each driven property's driver with the keys `keys` gives for it (from its key
    /// path and driver), in groups and stacks too.
    public mutating func resolveDrivers(_ keys: (String, SceneAudioDriver) throws -> [KeyframeStage.Key]) throws {
        let fps = self.fps
        try updateLayers { layer, path in
            var keyframes = layer.keyframes
            if !keyframes.drivers.isEmpty {
                for (name, driver) in keyframes.drivers.sorted(by: { $0.key < $1.key }) {
                    let resolved = try keys("\(path).keyframes.\(name)", driver)
                    switch name {
                    case "scale": keyframes.scale = resolved
                    case "rotation": keyframes.rotation = resolved
                    default: keyframes.opacity = resolved
                    }
                }
                keyframes.drivers = [:]
                layer.keyframes = keyframes
            }
            let animatorDrivers = layer.animatorDrivers
            if !animatorDrivers.isEmpty {
                var animators = layer.animators
                for (key, driver) in animatorDrivers.sorted(by: { $0.key < $1.key }) {
                    let samples = try keys("\(path).animators\(key)", driver).map { $0.value.first ?? 0 }
                    animators = SceneAnimatorsStage.driving(animators, key, samples: samples, rate: fps, start: layer.start)
                }
                layer.animatorDrivers = [:]
                layer.animators = animators
            }
            let shaderDrivers = SceneShadersStage.driverPaths(layer.shaders, at: path)
            if !shaderDrivers.isEmpty {
                var shaders = layer.shaders
                for (keyPath, shader, parameter) in shaderDrivers {
                    shaders[shader].samples[parameter] = try keys(keyPath, shaders[shader].drivers[parameter]!).map { $0.value.first ?? 0 }
                    shaders[shader].sampleRate = fps
                }
                for number in shaders.indices { shaders[number].drivers = [:] }
                layer.shaders = shaders
            }
        }
    }

    /// The audiograms (`shape: {kind: bars}` or `{kind: waveform}`) whose levels have not been
    /// read, by key path (`layers[0].shape`), in groups and stacks too.
    public var audiograms: [(keyPath: String, shape: SceneShape)] {
        var found: [(keyPath: String, shape: SceneShape)] = []
        visitLayers { layer, path in
            if let shape = layer.shape, let sound = shape.sound, sound.levels == nil { found.append(("\(path).shape", shape)) }
        }
        return found
    }

    /// Gives each audiogram (``audiograms``) the levels `levels` reads for it (from its key path
    /// and shape), in groups and stacks too.
    public mutating func resolveAudiograms(_ levels: (String, SceneShape) throws -> SoundLevels) throws {
        try updateLayers { layer, path in
            guard var shape = layer.shape, shape.sound != nil, shape.sound?.levels == nil else { return }
            let read = try levels("\(path).shape", shape)
            shape.sound?.levels = read
            layer.content = SceneLayerContent(shape)
        }
    }

    /// Calls `body` with every layer and its key path (`layers[0]`, `layers[0].group.layers[1]`),
    /// a group's or stack's layers after the group or stack itself.
    func visitLayers(_ body: (SceneLayer, String) throws -> Void) rethrows {
        func visit(_ layers: [SceneLayer], _ prefix: String) throws {
            for (index, layer) in layers.enumerated() {
                let path = "\(prefix)[\(index)]"
                try body(layer, path)
                if let group = layer.group { try visit(group.layers, "\(path).group.layers") }
                if let stack = layer.stack { try visit(stack.layers, "\(path).stack.layers") }
            }
        }
        try visit(layers, "layers")
    }

    /// Lets `body` change every layer, as ``visitLayers(_:)`` visits them; a group's or stack's
    /// layers are changed after what `body` did to the group or stack.
    mutating func updateLayers(_ body: (inout SceneLayer, String) throws -> Void) rethrows {
        func visit(_ layers: inout [SceneLayer], _ prefix: String) throws {
            for index in layers.indices {
                let path = "\(prefix)[\(index)]"
                try body(&layers[index], path)
                if var group = layers[index].group {
                    try visit(&group.layers, "\(path).group.layers")
                    layers[index].content = SceneLayerContent(group)
                }
                if var stack = layers[index].stack {
                    try visit(&stack.layers, "\(path).stack.layers")
                    layers[index].content = SceneLayerContent(stack)
                }
            }
        }
        try visit(&layers, "layers")
    }
}
