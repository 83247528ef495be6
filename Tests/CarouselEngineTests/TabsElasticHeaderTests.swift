import Testing
@testable import CarouselEngine

@Suite("Tabs: the elastic shared header")
struct TabsElasticHeaderTests {
    /// Steps `motion` every 1/60 s from `start` until it rests (at most `seconds`),
    /// returning every position it passed.
    static func run(_ motion: inout ElasticHeaderMotion, from start: Double, seconds: Double = 10) -> [Double] {
        var positions: [Double] = []
        var time = start
        while motion.isMoving && time < start + seconds {
            time += 1.0 / 60
            motion.step(now: time)
            positions.append(motion.position)
        }
        return positions
    }

    @Test("the follow rate is 0.85 inside the range and falls towards 0 far outside, in points")
    func rate() {
        #expect(ElasticHeaderMotion.rate(overshoot: 0) == 0.85)
        // One row out is 16 pt: 8.5 / (10 + 2.4).
        #expect(abs(ElasticHeaderMotion.rate(overshoot: 1) - 8.5 / 12.4) < 1e-12)
        #expect(ElasticHeaderMotion.rate(overshoot: -1) == ElasticHeaderMotion.rate(overshoot: 1))
        #expect(ElasticHeaderMotion.rate(overshoot: 1000) < 0.004)
        #expect(ElasticHeaderMotion.rate(overshoot: .infinity) == 0 && ElasticHeaderMotion.rate(overshoot: .nan) == 0)
    }

    @Test("a drag inside the range moves 85 % of the pointer; past an end it stretches less and less")
    func drag() {
        var motion = ElasticHeaderMotion(at: 10, in: 0...100)
        motion.drag(by: 10)
        #expect(abs(motion.position - 18.5) < 1e-12)
        motion.drag(by: -4)
        #expect(abs(motion.position - 15.1) < 1e-12)
        var stretched = ElasticHeaderMotion(at: 100, in: 0...100)
        var steps: [Double] = []
        for _ in 0..<10 {
            let before = stretched.position
            stretched.drag(by: 1)
            steps.append(stretched.position - before)
        }
        #expect(steps.allSatisfy { $0 > 0 && $0 < 0.85 })
        #expect(zip(steps, steps.dropFirst()).allSatisfy { $0 > $1 }, "ever stiffer")
        #expect(stretched.overshoot(at: stretched.position) > 0 && stretched.overshoot(at: stretched.position) < 5)
        var pulled = ElasticHeaderMotion(at: 0, in: 0...100)
        pulled.drag(by: -8)
        #expect(pulled.position < 0 && pulled.position > -8 * 0.85)
        #expect(!pulled.isMoving && pulled.isDragging)
    }

    @Test("let go inside, it coasts ever slower, lands on a whole row and stops")
    func coasts() {
        var motion = ElasticHeaderMotion(at: 20, in: 0...200)
        motion.release(velocity: 30, now: 1)
        #expect(motion.isMoving)
        let positions = Self.run(&motion, from: 1)
        #expect(!motion.isMoving && motion.phase == .resting)
        #expect(zip(positions, positions.dropFirst()).allSatisfy { $0 <= $1 })
        #expect(motion.position == motion.position.rounded())
        // It travels about v₀ / 2 = 15 rows.
        #expect(abs(motion.position - 35) <= 1)
        var slow = ElasticHeaderMotion(at: 20.4, in: 0...200)
        slow.release(velocity: 0.2, now: 0)
        #expect(!slow.isMoving && slow.position == 20)
    }

    @Test("let go past the bottom, the spring brings it back onto the end, overshooting less than a row, and stops")
    func springsBack() {
        for velocity in [0.0, 20, -20, -60] {
            var motion = ElasticHeaderMotion(at: 100, in: 0...100)
            for _ in 0..<10 { motion.drag(by: 1) }
            #expect(motion.position > 101)
            motion.release(velocity: velocity, now: 0)
            #expect(motion.isMoving)
            let positions = Self.run(&motion, from: 0)
            #expect(positions.allSatisfy { $0 > 99 }, "velocity \(velocity)")
            #expect(motion.phase == .resting && motion.position == 100)
        }
    }

    @Test("coasting out of the range hands over to the spring at the end it crossed")
    func coastsOut() throws {
        var motion = ElasticHeaderMotion(at: 90, in: 0...100)
        motion.release(velocity: 80, now: 0)
        let positions = Self.run(&motion, from: 0)
        let furthest = try #require(positions.max())
        #expect(furthest > 100 && furthest < 104)
        #expect(motion.position == 100 && !motion.isMoving)
        var up = ElasticHeaderMotion(at: 3, in: 0...100)
        up.release(velocity: -60, now: 0)
        let upward = Self.run(&up, from: 0)
        #expect((upward.min() ?? 0) < 0 && up.position == 0)
    }

    @Test("stop lands where it is, brought into range on a whole row")
    func stops() {
        var motion = ElasticHeaderMotion(at: 20, in: 0...200)
        motion.release(velocity: 40, now: 0)
        motion.step(now: 0.1)
        let there = motion.position
        motion.stop()
        #expect(!motion.isMoving && motion.position == there.rounded())
        motion.step(now: 1)
        #expect(motion.position == there.rounded())
        var stretched = ElasticHeaderMotion(at: 100, in: 0...100)
        stretched.drag(by: 5)
        stretched.release(velocity: 0, now: 0)
        stretched.stop()
        #expect(stretched.position == 100)
    }

    @Test("with reduced motion a release lands at once: on the end it passed, or on a whole row")
    func reducedMotion() {
        var past = ElasticHeaderMotion(at: 100, in: 0...100)
        past.drag(by: 6)
        past.release(velocity: 50, now: 0, animates: false)
        #expect(!past.isMoving && past.position == 100)
        var inside = ElasticHeaderMotion(at: 10, in: 0...100)
        inside.drag(by: 3)
        inside.release(velocity: 50, now: 0, animates: false)
        #expect(!inside.isMoving && inside.position == 13)
    }

    @Test("no input makes it non-finite")
    func safe() {
        var motion = ElasticHeaderMotion(at: .nan, in: -.infinity ... .infinity)
        #expect(motion.position.isFinite && motion.range.lowerBound.isFinite)
        motion.drag(by: .infinity)
        motion.drag(by: -1e308)
        motion.drag(by: .nan)
        #expect(motion.position.isFinite)
        motion.release(velocity: .infinity, now: .nan)
        #expect(motion.position.isFinite && !motion.isMoving)
        var fast = ElasticHeaderMotion(at: 5, in: 0...10)
        fast.release(velocity: 1e300, now: 0)
        _ = Self.run(&fast, from: 0)
        #expect(fast.position.isFinite)
    }
}
