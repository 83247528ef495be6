/// fzf's `jump` and `jump-accept`: while they are on, each row of the list in view shows a
/// label (`--jump-labels`, a character per row from the one nearest the start of the list),
/// and the next key picks the row it labels. Any other key gives up.
public struct JumpLabels: Sendable, Equatable {
    /// The labels, in the order rows get them.
    public let characters: [Character]

    /// fzf's labels: the home row first, then the rows above and below it, digits, capitals
    /// and punctuation.
    public static let standard = JumpLabels(checked: Array("asdfghjklqwertyuiopzxcvbnm1234567890ASDFGHJKLQWERTYUIOPZXCVBNM`~;:,<.>/?'\"!@#$%^&*()[{]}-_=+"))

    private init(checked characters: [Character]) {
        self.characters = characters
    }

    /// What is wrong with `--jump-labels`' value.
    public struct Invalid: Error, Sendable, Equatable, CustomStringConvertible {
        public let description: String
    }

    /// Labels from `--jump-labels CHARS`: printable ASCII characters (as fzf's), at least
    /// one; a label given twice counts where it first appears.
    public init(parsing text: String) throws(Invalid) {
        guard !text.isEmpty else { throw Invalid(description: "--jump-labels needs at least one character") }
        guard text.unicodeScalars.allSatisfy({ (0x20...0x7E).contains($0.value) }) else {
            throw Invalid(description: "--jump-labels takes printable ASCII characters only")
        }
        self.characters = Array(text)
    }

    /// The label of the row `row` places from the start of the rows in view; nil past the
    /// last label.
    public func label(forRow row: Int) -> Character? {
        row >= 0 && row < characters.count ? characters[row] : nil
    }

    /// The row `character` labels, if it is a label.
    public func row(labelledBy character: Character) -> Int? {
        characters.firstIndex(of: character)
    }
}

/// What a jump does once its row is chosen: move the focus there, or pick it as well.
public enum JumpKind: Sendable, Equatable {
    case move
    case accept
}
