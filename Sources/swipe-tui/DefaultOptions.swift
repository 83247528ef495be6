/// `SWIPE_TUI_DEFAULT_OPTS`: options read before the command line's, split as a shell
/// splits words — at blanks, with '…' and "…" quoting and a backslash escaping one character.
enum DefaultOptions {
    static func split(_ text: String) -> [String] {
        var words: [String] = []
        var word = ""
        var hasWord = false
        var quote: Character?
        var escaped = false
        for character in text {
            if escaped {
                word.append(character)
                escaped = false
            } else if character == "\\" && quote != "'" {
                escaped = true
                hasWord = true
            } else if let open = quote {
                if character == open { quote = nil } else { word.append(character) }
            } else if character == "'" || character == "\"" {
                quote = character
                hasWord = true
            } else if character == " " || character == "\t" || character == "\n" {
                if hasWord { words.append(word) }
                word = ""
                hasWord = false
            } else {
                word.append(character)
                hasWord = true
            }
        }
        if hasWord { words.append(word) }
        return words
    }
}
