import CellCanvas

/// ECMA-48 Select Graphic Rendition: the bytes that take the terminal from one style to
/// another, as few as possible.
///
/// Written directly rather than from terminfo: terminfo can turn bold and dim on but has
/// no string to turn them off alone, so curses resets every attribute and colour and sets
/// them again around each such change. Every terminal with colour speaks these codes;
/// 22, 23, 24, 27, 29, 39 and 49 undo one thing each, and several go in one sequence.
struct SelectGraphicRendition {
    /// The colours the terminal shows.
    let depth: ColorDepth

    /// `style` as this terminal shows it: colours reduced to the palette, or dropped.
    func shown(_ style: Style) -> Style {
        Style(foreground: depth.shown(style.foreground) ?? .default,
              background: depth.shown(style.background) ?? .default,
              attributes: style.attributes.intersection([.bold, .dim, .italic, .underline, .reverse, .strikethrough]))
    }

    /// Appends the sequence that changes the rendition from `current` (nil when unknown)
    /// to `target`, both already `shown`; nothing when they are the same.
    func append(from current: Style?, to target: Style, into bytes: inout [UInt8]) {
        if let current, current == target { return }
        var reset: [UInt8] = [UInt8(ascii: "0")]
        Self.appendOn(target.attributes, to: &reset)
        if target.foreground != .default { Self.append(color: target.foreground, base: 30, to: &reset) }
        if target.background != .default { Self.append(color: target.background, base: 40, to: &reset) }
        guard let current else { return Self.emit(reset, into: &bytes) }

        var change: [UInt8] = []
        let removed = current.attributes.subtracting(target.attributes)
        var added = target.attributes.subtracting(current.attributes)
        if !removed.isDisjoint(with: [.bold, .dim]) {
            // 22 ends both bold and dim; whichever stays comes back.
            Self.append(22, to: &change)
            added.formUnion(target.attributes.intersection([.bold, .dim]))
        }
        if removed.contains(.italic) { Self.append(23, to: &change) }
        if removed.contains(.underline) { Self.append(24, to: &change) }
        if removed.contains(.reverse) { Self.append(27, to: &change) }
        if removed.contains(.strikethrough) { Self.append(29, to: &change) }
        Self.appendOn(added, to: &change)
        if target.foreground != current.foreground {
            if target.foreground == .default { Self.append(39, to: &change) } else { Self.append(color: target.foreground, base: 30, to: &change) }
        }
        if target.background != current.background {
            if target.background == .default { Self.append(49, to: &change) } else { Self.append(color: target.background, base: 40, to: &change) }
        }
        Self.emit(change.count <= reset.count ? change : reset, into: &bytes)
    }

    private static func emit(_ parameters: [UInt8], into bytes: inout [UInt8]) {
        bytes.append(0x1B)
        bytes.append(UInt8(ascii: "["))
        bytes.append(contentsOf: parameters)
        bytes.append(UInt8(ascii: "m"))
    }

    private static func appendOn(_ attributes: TextAttributes, to parameters: inout [UInt8]) {
        if attributes.contains(.bold) { append(1, to: &parameters) }
        if attributes.contains(.dim) { append(2, to: &parameters) }
        if attributes.contains(.italic) { append(3, to: &parameters) }
        if attributes.contains(.underline) { append(4, to: &parameters) }
        if attributes.contains(.reverse) { append(7, to: &parameters) }
        if attributes.contains(.strikethrough) { append(9, to: &parameters) }
    }

    /// A colour's parameters: the short forms for the 16 basic colours (30–37 and 90–97
    /// for the foreground, 40–47 and 100–107 behind), else 38;5;n or 38;2;r;g;b.
    private static func append(color: Color, base: Int, to parameters: inout [UInt8]) {
        switch color {
        case .default:
            append(base + 9, to: &parameters)
        case .indexed(let index) where index < 8:
            append(base + Int(index), to: &parameters)
        case .indexed(let index) where index < 16:
            append(base + 60 + Int(index) - 8, to: &parameters)
        case .indexed(let index):
            append(base + 8, to: &parameters)
            append(5, to: &parameters)
            append(Int(index), to: &parameters)
        case .rgb(let r, let g, let b):
            append(base + 8, to: &parameters)
            append(2, to: &parameters)
            append(Int(r), to: &parameters)
            append(Int(g), to: &parameters)
            append(Int(b), to: &parameters)
        }
    }

    /// One parameter, after a `;` when others came before.
    private static func append(_ number: Int, to parameters: inout [UInt8]) {
        if !parameters.isEmpty { parameters.append(UInt8(ascii: ";")) }
        if number >= 100 { parameters.append(UInt8(ascii: "0") + UInt8(number / 100)) }
        if number >= 10 { parameters.append(UInt8(ascii: "0") + UInt8(number / 10 % 10)) }
        parameters.append(UInt8(ascii: "0") + UInt8(number % 10))
    }
}
