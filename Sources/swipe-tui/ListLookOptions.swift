import ArgumentParser
import CellCanvas
import SwipeTUI

/// fzf's display options for the list layout, parsed with the rest of the command line
/// and read into a `ListLook` (each mistake one line naming the option).
struct ListLookOptions: ParsableArguments {
    @Option(parsing: .unconditional, help: ArgumentHelp("A border round the list (--border alone: rounded): rounded, sharp, bold, double, horizontal, vertical, top, bottom, left, right or none.", valueName: "style"))
    var border: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("A label on the border's top line.", valueName: "label"))
    var borderLabel: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("Where the label goes: N from the left, -N from the right, 0 centred (the default); :bottom puts it on the bottom line.", valueName: "N[:top|bottom]"))
    var borderLabelPos: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("Where the match count goes: default (a line of its own), inline (after the query) or hidden.", valueName: "style"))
    var info: ListLook.InfoStyle?

    @Flag(help: "The same as --info inline.")
    var inlineInfo = false

    @Flag(help: "The same as --info hidden.")
    var noInfo = false

    @Option(parsing: .unconditionalSingleValue, help: ArgumentHelp("Colours, fzf's spec: a base scheme (dark, light, 16, bw) and NAME:COLOUR[:ATTR] pairs, comma-separated (fg, bg, hl, fg+, bg+, hl+, gutter, info, prompt, query, pointer, marker, spinner, header, border, label, separator, scrollbar, selected-fg/bg/hl, preview-fg/bg/border); colours -1, 0-255, #rrggbb or names; attributes bold, dim, italic, underline, reverse, regular. NO_COLOR still turns colours off.", valueName: "spec"))
    var color: [String] = []

    @Option(parsing: .unconditional, help: ArgumentHelp("Space outside the border: cells or N% on all sides, or TB,RL or T,RL,B or T,R,B,L.", valueName: "sizes"))
    var margin: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("Space inside the border, as --margin.", valueName: "sizes"))
    var padding: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("The scroll bar's character (--scrollbar alone: │).", valueName: "char"))
    var scrollbar: String?

    @Flag(help: "No scroll bar.")
    var noScrollbar = false

    @Option(parsing: .unconditional, help: ArgumentHelp("What fills the info line after the count (default ─).", valueName: "text"))
    var separator: String?

    @Flag(help: "No separator on the info line.")
    var noSeparator = false

    @Flag(inversion: .prefixedNo, help: "A black background behind the list, whatever --color says.")
    var black = false

    @Flag(inversion: .prefixedNo, help: "Box drawing for the border, the separator and the scroll bar (the default); --no-unicode draws them in ASCII: +, -, |.")
    var unicode = true

    @Flag(help: "No bold text: the focused row, the prompt and the pointer drawn plain.")
    var noBold = false

    @Flag(help: "The header outside the query line instead of between it and the list.")
    var headerFirst = false

    @Option(parsing: .unconditional, help: ArgumentHelp("What marks where a long line is cut (default ..).", valueName: "text"))
    var ellipsis: String?

    @Flag(help: "With no query, long lines show their end.")
    var keepRight = false

    @Option(parsing: .unconditional, help: ArgumentHelp("Columns kept after the last matched character when a long line scrolls (default 10).", valueName: "N"))
    var hscrollOff: Int?

    @Flag(help: "Long lines never scroll: they are cut at the right end.")
    var noHscroll = false

    /// The look they describe.
    func look() throws(ListLookError) -> ListLook {
        var look = ListLook()
        if let border { look.border = try ListBorder(parsing: border) }
        if let borderLabel {
            let place = try borderLabelPos.map { text throws(ListLookError) in try BorderLabel.position(parsing: text) } ?? (position: 0, onBottom: false)
            look.borderLabel = BorderLabel(text: borderLabel, position: place.position, onBottom: place.onBottom)
        } else if let borderLabelPos {
            _ = try BorderLabel.position(parsing: borderLabelPos)
        }
        if [info != nil, inlineInfo, noInfo].filter({ $0 }).count > 1 && !(info == .inline && inlineInfo) && !(info == .hidden && noInfo) {
            throw ListLookError("--info, --inline-info and --no-info say different things")
        }
        look.info = info ?? (inlineInfo ? .inline : noInfo ? .hidden : .default)
        look.colors = try ListColors(parsing: color)
        if black { look.colors.makeBackgroundBlack() }
        if !unicode {
            look.border.glyphs = .ascii
            look.paneGlyphs = .ascii
            look.separator = "-"
            look.scrollbar = "|"
        }
        if let margin { look.margin = try EdgeSizes(parsing: margin, option: "--margin") }
        if let padding { look.padding = try EdgeSizes(parsing: padding, option: "--padding") }
        if let scrollbar { look.scrollbar = try ListLook.scrollbar(parsing: scrollbar) }
        if noScrollbar { look.scrollbar = nil }
        // Its colour sequences are read when drawn; nothing else in it reaches the terminal.
        if let separator { look.separator = separator }
        if noSeparator { look.separator = "" }
        look.isBold = !noBold
        look.headerFirst = headerFirst
        if let ellipsis { look.ellipsis = ellipsis }
        look.keepsRight = keepRight
        if let hscrollOff {
            guard (0...10_000).contains(hscrollOff) else { throw ListLookError("--hscroll-off must be 0 to 10000 columns") }
            look.columnsAfterMatch = hscrollOff
        }
        look.scrollsToMatch = !noHscroll
        return look
    }
}

