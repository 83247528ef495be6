import Testing
@testable import CarouselEngine

@Suite("Tabs: a list's glide after a fast drag")
struct TabsListGlideTests {
    @Test("the glide decays exponentially from the release speed and lands on a whole row")
    func decays() throws {
        let glide = try #require(ListGlide(from: 10, velocity: 40, in: 0...1000, now: 2))
        #expect(glide.naturalEnd == (10 + 40 / ListGlide.rate).rounded() && glide.end == glide.naturalEnd)
        #expect(abs(ListGlide.rate - 2.002) < 1e-3)
        // Speed at the start is about the release speed; it decays by e^(−k) per second.
        let early = (glide.offset(at: 2.001) - glide.offset(at: 2)) / 0.001
        #expect(abs(early - 40) < 1)
        var last = glide.offset(at: 2)
        for step in 1...100 {
            let offset = glide.offset(at: 2 + Double(step) * 0.05)
            #expect(offset >= last && offset <= glide.end)
            last = offset
        }
        #expect(glide.isFinished(at: 2 + glide.duration) && !glide.isFinished(at: 2 + glide.duration / 2))
        #expect(glide.offset(at: 2 + glide.duration) == glide.end)
        #expect(glide.duration > 0.5 && glide.duration < 5)
    }

    @Test("a glide into an end stops dead on it; a slow release or one from out of range does not glide")
    func ends() throws {
        let down = try #require(ListGlide(from: 90, velocity: 200, in: 0...100, now: 0))
        #expect(down.end == 100)
        for step in 0...200 { #expect(down.offset(at: Double(step) * 0.01) <= 100) }
        #expect(down.offset(at: down.duration) == 100 && down.isFinished(at: down.duration))
        let up = try #require(ListGlide(from: 5, velocity: -200, in: 0...100, now: 0))
        #expect(up.end == 0 && up.offset(at: 10) == 0)
        #expect(ListGlide(from: 50, velocity: 1, in: 0...100, now: 0) == nil)
        #expect(ListGlide(from: 100, velocity: 50, in: 0...100, now: 0) == nil)
        #expect(ListGlide(from: -3, velocity: 50, in: 0...100, now: 0) == nil)
        #expect(ListGlide(from: 5, velocity: .nan, in: 0...100, now: 0) == nil)
        #expect(ListGlide(from: 5, velocity: .infinity, in: 0...100, now: 0) == nil)
    }

    @Test("a control over rows that cannot be read again follows a pull but never refreshes")
    func refusingControl() {
        var control = RefreshControl(canRefresh: false)
        control.pull(to: 4, now: 0)
        #expect(control.gap(at: 0) == 4 && !control.isPastThreshold)
        #expect(control.release(now: 0.1) == false && !control.isRefreshing)
        _ = control.step(now: 1)
        #expect(!control.isActive)
        control.beginRefreshing(now: 2)
        #expect(!control.isActive)
        control.pull(by: 4, now: 3)
        for t in stride(from: 3.0, through: 4, by: 0.05) { #expect(control.step(now: t) == false && !control.isRefreshing) }
        #expect(!control.isActive)
    }
}
