/// Where the preview pane starts scrolled (`--preview-window +SCROLL[OFFSETS]`, fzf's):
/// `+20` at line 20, `+{2}` at the line the item's second field names, `+{2}-5` five
/// lines above it, `+{2}/2` (or `+{2}-/2`) with that line in the middle of the pane.
/// Lines count from 1, as `grep -n` gives them.
public struct PreviewScroll: Sendable, Equatable {
    /// The expression after the `+`.
    public let expression: String

    /// Reads the part of `--preview-window` after its `+`: a number or one `{…}` field,
    /// then any of `+N`, `-N`, `/N`, `-/N`. Nil when it is not one.
    public init?(parsing text: String) {
        var rest = Substring(text)
        if rest.first == "{" {
            guard let close = rest.firstIndex(of: "}"),
                  FieldSelection(parsing: rest[rest.index(after: rest.startIndex)..<close]) != nil else { return nil }
            rest = rest[rest.index(after: close)...]
        } else {
            let digits = rest.prefix { $0.isASCII && $0.isNumber }
            guard !digits.isEmpty else { return nil }
            rest = rest.dropFirst(digits.count)
        }
        while !rest.isEmpty {
            if rest.hasPrefix("-/") { rest = rest.dropFirst() }
            guard let sign = rest.first, "+-/".contains(sign) else { return nil }
            let digits = rest.dropFirst().prefix { $0.isASCII && $0.isNumber }
            guard !digits.isEmpty, sign != "/" || digits.first != "0" else { return nil }
            rest = rest.dropFirst(1 + digits.count)
        }
        expression = text
    }

    /// The rows to scroll the pane by for `item`, whose pane shows `height` lines: the line
    /// named, less the offsets, from 0 (never below). A field that is not a number counts 0.
    func rows(for item: PreviewItem, delimiter: FieldDelimiter, height: Int) -> Int {
        // The field goes in as the shell would get it; only digits and signs are kept.
        let text = PreviewTemplate("+" + expression, delimiter: delimiter).commandLine(for: item)
            .filter { (0x30...0x39).contains($0) || $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "/") }
        var base = -1
        var position = 0
        while position < text.count {
            var start = position
            // `-/N` is `/N`.
            if text[start] == UInt8(ascii: "-"), start + 1 < text.count, text[start + 1] == UInt8(ascii: "/") { start += 1 }
            let sign = text[start]
            var end = start + 1
            while end < text.count, (0x30...0x39).contains(text[end]) { end += 1 }
            guard sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") || sign == UInt8(ascii: "/"), end > start + 1,
                  sign != UInt8(ascii: "/") || text[start + 1] != 0x30 else {
                position += 1
                continue
            }
            // A number too long to be a line is as far as the pane goes.
            let value = end - start - 1 > 9 ? 999_999_999 : Int(String(decoding: text[(start + 1)..<end], as: UTF8.self)) ?? 0
            if sign == UInt8(ascii: "/") {
                base -= max(height, 0) / value
                break
            }
            base = min(max(base + (sign == UInt8(ascii: "-") ? -value : value), -999_999_999), 999_999_999)
            position = end
        }
        return max(base, 0)
    }
}
