#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Tunables read once from the environment, in one place.
public struct Settings: Sendable, Equatable {
    /// Frames per second while something moves (`SWIPE_FPS`, 1–240, default 60).
    public var framesPerSecond: Double = 60
    /// How long a lone ESC waits for the rest of a sequence, in seconds
    /// (`ESCDELAY` in milliseconds, default 40).
    public var escapeDelay: Double = 0.04
    /// False when `NO_COLOR` is set to anything non-empty.
    public var colorEnabled = true
    /// False when `SWIPE_NO_SYNC=1`: never wrap frames in synchronized output.
    public var synchronizedOutputAllowed = true
    /// Where to log key moments (`SWIPE_TRACE`), if anywhere.
    public var tracePath: String?

    /// The defaults, ignoring the environment: 60 fps, a 40 ms escape delay, colour and
    /// synchronized output allowed, no trace.
    public init() {}

    /// Settings from `environment`, ignoring malformed values.
    public init(environment: [String: String]) {
        if let fps = environment["SWIPE_FPS"].flatMap(Double.init), fps.isFinite, fps > 0 {
            framesPerSecond = min(max(fps, 1), 240)
        }
        if let delay = environment["ESCDELAY"].flatMap(Int.init), delay >= 0 {
            escapeDelay = Double(min(delay, 5000)) / 1000
        }
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { colorEnabled = false }
        if let noSync = environment["SWIPE_NO_SYNC"], !noSync.isEmpty, noSync != "0" {
            synchronizedOutputAllowed = false
        }
        if let trace = environment["SWIPE_TRACE"], !trace.isEmpty { tracePath = trace }
    }

    /// Settings from this process's environment.
    public static func fromProcessEnvironment() -> Settings {
        var environment: [String: String] = [:]
        for name in ["SWIPE_FPS", "ESCDELAY", "NO_COLOR", "SWIPE_NO_SYNC", "SWIPE_TRACE"] {
            if let value = getenv(name) { environment[name] = String(cString: value) }
        }
        return Settings(environment: environment)
    }
}
