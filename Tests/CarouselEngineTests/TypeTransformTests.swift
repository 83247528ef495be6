import Foundation
import Testing
@testable import CarouselEngine

@Suite("Type transforms against the spec's formulas (§1.5)")
struct TypeTransformTests {
    @Test("cover flow, W = 200: o = 1 → centre (140, 0, −100), β = 81°, edges at z ≈ −1 and −199; o = 2 → x0 = 190")
    func coverFlowWorkedNumbers() throws {
        let flow = geometry(.coverFlow)
        let one = flow.transform(forOffset: 1)
        #expect(close(one.origin, Vector3(x: 140, y: 0, z: -100)))
        #expect(close(one.m11, cos(radians(81)), 1e-12))
        #expect(close(one.m33, cos(radians(81)), 1e-12))
        let outer = try #require(one.apply(to: Vector3(x: 100, y: 0, z: 0)))
        let inner = try #require(one.apply(to: Vector3(x: -100, y: 0, z: 0)))
        #expect(close(outer.z, 100 * sin(radians(81)) - 100) && close(outer.z, -1.23, 0.01))
        #expect(close(inner.z, -198.77, 0.01))
        #expect(close(1 / (1 + inner.z / -500), 0.7156, 1e-3))   // projected scale ≈ 0.72
        #expect(close(flow.transform(forOffset: 2).origin.x, 190))
        #expect(close(flow.transform(forOffset: -2).origin.x, -190))
        // The centre item is flat; halfway it is half turned and half way out.
        #expect(flow.transform(forOffset: 0) == .identity)
        let half = flow.transform(forOffset: 0.5)
        #expect(close(half.origin, Vector3(x: (0.5 * 0.9 / 2 + 0.5 * 0.25) * 200, y: 0, z: -50)))
        #expect(close(half.m33, cos(0.5 * .pi / 2 * 0.9)))
    }

    @Test("cylinder, count 12, W = 200: r ≈ 373, o = 1 → centre (186.6, 0, −50), m33 = cos 30°")
    func cylinderWorkedNumbers() {
        let drum = geometry(.cylinder, items: 12)
        #expect(close(drum.options.radius, 373.205, 1e-3))
        let one = drum.transform(forOffset: 1)
        #expect(close(one.origin, Vector3(x: 186.6, y: 0, z: -50), 0.02))
        #expect(close(one.m33, cos(radians(30)), 1e-12))
        let r = drum.options.radius, big = r + 0.01
        #expect(close(one.origin, Vector3(x: big * sin(radians(30)), y: 0, z: big * cos(radians(30)) - r)))
        // Opposite the front the item faces away.
        #expect(close(drum.transform(forOffset: 6).m33, -1))
    }

    @Test("inverted cylinder: ((r − 0.01) sinθ, 0, r(1 − cosθ) + 0.01 cosθ), far side facing away")
    func invertedCylinder() {
        let drum = geometry(.invertedCylinder, items: 12)
        let r = drum.options.radius, theta = radians(60)
        let two = drum.transform(forOffset: 2)
        #expect(close(two.origin, Vector3(x: (r - 0.01) * sin(theta), y: 0, z: r * (1 - cos(theta)) + 0.01 * cos(theta))))
        #expect(close(two.m33, cos(theta), 1e-12))
        #expect(drum.transform(forOffset: 4).m33 < 0)
    }

    @Test("rotary items face the viewer on the ring; inverted rotary bulges toward the viewer")
    func rotary() {
        let ring = geometry(.rotary, items: 12)
        let r = ring.options.radius, theta = radians(30)
        let one = ring.transform(forOffset: 1)
        #expect(close(one.origin, Vector3(x: r * sin(theta), y: 0, z: r * (cos(theta) - 1))))
        #expect(one.m33 == 1 && one.m11 == 1)
        let bulge = geometry(.invertedRotary, items: 12).transform(forOffset: 1)
        #expect(close(bulge.origin, Vector3(x: r * sin(theta), y: 0, z: r * (1 - cos(theta)))))
        // The angle option is the whole angle of each item, asked per item.
        let options = CarouselOptions(hook: { option, value in option == .angle ? value / 2 : value })
        let halved = geometry(.rotary, items: 12, options: options).transform(forOffset: 2)
        #expect(close(halved.origin.x, r * sin(radians(30))))
    }

