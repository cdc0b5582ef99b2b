import Kinetype

// The values a fragment of the docs means when it speaks of a card or a frame it does not make
// (`card.frameCount`, `frame.pngData()`): small, so that the examples run in a moment.

/// Two seconds of title card at 320×180 and 12 frames a second.
let card = TitleCard(width: 320, height: 180, fps: 12, duration: 2) { time in
    Text("Kinetype").font(.system(size: 48, weight: .bold)).foregroundStyle(.white)
}

/// A 64×36 frame of opaque pink.
let frame = Frame(width: 64, height: 36, fill: Frame.premultipliedPixel(red: 255, green: 59, blue: 142, alpha: 255))
