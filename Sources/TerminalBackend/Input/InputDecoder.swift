/// Turns the bytes a terminal sends into input events.
///
/// Handles keys in normal and application cursor mode (`\e[D` and `\eOD`), xterm
/// modifier parameters (`\e[1;5C`), function keys, SGR 1006 mouse reports (press,
/// release, drag motion, wheel 64–67), legacy X10 mouse reports, bracketed paste,
/// DECRQM, XTSMGRAPHICS, kitty graphics and device control (XTGETTCAP, DECRQSS) replies,
/// the background colour's answer (`ESC ] 11 ; rgb:… BEL`, ended by BEL or `ESC \`), and
/// Alt+key. Replies nobody asked this decoder about are dropped, never typed: other
/// operating system commands and cursor position reports (`ESC [ row ; column R`, but for `ESC [ 1 ; 2…16 R`, which is
/// F3 with modifiers). Bytes may arrive split across reads at any point: an
/// incomplete sequence waits for the next `feed`. A lone ESC (or a sequence cut off
/// after ESC) is resolved by `flush(at:)` once `escapeTimeout` has passed since it began.
///
/// A bracketed paste ends at its end marker, or once `pasteTimeout` passes with no byte
/// arriving: a start marker with no end cannot hold the keyboard for longer than that
/// silence, and what is typed after it is read as keys. A paste that is still coming, over
/// however slow a link, is not cut; past `maximumPasteBytes` it is delivered in pieces.
///
/// A control sequence longer than `controlLimit` bytes (a hostile or broken reply) is read
/// to its final byte and dropped whole, across reads, so no byte of it is ever a key; bytes
/// arriving `escapeTimeout` after it went quiet are keys again.
///
/// A reply cut off by the escape timeout (a slow link delivered its first bytes alone) is
/// dropped, not typed, once it has begun like one: `ESC [` and a parameter byte, `ESC ]`
/// and a digit, a device control or graphics reply. The rest of it, arriving within
/// `replyRestTimeout`, is dropped too (for a control sequence, up to its final byte; for a
/// string, up to its BEL or `ESC \`).
public struct InputDecoder: Sendable {
    /// How long an incomplete escape sequence waits for its next byte, in seconds.
    public var escapeTimeout: Double

    /// A paste longer than this is delivered in pieces rather than held in memory whole.
    public static let maximumPasteBytes = 1 << 20
    /// A paste with no byte for this long (seconds) ends there.
    public static let pasteTimeout = 1.0

    /// Parameter and intermediate bytes a control sequence may hold before it is dropped.
    public static let controlLimit = 64
    /// How long after a reply was cut off the rest of it is still recognised and dropped,
    /// in seconds.
    public static let replyRestTimeout = 0.5

    private var pending: [UInt8] = []
    private var pendingSince: Double?
    /// The rest of a reply being dropped: an over-long control sequence's, or one cut off.
    private var droppingRest: DroppedRest?
    private var pasteBuffer: [UInt8] = []
    private var inPaste = false
    /// When the open paste last received bytes.
    private var pasteActivity = 0.0

    /// A decoder with nothing pending; `escapeTimeout` is in seconds, 40 ms by default.
    public init(escapeTimeout: Double = 0.04) {
        self.escapeTimeout = escapeTimeout
    }

    /// When `flush(at:)` should next be called to resolve an incomplete sequence or to
    /// end a paste that never finished, if any.
    public var flushDeadline: Double? {
        if inPaste { return pasteActivity + Self.pasteTimeout }
        guard let pendingSince, !pending.isEmpty else { return nil }
        return pendingSince + escapeTimeout
    }

    /// Decodes `bytes` received at `time`, returning every event they complete.
    public mutating func feed(_ bytes: some Sequence<UInt8>, at time: Double) -> [InputEvent] {
        if pending.isEmpty { pendingSince = time }
        if inPaste { pasteActivity = time }
        pending.append(contentsOf: bytes)
        return decode(at: time, final: false)
    }

    /// Resolves what is still pending once its deadline has passed: a lone ESC becomes
    /// the Escape key, a cut-off sequence becomes the keys it was made of, and a paste
    /// that has not ended in time ends with what it holds, the bytes after it read as keys.
    public mutating func flush(at time: Double) -> [InputEvent] {
        guard let deadline = flushDeadline, time >= deadline else { return [] }
        guard inPaste else { return decode(at: time, final: true) }
        let ended = endPaste(at: time)
        pendingSince = time
        return [ended] + decode(at: time, final: false)
    }

