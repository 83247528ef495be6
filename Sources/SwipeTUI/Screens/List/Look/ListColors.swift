import CellCanvas

/// fzf's `--color`: a base scheme (`dark`, the default; `light`; `16`; `bw`, no colours)
/// and `NAME:COLOUR[:ATTRIBUTE…]` pairs over it, comma-separated, several `--color`
/// options in order, each over the element's look so far. A colour is `-1` (the
/// terminal's), 0–255, `#rrggbb` or a name (`red`, `bright-blue`, …); attributes are
/// `bold`, `dim`, `italic`, `underline`, `reverse`, `regular` (clears those before it and
/// the bold fzf adds) and `blink` (drawn as it is not: no terminal here blinks). Given
/// attributes stay under `--no-bold`.
public struct ListColors: Sendable, Equatable {
    /// What a name colours on the list screen.
    public enum Element: String, Sendable, CaseIterable {
        case fg, bg, hl
        case focusedFg = "fg+", focusedBg = "bg+", focusedHl = "hl+"
        case gutter, info, prompt, query, pointer, marker, spinner, header, border, label, separator, scrollbar
        case selectedFg = "selected-fg", selectedBg = "selected-bg", selectedHl = "selected-hl"
        case disabled
        case previewFg = "preview-fg", previewBg = "preview-bg", previewBorder = "preview-border"
        case previewLabel = "preview-label", previewScrollbar = "preview-scrollbar"

        /// fzf's other spellings of the same names.
        static let aliases: [String: Element] = ["current-fg": .focusedFg, "current-bg": .focusedBg, "current-hl": .focusedHl,
                                                  "input-fg": .query, "list-fg": .fg, "list-bg": .bg]

        /// Whether its colour goes behind the text.
        var isBackground: Bool { [.bg, .focusedBg, .gutter, .selectedBg, .previewBg].contains(self) }
    }

    /// One element's look: a colour (nil: the scheme leaves it as the text around it) and
    /// attributes.
    public struct Look: Sendable, Equatable {
        public var color: Color?
        public var attributes: TextAttributes
        /// `regular` was given: the attributes before it are cleared, and the element is
        /// not made bold (fzf makes the focused row, the prompt, the query, the pointer and
        /// the spinner bold unless `--no-bold` or `regular` says otherwise).
        public var isRegular: Bool

        public init(color: Color? = nil, attributes: TextAttributes = [], isRegular: Bool = false) {
            self.color = color
            self.attributes = attributes
            self.isRegular = isRegular
        }
    }

    /// The elements fzf draws bold unless `--no-bold` (or a `regular` look) says otherwise.
    static let strongElements: Set<Element> = [.focusedFg, .focusedHl, .prompt, .query, .pointer, .spinner]

    private(set) var looks: [Element: Look]

    /// The looks of an element; unset ones are plain.
    public subscript(element: Element) -> Look { looks[element] ?? Look() }

    /// Whether the scheme or a pair gives `element` a look.
    func gives(_ element: Element) -> Bool { looks[element] != nil }

    /// fzf's dark 256-colour scheme: the default.
    public static let dark = ListColors(looks: [
        .hl: Look(color: .indexed(108)), .focusedFg: Look(color: .indexed(254)), .focusedBg: Look(color: .indexed(236)),
        .focusedHl: Look(color: .indexed(151)), .info: Look(color: .indexed(144)),
        .prompt: Look(color: .indexed(110)), .pointer: Look(color: .indexed(161)),
        .marker: Look(color: .indexed(168)), .spinner: Look(color: .indexed(148)), .header: Look(color: .indexed(109)),
        .border: Look(color: .indexed(59)), .label: Look(color: .indexed(145)),
    ])

    /// fzf's light 256-colour scheme.
    public static let light = ListColors(looks: [
        .hl: Look(color: .indexed(66)), .focusedFg: Look(color: .indexed(237)), .focusedBg: Look(color: .indexed(251)),
        .focusedHl: Look(color: .indexed(23)), .info: Look(color: .indexed(101)),
        .prompt: Look(color: .indexed(25)), .pointer: Look(color: .indexed(161)),
        .marker: Look(color: .indexed(168)), .spinner: Look(color: .indexed(35)), .header: Look(color: .indexed(31)),
        .border: Look(color: .indexed(145)), .label: Look(color: .indexed(59)),
    ])

