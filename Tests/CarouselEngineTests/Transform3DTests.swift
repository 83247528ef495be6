import Foundation
import Testing
@testable import CarouselEngine

@Suite("Transform3D")
struct Transform3DTests {
    let point = Vector3(x: 1, y: 2, z: 3)

    @Test("rotations follow the spec's Rx, Ry and Rz")
    func rotations() {
        let a = radians(30), c = cos(a), s = sin(a)
        #expect(close(Transform3D.rotation(aboutY: a).apply(to: point)!, Vector3(x: c + 3 * s, y: 2, z: -s + 3 * c)))
        #expect(close(Transform3D.rotation(aboutX: a).apply(to: point)!, Vector3(x: 1, y: 2 * c - 3 * s, z: 2 * s + 3 * c)))
        #expect(close(Transform3D.rotation(aboutZ: a).apply(to: point)!, Vector3(x: c - 2 * s, y: s + 2 * c, z: 3)))
        // Rz is clockwise on a y-down screen: +x turns toward +y.
        #expect(close(Transform3D.rotation(aboutZ: .pi / 2).apply(to: Vector3(x: 1, y: 0, z: 0))!, Vector3(x: 0, y: 1, z: 0)))
    }

    @Test("chains apply in reading order: first translate, then rotate")
    func chainOrder() {
        let moveThenTurn = Transform3D.translation(x: 10).rotated(aboutZ: .pi / 2)
        let turnThenMove = Transform3D.rotation(aboutZ: .pi / 2).translated(x: 10)
        #expect(close(moveThenTurn.apply(to: .zero)!, Vector3(x: 0, y: 10, z: 0)))
        #expect(close(turnThenMove.apply(to: .zero)!, Vector3(x: 10, y: 0, z: 0)))
        #expect(Transform3D.rotation(aboutY: 0.3).translated(x: 1, y: 2, z: 3)
            == Transform3D.rotation(aboutY: 0.3).concatenating(.translation(x: 1, y: 2, z: 3)))
    }

    @Test("quarter turns are exact, and the depth key sums the third column")
    func exactnessAndDepth() {
        let quarter = Transform3D.rotation(aboutY: .pi / 2)
        #expect(quarter.m11 == 0 && quarter.m33 == 0 && quarter.m31 == 1 && quarter.m13 == -1)
        let t = Transform3D.translation(z: -5).rotated(aboutY: 0)
        #expect(t.depthKey == -4)
        #expect(t.origin == Vector3(x: 0, y: 0, z: -5))
    }

    @Test("a perspective column divides by w, and points behind it have no image")
    func homogeneous() {
        var camera = Transform3D.identity
        camera.m34 = -0.01
        #expect(close(camera.apply(to: Vector3(x: 10, y: 0, z: -100))!, Vector3(x: 5, y: 0, z: -50)))
        #expect(camera.apply(to: Vector3(x: 0, y: 0, z: 100)) == nil)
        var broken = Transform3D.identity
        broken.m22 = .nan
        #expect(!broken.isFinite && Transform3D.identity.isFinite)
    }
}
