import KinetypeSymbols
import Testing

private func optionsError(_ dictionary: [String: Any]) -> SymbolEffectError? {
    do {
        _ = try SymbolEffectOptions(dictionary: dictionary)
        return nil
    } catch { return error }
}

@Suite struct SymbolEffectOptionsTests {
    @Test func swiftUIShapesAndChaining() {
        let options: SymbolEffectOptions = .repeat(3).speed(2)
        #expect(options.repeatBehavior?.count == 3)
        #expect(options.speed == 2)
        #expect(SymbolEffectOptions.speed(2).repeat(3) == options)
        #expect(SymbolEffectOptions.default.repeatBehavior == nil)
        #expect(SymbolEffectOptions.default.speed == 1)
        #expect(SymbolEffectOptions.repeat(.continuous).repeatBehavior?.count == nil)
        #expect(SymbolEffectOptions.repeat(.continuous).repeatBehavior?.delay == 0)
        let periodic = SymbolEffectOptions.repeat(.periodic(2, delay: 0.5)).repeatBehavior
        #expect(periodic?.count == 2 && periodic?.delay == 0.5)
        #expect(SymbolEffectOptions.RepeatBehavior.periodic(delay: 1).count == nil)
        #expect(SymbolEffectOptions.nonRepeating == .repeat(1))
        #expect(SymbolEffectOptions.repeat(4) == .repeat(.periodic(4)))
        #expect(SymbolEffectOptions.repeat(5).speed(1.5).nonRepeating == .repeat(1).speed(1.5))
    }

    @Test func outOfRangeValuesFallBackToSafeOnes() {
        #expect(SymbolEffectOptions.speed(0).speed == 1)
        #expect(SymbolEffectOptions.speed(-3).speed == 1)
        #expect(SymbolEffectOptions.repeat(0).repeatBehavior?.count == 1)
        #expect(SymbolEffectOptions.repeat(.periodic(2, delay: -1)).repeatBehavior?.delay == 0)
    }

    @Test func dictionaryFromASceneFile() throws {
        #expect(try SymbolEffectOptions(dictionary: [:]) == .default)
        #expect(try SymbolEffectOptions(dictionary: ["repeat": 2, "speed": 1.5]) == .repeat(2).speed(1.5))
        #expect(try SymbolEffectOptions(dictionary: ["repeat": 2.0]) == .repeat(2))
        #expect(try SymbolEffectOptions(dictionary: ["repeat": "continuous"]) == .repeat(.continuous))
        #expect(try SymbolEffectOptions(dictionary: ["repeat": ["periodic": 2, "delay": 0.5]])
            == .repeat(.periodic(2, delay: 0.5)))
        #expect(try SymbolEffectOptions(dictionary: ["repeat": ["delay": 1]]) == .repeat(.periodic(delay: 1)))
        #expect(try SymbolEffectOptions(dictionary: ["nonRepeating": true, "speed": 2]) == .nonRepeating.speed(2))
        #expect(try SymbolEffectOptions(dictionary: ["nonRepeating": false]) == .default)
        #expect(try SymbolEffectOptions(dictionary: ["speed": Float(0.5)]) == .speed(0.5))
    }

    @Test func dictionaryErrors() {
        #expect(optionsError(["repeats": 2]) == .unknownOptionsKey("repeats", suggestion: "repeat"))
        #expect(optionsError(["sped": 2]) == .unknownOptionsKey("sped", suggestion: "speed"))
        #expect(optionsError(["colour": 2]) == .unknownOptionsKey("colour", suggestion: nil))
        for bad: [String: Any] in [["repeat": 0], ["repeat": 1.5], ["repeat": "forever"], ["repeat": true],
                                   ["repeat": [1, 2]], ["repeat": ["periodic": 0]], ["repeat": ["delay": -1]],
                                   ["repeat": ["periodic": 2, "pause": 1]], ["speed": 0], ["speed": "fast"],
                                   ["speed": -1], ["nonRepeating": "yes"], ["nonRepeating": true, "repeat": 2]] {
            guard case .invalidOptionsValue? = optionsError(bad) else {
                Issue.record("\(bad) gave \(String(describing: optionsError(bad)))")
                continue
            }
        }
        #expect(optionsError(["speed": 0])?.description == "effect option 'speed': expected a number above 0, got 0")
    }
}
