import ExampleRenderers
import Foundation
import Kinetype
import KinetypeCard
import KinetypeTestSupport
import KinetypeTestSupportCore
import Synchronization
import Testing

/// TitleCard timing, centring, errors and export.
@Suite struct TitleCardTests {
    @Test("frame i is at time i / fps; the frame count rounds duration × fps")
    func timing() throws {
        let times = Mutex<[Double]>([])
        let card = TitleCard(width: 32, height: 32, fps: 24, duration: 0.5) { t in
            times.withLock { $0.append(t) }
            return Text("x")
        }
        #expect(card.frameCount == 12)
        _ = try card.frame(index: 5)
        #expect(times.withLock { $0 } == [5.0 / 24])
        #expect(TitleCard(width: 8, height: 8, fps: 30, duration: 2) { _ in Text("") }.frameCount == 60)
    }

    @Test("the text is centred on the canvas and wraps at the canvas width less margins")
    func centring() throws {
        let frame = try TitleCard(width: 300, height: 100, duration: 1) { _ in
            Text("█").font(.system(size: 40, design: .monospaced))
        }.frame(at: 0)
        var xs: [Int] = [], ys: [Int] = []
        for y in 0..<100 { for x in 0..<300 where frame.pixel(x: x, y: y).red > 128 { xs.append(x); ys.append(y) } }
        let centerX = Double(xs.min()! + xs.max()!) / 2
        expectClose(centerX, 149.5, tolerance: 3)
    }

    @Test("bad numbers are typed errors")
    func badNumbers() {
        #expect(throws: TitleCardError.invalidFPS(0)) { try TitleCard(width: 10, height: 10, fps: 0, duration: 1) { _ in Text("") }.frame(at: 0) }
        #expect(throws: TitleCardError.self) { try TitleCard(width: 10, height: 10, duration: .nan) { _ in Text("") }.frame(at: 0) }
        #expect(throws: TitleCardError.self) { try TitleCard(width: 10, height: 10, duration: -1) { _ in Text("") }.frame(at: 0) }
        #expect(throws: GraphicsError.self) { try TitleCard(width: 20000, height: 10, duration: 1) { _ in Text("") }.frame(at: 0) }
    }

    @Test("export writes numbered PNGs, byte-identical with 1 and 2 threads")
    func exportDeterministic() throws {
        let card = TitleCard(width: 320, height: 120, fps: 10, duration: 1) { t in
            (Text("Hi ") + Text("there").customAttribute(EmphasisAttribute())).font(.system(size: 40))
                .textRenderer(AppearanceEffectRenderer(elapsedTime: t, totalDuration: 0.8))
        }
        try TestSupport.withTemporaryFolder { folder in
            let one = folder.appendingPathComponent("one"), two = folder.appendingPathComponent("two")
            try card.export(to: one, threads: 1)
            try card.export(to: two, threads: 2)
            let names = try FileManager.default.contentsOfDirectory(atPath: one.path).sorted()
            #expect(names == (0..<10).map { TitleCard.frameName($0) })
            for name in names {
                let a = try Data(contentsOf: one.appendingPathComponent(name)), b = try Data(contentsOf: two.appendingPathComponent(name))
                #expect(a == b, "\(name) differs between 1 and 2 threads")
                #expect(a.prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]))
            }
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["one", "two"], "no staging folder left")
        }
    }
}
