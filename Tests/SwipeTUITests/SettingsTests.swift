import Testing
@testable import SwipeComponents
@testable import SwipeTUI

@Suite("Settings and key map")
struct SettingsTests {
    @Test("environment tunables are read and malformed values ignored")
    func environment() {
        let defaults = Settings(environment: [:])
        #expect(defaults.framesPerSecond == 60 && defaults.escapeDelay == 0.04)
        #expect(defaults.colorEnabled && defaults.synchronizedOutputAllowed)
        let set = Settings(environment: ["SWIPE_FPS": "30", "ESCDELAY": "25", "NO_COLOR": "1", "SWIPE_NO_SYNC": "1"])
        #expect(set.framesPerSecond == 30 && set.escapeDelay == 0.025)
        #expect(!set.colorEnabled && !set.synchronizedOutputAllowed)
        let bad = Settings(environment: ["SWIPE_FPS": "fast", "ESCDELAY": "-3", "NO_COLOR": ""])
        #expect(bad == defaults)
        #expect(Settings(environment: ["SWIPE_FPS": "100000"]).framesPerSecond == 240)
    }

    @Test("the key map binds the documented keys, and the hint is generated from it")
    func keyMap() {
        let map = KeyMap.carousel
        #expect(map.action(for: .init(.right)) == .next)
        #expect(map.action(for: .init(.character("l"))) == .next)
        #expect(map.action(for: .init(.left)) == .previous)
        #expect(map.action(for: .init(.character("h"))) == .previous)
        #expect(map.action(for: .init(.home)) == .first)
        #expect(map.action(for: .init(.end)) == .last)
        #expect(map.action(for: .init(.character("q"))) == .quit)
        #expect(map.action(for: .init(.escape)) == .quit)
        #expect(map.action(for: .init(.enter)) == .select)
        #expect(map.hint(for: [.next, .quit]) == "→/l next · q quit")
    }
}
