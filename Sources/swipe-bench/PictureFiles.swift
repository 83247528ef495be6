#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CPictureWriters

/// The picture files the picture benchmarks read, written by our own code: photo-like
/// pixels (smooth shading under per-pixel noise, which is what makes photos cost to decode)
/// in every format, by stb_image_write, libwebp's encoder and a GIF writer of our own.
enum PictureFiles {
    /// Photo-like RGB pixels of `width × height`, different for every `seed`.
    static func pixels(width: Int, height: Int, seed: Int) -> [UInt8] {
        var rgb = [UInt8](repeating: 0, count: width * height * 3)
        var noise = UInt32(truncatingIfNeeded: seed &* 2_654_435_761 | 1)
        rgb.withUnsafeMutableBufferPointer { out in
            var i = 0
            for y in 0..<height {
                for x in 0..<width {
                    noise = noise &* 1_664_525 &+ 1_013_904_223
                    let grain = Int(noise >> 27)   // 0…31
                    out[i] = UInt8(truncatingIfNeeded: (x * 255 / width + seed * 37) & 255 ^ grain)
                    out[i + 1] = UInt8(truncatingIfNeeded: (y * 255 / height + seed * 11) & 255 ^ grain)
                    out[i + 2] = UInt8(truncatingIfNeeded: ((x + y) / 3 + seed * 5) & 255 ^ (grain << 2))
                    i += 3
                }
            }
        }
        return rgb
    }

    /// Writes `rgb` as a picture of `format` (png, jpg, bmp, webp, gif) at `path`.
    @discardableResult
    static func write(_ rgb: [UInt8], width: Int, height: Int, format: String, to path: String) -> Bool {
        switch format {
        case "jpg": return rgb.withUnsafeBufferPointer { stbi_write_jpg(path, Int32(width), Int32(height), 3, $0.baseAddress, 85) } != 0
        case "png": return rgb.withUnsafeBufferPointer { stbi_write_png(path, Int32(width), Int32(height), 3, $0.baseAddress, Int32(width * 3)) } != 0
        case "bmp": return rgb.withUnsafeBufferPointer { stbi_write_bmp(path, Int32(width), Int32(height), 3, $0.baseAddress) } != 0
        case "webp":
            var output: UnsafeMutablePointer<UInt8>?
            let size = rgb.withUnsafeBufferPointer { WebPEncodeRGB($0.baseAddress, Int32(width), Int32(height), Int32(width * 3), 80, &output) }
            guard size > 0, let output else { return false }
            defer { WebPFree(output) }
            return save(Array(UnsafeBufferPointer(start: output, count: size)), to: path)
        case "gif": return save(gif(rgb, width: width, height: height), to: path)
        default: return false
        }
    }

    /// A GIF of `rgb` in a 6×6×6 colour cube, its LZW codes kept at nine bits by a clear code
    /// every 254 pixels (large, and simple: the decoder still does all its work).
    static func gif(_ rgb: [UInt8], width: Int, height: Int) -> [UInt8] {
        func le(_ value: Int) -> [UInt8] { [UInt8(value & 255), UInt8(value >> 8 & 255)] }
        var out: [UInt8] = Array("GIF89a".utf8) + le(width) + le(height) + [0xF7, 0, 0]
        for index in 0..<256 {
            out += index < 216 ? [UInt8(index / 36 * 51), UInt8(index / 6 % 6 * 51), UInt8(index % 6 * 51)] : [0, 0, 0]
        }
        out += [0x2C] + le(0) + le(0) + le(width) + le(height) + [0, 8]
        var data: [UInt8] = []
        data.reserveCapacity(width * height * 9 / 8 + 64)
        var bits = 0, count = 0
        func emit(_ code: Int) {
            bits |= code << count
            count += 9
            while count >= 8 {
                data.append(UInt8(bits & 255))
                bits >>= 8
                count -= 8
            }
        }
        emit(256)
        var run = 0
        for pixel in 0..<(width * height) {
            let r = Int(rgb[pixel * 3]) * 6 / 256, g = Int(rgb[pixel * 3 + 1]) * 6 / 256, b = Int(rgb[pixel * 3 + 2]) * 6 / 256
            emit(r * 36 + g * 6 + b)
            run += 1
            if run == 254 {
                emit(256)
                run = 0
            }
        }
        emit(257)
        if count > 0 { data.append(UInt8(bits & 255)) }
        var offset = 0
        while offset < data.count {
            let chunk = data[offset..<min(offset + 255, data.count)]
            out.append(UInt8(chunk.count))
            out += chunk
            offset += chunk.count
        }
        return out + [0, 0x3B]
    }

    static func save(_ bytes: [UInt8], to path: String) -> Bool {
        guard let file = fopen(path, "wb") else { return false }
        defer { fclose(file) }
        return fwrite(bytes, 1, bytes.count, file) == bytes.count
    }

    static func read(_ path: String) -> [UInt8]? {
        guard let file = fopen(path, "rb") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = fread(&chunk, 1, chunk.count, file)
            if count <= 0 { break }
            bytes += chunk[0..<count]
        }
        return bytes
    }

    /// A directory of `count` photo-like `width × height` JPEGs, written once and kept
    /// between runs (a file saying it is complete is written last).
    static func directory(count: Int, width: Int, height: Int) -> String? {
        let path = "/tmp/swipe-bench-pictures-\(count)-\(width)x\(height)"
        let done = path + "/.complete"
        if access(done, R_OK) == 0 { return path }
        mkdir(path, 0o755)
        for index in 0..<count {
            let name = path + "/photo-" + String(index + 1).leftPadded(to: 4).replacingSpaces(with: "0") + ".jpg"
            guard write(pixels(width: width, height: height, seed: index), width: width, height: height, format: "jpg", to: name) else {
                return nil
            }
        }
        return save([], to: done) ? path : nil
    }
}

extension String {
    func replacingSpaces(with replacement: Character) -> String { String(map { $0 == " " ? replacement : $0 }) }
}
