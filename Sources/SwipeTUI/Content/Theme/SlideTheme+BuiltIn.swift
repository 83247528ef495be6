import CellCanvas

extension SlideTheme {
    /// The themes `--theme` and a talk's `theme:` name.
    static let builtIn: [SlideTheme] = [.dark, .light, .highContrast]

    /// The built-in theme called `name` (case as written), if there is one.
    static func builtIn(named name: String) -> SlideTheme? {
        builtIn.first { $0.name == name.lowercased() }
    }

    /// The look on a dark terminal, and the default: the terminal's own text and
    /// background colours, headings, links and markers in the interface's accent.
    static let dark = SlideTheme(name: "dark", looks: .standard(accent: .indexed(75)), foreground: nil, background: nil,
                                 footer: TextLook())

    /// Dark text on a light slide, whatever the terminal's own colours.
    static let light: SlideTheme = {
        var looks = TextLooks()
        let accent = Color.rgb(0x09, 0x69, 0xda)
        looks[.heading1] = TextLook(attributes: [.bold, .underline], foreground: accent)
        looks[.heading2] = TextLook(attributes: .bold, foreground: accent)
        looks[.heading3] = TextLook(attributes: [.bold, .italic], foreground: .rgb(0x82, 0x50, 0xdf))
        looks[.heading4] = TextLook(attributes: .bold, foreground: .rgb(0x1f, 0x23, 0x28))
        looks[.heading5] = TextLook(attributes: .italic, foreground: accent)
        looks[.heading6] = TextLook(attributes: .italic, foreground: .rgb(0x59, 0x63, 0x6e))
        looks[.slideTitle] = TextLook(attributes: [.bold, .underline], foreground: .rgb(0xbc, 0x4c, 0x00))
        looks[.link] = TextLook(attributes: .underline, foreground: accent)
        looks[.quote] = TextLook(attributes: .italic, foreground: .rgb(0x59, 0x63, 0x6e))
        looks[.marker] = TextLook(foreground: accent)
        looks[.frame] = TextLook(foreground: .rgb(0xaf, 0xb8, 0xc1))
        looks[.muted] = TextLook(foreground: .rgb(0x6e, 0x77, 0x81))
        let ground = Color.rgb(0xea, 0xee, 0xf2)
        looks[.code] = TextLook(foreground: .rgb(0x1f, 0x23, 0x28), background: ground)
        let tokens: [(TextRole, TextAttributes, UInt32)] = [
            (.codeKeyword, .bold, 0xcf222e), (.codeType, [], 0x953800), (.codeString, [], 0x0a3069),
            (.codeNumber, [], 0x0550ae), (.codeComment, .italic, 0x6e7781), (.codeFunction, [], 0x8250df),
            (.codeOperator, [], 0x1f2328), (.codeConstant, [], 0x0550ae), (.codeAttribute, [], 0x116329),
            (.codeVariable, [], 0x953800), (.codeAddition, [], 0x116329), (.codeDeletion, [], 0x82071e),
            (.codeError, .underline, 0xcf222e), (.codeLineNumber, [], 0x8c959f),
        ]
        for (role, attributes, hex) in tokens {
            looks[role] = TextLook(attributes: attributes, foreground: .hex(hex), background: ground)
        }
        return SlideTheme(name: "light", looks: looks, foreground: .rgb(0x1f, 0x23, 0x28), background: .rgb(0xff, 0xff, 0xff),
                          footer: TextLook(foreground: .rgb(0x59, 0x63, 0x6e), background: .rgb(0xf6, 0xf8, 0xfa)))
    }()

    /// White on black with bright, bold roles and no dim or grey text: for projectors
    /// and low vision.
    static let highContrast: SlideTheme = {
        var looks = TextLooks()
        let yellow = Color.rgb(0xff, 0xff, 0x00), cyan = Color.rgb(0x00, 0xff, 0xff), white = Color.rgb(0xff, 0xff, 0xff)
        looks[.heading1] = TextLook(attributes: [.bold, .underline], foreground: yellow)
        looks[.heading2] = TextLook(attributes: .bold, foreground: yellow)
        looks[.heading3] = TextLook(attributes: [.bold, .underline], foreground: cyan)
        looks[.heading4] = TextLook(attributes: .bold, foreground: cyan)
        looks[.heading5] = TextLook(attributes: [.bold, .italic], foreground: white)
        looks[.heading6] = TextLook(attributes: .italic, foreground: white)
        looks[.slideTitle] = TextLook(attributes: [.bold, .underline], foreground: yellow)
        looks[.link] = TextLook(attributes: [.bold, .underline], foreground: cyan)
        looks[.quote] = TextLook(attributes: .italic, foreground: white)
        looks[.marker] = TextLook(attributes: .bold, foreground: yellow)
        looks[.frame] = TextLook(foreground: white)
        looks[.muted] = TextLook(attributes: .italic, foreground: white)
        let ground = Color.rgb(0x00, 0x00, 0x00)
        looks[.code] = TextLook(foreground: white, background: ground)
        let tokens: [(TextRole, TextAttributes, UInt32)] = [
            (.codeKeyword, .bold, 0xffff00), (.codeType, [], 0x00ffff), (.codeString, [], 0x00ff00),
            (.codeNumber, [], 0xff80ff), (.codeComment, .italic, 0xffffff), (.codeFunction, .bold, 0x00ffff),
            (.codeOperator, [], 0xffffff), (.codeConstant, [], 0xff80ff), (.codeAttribute, [], 0xffff00),
            (.codeVariable, [], 0xffffff), (.codeAddition, .bold, 0x00ff00), (.codeDeletion, .bold, 0xff4040),
            (.codeError, [.bold, .underline], 0xff4040), (.codeLineNumber, [], 0xffffff),
        ]
        for (role, attributes, hex) in tokens {
            looks[role] = TextLook(attributes: attributes, foreground: .hex(hex), background: ground)
        }
        return SlideTheme(name: "high-contrast", looks: looks, foreground: white, background: ground,
                          footer: TextLook(attributes: .bold, foreground: ground, background: yellow))
    }()
}

private extension Color {
    /// The 24-bit colour `0xrrggbb`.
    static func hex(_ value: UInt32) -> Color { .rgb(UInt8(value >> 16), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)) }
}
