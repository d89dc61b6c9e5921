import Synchronization

/// A waterfall section's footer and bounds, from its body's end when first asked.
final class DeferredEnd: Sendable {
    let body: WaterfallBody
    let close: SectionClose
    /// Once worked out; read without a lock.
    private let settled = AtomicLazyReference<Settled>()

    private final class Settled: Sendable {
        let footer: Rect?
        let bounds: Rect
        init(footer: Rect?, bounds: Rect) {
            self.footer = footer
            self.bounds = bounds
        }
    }

    init(body: WaterfallBody, close: SectionClose, settled: (footer: Rect?, bounds: Rect)? = nil) {
        self.body = body
        self.close = close
        if let settled { _ = self.settled.storeIfNil(Settled(footer: settled.footer, bounds: settled.bounds)) }
    }

    var value: (footer: Rect?, bounds: Rect) {
        let known = settled.load() ?? {
            let (footer, bounds) = close.close(bodyEnd: body.bodyEnd)
            return settled.storeIfNil(Settled(footer: footer, bounds: bounds))
        }()
        return (known.footer, known.bounds)
    }

    var isSettled: Bool { settled.load() != nil }
}
