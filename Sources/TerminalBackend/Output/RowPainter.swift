import CellCanvas

/// Writes one row of a frame over what the terminal shows of it: the work of `FrameWriter`
/// for a row, including the choice between shifting the row sideways and writing it again.
struct RowPainter {
    let expander: CapabilityExpander
    let rendition: SelectGraphicRendition
    let width: Int
    /// The screen row of the frame's row 0 (an inline viewport's top).
    let rowOffset: Int

    /// A row's cells need this many changes before a sideways shift is tried.
    static let shiftThreshold = 12
    /// The farthest a row's content is looked for, in columns.
    static let maximumShift = 64
    /// The longest run of unchanged cells written over instead of moving past it.
    static let maximumBridge = 8

    init(expander: CapabilityExpander, rendition: SelectGraphicRendition, width: Int, rowOffset: Int = 0) {
        self.expander = expander
        self.rendition = rendition
        self.width = width
        self.rowOffset = rowOffset
    }

    /// Paints row `y` from `old` (what the terminal shows) to `new`; `first` and `last`
    /// are the first and last columns that differ. `old` is consumed: the attempt that
    /// paints the row takes it as its model, without copying it when it is the only one.
    /// `new` is only read.
    func paint(row y: Int, old: consuming [Cell], new: UnsafeBufferPointer<Cell>, first: Int, last: Int, pen: inout FrameWriter.Pen,
               into out: inout [UInt8]) {
        let shift = last - first + 1 >= Self.shiftThreshold && expander.has(.deleteCharacters)
            && expander.has(.insertCharacters) ? bestShift(old: old, new: new, first: first, last: last) : nil
        guard let shift else {
            // One way to try: painted straight onto `out`, whose bytes the attempt holds meanwhile.
            var plain = Attempt(model: consume old, pen: pen)
            swap(&plain.bytes, &out)
            plain.paint(self, row: y, new: new, from: first)
            swap(&plain.bytes, &out)
            pen = plain.pen
            return
        }
        // Painted straight onto `out` too, and taken back when the shift comes out shorter.
        let mark = out.count
        var plain = Attempt(model: copy old, pen: pen)
        swap(&plain.bytes, &out)
        plain.paint(self, row: y, new: new, from: first)
        swap(&plain.bytes, &out)
        var shifted = Attempt(model: consume old, pen: pen)
        shifted.shift(self, row: y, at: first, by: shift)
        // Given up once it is no shorter: it could not be kept.
        guard shifted.paint(self, row: y, new: new, from: first, within: out.count - mark) else {
            pen = plain.pen
            return
        }
        out.removeSubrange(mark...)
        out.append(contentsOf: shifted.bytes)
        pen = shifted.pen
    }

    /// The sideways move that best explains the change: positive when the content moved
    /// left by that many columns, negative when it moved right; nil when none fits.
    func bestShift(old: [Cell], new: UnsafeBufferPointer<Cell>, first: Int, last: Int) -> Int? {
        // Anchors: four-cell pieces of the new row spread over the change, each looked for
        // in the old row at the nearest distance, either way.
        var candidates: [Int] = []
        let span = last - first + 1
        for anchorStart in stride(from: first, through: last - 3, by: max(span / 4, 4)) {
            guard let anchor = (anchorStart...max(anchorStart, last - 3)).first(where: { x in
                x + 4 <= width && (x..<x + 4).contains { !new[$0].isSpace }
            }) else { break }
            // Each distance to the right first, then to the left.
            func matches(_ shift: Int) -> Bool {
                let from = anchor + shift
                return from >= 0 && from + 4 <= width && (0..<4).allSatisfy { old[from + $0] == new[anchor + $0] }
            }
            for distance in 1...min(Self.maximumShift, width - 1) {
                let shift = matches(distance) ? distance : matches(-distance) ? -distance : nil
                if let shift {
                    if !candidates.contains(shift) { candidates.append(shift) }
                    break
                }
            }
        }
        // The candidate under which most of the changed span already matches.
        var best: (shift: Int, matches: Int)?
        // Inserting or deleting `|shift|` columns at `first` must stay inside the row.
        for shift in candidates.sorted() where first + abs(shift) <= width {
            var matches = 0
            for x in stride(from: first, through: last, by: 2) where x + shift >= 0 && x + shift < width {
                if old[x + shift] == new[x] { matches += 1 }
            }
            if matches > best?.matches ?? 0 { best = (shift, matches) }
        }
        return best?.shift
    }