    // MARK: Decoding

    private enum Step {
        case event(InputEvent.Kind, consumed: Int)
        case skip(Int)
        /// A reply over-long or cut off: these bytes dropped, and the rest of it after them.
        case dropRest(Int, DroppedRest.Kind)
        case incomplete
    }

    /// A reply whose first bytes were dropped: what its rest looks like, how long it may
    /// take to come, and when its last byte came.
    private struct DroppedRest: Sendable {
        enum Kind: Sendable {
            /// Parameter and intermediate bytes, then one final byte.
            case control
            /// Printable bytes up to BEL or `ESC \` (any other control byte ends it too).
            case string
        }
        var kind: Kind
        var since: Double
        var timeout: Double
        /// Whether bytes as they come keep it going (an over-long reply still arriving); a
        /// cut-off reply's rest is only awaited for `timeout` from the cut, so typing on
        /// never keeps the keys dropped.
        var renews: Bool
    }

    private mutating func decode(at time: Double, final: Bool) -> [InputEvent] {
        var events: [InputEvent] = []
        var index = 0
        if let rest = droppingRest, time - rest.since > rest.timeout { droppingRest = nil }
        while index < pending.count {
            if let rest = droppingRest {
                guard let dropped = dropRest(of: rest.kind, from: index, at: time, final: final) else {
                    // An ESC that may begin the string's end: wait for the next byte.
                    pending.removeFirst(index)
                    pendingSince = time
                    return events
                }
                index += dropped
                continue
            }
            if inPaste {
                let (consumed, finished) = scanPaste(from: index)
                index += consumed
                if finished {
                    events.append(endPaste(at: time))
                    continue
                }
                if pasteBuffer.count >= Self.maximumPasteBytes {
                    // A piece of a long paste; the paste goes on.
                    events.append(InputEvent(.paste(String(decoding: pasteBuffer, as: UTF8.self)), time: time))
                    pasteBuffer.removeAll(keepingCapacity: true)
                    continue
                }
                // What is left may be the start of the terminator: keep it for the next read.
                pending.removeFirst(index)
                return events
            }
            switch step(at: index, final: final) {
            case .event(let kind, let consumed):
                index += consumed
                if case .key(let press) = kind, press.key == .function(200) {
                    inPaste = true
                    pasteActivity = time
                    continue
                }
                if case .key(let press) = kind, press.key == .function(201) { continue }
                events.append(InputEvent(kind, time: time))
            case .skip(let count):
                index += count
            case .dropRest(let count, let kind):
                index += count
                // An over-long sequence is still arriving; a cut-off one's rest may be late.
                droppingRest = DroppedRest(kind: kind, since: time, timeout: final ? Self.replyRestTimeout : escapeTimeout, renews: !final)
            case .incomplete:
                pending.removeFirst(index)
                if index > 0 { pendingSince = time }
                return events
            }
        }
        pending.removeAll(keepingCapacity: true)
        pendingSince = nil
        return events
    }

    /// Drops the rest of a reply from `start`. A control sequence's: its parameter and
    /// intermediate bytes, then its final byte, which ends it (any other byte ends it too,
    /// and is read as usual). A string's: everything up to BEL or `ESC \`, which end it (an
    /// ESC before anything else ends it too, and begins what follows). Returns the bytes
    /// dropped; nil when the last byte is an ESC that the next read tells about (when
    /// `final`, that ESC ends the string instead and is read as usual).
    private mutating func dropRest(of kind: DroppedRest.Kind, from start: Int, at time: Double, final: Bool) -> Int? {
        var index = start
        if droppingRest?.renews == true { droppingRest?.since = time }
        switch kind {
        case .control:
            while index < pending.count, (0x20...0x3F).contains(pending[index]) { index += 1 }
            guard index < pending.count else { return index - start }
            droppingRest = nil
            return index - start + ((0x40...0x7E).contains(pending[index]) ? 1 : 0)
        case .string:
            // No reply holds a control byte but its end: Enter, Ctrl-C and the like end the
            // dropping and are read as keys.
            while index < pending.count, pending[index] >= 0x20 { index += 1 }
            guard index < pending.count else { return index - start }
            if pending[index] == 0x07 {
                droppingRest = nil
                return index - start + 1
            }
            if pending[index] != 0x1B {
                droppingRest = nil
                return index - start
            }
            guard index + 1 < pending.count else {
                guard final else { return index == start ? nil : index - start }
                droppingRest = nil
                return index - start
            }
            droppingRest = nil
            return index - start + (pending[index + 1] == UInt8(ascii: "\\") ? 2 : 0)
        }
    }

