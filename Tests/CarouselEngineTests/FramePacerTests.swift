import Testing
@testable import CarouselEngine

/// Frames on a fixed cadence, on a fake clock: a loop that wakes late (a poll timeout rounded
/// up to the millisecond, a busy machine) still draws 60 frames a second.
@Suite("FramePacer")
struct FramePacerTests {
    static let interval = 1.0 / 60

    /// The times frames leave when every wait ends `lateness` seconds after its deadline,
    /// starting with a frame at `start`.
    static func frameTimes(count: Int, lateness: (Int) -> Double, start: Double = 0) -> [Double] {
        var pacer = FramePacer(framesPerSecond: 60)
        var times = [start]
        pacer.frameLeft(at: start)
        for index in 1..<count {
            let now = pacer.nextFrameTime + lateness(index)
            #expect(pacer.isDue(at: now))
            times.append(now)
            pacer.frameLeft(at: now)
        }
        return times
    }

    @Test("waking 0.7 ms late every frame, 61 frames still span one second: the lateness is not carried over")
    func lateWakeUpsKeepTheCadence() {
        let times = Self.frameTimes(count: 61, lateness: { _ in 0.0007 }, start: 5)
        // Counted from each wake-up they would span 60 × 17.37 ms = 1.042 s (57.6 a second).
        #expect(abs(times[60] - times[0] - 1.0007) < 1e-9, "\(times[60] - times[0])")
        for (index, time) in times.enumerated().dropFirst() {
            #expect(abs(time - (5 + Double(index) * Self.interval + 0.0007)) < 1e-9)
        }
    }

    @Test("a frame late by less than half an interval is caught up on the next one; never two frames within half an interval")
    func catchesUpWithoutBurst() {
        // The fifth wait ends 6 ms late, the others on time.
        let times = Self.frameTimes(count: 10, lateness: { $0 == 5 ? 0.006 : 0 })
        #expect(abs(times[6] - 6 * Self.interval) < 1e-9, "the frame after the late one is back on the cadence")
        let gaps = zip(times, times.dropFirst()).map { $1 - $0 }
        #expect(gaps.allSatisfy { $0 >= Self.interval / 2 }, "\(gaps)")
    }

    @Test("a stall past half an interval starts the cadence again from the late frame: no burst of frames to catch up")
    func stallStartsAgain() {
        // The third wait ends 40 ms late (more than two intervals).
        let times = Self.frameTimes(count: 6, lateness: { $0 == 3 ? 0.04 : 0 })
        #expect(abs(times[4] - times[3] - Self.interval) < 1e-9)
        #expect(abs(times[5] - times[4] - Self.interval) < 1e-9)
    }

    @Test("a frame that leaves early (it answers a key) is followed by whole intervals from itself")
    func earlyFrameStartsAgain() {
        var pacer = FramePacer(framesPerSecond: 60)
        pacer.frameLeft(at: 1)
        #expect(!pacer.isDue(at: 1.005))
        pacer.frameLeft(at: 1.005)
        #expect(abs(pacer.nextFrameTime - (1.005 + Self.interval)) < 1e-12)
    }

    @Test("the first frame, and one after leaveAtOnce, may leave at once; the next follows it by an interval")
    func startsAtOnce() {
        var pacer = FramePacer(framesPerSecond: 60)
        #expect(pacer.isDue(at: -1e9))
        pacer.frameLeft(at: 3)
        #expect(abs(pacer.nextFrameTime - (3 + Self.interval)) < 1e-12)
        pacer.leaveAtOnce()
        #expect(pacer.isDue(at: 3.001))
        pacer.frameLeft(at: 3.001)
        #expect(abs(pacer.nextFrameTime - (3.001 + Self.interval)) < 1e-12)
    }

    @Test("rates outside reason are held to at least one frame a second")
    func oddRates() {
        #expect(FramePacer(framesPerSecond: 0).interval == 1)
        #expect(FramePacer(framesPerSecond: .infinity).interval == Self.interval)
        #expect(FramePacer(framesPerSecond: 240).interval == 1.0 / 240)
    }
}