    // MARK: One way of painting a row

    /// A row painted one way: the bytes, and what the terminal shows and where the pen is
    /// afterwards. Two can be tried and the shorter kept.
    struct Attempt {
        var model: [Cell]
        /// Cells whose state on the terminal is not known exactly: always written. Empty
        /// until a cell is forced (most rows never have one: no memory for them).
        private var forced: [Bool] = []
        var pen: FrameWriter.Pen
        var bytes: [UInt8] = []

        init(model: consuming [Cell], pen: FrameWriter.Pen) {
            self.model = model
            self.pen = pen
        }

        /// Whether the cell at `x` is written whatever it holds.
        func isForced(_ x: Int) -> Bool { !forced.isEmpty && forced[x] }

        /// Marks the cell at `x` as not known exactly (`true`) or known again.
        mutating func setForced(_ x: Int, _ isForced: Bool) {
            if forced.isEmpty {
                guard isForced else { return }
                forced = Array(repeating: false, count: model.count)
            }
            forced[x] = isForced
        }

        /// Shifts the terminal's row content by `shift` columns at column `a` (left with
        /// `dch` when positive, right with `ich` when negative); the cells it opens are unknown.
        mutating func shift(_ painter: RowPainter, row y: Int, at a: Int, by shift: Int) {
            let expander = painter.expander
            move(to: a, row: y, painter)
            let width = model.count
            let count = min(abs(shift), width - a)
            if shift > 0 {
                expander.append(expander.span(.deleteCharacters, count), to: &bytes)
                model.replaceSubrange(a..<width - count, with: model[(a + count)..<width])
                for x in (width - count)..<width { setForced(x, true) }
            } else {
                expander.append(expander.span(.insertCharacters, count), to: &bytes)
                model.replaceSubrange((a + count)..<width, with: model[a..<(width - count)])
                for x in a..<(a + count) { setForced(x, true) }
            }
            repairWideGlyphs()
        }

        /// Writes every cell from `first` on that differs or is forced, in fewer than `limit`
        /// bytes in all; false (the row left part way) when that cannot be done.
        @discardableResult
        mutating func paint(_ painter: RowPainter, row y: Int, new: UnsafeBufferPointer<Cell>, from first: Int, within limit: Int = .max) -> Bool {
            let width = model.count
            let blankTail = Self.erasableTail(of: new, painter)
            var x = first
            while x < width {
                guard bytes.count < limit else { return false }
                if !isForced(x) && model[x] == new[x] {
                    x += 1
                    continue
                }
                // Never start inside a wide glyph, new or old: write it from its first half.
                var start = x
                while start > 0 && (new[start].isContinuation || model[start].isContinuation) { start -= 1 }
                if start >= blankTail {
                    // Everything from here to the end is the same blank: erase it in one go,
                    // from where the pen is when that is already in the blank tail.
                    if let cursor = pen.cursor, cursor.y == y, cursor.x >= blankTail, cursor.x < start { start = cursor.x }
                    move(to: start, row: y, painter)
                    setStyle(painter.rendition.shown(new[start].style), painter)
                    bytes += painter.expander.capabilities.clearToEndOfLine!.utf8
                    for column in start..<width {
                        model[column] = new[column]
                        setForced(column, false)
                    }
                    return bytes.count < limit
                }
                move(to: start, row: y, painter, new: new)
                // Always onward, whatever the cells hold.
                x = max(write(from: start, row: y, new: new, painter), x + 1)
            }
            return bytes.count < limit
        }

        /// The first column from which the rest of `row` is one erasable blank repeated
        /// (`el` can draw it); the width when there is none.
        static func erasableTail(of row: UnsafeBufferPointer<Cell>, _ painter: RowPainter) -> Int {
            guard painter.expander.capabilities.clearToEndOfLine != nil, let last = row.last,
                  painter.isErasable(last) else { return row.count }
            var start = row.count
            while start > 0 && row[start - 1] == last { start -= 1 }
            return start
        }