    /// The paste so far as one event; the decoder leaves paste mode.
    private mutating func endPaste(at time: Double) -> InputEvent {
        let event = InputEvent(.paste(String(decoding: pasteBuffer, as: UTF8.self)), time: time)
        pasteBuffer.removeAll(keepingCapacity: false)
        inPaste = false
        return event
    }

    /// Finds the end of a bracketed paste, taking at most what fills the paste to its
    /// limit; returns the bytes consumed and whether the end marker came.
    private mutating func scanPaste(from start: Int) -> (Int, Bool) {
        let terminator: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E] // ESC [ 2 0 1 ~
        var i = start
        while i < pending.count && pasteBuffer.count < Self.maximumPasteBytes {
            if pending[i] == 0x1B {
                let available = min(terminator.count, pending.count - i)
                if Array(pending[i..<i + available]) == Array(terminator[0..<available]) {
                    if available == terminator.count { return (i - start + terminator.count, true) }
                    return (i - start, false) // a terminator may be arriving; wait for it
                }
            }
            pasteBuffer.append(pending[i])
            i += 1
        }
        return (i - start, false)
    }

    private func step(at i: Int, final: Bool) -> Step {
        let byte = pending[i]
        if byte == 0x1B { return escape(at: i, final: final) }
        if byte < 0x20 || byte == 0x7F { return .event(.key(controlKey(byte)), consumed: 1) }
        return character(at: i, final: final, modifiers: [])
    }

    private func controlKey(_ byte: UInt8) -> KeyPress {
        switch byte {
        // Raw mode (`nonl`) leaves Enter as CR; LF is Ctrl-J, a key of its own (fzf moves down on it).
        case 0x0D: return KeyPress(.enter)
        case 0x09: return KeyPress(.tab)
        case 0x7F, 0x08: return KeyPress(.backspace)
        case 0x1B: return KeyPress(.escape)
        case 0x00: return KeyPress(.character(" "), modifiers: .control)
        case 0x01...0x1A: return KeyPress(.character(Character(Unicode.Scalar(byte + 0x60))), modifiers: .control)
        default: return KeyPress(.character(Character(Unicode.Scalar(byte + 0x40))), modifiers: .control)
        }
    }

    /// One UTF-8 encoded character; invalid bytes become U+FFFD one at a time.
    private func character(at i: Int, final: Bool, modifiers: KeyModifiers) -> Step {
        let lead = pending[i]
        let length: Int
        switch lead {
        case 0x00...0x7F: length = 1
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default: return .event(.key(KeyPress(.character("\u{FFFD}"), modifiers: modifiers)), consumed: 1)
        }
        var end = i + 1
        while end < min(i + length, pending.count), pending[end] & 0xC0 == 0x80 { end += 1 }
        if end - i < length {
            if end == pending.count && !final { return .incomplete }
            return .event(.key(KeyPress(.character("\u{FFFD}"), modifiers: modifiers)), consumed: end - i)
        }
        let text = String(decoding: pending[i..<end], as: UTF8.self)
        return .event(.key(KeyPress(.character(text.first ?? "\u{FFFD}"), modifiers: modifiers)), consumed: length)
    }

    private func escape(at i: Int, final: Bool) -> Step {
        guard i + 1 < pending.count else {
            return final ? .event(.key(KeyPress(.escape)), consumed: 1) : .incomplete
        }
        let next = pending[i + 1]
        switch next {
        case UInt8(ascii: "["):
            let step = csi(at: i, final: final)
            if case .incomplete = step, final {
                // `ESC [` and parameters, cut off: a reply's first bytes (no key is sent in pieces).
                guard i + 2 < pending.count else { return .event(.key(KeyPress(.escape)), consumed: 1) }
                return .dropRest(pending.count - i, .control)
            }
            return step
        case UInt8(ascii: "O"):
            guard i + 2 < pending.count else {
                return final ? .event(.key(KeyPress(.escape)), consumed: 1) : .incomplete
            }
            guard let key = ss3Key(pending[i + 2]) else { return .skip(3) }
            return .event(.key(key), consumed: 3)
        case 0x1B:
            return .event(.key(KeyPress(.escape)), consumed: 1)
        case UInt8(ascii: "]") where i + 2 == pending.count && !final:
            // Alt+], or the start of an operating system command's reply: the next byte tells.
            return .incomplete
        case UInt8(ascii: "]") where i + 2 < pending.count && (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(pending[i + 2]):
            // An operating system command's reply: the background colour's is read, others dropped.
            return operatingSystemReply(at: i, final: final)
        case UInt8(ascii: "P") where i + 2 == pending.count && !final:
            // Alt+P, or the start of a device control reply: the next byte tells.
            return .incomplete
        case UInt8(ascii: "P") where i + 2 < pending.count && Self.startsDeviceControlReply(pending[i + 2]):
            // A device control reply (XTGETTCAP, DECRQSS): ESC P … ESC \ (never a key).
            let step = stringReply(at: i, skipping: 2, as: InputEvent.Kind.deviceControlReply)
            if case .incomplete = step, final { return .dropRest(pending.count - i, .string) } // cut off: dropped, never typed
            return step
        case UInt8(ascii: "_") where i + 2 == pending.count && !final:
            // Alt+_, or the start of a graphics reply: the next byte tells.
            return .incomplete
        case UInt8(ascii: "_") where i + 2 < pending.count && pending[i + 2] == UInt8(ascii: "G"):
            // A kitty graphics reply: ESC _ G … ESC \ (never a key: Alt+_ then G is taken as one).
            let step = stringReply(at: i, skipping: 3, as: InputEvent.Kind.graphicsReply)
            if case .incomplete = step, final { return .dropRest(pending.count - i, .string) } // cut off: dropped, never typed
            return step
        default:
            // Alt+key: ESC then the key's own bytes.
            if next < 0x20 || next == 0x7F {
                var press = controlKey(next)
                press.modifiers.insert(.alt)
                return .event(.key(press), consumed: 2)
            }
            switch character(at: i + 1, final: final, modifiers: .alt) {
            case .event(let kind, let consumed): return .event(kind, consumed: consumed + 1)
            case .incomplete: return .incomplete
            case .skip(let n): return .skip(n + 1)
            case .dropRest(let n, let kind): return .dropRest(n + 1, kind)
            }
        }
    }

    /// The longest string reply (graphics, device control) read; a longer one is dropped
    /// whole (one without its end is dropped at the escape timeout).
    static let graphicsReplyLimit = 512

    /// Whether `byte`, after `ESC P`, begins a reply rather than Alt+P then a key: the
    /// replies a terminal sends begin with a digit (`1+r`, `0$r`) or `>` (`>|`, XTVERSION).
    static func startsDeviceControlReply(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: ">")
    }

    /// A string reply, `ESC x … ESC \` (`ESC _ G` for graphics, `ESC P` for device control):
    /// the payload after its first `skipped` bytes, as printable ASCII text.
    private func stringReply(at i: Int, skipping skipped: Int, as kind: (String) -> InputEvent.Kind) -> Step {
        var j = i + skipped
        while j + 1 < pending.count {
            if pending[j] == 0x1B && pending[j + 1] == UInt8(ascii: "\\") {
                // Longer than any answer: dropped whole.
                guard j - i <= Self.graphicsReplyLimit else { return .skip(j + 2 - i) }
                let payload = pending[(i + skipped)..<j].map { $0 >= 0x20 && $0 < 0x7F ? Character(Unicode.Scalar($0)) : "?" }
                return .event(kind(String(payload)), consumed: j + 2 - i)
            }
            j += 1
        }
        return .incomplete
    }

    /// `ESC ] …` up to BEL or `ESC \` (an ESC before anything else ends it too): the
    /// background colour when it is OSC 11's answer and ends as a string does, else skipped
    /// whole. Longer than `graphicsReplyLimit` with no end yet, or cut off: what came is
    /// dropped, and the rest is dropped as it comes.
    private func operatingSystemReply(at i: Int, final: Bool) -> Step {
        var j = i + 2
        while j < pending.count {
            switch pending[j] {
            case 0x07:
                return backgroundColor(in: i + 2..<j, consumed: j + 1 - i) ?? .skip(j + 1 - i)
            case 0x1B:
                guard j + 1 < pending.count else { return final ? .skip(j - i) : .incomplete }
                guard pending[j + 1] == UInt8(ascii: "\\") else { return .skip(j - i) }
                return backgroundColor(in: i + 2..<j, consumed: j + 2 - i) ?? .skip(j + 2 - i)
            default:
                j += 1
            }
            if j - i > Self.graphicsReplyLimit { return .dropRest(j - i, .string) }
        }
        return final ? .dropRest(j - i, .string) : .incomplete
    }

    /// The background colour event when the text in `range` is OSC 11's answer.
    private func backgroundColor(in range: Range<Int>, consumed: Int) -> Step? {
        guard let color = BackgroundColorReply.color(in: pending[range]) else { return nil }
        return .event(.backgroundColor(red: color.0, green: color.1, blue: color.2), consumed: consumed)
    }

    private func ss3Key(_ byte: UInt8) -> KeyPress? {
        switch byte {
        case UInt8(ascii: "A"): return KeyPress(.up)
        case UInt8(ascii: "B"): return KeyPress(.down)
        case UInt8(ascii: "C"): return KeyPress(.right)
        case UInt8(ascii: "D"): return KeyPress(.left)
        case UInt8(ascii: "H"): return KeyPress(.home)
        case UInt8(ascii: "F"): return KeyPress(.end)
        case UInt8(ascii: "M"): return KeyPress(.enter)
        case UInt8(ascii: "P")...UInt8(ascii: "S"): return KeyPress(.function(Int(byte - UInt8(ascii: "P")) + 1))
        default: return nil
        }
    }

    /// A control sequence `ESC [ params intermediates final`.
    private func csi(at i: Int, final: Bool) -> Step {
        let start = i + 2
        // Legacy X10 mouse: ESC [ M then three bytes.
        if start < pending.count, pending[start] == UInt8(ascii: "M") {
            guard start + 3 < pending.count else { return .incomplete }
            let b = Int(pending[start + 1]) - 32, x = Int(pending[start + 2]) - 33, y = Int(pending[start + 3]) - 33
            return .event(.mouse(Self.mouse(code: b, column: x, row: y, released: b & 3 == 3)), consumed: 6)
        }
        var j = start
        while j < pending.count {
            let b = pending[j]
            if b >= 0x40 && b <= 0x7E { break }
            guard b >= 0x20 && b <= 0x3F else { return .skip(j - i) } // malformed: drop it
            j += 1
            if j - start > Self.controlLimit { return .dropRest(j - i, .control) }
        }
        guard j < pending.count else { return .incomplete }
        let body = Array(pending[start..<j])
        let finalByte = pending[j]
        let consumed = j - i + 1
        guard let kind = Self.csiEvent(body: body, final: finalByte) else { return .skip(consumed) }
        return .event(kind, consumed: consumed)
    }

    static func csiEvent(body: [UInt8], final: UInt8) -> InputEvent.Kind? {
        // SGR mouse: ESC [ < b ; x ; y (M|m)
        if body.first == UInt8(ascii: "<"), final == UInt8(ascii: "M") || final == UInt8(ascii: "m") {
            let numbers = parameters(body.dropFirst())
            guard numbers.count == 3 else { return nil }
            return .mouse(mouse(code: numbers[0], column: numbers[1] - 1, row: numbers[2] - 1,
                                released: final == UInt8(ascii: "m")))
        }
        // DECRQM reply: ESC [ ? mode ; value $ y
        if body.first == UInt8(ascii: "?"), final == UInt8(ascii: "y"), body.last == UInt8(ascii: "$") {
            let numbers = parameters(body.dropFirst().dropLast())
            guard numbers.count == 2 else { return nil }
            return .modeReport(mode: numbers[0], value: numbers[1])
        }
        // XTSMGRAPHICS reply: ESC [ ? item ; status ; value … S
        if body.first == UInt8(ascii: "?"), final == UInt8(ascii: "S") {
            let numbers = parameters(body.dropFirst())
            guard numbers.count >= 2 else { return nil }
            return .graphicsAttribute(item: numbers[0], status: numbers[1], values: Array(numbers.dropFirst(2).prefix(4)))
        }
        // Primary device attributes: ESC [ ? n ; n … c
        if body.first == UInt8(ascii: "?"), final == UInt8(ascii: "c") {
            return .deviceAttributes(parameters(body.dropFirst()))
        }
        guard body.allSatisfy({ ($0 >= 0x30 && $0 <= 0x39) || $0 == UInt8(ascii: ";") }) else { return nil }
        let numbers = parameters(body[...])
        // The cell size in pixels: ESC [ 6 ; height ; width t
        if final == UInt8(ascii: "t") {
            guard numbers.count == 3, numbers[0] == 6, numbers[1] > 0, numbers[2] > 0 else { return nil }
            return .cellPixels(width: numbers[2], height: numbers[1])
        }
        // A cursor position report, ESC [ row ; column R, read late: dropped. F3 with
        // modifiers (ESC [ 1 ; 2…16 R) looks like one on row 1 and stays a key.
        if final == UInt8(ascii: "R"), numbers.count == 2, numbers[0] != 1 || !(2...16).contains(numbers[1]) { return nil }
        let modifiers = numbers.count >= 2 ? KeyModifiers(xtermParameter: numbers[1]) : []
        let key: Key
        switch final {
        case UInt8(ascii: "A"): key = .up
        case UInt8(ascii: "B"): key = .down
        case UInt8(ascii: "C"): key = .right
        case UInt8(ascii: "D"): key = .left
        case UInt8(ascii: "H"): key = .home
        case UInt8(ascii: "F"): key = .end
        case UInt8(ascii: "Z"): return .key(KeyPress(.tab, modifiers: .shift))
        case UInt8(ascii: "P")...UInt8(ascii: "S"): key = .function(Int(final - UInt8(ascii: "P")) + 1)
        case UInt8(ascii: "~"):
            guard let code = numbers.first, let tilde = tildeKey(code) else { return nil }
            key = tilde
        default:
            return nil
        }
        return .key(KeyPress(key, modifiers: modifiers))
    }

    private static func tildeKey(_ code: Int) -> Key? {
        switch code {
        case 1, 7: return .home
        case 2: return .insert
        case 3: return .delete
        case 4, 8: return .end
        case 5: return .pageUp
        case 6: return .pageDown
        case 11...15: return .function(code - 10)
        case 17...21: return .function(code - 11)
        case 23...26: return .function(code - 12)
        case 28, 29: return .function(code - 13)
        case 31...34: return .function(code - 14)
        // Bracketed paste markers travel as pseudo function keys inside the decoder.
        case 200, 201: return .function(code)
        default: return nil
        }
    }

    private static func parameters(_ bytes: ArraySlice<UInt8>) -> [Int] {
        bytes.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false).map { ParameterNumber(digitsIn: $0).value }
    }

    /// Decodes the xterm button code shared by the SGR and X10 encodings.
    static func mouse(code: Int, column: Int, row: Int, released: Bool) -> MouseEvent {
        var modifiers: KeyModifiers = []
        if code & 4 != 0 { modifiers.insert(.shift) }
        if code & 8 != 0 { modifiers.insert(.alt) }
        if code & 16 != 0 { modifiers.insert(.control) }
        let low = code & 3
        let column = max(column, 0), row = max(row, 0)
        if code & 64 != 0 && code & 128 == 0 {
            let wheel: [MouseButton] = [.wheelUp, .wheelDown, .wheelLeft, .wheelRight]
            return MouseEvent(button: wheel[low], action: .press, column: column, row: row, modifiers: modifiers)
        }
        let button: MouseButton
        if code & 128 != 0 {
            button = .extra(8 + low)
        } else {
            button = [MouseButton.left, .middle, .right, .none][low]
        }
        let action: MouseAction = code & 32 != 0 ? .motion : (released ? .release : .press)
        return MouseEvent(button: button, action: action, column: column, row: row, modifiers: modifiers)
    }
}
