/// The carousel's repeating timer, in ticks: started on tick `s`, it fires on
/// ticks `s + I`, `s + 2I`, … until it is invalidated (a `Timer` scheduled with
/// `repeats: true`).
struct CarouselTimer: Sendable {
    /// Ticks between fires, ≥ 1.
    let interval: Int
    /// The tick of the next fire; `nil` while invalidated.
    private(set) var nextFire: Int?

    init(interval: Int) {
        self.interval = max(1, interval)
    }

    /// Schedules the first fire one interval after `tick`.
    mutating func start(at tick: Int) {
        nextFire = tick + interval
    }

    mutating func invalidate() {
        nextFire = nil
    }

    /// Whether the timer fires on `tick`; when it does, the next fire is scheduled.
    mutating func fires(at tick: Int) -> Bool {
        guard nextFire == tick else { return false }
        nextFire = tick + interval
        return true
    }
}
