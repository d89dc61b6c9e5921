/// The first multiple of `period` (counted from 0, the session's start) later
/// than `time`, exactly: a timer that fires every `period` since the start.
func firstMultiple(of period: Duration, after time: Duration) -> Duration {
    let scale: Int128 = 1_000_000_000_000_000_000
    func attoseconds(_ d: Duration) -> Int128 {
        Int128(d.components.seconds) * scale + Int128(d.components.attoseconds)
    }
    let p = attoseconds(period)
    let next = (attoseconds(time) / p + 1) * p
    return Duration(secondsComponent: Int64(next / scale), attosecondsComponent: Int64(next % scale))
}
