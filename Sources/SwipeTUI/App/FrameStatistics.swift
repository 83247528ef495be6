/// Per-frame figures for `--stats`: how long the last frame took to lay out, draw and
/// present, how many bytes it wrote, and how many frames the last second saw.
public struct FrameStatistics: Sendable, Equatable {
    /// Seconds the last frame took.
    public private(set) var lastFrameDuration: Double = 0
    /// Bytes the last frame wrote, when known.
    public private(set) var lastFrameBytes: Int?
    private var recentFrameTimes: [Double] = []

    /// Figures before the first frame: zero duration, bytes unknown, 0 fps.
    public init() {}

    /// Records a frame that started at `start`, ended at `end` and wrote `bytes`.
    public mutating func record(start: Double, end: Double, bytes: Int?) {
        lastFrameDuration = end - start
        lastFrameBytes = bytes
        recentFrameTimes.append(end)
        recentFrameTimes.removeAll { end - $0 > 1 }
    }

    /// Frames presented in the second before the last one.
    public var framesPerSecond: Int { recentFrameTimes.count }

    /// The figures as the status line shows them, e.g. `0.42 ms · 5.1 kB · 60 fps`.
    public var summary: String {
        let milliseconds = (lastFrameDuration * 100_000).rounded() / 100
        let bytes: String
        switch lastFrameBytes {
        case nil: bytes = "? B"
        case let count? where count < 1000: bytes = "\(count) B"
        case let count?: bytes = "\((Double(count) / 100).rounded() / 10) kB"
        }
        return "\(milliseconds) ms · \(bytes) · \(framesPerSecond) fps"
    }
}
