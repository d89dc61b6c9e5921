import BoardFormat
import Foundation
import Parallel
import Scenario
import SitePlan
import Synchronization
import TestSupport
import Testing
@testable import BoardRender

/// ``Parallel/map(_:jobs:progress:_:)`` and the site built with it: results in input order whatever
/// thread finished first, the first failure in input order, and the same files for every `jobs`.
@Suite struct ParallelTests {
    struct Failed: Error, Equatable { let item: Int }

    /// Sleeps `microseconds` (the later items the shorter, so they finish first on other threads).
    static func pause(_ microseconds: Int) { usleep(useconds_t(microseconds)) }

    @Test func resultsComeInInputOrderWhateverFinishesFirst() {
        let items = Array(0..<64)
        let squares = Parallel.map(items, jobs: 4) { item in
            Self.pause((64 - item) * 200)
            return item * item
        }
        #expect(squares == items.map { $0 * $0 })
    }

    @Test func severalThreadsRunTheItems() {
        let threads = Mutex<Set<String>>([])
        _ = Parallel.map(Array(0..<16), jobs: 4) { item in
            Self.pause(5_000)
            threads.withLock { _ = $0.insert("\(pthread_self())") }
            return item
        }
        #expect(threads.withLock { $0.count } > 1)
    }

    /// A thread-specific key the next test marks its worker threads with.
    static let marked: pthread_key_t = {
        var key = pthread_key_t()
        precondition(pthread_key_create(&key, nil) == 0)
        return key
    }()

    /// Runs 4 items on 4 threads at once (each waits, up to 2 s, until all 4 have started), with
    /// `body` on each; returns how many items ran on a thread other than the caller's.
    static func fourAtOnce(_ body: @escaping @Sendable () -> Bool) -> Int {
        let caller = "\(pthread_self())"
        let started = Atomic<Int>(0)
        let answers = Parallel.map(Array(0..<4), jobs: 4) { _ -> Bool? in
            started.add(1, ordering: .relaxed)
            var waited = 0
            while started.load(ordering: .relaxed) < 4 && waited < 2_000 { Self.pause(1_000); waited += 1 }
            return "\(pthread_self())" == caller ? nil : body()
        }
        return answers.compactMap { $0 }.filter { $0 }.count
    }

    /// The threads of one call are kept for the next: a later call runs items on threads an earlier
    /// call marked (a thread started anew has no mark). Workers started per call, as before, fail it.
    @Test func aLaterCallReusesTheThreadsOfAnEarlierOne() {
        let marked = Self.marked
        // The first call marks its 3 workers (3 = 4 items on 4 threads, one of them the caller).
        let first = Self.fourAtOnce { pthread_setspecific(marked, UnsafeRawPointer(bitPattern: 1)) == 0 }
        #expect(first == 3)
        // The second finds at least one of them idle (other tests may take the rest meanwhile).
        let reused = Self.fourAtOnce { pthread_getspecific(marked) != nil }
        #expect(reused >= 1)
    }

    /// A call returns once every item is done, whichever thread runs it (it waits for the threads
    /// that took part, not for every worker it asked: one that comes later finds nothing to run).
    /// The item the calling thread takes first is the quickest, so it is free first and must wait.
    @Test func aCallReturnsOnceEveryItemIsDone() {
        for _ in 0..<50 {
            let finished = Atomic<Int>(0)
            let results = Parallel.map(Array(0..<4), jobs: 4) { item -> Int in
                if item > 0 { Self.pause(2_000) }
                finished.add(1, ordering: .relaxed)
                return item * 2
            }
            #expect(finished.load(ordering: .relaxed) == 4)
            #expect(results == [0, 2, 4, 6])
        }
    }

    @Test func oneJobRunsEveryItemOnTheCallingThreadInOrder() {
        let caller = "\(pthread_self())"
        let seen = Mutex<[Int]>([])
        let threads = Mutex<Set<String>>([])
        _ = Parallel.map(Array(0..<10), jobs: 1) { item in
            seen.withLock { $0.append(item) }
            threads.withLock { _ = $0.insert("\(pthread_self())") }
        }
        #expect(seen.withLock { $0 } == Array(0..<10))
        #expect(threads.withLock { $0 } == [caller])
    }

