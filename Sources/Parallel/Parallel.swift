import Foundation
import Synchronization

/// Work spread over threads, results in input order: what `build --jobs N` runs its boards,
/// pages and flushes with.
///
/// The callers' results do not depend on which thread ran an item or when, so a build on N
/// threads writes the same bytes as one on one thread (a test compares them). `jobs` 1 runs every
/// item on the calling thread, as a build did before there were jobs.
public enum Parallel {
    /// The processors this process may run on (`--jobs`' default): the CPU affinity and, on Linux,
    /// a cgroup's CPU quota count, as Foundation reads them.
    public static var processorCount: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) }

    /// `transform` applied to every item, on up to `jobs` threads (the calling thread and
    /// `jobs - 1` others), returned in the items' order.
    ///
    /// Items are handed out one at a time in order, so a slow item does not hold up the rest.
    /// When items throw, the error thrown is the first failing item's in input order, as a
    /// loop would throw it: after a failure no item is started, but every item started before
    /// it is finished, and those include every item before it.
    ///
    /// - Parameters:
    ///   - progress: called after each item, one call at a time (under a lock), from whichever
    ///     thread finished it.
    ///   - transform: called concurrently: it must not mutate state that items share.
    ///     `@Sendable`, so that the compiler checks what it captures.
    public static func map<Item: Sendable, Result: Sendable, Failure: Error>(
        _ items: [Item], jobs: Int, progress: (() -> Void)? = nil,
        _ transform: @Sendable (Item) throws(Failure) -> Result
    ) throws(Failure) -> [Result] {
        let threads = min(max(1, jobs), items.count)
        if threads <= 1 {
            var results: [Result] = []
            results.reserveCapacity(items.count)
            for item in items {
                results.append(try transform(item))
                progress?()
            }
            return results
        }
        let outcomes = Outcomes<Result, Failure>(count: items.count)
        let state = SharedState()
        // The work runs only while this function waits for it, so what it captures outlives it. The
        // threads hold the job, not the work: the job lets go of the work before the escape is checked.
        // The wait is for the threads that took part, not for every thread asked: a worker that comes
        // after the items are done (on two busy processors, up to a scheduler tick later: a 1 ms wait
        // in a one-board build) finds the job closed and leaves the work alone.
        withoutActuallyEscaping(transform) { transform in
            let job = Job {
                while !state.stop.load(ordering: .relaxed) {
                    let index = state.next.wrappingAdd(1, ordering: .relaxed).oldValue
                    guard index < items.count else { return }
                    do throws(Failure) {
                        outcomes.set(index, .success(try transform(items[index])))
                    } catch {
                        outcomes.set(index, .failure(error))
                        state.stop.store(true, ordering: .relaxed)
                    }
                    if let progress { state.progressLock.withLock { _ in progress() } }
                }
            }
            for _ in 1..<threads {
                Workers.shared.run { job.run() }
            }
            job.run()?()
            job.close()
        }
        return try outcomes.results()
    }

    /// `body` called with every item, on up to `jobs` threads; see ``map(_:jobs:progress:_:)``.
    public static func forEach<Item: Sendable, Failure: Error>(
        _ items: [Item], jobs: Int, _ body: @Sendable (Item) throws(Failure) -> Void
    ) throws(Failure) {
        _ = try map(items, jobs: jobs, body)
    }

    /// Threads started for ``map(_:jobs:progress:_:)`` since the process began: they are kept and
    /// handed the next calls' items, so this grows only with the most threads ever busy at once.
    public static var threadsStarted: Int { Workers.shared.started.load(ordering: .relaxed) }

    /// A worker's stack: as large as the main thread's (`ulimit -s`; 8 MiB when unlimited or
    /// unknown, at most 256 MiB), so an item that fits on the main thread fits on any worker.
    static let mainStackSize: Int = {
        var limit = rlimit()
        #if canImport(Glibc)
        let resource = __rlimit_resource_t(RLIMIT_STACK.rawValue)
        #else
        let resource = RLIMIT_STACK
        #endif
        // RLIM_INFINITY is all ones (Linux) or 2^63 - 1 (Darwin): past any real limit.
        guard getrlimit(resource, &limit) == 0, limit.rlim_cur > 0, UInt64(limit.rlim_cur) < 1 << 40 else {
            return 8 << 20
        }
        return Int(min(max(UInt64(limit.rlim_cur), 1 << 20), 256 << 20))
    }()
}

