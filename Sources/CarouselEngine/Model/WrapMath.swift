/// The index and offset arithmetic shared by every layout, for `count` items with or
/// without wrapping (icarousel-spec §1.3 and §2.1).
public struct WrapMath: Sendable, Equatable {
    /// Number of items.
    public var count: Int
    /// Whether the sequence is circular.
    public var wraps: Bool

    /// The arithmetic for `count` items, a negative count being taken as 0; circular when
    /// `wraps`.
    public init(count: Int, wraps: Bool) {
        self.count = max(0, count)
        self.wraps = wraps
    }

    /// An index brought into `0..<count` (modulo when wrapping, clamped otherwise);
    /// −1 when there are no items.
    public func clampedIndex(_ index: Int) -> Int {
        guard count > 0 else { return -1 }
        if wraps {
            let r = index % count
            return r < 0 ? r + count : r
        }
        return min(max(index, 0), count - 1)
    }

    /// An offset brought into `[0, count)` when wrapping or `[0, count − 1]` otherwise;
    /// −1 when there are no items.
    public func clampedOffset(_ offset: Double) -> Double {
        guard count > 0 else { return -1 }
        if wraps {
            let n = Double(count)
            let r = offset - (offset / n).rounded(.down) * n
            return r >= n ? 0 : r
        }
        return min(max(offset, 0), Double(count - 1))
    }

    /// The signed distance from `a` to `b`, going the short way round when wrapping;
    /// ties go the direct way.
    public func shortestDistance(from a: Double, to b: Double) -> Double {
        let direct = b - a
        guard wraps, count > 0 else { return direct }
        var wrapped = min(a, b) + Double(count) - max(a, b)
        if a < b { wrapped = -wrapped }
        return abs(direct) <= abs(wrapped) ? direct : wrapped
    }

    /// The offset of item `index` from the centre when the scroll position is `scrollOffset`:
    /// `index − scrollOffset`, brought into `[−count/2, count/2]` when wrapping.
    public func offset(ofItem index: Int, scrollOffset: Double) -> Double {
        var o = Double(index) - scrollOffset
        if wraps, count > 0 {
            let n = Double(count)
            if o > n / 2 { o -= n } else if o < -n / 2 { o += n }
        }
        return o
    }
}
