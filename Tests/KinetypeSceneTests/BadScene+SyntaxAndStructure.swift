import KinetypeScene
import KinetypeText

extension BadScene {
    /// Malformed YAML and JSON, empty files, versions, unknown keys and shapes.
    static let syntaxAndStructure: [BadScene] = [
        BadScene(name: "YAML indented too far", source: "version: 1\n  fps: 3\n",
                 kind: .syntax, line: 2, column: 6, says: ["invalid YAML: mapping values are not allowed", "indented too far"]),
        BadScene(name: "YAML text starting with ** unquoted", source: "version: 1\nlayers:\n  - text: **bold** title\n",
                 kind: .syntax, line: 3, column: 12, says: ["invalid YAML", "read as a YAML alias: quote it"]),
        BadScene(name: "YAML attribute syntax unquoted", source: "version: 1\nlayers:\n  - text: ^[x](emphasis: true)\n",
                 kind: .syntax, line: 3, column: 24, says: ["mapping values are not allowed", "must be quoted, as in text: '^[word](emphasis: true)'"]),
        BadScene(name: "YAML unclosed quote", source: "version: 1\nlayers:\n  - text: \"open\n",
                 kind: .syntax, line: 4, column: 1, says: ["invalid YAML: found unexpected end of stream", "quoted scalar that starts at line 3, column 11"]),
        BadScene(name: "YAML tab indentation", source: "version: 1\nlayers:\n\t- text: a\n",
                 kind: .syntax, line: 3, column: 1, says: ["cannot start any token", "spaces, not tabs"]),
        BadScene(name: "YAML duplicate key", source: "version: 1\nfps: 30\nfps: 24\n",
                 kind: .syntax, line: 2, column: 1, says: ["the key 'fps' appears more than once in the same mapping, first here; keep one"]),
        BadScene(name: "YAML bad escape in double quotes", source: "version: 1\nlayers:\n  - text: \"a \\{{x}}\"\n",
                 kind: .syntax, line: 3, column: 14, says: ["unknown escape character", #"write \\ for a backslash"#]),
        BadScene(name: "JSON missing comma", format: .json, source: "{\n  \"version\": 1\n  \"fps\": 30\n}\n",
                 kind: .syntax, line: 3, column: 8, says: ["invalid JSON: did not find expected ',' or '}'", "an object that starts at line 1, column 1"]),
        BadScene(name: "JSON unclosed object", format: .json, source: "{\n  \"version\": 1,\n  \"fps\": 30\n",
                 kind: .syntax, line: 4, column: 1, says: ["invalid JSON", "expected ',' or '}'"]),
        BadScene(name: "JSON unclosed array", format: .json, source: "{\"version\": 1,\n \"layers\": [{\"text\": \"a\"}\n}",
                 kind: .syntax, line: 3, column: 1, says: ["invalid JSON", "expected ',' or ']'", "an array that starts at line 2, column 12"]),
        BadScene(name: "JSON bad escape", format: .json, source: "{\"version\": 1, \"layers\": [{\"text\": \"a\\q\"}]}",
                 kind: .syntax, line: 1, column: 38, says: ["invalid JSON: found unknown escape character", #"JSON escapes are \" \\"#]),
        BadScene(name: "JSON duplicate key", format: .json, source: "{\"version\": 1, \"fps\": 1, \"fps\": 2}",
                 kind: .syntax, line: 1, column: 16, says: ["'fps' appears more than once in the same object"]),
        BadScene(name: "empty file", source: "", kind: .emptyFile, line: 1, column: 1, says: ["the scene file is empty", "version: 1"]),
        BadScene(name: "only comments", source: "# nothing here\n\n", kind: .emptyFile, line: 1, column: 1, says: ["empty"]),
        BadScene(name: "missing version", source: "fps: 30\nlayers: []\n", kind: .missingVersion, line: 1, column: 1,
                 keyPath: "version", says: ["missing required key 'version'; add version: 1 at the top of the file"]),
        BadScene(name: "unsupported version", source: "version: 2\nsparkles: true\n", kind: .unsupportedVersion, line: 1,
                 column: 10, keyPath: "version", says: ["unsupported version 2; this Kinetype reads version 1"]),
        BadScene(name: "JSON version quoted", format: .json, source: "{\"version\": \"1\"}", kind: .wrongType, line: 1,
                 column: 13, keyPath: "version", says: [#"got the string "1" — remove the quotes"#]),
        BadScene(name: "root is a list", source: "- version: 1\n", kind: .wrongType, line: 1, column: 1,
                 says: ["expected a mapping of keys such as version, canvas and layers; got a list"]),
        BadScene(name: "unknown top-level key", source: "version: 1\nbackgrund: red\n", kind: .unknownKey, line: 2,
                 column: 1, keyPath: "backgrund", says: ["unknown key 'backgrund' at the top level; did you mean 'background'?"],
                 suggestion: "background"),
        BadScene(name: "unknown layer key colour", source: "version: 1\nlayers:\n  - text: Hi\n    colour: red\n",
                 kind: .unknownKey, line: 4, column: 5, keyPath: "layers[0].colour",
                 says: ["unknown key 'colour' in layers[0]; did you mean 'color'?"], suggestion: "color"),
        BadScene(name: "unknown key in JSON, snake case", format: .json,
                 source: "{\"version\": 1,\n \"layers\": [{\"text\": \"a\", \"max_width\": 3}]}",
                 kind: .unknownKey, line: 2, column: 27, keyPath: "layers[0].max_width",
                 says: ["unknown key 'max_width' in layers[0]; did you mean 'maxWidth'?"], suggestion: "maxWidth"),
        BadScene(name: "unknown key far from any", source: "version: 1\nlayers:\n  - text: a\n    wobble: 3\n",
                 kind: .unknownKey, line: 4, column: 5, keyPath: "layers[0].wobble",
                 says: ["unknown key 'wobble' in layers[0]; the keys here are text, font, color"]),
        BadScene(name: "unknown key lists a text layer's keys, stage keys in their order",
                 source: "version: 1\nlayers:\n  - text: a\n    zzz: 1\n", kind: .unknownKey, line: 4, column: 5, keyPath: "layers[0].zzz",
                 says: ["""
                     the keys here are text, font, color, alignment, maxWidth, lineSpacing, lineLimit, layoutDirection, fit, \
                     balance, language, hyphenate, renderer, animators, path, fill, stroke, shadow, innerShadow, glow, position, \
                     start, end, enter, exit, effects, shader, reveal, conceal, keyframes, rotation, matte, padding, frame, aspectRatio, fixedSize, \
                     background, overlay, variants, shape, image, group, stack, spacer
                     """]),
        BadScene(name: "unknown key lists a shape layer's keys, without the text's stage keys",
                 source: "version: 1\nlayers:\n  - shape: {kind: rect, width: 10, height: 10}\n    rendrer: wave\n",
                 kind: .unknownKey, line: 4, column: 5, keyPath: "layers[0].rendrer",
                 says: ["""
                     the keys here are shape, color, trim, fill, stroke, shadow, innerShadow, glow, position, start, end, \
                     enter, exit, effects, shader, reveal, conceal, keyframes, rotation, matte, padding, frame, aspectRatio, fixedSize, background, overlay, \
                     variants
                     """]),
        BadScene(name: "unknown transition key", source: "version: 1\nlayers:\n  - text: a\n    enter: {name: blur, stager: word}\n",
                 kind: .unknownKey, line: 4, column: 25, keyPath: "layers[0].enter.stager",
                 says: ["unknown key 'stager' in layers[0].enter; did you mean 'stagger'?"], suggestion: "stagger"),
        BadScene(name: "layers not a list", source: "version: 1\nlayers:\n  text: a\n", kind: .wrongType, line: 3,
                 column: 3, keyPath: "layers", says: ["expected a list of layers, each item starting with '- '; got a mapping"]),
        BadScene(name: "layer without text", format: .json, source: "{\"version\": 1, \"layers\": [{\"color\": \"red\"}]}",
                 kind: .missingKey, line: 1, column: 27, keyPath: "layers[0].text",
                 says: ["missing required key 'text' in layers[0]; add text: \"Your title\""]),
        BadScene(name: "renderer without name", source: "version: 1\nlayers:\n  - text: a\n    renderer: {amplitude: 3}\n",
                 kind: .missingKey, line: 4, column: 15, keyPath: "layers[0].renderer.name", says: ["missing required key 'name'"]),
        BadScene(name: "effect that never plays", source: "version: 1\nlayers:\n  - text: a\n    effects:\n      - effect: bounce\n",
                 kind: .missingKey, line: 5, column: 9, keyPath: "layers[0].effects[0]",
                 says: ["say when the effect plays: at: [seconds, …]", "active: [[from, to], …]"]),
        BadScene(name: "unquoted {{variable}} is a YAML mapping", source: "version: 1\nlayers:\n  - text: {{name}}\n",
                 variables: ["name": "Ada"], kind: .wrongType, line: 3, column: 11, keyPath: "layers[0].text",
                 says: ["got a mapping — in YAML a value that starts with { is a mapping: quote it, as in \"{{name}}\""]),
    ]
}

extension BadScene {
    /// Less common YAML problems, each with its own advice.
    static let yamlSpecifics: [BadScene] = [
        BadScene(name: "two YAML documents", source: "version: 1\n---\nversion: 1\n", kind: .syntax, line: 2, column: 1,
                 says: ["a scene file holds one document, but a second one starts here"]),
        BadScene(name: "merge of an undefined anchor", source: "version: 1\nlayers:\n  - <<: *base\n    text: a\n",
                 kind: .syntax, line: 3, column: 9, says: ["found undefined alias", "refers to an anchor (&name) defined above"]),
        BadScene(name: "empty gradient", source: "version: 1\nbackground: {}\n", kind: .invalidValue, line: 2, column: 13,
                 keyPath: "background", says: ["expected one gradient, linear, radial or mesh; got an empty mapping"]),
        BadScene(name: "renderer parameter that is a mapping", source: "version: 1\nlayers:\n  - text: a\n    renderer: {name: wave, shape: {a: 1}}\n",
                 kind: .wrongType, line: 4, column: 35, keyPath: "layers[0].renderer.shape",
                 says: ["expected a string, a number, true or false; got a mapping"]),
        BadScene(name: "malformed variable name", source: "version: 1\nlayers:\n  - text: \"{{ }}\"\n", kind: .unknownVariable,
                 line: 3, column: 12, keyPath: "layers[0].text", says: ["malformed variable name '' in {{…}}"]),
        BadScene(name: "end equal to start", source: "version: 1\nlayers:\n  - text: a\n    start: 1\n    end: 1\n",
                 kind: .invalidValue, line: 5, column: 10, keyPath: "layers[0].end", says: ["1 is the same as start 1"]),
        BadScene(name: "null colour in JSON", format: .json, source: "{\"version\": 1, \"layers\": [{\"text\": \"a\", \"color\": null}]}",
                 kind: .wrongType, line: 1, column: 50, keyPath: "layers[0].color",
                 says: ["got nothing (null); give a value, or leave the key out for its default"]),
    ]
}
