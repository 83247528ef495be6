/// Base64 (RFC 4648, with padding), as the graphics protocol carries pixels.
enum Base64 {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    static func encode(_ bytes: [UInt8]) -> [UInt8] {
        var out = [UInt8](repeating: UInt8(ascii: "="), count: (bytes.count + 2) / 3 * 4)
        bytes.withUnsafeBufferPointer { input in
            out.withUnsafeMutableBufferPointer { output in
                var i = 0, o = 0
                while i + 2 < input.count {
                    let value = UInt32(input[i]) << 16 | UInt32(input[i + 1]) << 8 | UInt32(input[i + 2])
                    output[o] = alphabet[Int(value >> 18)]
                    output[o + 1] = alphabet[Int(value >> 12 & 63)]
                    output[o + 2] = alphabet[Int(value >> 6 & 63)]
                    output[o + 3] = alphabet[Int(value & 63)]
                    i += 3
                    o += 4
                }
                let left = input.count - i
                if left > 0 {
                    let value = UInt32(input[i]) << 16 | (left == 2 ? UInt32(input[i + 1]) << 8 : 0)
                    output[o] = alphabet[Int(value >> 18)]
                    output[o + 1] = alphabet[Int(value >> 12 & 63)]
                    if left == 2 { output[o + 2] = alphabet[Int(value >> 6 & 63)] }
                }
            }
        }
        return out
    }
}