    /// Item 70 fails at once, item 30 only after a pause: a loop would have stopped at 30, so 30's
    /// error is the one thrown.
    @Test func theFirstFailureInInputOrderIsThrown() {
        for jobs in [1, 2, 4] {
            #expect(throws: Failed(item: 30)) {
                _ = try Parallel.map(Array(0..<100), jobs: jobs) { item throws(Failed) in
                    if item == 30 {
                        Self.pause(20_000)
                        throw Failed(item: 30)
                    }
                    if item == 70 { throw Failed(item: 70) }
                    return item
                }
            }
        }
    }

    @Test func progressIsCalledOncePerItem() {
        nonisolated(unsafe) var calls = 0   // called under Parallel's lock, one call at a time
        _ = Parallel.map(Array(0..<50), jobs: 3, progress: { calls += 1 }) { $0 }
        #expect(calls == 50)
        #expect(Parallel.map([Int](), jobs: 4) { $0 }.isEmpty)
    }

    // MARK: The site

    /// Six pages of three boards each, one page with prose between its boards, one board of two profiles.
    static func pages() throws -> [SitePage] {
        try (0..<6).map { page in
            let boards = (0..<3).map { board in
                let id = "p\(page)-b\(board)"
                let profiles = page == 2 && board == 1 ? "layout: list\nprofiles: [system, table-exchange]\n" : ""
                return """
                    ```board
                    id: \(id)
                    title: Board \(id)
                    viewport: 240x160
                    \(profiles)items: [A, B, C, D]
                    steps: [press A, move to \(["B", "C", "D"][board]), release]
                    ```
                    """
            }
            let markdown = "# Page \(page)\n\nSome prose.\n\n" + boards.joined(separator: "\n\nMore prose.\n\n") + "\n"
            let document = try PageParser.parse(markdown: markdown, file: "p\(page).md").document()
            return SitePage(document: document, path: page % 2 == 0 ? "p\(page)" : "part/p\(page)")
        }
    }

    @Test(arguments: [2, 3, 8])
    func aSiteBuiltOnSeveralThreadsIsTheSameAsOnOne(jobs: Int) throws {
        let templates = try FragmentBuilderTests.templates()
        let pages = try Self.pages()
        let one = SiteBuilder(templates: templates, jobs: 1).build(pages)
        let several = SiteBuilder(templates: templates, jobs: jobs).build(pages)
        #expect(one.count > 6 * 3 * 5)
        #expect(one.map(\.path) == several.map(\.path))
        for (a, b) in zip(one, several) { #expect(a.contents == b.contents, "\(a.path) differs") }
        let fragmentsOne = SiteBuilder(templates: templates, jobs: 1).buildFragments(pages)
        let fragmentsSeveral = SiteBuilder(templates: templates, jobs: jobs).buildFragments(pages)
        #expect(fragmentsOne.map(\.path) == fragmentsSeveral.map(\.path))
        for (a, b) in zip(fragmentsOne, fragmentsSeveral) { #expect(a.contents == b.contents, "\(a.path) differs") }
    }

    /// A site of fewer boards than threads draws a board's walkthrough, step pictures and trace
    /// on threads of their own: the same files as one after the other.
    @Test func aBoardDrawnInPartsOnSeveralThreadsIsTheSameAsOnOne() throws {
        let templates = try FragmentBuilderTests.templates()
        // One page of one board each: table-flick, a scroll at the edge, a carousel, a waterfall.
        for file in ["table-exchange.md", "edge-scroll.md", "carousel.md", "waterfall.md"] {
            let markdown = try String(contentsOf: Fixtures.examples.appendingPathComponent(file), encoding: .utf8)
            let document = try PageParser.parse(markdown: markdown, file: file).document()
            let page = SitePage(document: document, path: "p")
            let one = SiteBuilder(templates: templates, jobs: 1).build([page])
            let several = SiteBuilder(templates: templates, jobs: 4 * document.scenarios.count).build([page])
            #expect(one.map(\.path) == several.map(\.path))
            for (a, b) in zip(one, several) { #expect(a.contents == b.contents, "\(file): \(a.path) differs") }
            for scenario in document.scenarios {
                let run = ScenarioRun(scenario)
                let builder = SiteBuilder(templates: templates)
                let alone = builder.boardFiles(run, dir: "", pageFile: file)
                let apart = builder.boardFiles(run, dir: "", pageFile: file, threads: 2)
                #expect(alone.files.map(\.path) == apart.files.map(\.path))
                for (a, b) in zip(alone.files, apart.files) { #expect(a.bytes == b.bytes, "\(scenario.id): \(a.path) differs") }
            }
        }
    }

    @Test func theProgressCallbackCountsEveryBoardOnSeveralThreads() throws {
        nonisolated(unsafe) var drawn = 0
        _ = SiteBuilder(templates: try FragmentBuilderTests.templates(), jobs: 4).build(try Self.pages(),
                                                                                   progress: { drawn += 1 })
        #expect(drawn == 18)
    }
}
