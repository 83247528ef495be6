import Testing
@testable import SwipeComponents
@testable import SwipeTUI

@Suite("FrameStatistics")
struct FrameStatisticsTests {
    @Test("frame time, bytes and the frames of the last second")
    func figures() {
        var statistics = FrameStatistics()
        for frame in 0..<90 {
            let start = Double(frame) / 60
            statistics.record(start: start, end: start + 0.0005, bytes: 5_120)
        }
        #expect(abs(statistics.lastFrameDuration - 0.0005) < 1e-9)
        #expect(statistics.framesPerSecond == 61)      // the last frame and the 60 before it within 1 s
        #expect(statistics.summary == "0.5 ms · 5.1 kB · 61 fps")
        statistics.record(start: 10, end: 10.002, bytes: nil)
        #expect(statistics.framesPerSecond == 1)
        #expect(statistics.summary == "2.0 ms · ? B · 1 fps")
        statistics.record(start: 10.1, end: 10.1001, bytes: 148)
        #expect(statistics.summary == "0.1 ms · 148 B · 2 fps")
    }
}
