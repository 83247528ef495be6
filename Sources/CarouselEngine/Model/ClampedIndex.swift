extension Int {
    /// The whole number `value` comes to within `range`, for turning an offset into a page
    /// or item: below the range (or NaN) its lower bound, at or past its upper bound that
    /// bound. Never traps, however far `value` is or however large the range: near
    /// `Int.max` a bound's `Double` rounds above what an `Int` holds, so the bounds are
    /// returned as they are, never converted back. Round `value` first as you need.
    public init(clamping value: Double, to range: ClosedRange<Int>) {
        if !(value > Double(range.lowerBound)) {
            self = range.lowerBound
        } else if value >= Double(range.upperBound) {
            self = range.upperBound
        } else {
            self = Int(value)
        }
    }
}
