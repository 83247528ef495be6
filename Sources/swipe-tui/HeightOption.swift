import ArgumentParser
import TerminalBackend

/// `--height`'s value: `N` rows or `N%` of the terminal, and with a leading `~` (fzf's
/// adaptive height) the most the list takes, fewer when fewer items arrive.
struct HeightOption: ExpressibleByArgument {
    var height: InlineHeight
    var fitsItems: Bool

    init?(argument: String) {
        fitsItems = argument.hasPrefix("~")
        guard let height = InlineHeight(parsing: String(argument.dropFirst(fitsItems ? 1 : 0))) else { return nil }
        self.height = height
    }
}
