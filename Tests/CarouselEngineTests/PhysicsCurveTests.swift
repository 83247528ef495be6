import Testing
@testable import CarouselEngine

@Suite("Physics building blocks: curves, rubber bands, page grid, settings")
struct PhysicsCurveTests {
    /// Checks what every glide promises: it starts at its start, moves continuously,
    /// and lands exactly on its end when it finishes.
    func checkContinuity(_ glide: Glide, start: Double, file: String = #fileID, line: Int = #line) {
        #expect(abs(glide.offset(at: glide.startTime) - start) < 1e-9)
        #expect(glide.offset(at: glide.startTime - 1) == glide.offset(at: glide.startTime))
        let steps = 2000
        var previous = glide.offset(at: glide.startTime)
        for i in 1...steps {
            let time = glide.startTime + glide.duration * Double(i) / Double(steps)
            let offset = glide.offset(at: time)
            #expect(offset.isFinite)
            #expect(abs(offset - previous) < 0.05)
            previous = offset
        }
        #expect(glide.isFinished(at: glide.startTime + glide.duration))
        #expect(glide.offset(at: glide.startTime + glide.duration) == glide.end)
        #expect(glide.velocity(at: glide.startTime + glide.duration + 1) == 0)
    }

    @Test("uniform deceleration keeps the initial speed, stops on its end, and refuses to turn round")
    func uniform() throws {
        let glide = try #require(UniformDeceleration(from: 1, initialVelocity: 6, to: 3, startTime: 10))
        #expect(glide.duration == 2.0 / 3)
        #expect(glide.velocity(at: 10) == 6)
        #expect(abs(glide.velocity(at: 10 + glide.duration / 2) - 3) < 1e-12)
        checkContinuity(.uniform(glide), start: 1)
        #expect(UniformDeceleration(from: 1, initialVelocity: -6, to: 3, startTime: 0) == nil)
        #expect(UniformDeceleration(from: 1, initialVelocity: 6, to: 1, startTime: 0) == nil)
        #expect(UniformDeceleration(from: 1, initialVelocity: .nan, to: 3, startTime: 0) == nil)
    }

    @Test("an exponential approach ends within the settle distance and lands exactly")
    func exponential() {
        let approach = ExponentialApproach(from: 0, to: 2, rate: 10, startTime: 0)
        #expect(abs(approach.duration - Math.log(2 / 1e-3) / 10) < 1e-12)
        #expect(abs(2 - approach.offset(at: approach.duration - 1e-9) - 1e-3) < 1e-9)
        #expect(abs(approach.velocity(at: 0) - 20) < 1e-12)
        checkContinuity(.exponential(approach), start: 0)
        let decay = ExponentialApproach(decayingFrom: 5, velocity: -4, rate: 2, startTime: 0)
        #expect(decay.end == 3)
        #expect(decay.time(reaching: 4) == Math.log(2) / 2)
        #expect(decay.time(reaching: 2) == nil)
        #expect(ExponentialApproach(from: 1, to: 1, rate: 5, startTime: 0).duration == 0)
        #expect(ExponentialApproach(from: 0, to: 1, rate: .nan, startTime: 0).duration.isFinite)
    }

    @Test("a critical spring keeps its initial velocity and settles without oscillating")
    func spring() {
        let spring = CriticalSpring(from: -0.5, initialVelocity: -3, to: 0, stiffness: 15, startTime: 0)
        #expect(abs(spring.velocity(at: 0) - -3) < 1e-12)
        checkContinuity(.spring(spring), start: -0.5)
        var crossings = 0
        var previousSign = -1.0
        for i in 1...1000 {
            let x = spring.offset(at: spring.duration * Double(i) / 1000)
            let sign: Double = x > 0 ? 1 : -1
            if sign != previousSign && x != 0 { crossings += 1 }
            if x != 0 { previousSign = sign }
        }
        #expect(crossings == 0)
        #expect(CriticalSpring.stiffness(atLeast: 15, leavingAt: 50, overshootingAtMost: 0.5) > 15)
        let launched = CriticalSpring(from: 0, initialVelocity: 50, to: 0,
                                      stiffness: CriticalSpring.stiffness(atLeast: 15, leavingAt: 50, overshootingAtMost: 0.5),
                                      startTime: 0)
        let peak = (0...1000).map { launched.offset(at: launched.duration * Double($0) / 1000) }.max()!
        #expect(peak <= 0.5 + 1e-9 && peak > 0.45)
    }

