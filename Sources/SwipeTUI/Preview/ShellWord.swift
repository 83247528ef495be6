/// Text made into one inert word for `sh`, byte by byte.
///
/// The bytes go inside single quotes, where the shell gives no byte a meaning but the
/// closing quote; each `'` (0x27) is written `'\''` (close, an escaped quote, open again).
/// Quoting works on bytes, never on characters: a quote followed by a combining mark, a
/// zero-width joiner, a variation selector or a tag character, or preceded by a prepended
/// concatenation mark, is one Swift `Character` that is not `'`, yet the shell still sees the
/// byte 0x27. Bytes that are not UTF-8 pass through as they are.
public enum ShellWord {
    /// `bytes` as one shell word. A NUL cannot be passed to a program at all (the command
    /// line ends there): `PreviewProcess` refuses a command line holding one.
    public static func quoted(_ bytes: some Sequence<UInt8>) -> [UInt8] {
        let quote = UInt8(ascii: "'")
        var word: [UInt8] = [quote]
        for byte in bytes {
            if byte == quote {
                word += [quote, UInt8(ascii: "\\"), quote, quote]
            } else {
                word.append(byte)
            }
        }
        word.append(quote)
        return word
    }
}
