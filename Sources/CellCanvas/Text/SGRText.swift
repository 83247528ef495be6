/// A command's output, colours and all, turned into styled lines that are safe to draw.
///
/// Select Graphic Rendition (`ESC [ … m`) becomes run attributes and colours, so
/// `bat --color=always`, `git show --color=always` and `ls --color` look as they do in a
/// terminal. Nothing else gets through: every other CSI sequence (cursor moves, erases,
/// DSR), OSC (titles, clipboard, links), DCS, APC, PM and SOS strings are dropped whole,
/// C1 controls too, other C0 controls show as their symbols (`␛`), tabs expand to the
/// next tab stop (every eight columns unless given), invalid UTF-8 shows as `�`. A `\r` not before `\n` starts its
/// line again (a progress bar keeps its last state). The style carries across lines, as
/// in a terminal.
public enum SGRText {
    /// The lines of `bytes`, at most `maximumLines` of them, tab stops `tabWidth` columns apart.
    public static func lines(from bytes: some Collection<UInt8>, maximumLines: Int = 10_000,
                             tabWidth: Int = Sanitizer.tabWidth) -> [StyledText] {
        var parser = Parser(maximumLines: maximumLines, tabWidth: max(tabWidth, 1))
        for scalar in String(decoding: bytes, as: UTF8.self).unicodeScalars {
            if parser.isFull { break }
            parser.feed(scalar)
        }
        return parser.finish()
    }

    /// Output read as it comes, line by line: the style carries from one piece to the next.
    /// Each piece fed must end where a character ends (at a line feed, say), so no UTF-8
    /// sequence is split between two pieces.
    public struct LineStream {
        private var parser: Parser

        /// A stream with tab stops `tabWidth` columns apart.
        public init(tabWidth: Int = Sanitizer.tabWidth) {
            parser = Parser(maximumLines: .max, tabWidth: max(tabWidth, 1))
        }

        /// Reads `bytes`; the lines they end are taken with `takeLines`.
        public mutating func feed(_ bytes: some Collection<UInt8>) {
            for scalar in String(decoding: bytes, as: UTF8.self).unicodeScalars { parser.feed(scalar) }
        }

        /// The lines ended since the last call.
        public mutating func takeLines() -> [StyledText] {
            defer { parser.lines = [] }
            return parser.lines
        }

        /// The lines ended since the last call, and the last line if it has text but no end.
        public mutating func finish() -> [StyledText] {
            defer { parser.lines = [] }
            return parser.finish()
        }
    }

    /// The look runs get: attributes and colours, nil colours meaning the default.
    struct Pen: Equatable {
        var attributes: TextAttributes = []
        var foreground: Color?
        var background: Color?
    }

    private struct Parser {
        enum State {
            case text
            case escape
            /// Inside a control sequence: its parameter and intermediate bytes so far.
            case control([Unicode.Scalar])
            /// Inside a control sequence longer than `parameterLimit`: the rest is read to
            /// its final byte and the whole sequence dropped (never shown as text).
            case overlongControl
            /// Inside a string (OSC, DCS, APC, PM, SOS), until BEL or ST; `escape` after an ESC.
            case string(escape: Bool)
        }

        /// Parameter and intermediate bytes kept of one control sequence.
        static let parameterLimit = 64

        let maximumLines: Int
        let tabWidth: Int
        var state = State.text
        var pen = Pen()
        var lines: [StyledText] = []
        var line = StyledText()
        var text = ""
        var column = 0
        var pendingReturn = false

        init(maximumLines: Int, tabWidth: Int) {
            self.maximumLines = maximumLines
            self.tabWidth = tabWidth
        }

        var isFull: Bool { lines.count >= maximumLines }

        mutating func feed(_ scalar: Unicode.Scalar) {
            let value = scalar.value
            switch state {
            case .text:
                text(scalar, value: value)
            case .escape:
                if value < 0x20 && value != 0x1B {
                    // A control inside a sequence is carried out, as terminals do.
                    control(value)
                    return
                }
                switch scalar {
                case "[": state = .control([])
                case "]", "P", "X", "^", "_": state = .string(escape: false)
                // Intermediates (`ESC ( B` picks a character set) run on to the final byte.
                case " "..."/": state = .escape
                default: state = .text  // any other escape sequence is dropped
                }
            case .control(var body):
                if value == 0x1B {
                    // ESC cancels the sequence and starts another.
                    state = .escape
                } else if value < 0x20 {
                    control(value)
                } else if (0x40...0x7E).contains(value) {
                    if scalar == "m", body.allSatisfy({ ("0"..."9").contains($0) || $0 == ";" || $0 == ":" }) {
                        flushText()
                        applySelectGraphicRendition(String(String.UnicodeScalarView(body)))
                    }
                    state = .text
                } else if (0x20...0x3F).contains(value) {
                    guard body.count < Self.parameterLimit else {
                        state = .overlongControl
                        return
                    }
                    body.append(scalar)
                    state = .control(body)
                } else {
                    // Not a control sequence after all: dropped.
                    state = .text
                }
            case .overlongControl:
                if value == 0x1B {
                    state = .escape
                } else if value < 0x20 {
                    control(value)
                } else if !(0x20...0x3F).contains(value) {
                    // The final byte (or a byte no sequence holds) ends it.
                    state = .text
                }
            case .string(let escape):
                if value == 0x07 || value == 0x9C || (escape && scalar == "\\") {
                    state = .text
                } else {
                    state = .string(escape: value == 0x1B)
                }
            }
        }

