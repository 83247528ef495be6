/// A 4×4 transform in Core Animation's row-vector convention (icarousel-spec §0):
/// a point `(x, y, z)` becomes `[x y z 1] · M`, so `m41…m43` hold the translation and
/// `m33` is the z → z entry that tells which way an item faces.
///
/// Chains read in the order operations hit a point:
/// `Transform3D.translation(z: R).rotated(aboutY: θ).translated(z: −r)` first moves the
/// point by `R`, then turns it, then moves it back by `r`.
public struct Transform3D: Sendable, Equatable, Hashable {
    /// Row 1: what a point's x adds to x, y, z and w.
    public var m11: Double, m12: Double, m13: Double, m14: Double
    /// Row 2: what a point's y adds to x, y, z and w.
    public var m21: Double, m22: Double, m23: Double, m24: Double
    /// Row 3: what a point's z adds to x, y, z and w (`m33` is the facing, `m34` a perspective).
    public var m31: Double, m32: Double, m33: Double, m34: Double
    /// Row 4: the translation, and w's constant term.
    public var m41: Double, m42: Double, m43: Double, m44: Double

    /// A transform from its sixteen entries, row by row; omitted entries are the identity's.
    public init(
        m11: Double = 1, m12: Double = 0, m13: Double = 0, m14: Double = 0,
        m21: Double = 0, m22: Double = 1, m23: Double = 0, m24: Double = 0,
        m31: Double = 0, m32: Double = 0, m33: Double = 1, m34: Double = 0,
        m41: Double = 0, m42: Double = 0, m43: Double = 0, m44: Double = 1
    ) {
        (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
        (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
        (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
        (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
    }

    /// The transform that changes nothing.
    public static let identity = Transform3D()

    /// A move by `(x, y, z)` column units.
    public static func translation(x: Double = 0, y: Double = 0, z: Double = 0) -> Transform3D {
        Transform3D(m41: x, m42: y, m43: z)
    }

    /// The spec's `Rx(β)`: `(x, y, z) → (x, y cosβ − z sinβ, y sinβ + z cosβ)`.
    public static func rotation(aboutX angle: Double) -> Transform3D {
        let c = cosine(angle), s = sine(angle)
        return Transform3D(m22: c, m23: s, m32: -s, m33: c)
    }

    /// The spec's `Ry(θ)`: `(x, y, z) → (x cosθ + z sinθ, y, −x sinθ + z cosθ)`.
    public static func rotation(aboutY angle: Double) -> Transform3D {
        let c = cosine(angle), s = sine(angle)
        return Transform3D(m11: c, m13: -s, m31: s, m33: c)
    }

    /// The spec's `Rz(φ)`: `(x, y, z) → (x cosφ − y sinφ, x sinφ + y cosφ, z)`,
    /// clockwise on a y-down screen.
    public static func rotation(aboutZ angle: Double) -> Transform3D {
        let c = cosine(angle), s = sine(angle)
        return Transform3D(m11: c, m12: s, m21: -s, m22: c)
    }

    /// This transform followed by `next` (the matrix product `self · next`).
    public func concatenating(_ next: Transform3D) -> Transform3D {
        let a = self, b = next
        return Transform3D(
            m11: a.m11 * b.m11 + a.m12 * b.m21 + a.m13 * b.m31 + a.m14 * b.m41,
            m12: a.m11 * b.m12 + a.m12 * b.m22 + a.m13 * b.m32 + a.m14 * b.m42,
            m13: a.m11 * b.m13 + a.m12 * b.m23 + a.m13 * b.m33 + a.m14 * b.m43,
            m14: a.m11 * b.m14 + a.m12 * b.m24 + a.m13 * b.m34 + a.m14 * b.m44,
            m21: a.m21 * b.m11 + a.m22 * b.m21 + a.m23 * b.m31 + a.m24 * b.m41,
            m22: a.m21 * b.m12 + a.m22 * b.m22 + a.m23 * b.m32 + a.m24 * b.m42,
            m23: a.m21 * b.m13 + a.m22 * b.m23 + a.m23 * b.m33 + a.m24 * b.m43,
            m24: a.m21 * b.m14 + a.m22 * b.m24 + a.m23 * b.m34 + a.m24 * b.m44,
            m31: a.m31 * b.m11 + a.m32 * b.m21 + a.m33 * b.m31 + a.m34 * b.m41,
            m32: a.m31 * b.m12 + a.m32 * b.m22 + a.m33 * b.m32 + a.m34 * b.m42,
            m33: a.m31 * b.m13 + a.m32 * b.m23 + a.m33 * b.m33 + a.m34 * b.m43,
            m34: a.m31 * b.m14 + a.m32 * b.m24 + a.m33 * b.m34 + a.m34 * b.m44,
            m41: a.m41 * b.m11 + a.m42 * b.m21 + a.m43 * b.m31 + a.m44 * b.m41,
            m42: a.m41 * b.m12 + a.m42 * b.m22 + a.m43 * b.m32 + a.m44 * b.m42,
            m43: a.m41 * b.m13 + a.m42 * b.m23 + a.m43 * b.m33 + a.m44 * b.m43,
            m44: a.m41 * b.m14 + a.m42 * b.m24 + a.m43 * b.m34 + a.m44 * b.m44)
    }

    /// This transform, then a move by `(x, y, z)`.
    public func translated(x: Double = 0, y: Double = 0, z: Double = 0) -> Transform3D {
        var moved = self
        // A translation only adds the point's w times the move to the last column block.
        moved.m11 += m14 * x; moved.m12 += m14 * y; moved.m13 += m14 * z
        moved.m21 += m24 * x; moved.m22 += m24 * y; moved.m23 += m24 * z
        moved.m31 += m34 * x; moved.m32 += m34 * y; moved.m33 += m34 * z
        moved.m41 += m44 * x; moved.m42 += m44 * y; moved.m43 += m44 * z
        return moved
    }

    /// This transform, then `Rx(angle)`.
    public func rotated(aboutX angle: Double) -> Transform3D { concatenating(.rotation(aboutX: angle)) }

    /// This transform, then `Ry(angle)`.
    public func rotated(aboutY angle: Double) -> Transform3D { concatenating(.rotation(aboutY: angle)) }

    /// This transform, then `Rz(angle)`.
    public func rotated(aboutZ angle: Double) -> Transform3D { concatenating(.rotation(aboutZ: angle)) }

    /// Where `point` goes, after the homogeneous divide (a transform without a
    /// perspective column has `w = 1`). Returns nil when `w` is not positive, i.e. the
    /// point is at or behind a perspective the transform itself carries.
    public func apply(to point: Vector3) -> Vector3? {
        let w = point.x * m14 + point.y * m24 + point.z * m34 + m44
        guard w > 0 else { return nil }
        return Vector3(
            x: (point.x * m11 + point.y * m21 + point.z * m31 + m41) / w,
            y: (point.x * m12 + point.y * m22 + point.z * m32 + m42) / w,
            z: (point.x * m13 + point.y * m23 + point.z * m33 + m43) / w)
    }

    /// The transformed position of the local point `(0, 0, 0)`: the item's centre.
    public var origin: Vector3 { Vector3(x: m41, y: m42, z: m43) }

    /// The spec's depth key (§1.4.6): z of the local point `(1, 1, 1)`, the sum of the
    /// third column, before any perspective divide.
    public var depthKey: Double { m13 + m23 + m33 + m43 }

    /// True when every entry is a finite number.
    public var isFinite: Bool {
        [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
            .allSatisfy(\.isFinite)
    }

    // Exact values at quarter turns, so a 90° rotation leaves no 6e-17 crumbs behind.
    private static func cosine(_ angle: Double) -> Double {
        let c = Math.cos(angle)
        return abs(c) < 1e-15 ? 0 : c
    }

    private static func sine(_ angle: Double) -> Double {
        let s = Math.sin(angle)
        return abs(s) < 1e-15 ? 0 : s
    }
}
