/// The order the tabs mode lists names in: byte by byte, except that runs of digits compare
/// by their value, so `file2` comes before `file10`. Names equal that way (`a01`, `a1`)
/// fall back to plain byte order, so the order is total and stable.
enum NaturalOrder {
    /// Whether `a` comes before `b`.
    static func precedes(_ a: String, _ b: String) -> Bool {
        let x = Array(a.utf8), y = Array(b.utf8)
        var i = 0, j = 0
        while i < x.count && j < y.count {
            if isDigit(x[i]) && isDigit(y[j]) {
                let (xEnd, yEnd) = (digitsEnd(x, from: i), digitsEnd(y, from: j))
                let xValue = x[i..<xEnd].drop { $0 == UInt8(ascii: "0") }
                let yValue = y[j..<yEnd].drop { $0 == UInt8(ascii: "0") }
                if xValue.count != yValue.count { return xValue.count < yValue.count }
                if !xValue.elementsEqual(yValue) { return xValue.lexicographicallyPrecedes(yValue) }
                i = xEnd
                j = yEnd
            } else {
                if x[i] != y[j] { return x[i] < y[j] }
                i += 1
                j += 1
            }
        }
        if (x.count - i) != (y.count - j) { return x.count - i < y.count - j }
        return x.lexicographicallyPrecedes(y)
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    private static func digitsEnd(_ bytes: [UInt8], from start: Int) -> Int {
        var end = start
        while end < bytes.count && isDigit(bytes[end]) { end += 1 }
        return end
    }
}