        /// A line feed, carriage return or tab met inside a sequence; other controls there go.
        private mutating func control(_ value: UInt32) {
            guard value == 0x0A || value == 0x0D || value == 0x09 else { return }
            let saved = state
            state = .text
            text(Unicode.Scalar(value)!, value: value)
            state = saved
        }

        private mutating func text(_ scalar: Unicode.Scalar, value: UInt32) {
            if pendingReturn {
                pendingReturn = false
                if value != 0x0A {
                    // A carriage return inside a line: what follows replaces it.
                    line = StyledText()
                    text = ""
                    column = 0
                }
            }
            switch value {
            case 0x1B:
                state = .escape
            case 0x9B:
                state = .control([])
            case 0x90, 0x98, 0x9D, 0x9E, 0x9F:
                state = .string(escape: false)
            case 0x80...0x9F:
                break
            case 0x0A:
                endLine()
            case 0x0D:
                pendingReturn = true
            case 0x09:
                let spaces = tabWidth - column % tabWidth
                text += String(repeating: " ", count: spaces)
                column += spaces
            default:
                let character = Sanitizer.visible(Character(scalar))
                text.append(character)
                column += DisplayWidth.of(character)
            }
        }

        private mutating func flushText() {
            guard !text.isEmpty else { return }
            line.append(TextRun(Sanitizer.line(text), attributes: pen.attributes, foreground: pen.foreground, background: pen.background))
            text = ""
        }

        private mutating func endLine() {
            flushText()
            lines.append(line)
            line = StyledText()
            column = 0
        }

        mutating func finish() -> [StyledText] {
            flushText()
            if !line.isEmpty && !isFull { lines.append(line) }
            return lines
        }

        /// Applies `ESC [ parameters m`.
        private mutating func applySelectGraphicRendition(_ parameters: String) {
            // Each parameter may carry sub-parameters after colons (38:2::r:g:b).
            let groups = parameters.isEmpty ? [[0]] : parameters.split(separator: ";", omittingEmptySubsequences: false).map { group in
                group.split(separator: ":", omittingEmptySubsequences: false).map { Int($0.prefix(6)) ?? 0 }
            }
            var index = 0
            while index < groups.count {
                let group = groups[index]
                let code = group[0]
                switch code {
                case 0: pen = Pen()
                case 1: pen.attributes.insert(.bold)
                case 2: pen.attributes.insert(.dim)
                case 3: pen.attributes.insert(.italic)
                case 4: if group.count > 1 && group[1] == 0 { pen.attributes.remove(.underline) } else { pen.attributes.insert(.underline) }
                case 7: pen.attributes.insert(.reverse)
                case 9: pen.attributes.insert(.strikethrough)
                case 21: pen.attributes.insert(.underline)
                case 22: pen.attributes.subtract([.bold, .dim])
                case 23: pen.attributes.remove(.italic)
                case 24: pen.attributes.remove(.underline)
                case 27: pen.attributes.remove(.reverse)
                case 29: pen.attributes.remove(.strikethrough)
                case 30...37: pen.foreground = .indexed(UInt8(code - 30))
                case 39: pen.foreground = nil
                case 40...47: pen.background = .indexed(UInt8(code - 40))
                case 49: pen.background = nil
                case 90...97: pen.foreground = .indexed(UInt8(code - 90 + 8))
                case 100...107: pen.background = .indexed(UInt8(code - 100 + 8))
                case 38, 48:
                    let color: Color?
                    if group.count > 1 {
                        color = Self.extendedColor(Array(group.dropFirst()), colonForm: true)
                    } else {
                        let rest = groups[(index + 1)...].map { $0[0] }
                        color = Self.extendedColor(rest, colonForm: false)
                        index += rest.first == 5 ? 2 : rest.first == 2 ? 4 : 0
                    }
                    if code == 38 { pen.foreground = color ?? pen.foreground } else { pen.background = color ?? pen.background }
                default:
                    break
                }
                index += 1
            }
        }

        /// `5;n` or `2;r;g;b` (the colon form may hold a colour space id before r).
        private static func extendedColor(_ values: [Int], colonForm: Bool) -> Color? {
            guard let kind = values.first else { return nil }
            if kind == 5, values.count >= 2 { return .indexed(UInt8(clamping: values[1])) }
            if kind == 2 {
                let rgb = colonForm && values.count >= 5 ? Array(values[2...4]) : Array(values.dropFirst().prefix(3))
                guard rgb.count == 3 else { return nil }
                return .rgb(UInt8(clamping: rgb[0]), UInt8(clamping: rgb[1]), UInt8(clamping: rgb[2]))
            }
            return nil
        }
    }
}