    @Test("wheel spokes turn in the screen plane around a hub below; inverted above")
    func wheel() {
        let wheel = geometry(.wheel, items: 12)
        let r = wheel.options.radius, phi = radians(30)
        let one = wheel.transform(forOffset: 1)
        #expect(close(one.origin, Vector3(x: r * sin(phi), y: r * (1 - cos(phi)), z: 0.01)))
        #expect(close(one.m11, cos(phi)) && close(one.m12, sin(phi)) && one.m33 == 1)
        // A corner follows the spec's expansion X = u cosφ − (v − r) sinφ, Y = u sinφ + (v − r) cosφ + r.
        let corner = one.apply(to: Vector3(x: 10, y: -20, z: 0))!
        #expect(close(corner.x, 10 * cos(phi) - (-20 - r) * sin(phi)))
        #expect(close(corner.y, 10 * sin(phi) + (-20 - r) * cos(phi) + r))
        let inverted = geometry(.invertedWheel, items: 12).transform(forOffset: 1)
        #expect(close(inverted.origin, Vector3(x: r * sin(phi), y: -r * (1 - cos(phi)), z: 0.01)))
    }

    @Test("time machine steps back and aside; inverted comes forward")
    func timeMachine() {
        let machine = geometry(.timeMachine)
        #expect(close(machine.transform(forOffset: -2).origin, Vector3(x: -2 * 200 * 0.3, y: 0, z: -400)))
        #expect(close(machine.transform(forOffset: 0.5).origin, Vector3(x: 30, y: 0, z: 100)))
        let inverted = geometry(.invertedTimeMachine)
        #expect(close(inverted.transform(forOffset: 2).origin, Vector3(x: 2 * 200 * 0.3, y: 0, z: -400)))
    }

    @Test("linear: o·W·s; custom: the host's matrix, or linear without one, never turned vertical")
    func linearAndCustom() {
        let options = CarouselOptions(overrides: [.spacing: 1.1])
        #expect(close(geometry(.linear, options: options).transform(forOffset: -1.5).origin.x, -1.5 * 220))
        var custom = geometry(.custom, isVertical: true)
        #expect(close(custom.transform(forOffset: 2).origin, Vector3(x: 400, y: 0, z: 0)))
        custom.customTransform = { offset in .translation(y: offset * 7).rotated(aboutX: offset) }
        let placed = custom.transform(forOffset: 3)
        #expect(close(placed.origin.y, 21 * cos(3.0)) && close(placed.m22, cos(3.0)))
    }

    @Test("vertical variants: the along-axis moves go to y, cylinders turn about −x, the wheel hub is left")
    func verticalVariants() {
        #expect(close(geometry(.linear, isVertical: true).transform(forOffset: 2).origin, Vector3(x: 0, y: 400, z: 0)))
        #expect(close(geometry(.timeMachine, isVertical: true).transform(forOffset: -1).origin,
                      Vector3(x: 0, y: -60, z: -200)))
        let ring = geometry(.rotary, items: 12, isVertical: true)
        let r = ring.options.radius, theta = radians(30)
        #expect(close(ring.transform(forOffset: 1).origin, Vector3(x: 0, y: r * sin(theta), z: r * (cos(theta) - 1))))

        let drum = geometry(.cylinder, items: 12, isVertical: true)
        let big = drum.options.radius + 0.01
        let point = drum.transform(forOffset: 1).apply(to: Vector3(x: 5, y: 10, z: 0))!
        #expect(close(point.y, 10 * cos(theta) + big * sin(theta)))
        #expect(close(point.z, -10 * sin(theta) + big * cos(theta) - drum.options.radius))
        #expect(point.x == 5)

        let wheel = geometry(.wheel, items: 12, isVertical: true)
        let wr = wheel.options.radius
        #expect(close(wheel.transform(forOffset: 1).origin, Vector3(x: -wr * (1 - cos(theta)), y: wr * sin(theta), z: 0.01)))

        let flow = geometry(.coverFlow, isVertical: true)
        let one = flow.transform(forOffset: 1)
        #expect(close(one.origin, Vector3(x: 0, y: 140, z: -100)))
        let edge = one.apply(to: Vector3(x: 3, y: 100, z: 0))!
        #expect(close(edge, Vector3(x: 3, y: 100 * cos(radians(81)) + 140, z: 100 * sin(radians(81)) - 100)))
    }

    @Test("cover flow 2 takes its turn from the caller")
    func coverFlow2Tilt() {
        let flow = geometry(.coverFlow2)
        #expect(flow.transform(forOffset: 0.3, coverFlowTilt: 0) .m33 == 1)
        #expect(close(flow.transform(forOffset: 0.3).m33, cos(0.3 * .pi / 2 * 0.9)))
    }
}
