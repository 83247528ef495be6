/// The host's say in the options: fixed overrides, and a hook that sees every value
/// the engine is about to use (icarousel-spec §1.1's `valueForOption`, in a Swifty form).
///
/// The engine computes a default, replaces it with the override if there is one, then
/// passes it through the hook. Options are asked for on every layout (the per-item
/// rotary and cylinder `angle` once per item), so a hook may animate them. A hook that
/// returns NaN gets the value it was given instead.
public struct CarouselOptions: Sendable {
    /// Fixed values that replace the type's defaults.
    public var overrides: [CarouselOption: Double]
    /// Called with each option and the value the engine would use; returns the value to use.
    public var hook: (@Sendable (CarouselOption, _ value: Double) -> Double)?

    /// Options with the given overrides and hook (none by default).
    public init(overrides: [CarouselOption: Double] = [:],
                hook: (@Sendable (CarouselOption, _ value: Double) -> Double)? = nil) {
        self.overrides = overrides
        self.hook = hook
    }

    /// No overrides and no hook: every type's defaults.
    public static let defaults = CarouselOptions()

    /// The fixed override for `option`, if any.
    public subscript(option: CarouselOption) -> Double? {
        get { overrides[option] }
        set { overrides[option] = newValue }
    }

    /// The value to use for `option` when the engine's own value is `defaultValue`.
    public func value(of option: CarouselOption, default defaultValue: Double) -> Double {
        var value = overrides[option] ?? defaultValue
        if value.isNaN { value = defaultValue }
        if let hook {
            let hooked = hook(option, value)
            if !hooked.isNaN { value = hooked }
        }
        return value
    }
}
