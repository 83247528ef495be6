/// A number a terminal sends as decimal digits (a parameter of a control sequence, as in
/// `ESC [ 6 ; 20 ; 10 t`), read without overflow: however many digits come, it stops
/// growing at `limit`.
struct ParameterNumber {
    /// The largest value read: more than any screen position, cell size or mode number.
    static let limit = 1_000_000

    /// The number so far.
    private(set) var value = 0

    /// Zero, before any digit.
    init() {}

    /// The number the digits among `bytes` spell (other bytes are passed over).
    init(digitsIn bytes: some Sequence<UInt8>) {
        for byte in bytes { append(byte) }
    }

    /// Takes `byte` as the next digit when it is one; anything else leaves the number as it is.
    mutating func append(_ byte: UInt8) {
        guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return }
        value = min(value * 10 + Int(byte - UInt8(ascii: "0")), Self.limit)
    }
}