        /// Writes the cell at `x` (a run of it, with REP or `ech`, where shorter); returns
        /// the column after what was written.
        mutating func write(from x: Int, row y: Int, new: UnsafeBufferPointer<Cell>, _ painter: RowPainter) -> Int {
            let expander = painter.expander
            let cell = new[x]
            let width = model.count
            var run = 1
            while x + run < width && new[x + run] == cell { run += 1 }
            let style = painter.rendition.shown(cell.style)

            if run >= 8, painter.isErasable(cell), expander.has(.eraseCharacters) {
                // Erase the run; the cursor stays, and the next write moves on.
                setStyle(style, painter)
                expander.append(expander.span(.eraseCharacters, run), to: &bytes)
                for column in x..<x + run { settle(column, new[column]) }
                return x + run
            }
            let (glyph, shown) = painter.cheaperForm(of: cell.glyph, style, after: pen.style)
            setStyle(shown, painter)
            let glyphCount = glyph.utf8Count
            glyph.appendUTF8(to: &bytes)
            settle(x, cell)
            if cell.width == 2, x + 1 < width { settle(x + 1, new[x + 1]) }
            var end = x + max(Int(cell.width), 1)
            let isSimple = painter.isSimple(cell)
            if run >= 2, cell.width == 1, expander.capabilities.repeatsCharacters,
               glyphCount == 1 || !expander.capabilities.repeatsOnlyASCII, isSimple {
                // REP: "the previous character, n more times".
                let repeats = run - 1
                let rep = Self.repeatSequence(repeats)
                if rep.count < glyphCount * repeats {
                    bytes += rep
                    for column in end..<end + repeats { settle(column, new[column]) }
                    end += repeats
                }
            }
            pen.cursor = end < width && isSimple ? Point(x: end, y: y) : nil
            return end
        }

        /// Records that the terminal now shows `cell` at `x`, and what that did to an old
        /// wide glyph it overlapped: its other half shows blank now, and is written again.
        mutating func settle(_ x: Int, _ cell: Cell) {
            let old = model[x]
            if old.width == 2 && cell.width != 2 && x + 1 < model.count {
                model[x + 1] = .blank
                setForced(x + 1, true)
            }
            if old.isContinuation && cell.width != 0 && x > 0 {
                model[x - 1] = .blank
                setForced(x - 1, true)
            }
            model[x] = cell
            setForced(x, false)
        }

        /// After a shift: half a wide glyph left at either edge shows blank, and is written again.
        mutating func repairWideGlyphs() {
            let width = model.count
            for x in 0..<width {
                let orphan = model[x].isContinuation && (x == 0 || model[x - 1].width != 2)
                let cut = model[x].width == 2 && (x + 1 >= width || !model[x + 1].isContinuation)
                if orphan || cut {
                    model[x] = .blank
                    setForced(x, true)
                }
            }
        }

        /// Moves the pen to column `x` of row `y` the cheapest way: `cup`, `hpa`, `cuf`,
        /// `cub`, or (given `new`) writing over a few unchanged cells on the way. The moves
        /// are weighed by length; only the one chosen is copied out.
        mutating func move(to x: Int, row y: Int, _ painter: RowPainter, new: UnsafeBufferPointer<Cell>? = nil) {
            let expander = painter.expander
            let target = Point(x: x, y: y)
            guard pen.cursor != target else { return }
            var best = expander.span(.cursorAddress, y + painter.rowOffset, x)
            var returns = false
            var bestCount: Int { returns ? Self.carriageReturn.count : Int(best.count) }
            func take(_ span: CapabilityExpander.Span) {
                best = span
                returns = false
            }
            if let cursor = pen.cursor, cursor.y == y {
                if x == 0 { returns = true }
                if expander.has(.columnAddress) {
                    let hpa = expander.span(.columnAddress, x)
                    if Int(hpa.count) < bestCount { take(hpa) }
                }
                if x > cursor.x, expander.has(.cursorForward) {
                    let cuf = expander.span(.cursorForward, x - cursor.x)
                    if Int(cuf.count) < bestCount { take(cuf) }
                    if let new, x - cursor.x <= RowPainter.maximumBridge {
                        // Written out at once, and taken back unless it is the cheapest way.
                        let mark = bytes.count
                        var style = pen.style
                        if appendBridge(from: cursor.x, to: x, new: new, painter, style: &style),
                           bytes.count - mark + restyleCost(from: style, to: new[x], painter)
                            <= bestCount + restyleCost(from: pen.style, to: new[x], painter) {
                            pen.style = style
                            pen.cursor = target
                            return
                        }
                        bytes.removeSubrange(mark...)
                    }
                }
                if x < cursor.x, expander.has(.cursorBackward) {
                    let cub = expander.span(.cursorBackward, cursor.x - x)
                    if Int(cub.count) < bestCount { take(cub) }
                }
            }
            if returns { bytes += Self.carriageReturn } else { expander.append(best, to: &bytes) }
            pen.cursor = target
        }