    /// fzf's 16-colour scheme.
    public static let sixteen = ListColors(looks: [
        .hl: Look(color: .indexed(2)), .focusedFg: Look(color: .indexed(3)), .focusedBg: Look(color: .indexed(0)),
        .focusedHl: Look(color: .indexed(2)), .info: Look(color: .indexed(7)),
        .prompt: Look(color: .indexed(4)), .pointer: Look(color: .indexed(1)),
        .marker: Look(color: .indexed(5)), .spinner: Look(color: .indexed(2)), .header: Look(color: .indexed(6)),
        .border: Look(color: .indexed(0)), .label: Look(color: .indexed(7)),
    ])

    /// fzf's `bw`: no colours; the focused row reversed (and bold), matches underlined.
    public static let blackAndWhite = ListColors(looks: [
        .hl: Look(attributes: .underline), .focusedFg: Look(attributes: .reverse),
        .focusedHl: Look(attributes: [.reverse, .underline]), .prompt: Look(), .pointer: Look(),
    ])

    /// The base schemes by name.
    static let schemes: [String: ListColors] = ["dark": .dark, "light": .light, "16": .sixteen, "bw": .blackAndWhite]

    /// Reads the `--color` options in order, over the dark scheme.
    public init(parsing specs: [String]) throws(ListLookError) {
        self = .dark
        for spec in specs {
            for entry in spec.split(separator: ",") where !entry.isEmpty {
                let parts = entry.split(separator: ":", omittingEmptySubsequences: false)
                let name = String(parts[0])
                if parts.count == 1 {
                    guard let scheme = Self.schemes[name] else {
                        throw ListLookError("--color '\(entry)': unknown base scheme (dark, light, 16 or bw) or missing :COLOUR")
                    }
                    self = scheme
                    continue
                }
                guard let element = Element(rawValue: name) ?? Element.aliases[name] else {
                    throw ListLookError("--color '\(entry)': unknown colour name '\(name)'")
                }
                // Over the element's look so far, as fzf's: a colour replaces the colour,
                // attributes add up, `regular` clears them.
                var look = looks[element] ?? Look()
                for part in parts.dropFirst() {
                    if part == "regular" {
                        look.attributes = []
                        look.isRegular = true
                    } else if let attributes = Self.attributes[String(part)] {
                        look.attributes.formUnion(attributes)
                    } else if let color = Self.color(part) {
                        look.color = color
                    } else {
                        throw ListLookError("--color '\(entry)': '\(part)' is not a colour (-1, 0-255, #rrggbb, a name) or an attribute")
                    }
                }
                looks[element] = look
            }
        }
    }

    private init(looks: [Element: Look]) { self.looks = looks }

    /// fzf's `--black`: the list's background is black, whatever the scheme or `--color`
    /// says (its attributes stay).
    public mutating func makeBackgroundBlack() {
        var look = looks[.bg] ?? Look()
        look.color = .indexed(0)
        looks[.bg] = look
    }

    /// fzf's attribute names besides `regular` (`blink` adds nothing).
    private static let attributes: [String: TextAttributes] = [
        "bold": .bold, "dim": .dim, "italic": .italic, "underline": .underline, "reverse": .reverse, "blink": [],
    ]

    /// The colour names and their ANSI indexes.
    private static let colorNames: [String: UInt8] = {
        let names = ["black", "red", "green", "yellow", "blue", "magenta", "cyan", "white"]
        var table: [String: UInt8] = [:]
        for (index, name) in names.enumerated() {
            table[name] = UInt8(index)
            table["bright-" + name] = UInt8(index + 8)
        }
        return table
    }()

    /// `-1`, `0`–`255`, `#rrggbb` or a name.
    private static func color(_ text: Substring) -> Color? {
        if text == "-1" || text == "default" { return .default }
        if let index = colorNames[String(text)] { return .indexed(index) }
        if text.hasPrefix("#") {
            let hex = text.dropFirst()
            guard hex.count == 6, hex.allSatisfy(\.isHexDigit), let value = UInt32(hex, radix: 16) else { return nil }
            return .rgb(UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF))
        }
        guard text.count <= 3, text.allSatisfy({ $0.isASCII && $0.isNumber }), let index = UInt8(text) else { return nil }
        return .indexed(index)
    }
}
