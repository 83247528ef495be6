/// The character facts matching needs, as fzf has them: classes for the bonuses, case
/// folding, and accents taken off Latin letters.
enum MatchText {
    /// A character's class, ordered as fzf orders them: a class after `nonWord` is a word
    /// character, so a boundary before it earns a bonus.
    enum CharClass: UInt8, Comparable, Sendable {
        case white, nonWord, delimiter, lower, upper, letter, number

        static func < (a: CharClass, b: CharClass) -> Bool { a.rawValue < b.rawValue }
    }

    /// The class of a scalar (its value): ASCII by table, the rest by general category, as Go's
    /// `unicode` package reads it for fzf (so `Ⅰ` is a number and `ǅ` a letter, not upper case).
    static func charClass(_ value: UInt32) -> CharClass {
        if value < 0x80 { return asciiClass(UInt8(value)) }
        guard let scalar = Unicode.Scalar(value) else { return .nonWord }
        switch scalar.properties.generalCategory {
        case .lowercaseLetter: return .lower
        case .uppercaseLetter: return .upper
        case .decimalNumber, .letterNumber, .otherNumber: return .number
        case .titlecaseLetter, .modifierLetter, .otherLetter: return .letter
        default: return scalar.properties.isWhitespace ? .white : .nonWord
        }
    }

    /// The class of an ASCII byte.
    @inline(__always)
    static func asciiClass(_ byte: UInt8) -> CharClass {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"): return .lower
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): return .upper
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return .number
        case UInt8(ascii: " "), 0x09...0x0D: return .white
        case UInt8(ascii: "/"), UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: ";"), UInt8(ascii: "|"): return .delimiter
        default: return .nonWord
        }
    }

    /// An item's scalar as a case-insensitive match compares it: an upper-case letter lowered,
    /// one scalar for one (Go's simple case mapping, as fzf has it), anything else as it is.
    static func lower(_ value: UInt32) -> UInt32 {
        if value < 0x80 {
            return value >= 0x41 && value <= 0x5A ? value + 32 : value
        }
        guard let scalar = Unicode.Scalar(value), scalar.properties.generalCategory == .uppercaseLetter else { return value }
        return simpleLowercase(scalar).value
    }

    /// A query lowered as fzf lowers it (Go's `strings.ToLower`): every scalar that has a lower
    /// case, whatever its category (`Ⅰ` → `ⅰ`, `ǅ` → `ǆ`), one scalar for one.
    static func lowered(_ text: some StringProtocol) -> String {
        var result = String.UnicodeScalarView()
        result.append(contentsOf: text.unicodeScalars.lazy.map(simpleLowercase))
        return String(result)
    }

    /// The one scalar a scalar lowers to: the first of its full mapping, which is the simple
    /// mapping for every scalar (the only longer one, `İ`, is `i` and a combining dot).
    private static func simpleLowercase(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        scalar.value < 0x80 ? Unicode.Scalar(UInt8(lower(scalar.value))) : scalar.properties.lowercaseMapping.unicodeScalars.first ?? scalar
    }

    /// A Latin letter without its accent (`é` → `e`, `Å` → `A`, `ß` → `s`, `ệ` → `e`), as fzf
    /// normalises: U+00C0…U+2184, which covers Latin-1, Latin Extended-A and -B, the IPA
    /// letters, combining Latin small letters, phonetic small capitals and Latin Extended
    /// Additional (Vietnamese). Capitals are in it only where fzf has them; a case-insensitive
    /// match lowers a letter first (`lower`), then takes its accent off.
    static func stripAccent(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        Unicode.Scalar(stripAccent(scalar.value)) ?? scalar
    }

    /// The same on a scalar value.
    static func stripAccent(_ value: UInt32) -> UInt32 {
        guard value >= accentTableStart, value < accentTableStart + UInt32(accentBases.count) else { return value }
        let base = accentBases[Int(value - accentTableStart)]
        return base == 0 ? value : UInt32(base)
    }

    private static let accentTableStart: UInt32 = 0xC0

    /// Base letters from U+00C0 on, 0 where a scalar has none: built once from `accentRuns`.
    private static let accentBases: [UInt8] = {
        let end = accentRuns.map { $0.start + UInt32($0.bases.utf8.count) }.max() ?? accentTableStart
        var table = [UInt8](repeating: 0, count: Int(end - accentTableStart))
        for run in accentRuns {
            for (offset, base) in run.bases.utf8.enumerated() where base != UInt8(ascii: ".") {
                table[Int(run.start - accentTableStart) + offset] = base
            }
        }
        return table
    }()

    /// Runs of scalars and their base letters, `.` where a scalar keeps itself. Recorded from
    /// fzf 0.38: each scalar of U+00C0…U+21FF on a line of its own, filtered case-sensitively
    /// (`+i -f L`) by each ASCII letter L.
    private static let accentRuns: [(start: UInt32, bases: String)] = [
        (0x00C0, "AAAAAA.CEEEEIIII.NOOOOO.OUUUUY.saaaaaa.ceeeeiiii.nooooo.ouuuuy.y"
            + ".a.a.a.c.c.c.c.d.d.e.e.e.e.e.g.g.g.g.h.h.i.i.i.iIi...j.k..l.l.l."
            + "l.l.n.n.n....o.o.o...r.r.r.s.s.s.s.t.t.t.u.u.u.u.u.u.w.yY.z.z.zs"
            + "bB.b..O.cDD.d.E.E.fG...I.kl.MNnO.o...p.....t.tT.u.V.y.z"),
        (0x01CE, "a.i.o.u"),
        (0x01DD, "e"),
        (0x01E5, "g.g.k.o....j....g...n"),
        (0x0201, "a.a.e.e.i.i.o.o.r.r.u.u.s.t...hNd...z.a.e.....o...ylntj..ACcLTsz"
            + "..BUVEeJjQqRrYyaa.bocdde..eeeejggG..hh.i.Illl.mmmnnNo...rrrrrrrR"
            + "Rs....ttu.vvwyYzz.....c.BeGHjkLq"),
        (0x02AE, "h"),
        (0x0363, "aeioucdhmrtvx"),
        (0x1D00, "A..BCD.EeiJKLMNOOooo..ooPRRTUuumVWZ"),
        (0x1D62, "iruv"),
        (0x1E01, "a.b.b.b...d.d.d.d.d.....e.e...f.g.h.h.h.h.h.i...k.k.k.l...l.l.m."
            + "m.m.n.n.n.n"),
        (0x1E55, "p.p.r.r...r.s.s"),
        (0x1E6B, "t.t.t.t.u.u.u.....v.v.w.w.w.w.w.x.x.y.z.z.zhtwyas.....a.aAaAaAaA"
            + "aAaAaAaAaAaAa.e.e.eEeEeEeEeEe.i.i.o.oOoOoOoOoOoOoOoOoOoOo.u.uUuU"
            + "uUuUuUu.y.y.y.y"),
        (0x2071, "i"),
        (0x2095, "hklmnpst"),
        (0x2184, "c"),
    ]
}
