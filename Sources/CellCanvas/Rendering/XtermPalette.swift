/// The xterm 256-colour palette as RGB, and the way back from RGB to the nearest entry.
/// Entries 0–15 are themed by each terminal; xterm's defaults stand in for them.
enum XtermPalette {
    /// An RGB triple.
    struct RGB: Equatable {
        var red: Double
        var green: Double
        var blue: Double
    }

    private static let cubeLevels: [Double] = [0, 95, 135, 175, 215, 255]
    private static let system: [(Double, Double, Double)] = [
        (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
        (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
    ]

    /// The colour of palette entry `index`.
    static func rgb(ofIndex index: UInt8) -> RGB {
        let i = Int(index)
        if i < 16 {
            let (r, g, b) = system[i]
            return RGB(red: r, green: g, blue: b)
        }
        if i < 232 {
            let cube = i - 16
            return RGB(red: cubeLevels[cube / 36], green: cubeLevels[cube / 6 % 6], blue: cubeLevels[cube % 6])
        }
        let grey = Double(8 + 10 * (i - 232))
        return RGB(red: grey, green: grey, blue: grey)
    }

    /// The entry of the 6×6×6 cube (16–231) or the grey ramp (232–255) nearest `color`;
    /// the themed entries 0–15 are never chosen, since their colours are unknown.
    static func nearestIndex(to color: RGB) -> UInt8 {
        func level(_ value: Double) -> Int {
            var best = 0
            for i in 1..<cubeLevels.count where abs(cubeLevels[i] - value) < abs(cubeLevels[best] - value) { best = i }
            return best
        }
        let r = level(color.red), g = level(color.green), b = level(color.blue)
        let cubeIndex = 16 + 36 * r + 6 * g + b
        let average = (color.red + color.green + color.blue) / 3
        let greyStep = min(max(((average - 8) / 10).rounded(), 0), 23)
        let greyIndex = 232 + Int(greyStep)
        let cubeDistance = distance(color, rgb(ofIndex: UInt8(cubeIndex)))
        let greyDistance = distance(color, rgb(ofIndex: UInt8(greyIndex)))
        return UInt8(greyDistance < cubeDistance ? greyIndex : cubeIndex)
    }

    private static func distance(_ a: RGB, _ b: RGB) -> Double {
        let dr = a.red - b.red, dg = a.green - b.green, db = a.blue - b.blue
        return dr * dr + dg * dg + db * db
    }
}