/// The next item to hand out, whether an item failed, and the lock the progress calls take.
private final class SharedState: Sendable {
    let next = Atomic<Int>(0)
    let stop = Atomic<Bool>(false)
    let progressLock = Mutex<Void>(())
}

/// One slot per item, each written once by the thread that ran the item (no two threads touch
/// one slot) and read after every thread has finished (the group's wait orders the two).
private final class Outcomes<Value, Failure: Error>: @unchecked Sendable {
    private let slots: UnsafeMutableBufferPointer<Result<Value, Failure>?>

    init(count: Int) {
        slots = .allocate(capacity: count)
        slots.initialize(repeating: nil)
    }

    deinit {
        slots.deinitialize()
        slots.deallocate()
    }

    func set(_ index: Int, _ outcome: Result<Value, Failure>) {
        slots[index] = outcome
    }

    /// Every item's value in order, or the first failure in order (items after it may not have run).
    func results() throws(Failure) -> [Value] {
        var values: [Value] = []
        values.reserveCapacity(slots.count)
        for slot in slots {
            switch slot {
            case .success(let value): values.append(value)
            case .failure(let error): throw error
            case nil: preconditionFailure("an item before the first failure was not run")
            }
        }
        return values
    }
}

/// The work the threads run, handed to them with its safety vouched for by ``Parallel/map(_:jobs:progress:_:)``:
/// set before they start, run by each that comes before the job is closed, released once those have left.
private final class Job: @unchecked Sendable {
    private let condition = NSCondition()
    private var work: (() -> Void)?
    /// Threads running the work, or done with it and not yet left.
    private var inside = 0

    init(_ work: @escaping () -> Void) { self.work = work }

    /// Runs the work, unless the job is closed. Returns what the thread calls when it may be handed
    /// other work (its leaving), or nil when it did not run the work.
    func run() -> (@Sendable () -> Void)? {
        condition.lock()
        guard let work else {
            condition.unlock()
            return nil
        }
        inside += 1
        condition.unlock()
        work()
        return { self.leave() }
    }

    private func leave() {
        condition.lock()
        inside -= 1
        if inside == 0 { condition.broadcast() }
        condition.unlock()
    }

    /// Lets no more threads in, waits for those inside to leave, and lets go of the work.
    func close() {
        condition.lock()
        work = nil
        while inside > 0 { condition.wait() }
        condition.unlock()
    }
}

/// The threads ``Parallel/map(_:jobs:progress:_:)`` hands its items to, kept once started: a
/// one-board build called it six times, with up to 16 threads (the writer's flushes), and started
/// 36 threads, each a `clone` with a fresh stack mapped and its guard page protected, one after
/// the other on the calling thread (issue 17: about a twentieth of that build's CPU, on the way
/// to its end). A call takes idle workers and starts threads only when none is idle, so calls
/// inside calls (the templates parsed beside the pages) never wait for one another.
private final class Workers: Sendable {
    static let shared = Workers()
    private let idle = Mutex<[Worker]>([])
    let started = Atomic<Int>(0)

    /// Runs `task` on an idle worker, or a new thread; then what `task` returned, once the worker
    /// is idle again.
    func run(_ task: @escaping @Sendable () -> (@Sendable () -> Void)?) {
        let worker = idle.withLock { $0.popLast() } ?? start()
        worker.assign(task)
    }

    private func start() -> Worker {
        let worker = Worker()
        started.add(1, ordering: .relaxed)
        let thread = Thread { [self] in
            while true {
                let then = worker.next()()
                // Idle again before the caller hears of it, so that its next call finds this worker.
                idle.withLock { $0.append(worker) }
                then?()
            }
        }
        thread.stackSize = Parallel.mainStackSize
        thread.start()
        return worker
    }
}

/// One kept thread's next task: set by the one caller that took the worker from the idle list,
/// then signalled; the worker reads it after the wait (the semaphore orders the two).
private final class Worker: @unchecked Sendable {
    private let ready = DispatchSemaphore(value: 0)
    private var task: (@Sendable () -> (@Sendable () -> Void)?)?

    func assign(_ task: @escaping @Sendable () -> (@Sendable () -> Void)?) {
        self.task = task
        ready.signal()
    }

    func next() -> @Sendable () -> (@Sendable () -> Void)? {
        ready.wait()
        defer { task = nil }
        return task!
    }
}
