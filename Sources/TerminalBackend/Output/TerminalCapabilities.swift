#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CNcurses

/// What the frame writer may send besides text and SGR: the terminfo strings for moving
/// the cursor, erasing, repeating and inserting or deleting characters, and whether
/// erased cells take the current background colour (`bce`).
///
/// Read from terminfo once the terminal is open (`fromTerminfo`), or given (`xterm256`,
/// for tests and benchmarks). A missing capability is nil and the writer does without it;
/// only `cursorAddress` is required. Parameterised strings are expanded with ncurses'
/// `tiparm` (padding such as `$<5>` removed first) and remembered.
public struct TerminalCapabilities: Sendable {
    /// `clear`: home the cursor and erase the screen.
    public var clearScreen: String
    /// `cup`: move to a row and column (both from 0).
    public var cursorAddress: String
    /// `hpa`: move to a column on the current row.
    public var columnAddress: String?
    /// `cuf`: move right by n columns.
    public var cursorForward: String?
    /// `cub`: move left by n columns.
    public var cursorBackward: String?
    /// `el`: erase from the cursor to the end of the line.
    public var clearToEndOfLine: String?
    /// `ed`: erase from the cursor to the end of the screen (an inline viewport's fresh start).
    public var clearToEndOfScreen: String?
    /// `ech`: erase n characters from the cursor, which stays put.
    public var eraseCharacters: String?
    /// `rep` is present: the terminal repeats the previous character (ECMA-48 REP, `CSI n b`).
    public var repeatsCharacters: Bool
    /// REP repeats ASCII only: inside tmux (3.3a), which takes `TERM=xterm-256color`'s `rep`
    /// but repeats a character outside ASCII once instead of n times.
    public var repeatsOnlyASCII = false
    /// `ich`: insert n blank characters at the cursor, shifting the rest of the row right.
    public var insertCharacters: String?
    /// `dch`: delete n characters at the cursor, shifting the rest of the row left.
    public var deleteCharacters: String?
    /// `bce`: erased cells take the current background colour.
    public var backColorErase: Bool
    /// The colours cells are shown in.
    public var colorDepth: ColorDepth

    /// Capabilities given one by one; nil leaves a capability out.
    public init(clearScreen: String, cursorAddress: String, columnAddress: String? = nil,
                cursorForward: String? = nil, cursorBackward: String? = nil, clearToEndOfLine: String? = nil, clearToEndOfScreen: String? = nil,
                eraseCharacters: String? = nil, repeatsCharacters: Bool = false, insertCharacters: String? = nil,
                deleteCharacters: String? = nil, backColorErase: Bool = false, colorDepth: ColorDepth = .palette(256)) {
        self.clearScreen = Self.withoutPadding(clearScreen)
        self.cursorAddress = Self.withoutPadding(cursorAddress)
        self.columnAddress = columnAddress.map(Self.withoutPadding)
        self.cursorForward = cursorForward.map(Self.withoutPadding)
        self.cursorBackward = cursorBackward.map(Self.withoutPadding)
        self.clearToEndOfLine = clearToEndOfLine.map(Self.withoutPadding)
        self.clearToEndOfScreen = clearToEndOfScreen.map(Self.withoutPadding)
        self.eraseCharacters = eraseCharacters.map(Self.withoutPadding)
        self.repeatsCharacters = repeatsCharacters
        self.insertCharacters = insertCharacters.map(Self.withoutPadding)
        self.deleteCharacters = deleteCharacters.map(Self.withoutPadding)
        self.backColorErase = backColorErase
        self.colorDepth = colorDepth
    }

    /// xterm-256color's entry as ncurses 6.4 ships it.
    public static let xterm256 = TerminalCapabilities(
        clearScreen: "\u{1B}[H\u{1B}[2J", cursorAddress: "\u{1B}[%i%p1%d;%p2%dH", columnAddress: "\u{1B}[%i%p1%dG",
        cursorForward: "\u{1B}[%p1%dC", cursorBackward: "\u{1B}[%p1%dD", clearToEndOfLine: "\u{1B}[K", clearToEndOfScreen: "\u{1B}[J",
        eraseCharacters: "\u{1B}[%p1%dX", repeatsCharacters: true, insertCharacters: "\u{1B}[%p1%d@",
        deleteCharacters: "\u{1B}[%p1%dP", backColorErase: true, colorDepth: .palette(256))

    /// tmux-256color's entry: no `bce`, `ech` or `rep`.
    public static let tmux256 = TerminalCapabilities(
        clearScreen: "\u{1B}[H\u{1B}[J", cursorAddress: "\u{1B}[%i%p1%d;%p2%dH", columnAddress: "\u{1B}[%i%p1%dG",
        cursorForward: "\u{1B}[%p1%dC", cursorBackward: "\u{1B}[%p1%dD", clearToEndOfLine: "\u{1B}[K", clearToEndOfScreen: "\u{1B}[J",
        insertCharacters: "\u{1B}[%p1%d@", deleteCharacters: "\u{1B}[%p1%dP", colorDepth: .palette(256))

    /// The capabilities of the terminal ncurses has loaded (after `newterm`).
    static func fromTerminfo(colorDepth: ColorDepth) -> TerminalCapabilities {
        let string = terminfoString
        var capabilities = TerminalCapabilities(
            clearScreen: string("clear") ?? "\u{1B}[H\u{1B}[2J",
            cursorAddress: string("cup") ?? "\u{1B}[%i%p1%d;%p2%dH",
            columnAddress: string("hpa"), cursorForward: string("cuf"), cursorBackward: string("cub"),
            clearToEndOfLine: string("el"), clearToEndOfScreen: string("ed"), eraseCharacters: string("ech"), repeatsCharacters: string("rep") != nil,
            insertCharacters: string("ich"), deleteCharacters: string("dch"),
            backColorErase: tigetflag("bce") > 0, colorDepth: colorDepth)
        capabilities.repeatsOnlyASCII = getenv("TMUX") != nil
        return capabilities
    }

    /// The string capability `name` of the terminal ncurses has loaded (after `newterm`),
    /// or nil when it has none.
    static func terminfoString(_ name: String) -> String? {
        guard let value = tigetstr(name), Int(bitPattern: value) != -1 else { return nil }
        let text = String(cString: value)
        return text.isEmpty ? nil : text
    }

    /// `text` without terminfo padding (`$<5>`, `$<2*/>`): terminal emulators need none,
    /// and it would otherwise be written as it stands.
    static func withoutPadding(_ text: String) -> String {
        var result: [UInt8] = []
        let bytes = Array(text.utf8)
        var i = 0
        while i < bytes.count {
            if bytes[i] == UInt8(ascii: "$"), i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "<"),
               let end = bytes[(i + 2)...].firstIndex(of: UInt8(ascii: ">")) {
                i = end + 1
                continue
            }
            result.append(bytes[i])
            i += 1
        }
        return String(decoding: result, as: UTF8.self)
    }
}