        /// Appends the bytes that write the unchanged cells from `start` up to `end` again,
        /// which leaves the cursor at `end` and the rendition in `style` (the pen's before);
        /// false (part of them appended) when that is not safe (a glyph whose width terminals
        /// may disagree on, a cell not known exactly).
        mutating func appendBridge(from start: Int, to end: Int, new: UnsafeBufferPointer<Cell>, _ painter: RowPainter, style: inout Style?) -> Bool {
            var x = start
            while x < end {
                let cell = model[x]
                guard !isForced(x), cell == new[x], !cell.isContinuation, painter.isSimple(cell),
                      x + Int(cell.width) <= end else { return false }
                let shown = painter.rendition.shown(cell.style)
                painter.rendition.append(from: style, to: shown, into: &bytes)
                style = shown
                cell.glyph.appendUTF8(to: &bytes)
                x += Int(cell.width)
            }
            return true
        }

        /// The bytes it takes to change the rendition from `style` to `cell`'s.
        func restyleCost(from style: Style?, to cell: Cell, _ painter: RowPainter) -> Int {
            painter.rendition.byteCount(from: style, to: painter.rendition.shown(cell.style))
        }

        mutating func setStyle(_ style: Style, _ painter: RowPainter) {
            painter.rendition.append(from: pen.style, to: style, into: &bytes)
            pen.style = style
        }

        static let carriageReturn: [UInt8] = [0x0D]

        /// ECMA-48 REP (`CSI n b`): the previous graphic character n more times.
        static func repeatSequence(_ count: Int) -> [UInt8] {
            [0x1B, UInt8(ascii: "[")] + Array(String(count).utf8) + [UInt8(ascii: "b")]
        }
    }

    /// `glyph` in `style` (as shown), or the same look in the other form where that changes
    /// fewer colours after `pen`: a symbol of two colours (a picture's, a big title's) is
    /// also its complement with the colours swapped, so a cell whose ink is the colour the
    /// pen has behind it (or the other way round) is written without changing that colour.
    /// Colours only: an attribute (bold brightens the foreground) keeps the form as it is.
    func cheaperForm(of glyph: Glyph, _ style: Style, after pen: Style?) -> (glyph: Glyph, style: Style) {
        guard let pen, pen != style, style.attributes.isEmpty, pen.background == style.foreground || pen.foreground == style.background,
              style.foreground != .default, style.background != .default, style.foreground != style.background else { return (glyph, style) }
        let swapped = Style(foreground: style.background, background: style.foreground)
        // Weighed first: counting is cheaper than looking the symbol up.
        guard rendition.byteCount(from: pen, to: swapped) < rendition.byteCount(from: pen, to: style),
              let complement = BlockSymbols.complement(of: glyph) else { return (glyph, style) }
        return (complement, swapped)
    }

    /// A cell `el` and `ech` can draw: a space with no attributes, on the default
    /// background or on any where erasing takes the current one (`bce`).
    func isErasable(_ cell: Cell) -> Bool {
        guard cell.isSpace, cell.width == 1, cell.style.attributes.isEmpty else { return false }
        return rendition.shown(cell.style).background == .default || expander.capabilities.backColorErase
    }

    /// A cell every terminal advances the cursor over by exactly its width: one scalar,
    /// not an emoji (whose width terminals disagree on).
    func isSimple(_ cell: Cell) -> Bool {
        let (scalar, isOnly) = cell.glyph.firstScalar
        guard isOnly else { return false }
        // Box drawing and block elements (cards' frames, pictures' symbols) are never emoji.
        if scalar.value < 0x2000 || (0x2500...0x259F).contains(scalar.value) { return true }
        return scalar.value < 0x1F000 && !scalar.properties.isEmojiPresentation
    }
}
