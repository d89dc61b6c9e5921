import Testing
@testable import CollectionLayout
import TestSupport

/// `interpolatedPartition` must give exactly what a plain binary search gives,
/// whatever the keys: even, skewed, with long plateaus, or a single value.
@Test func interpolatedSearchAgreesWithBinarySearch() {
    var rng = SplitMix64(seed: 7)
    for trial in 0..<300 {
        let count = Int(rng.next() % 200)
        var keys: [Double] = []
        var k = Double(rng.next() % 50)
        for _ in 0..<count {
            switch trial % 4 {
            case 0: k += 10                                      // even steps
            case 1: k += Double(rng.next() % 3 == 0 ? 0 : 1)     // plateaus
            case 2: k += Double(rng.next() % 100) * Double(rng.next() % 100) / 50   // skewed
            default: break                                       // all equal
            }
            keys.append(k)
        }
        let probes = [-1.0, .infinity, -.infinity, .nan] + keys + keys.map { $0 + 0.5 } + keys.map { $0 - 0.5 }
        for v in probes {
            let expected = v.isNaN ? 0 : partitionPoint(count) { keys[$0] <= v }
            #expect(interpolatedPartition(count, below: v) { keys[$0] } == expected,
                    "trial \(trial), v \(v), keys \(keys)")
        }
    }
}