    @Test("a decay into an edge meets it at the decay's speed, then bounces or stops")
    func decayToEdge() throws {
        let decay = ExponentialApproach(decayingFrom: 0, velocity: 10, rate: 2, startTime: 0)
        let bouncing = try #require(DecayToEdge(decay: decay, edge: 3, bounceStiffness: 15, maximumOvershoot: 0.5))
        #expect(abs(bouncing.offset(at: bouncing.contactTime) - 3) < 1e-12)
        #expect(abs(bouncing.velocity(at: bouncing.contactTime) - decay.velocity(at: bouncing.contactTime)) < 1e-9)
        checkContinuity(.decayToEdge(bouncing), start: 0)
        let stopping = try #require(DecayToEdge(decay: decay, edge: 3, bounceStiffness: nil, maximumOvershoot: 0))
        #expect(stopping.duration == stopping.contactTime)
        #expect(stopping.offset(at: 100) == 3)
        #expect(DecayToEdge(decay: decay, edge: 6, bounceStiffness: 15, maximumOvershoot: 0.5) == nil)
    }

    @Test("rubber bands: shown overscroll stays under the limit and inverts exactly")
    func rubberBands() {
        for band in [RubberBand.linearFactor(limit: 1), .hyperbolic(limit: 2)] {
            for x in [-50.0, -7, -1, -0.01, 0, 0.3, 1, 7, 1e9] {
                let shown = band.shown(forOverscroll: x)
                #expect(abs(shown) <= band.limit)
                #expect((shown < 0) == (x < 0))
                if abs(x) <= 7 {
                    #expect(abs(shown) < band.limit)
                    #expect(abs(band.overscroll(forShown: shown) - x) < 1e-9)
                }
            }
            #expect(band.factor(atShown: 0) <= 1 && band.factor(atShown: band.limit) == 0)
            #expect(band.shown(forOverscroll: .nan) == 0)
            #expect(band.overscroll(forShown: band.limit * 2).isFinite)
        }
        #expect(RubberBand.hyperbolic(limit: 1).shown(forOverscroll: 2) == 1 - 1 / 2.1)
        #expect(RubberBand.linearFactor(limit: 0).shown(forOverscroll: 3) == 0)
        // iCarousel's per-move factor is the band's slope.
        let band = RubberBand.linearFactor(limit: 1.5)
        let x = 0.8, h = 1e-6
        let slope = (band.shown(forOverscroll: x + h) - band.shown(forOverscroll: x - h)) / (2 * h)
        #expect(abs(slope - (1 - band.shown(forOverscroll: x) / 1.5)) < 1e-6)
    }

    @Test("page grid: pages every itemsPerPage items, a short last page, laps when wrapping")
    func pageGrid() {
        let grid = PageGrid(itemsPerPage: 3, count: 10, wraps: false)
        #expect(grid.numberOfPages == 4 && grid.lastPageStart == 9)
        #expect(grid.page(after: 0) == 3 && grid.page(after: 2.9) == 3 && grid.page(after: 3) == 6)
        #expect(grid.page(after: 9.5) == 9 && grid.page(before: 0) == 0 && grid.page(before: 3) == 0)
        #expect(grid.nearestPage(to: 1.4) == 0 && grid.nearestPage(to: 1.5) == 3 && grid.nearestPage(to: 6) == 6)
        #expect(grid.nearestPage(to: -4) == 0 && grid.nearestPage(to: 42) == 9)
        let ring = PageGrid(itemsPerPage: 3, count: 10, wraps: true)
        #expect(ring.page(after: 9) == 10 && ring.page(after: 10) == 13)
        #expect(ring.page(before: 10) == 9 && ring.page(before: 0) == -1 && ring.page(before: 0.5) == 0)
        #expect(ring.nearestPage(to: 9.6) == 10 && ring.nearestPage(to: -2) == -1)
        #expect(PageGrid(itemsPerPage: 0, count: 0, wraps: false).itemsPerPage == 1)
    }

    @Test("settings: bad values are brought into range, never NaN")
    func settingsSanitized() {
        var settings = ScrollPhysicsSettings()
        settings.decelerationRate = 1
        settings.scrollSpeed = .infinity
        settings.bounceDistance = -3
        settings.scrollViewDecelerationRate = .nan
        let clean = settings.sanitized
        #expect(clean.decelerationRate == 0.999)
        #expect(clean.scrollSpeed == 100)
        #expect(clean.bounceDistance == 0)
        #expect(clean.scrollViewDecelerationRate == 0.998)
        settings.decelerationRate = .nan
        #expect(settings.sanitized.decelerationRate == 0.95)
        settings.decelerationRate = -2
        #expect(settings.sanitized.decelerationRate == 0)
        #expect(ScrollPhysicsSettings().sanitized == ScrollPhysicsSettings())
    }

    @Test("iCarousel's glide distance is v/(60(1 − rate)): v/3 at the default rate")
    func decelerationDistance() {
        let model = CarouselPhysicsModel()
        let context = ScrollContext(wrapMath: WrapMath(count: 10, wraps: false))
        #expect(abs(model.decelerationDistance(forVelocity: 9, in: context) - 3) < 1e-12)
        var settings = ScrollPhysicsSettings()
        settings.decelerationRate = 1
        let extreme = ScrollContext(wrapMath: WrapMath(count: 10, wraps: false), settings: settings)
        #expect(model.decelerationDistance(forVelocity: 9, in: extreme).isFinite)
    }
}