extension ListLook.InfoStyle: ExpressibleByArgument {}

extension SwipeTUICommand {
    /// The display options as rows of the mode table: the list layout reads lines in the
    /// carousel's modes, and a talk takes none of them.
    static let listLookScopedOptions: [ModeScopedOption] = {
        let lists: Set<ScreenMode> = [.carousel, .paging, .deck, .tabs]
        func option(_ spelling: String, isSet: @escaping @Sendable (ListLookOptions) -> Bool,
                    clear: @escaping @Sendable (inout ListLookOptions) -> Void) -> ModeScopedOption {
            ModeScopedOption(spellings: [spelling], modes: lists, isSet: { isSet($0.look) }, clear: { clear(&$0.look) })
        }
        return [
            option("--border", isSet: { $0.border != nil }, clear: { $0.border = nil }),
            option("--border-label", isSet: { $0.borderLabel != nil }, clear: { $0.borderLabel = nil }),
            option("--border-label-pos", isSet: { $0.borderLabelPos != nil }, clear: { $0.borderLabelPos = nil }),
            option("--info", isSet: { $0.info != nil }, clear: { $0.info = nil }),
            option("--inline-info", isSet: { $0.inlineInfo }, clear: { $0.inlineInfo = false }),
            option("--no-info", isSet: { $0.noInfo }, clear: { $0.noInfo = false }),
            option("--color", isSet: { !$0.color.isEmpty }, clear: { $0.color = [] }),
            option("--margin", isSet: { $0.margin != nil }, clear: { $0.margin = nil }),
            option("--padding", isSet: { $0.padding != nil }, clear: { $0.padding = nil }),
            option("--scrollbar", isSet: { $0.scrollbar != nil }, clear: { $0.scrollbar = nil }),
            option("--no-scrollbar", isSet: { $0.noScrollbar }, clear: { $0.noScrollbar = false }),
            option("--separator", isSet: { $0.separator != nil }, clear: { $0.separator = nil }),
            option("--no-separator", isSet: { $0.noSeparator }, clear: { $0.noSeparator = false }),
            option("--no-bold", isSet: { $0.noBold }, clear: { $0.noBold = false }),
            option("--black", isSet: { $0.black }, clear: { $0.black = false }),
            option("--no-unicode", isSet: { !$0.unicode }, clear: { $0.unicode = true }),
            option("--header-first", isSet: { $0.headerFirst }, clear: { $0.headerFirst = false }),
            option("--ellipsis", isSet: { $0.ellipsis != nil }, clear: { $0.ellipsis = nil }),
            option("--keep-right", isSet: { $0.keepRight }, clear: { $0.keepRight = false }),
            option("--hscroll-off", isSet: { $0.hscrollOff != nil }, clear: { $0.hscrollOff = nil }),
            option("--no-hscroll", isSet: { $0.noHscroll }, clear: { $0.noHscroll = false }),
        ]
    }()
}
