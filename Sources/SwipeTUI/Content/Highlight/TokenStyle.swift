import CellCanvas

/// The style names of libt3highlight's definitions (its own and ours), as `TextRole`s: the
/// library hands each name to us once when it loads a definition and gives back the number
/// we chose for every token. Unknown names are plain code.
enum TokenStyle {
    /// The role of style `name` (as in a definition's `style = "keyword"`).
    static func role(named name: UnsafePointer<CChar>?) -> TextRole {
        guard let name else { return .code }
        return roles[String(cString: name)] ?? .code
    }

    /// The role of the number the library gives back for a token.
    static func role(_ attribute: Int32) -> TextRole {
        guard let raw = UInt8(exactly: attribute), let role = TextRole(rawValue: raw), role.isCode else { return .code }
        return role
    }

    /// The names: the library's own (keyword, string, string-escape, comment,
    /// comment-keyword, number, misc, variable, error, addition, deletion) and the ones our
    /// definitions add for what the library's do not tell apart.
    private static let roles: [String: TextRole] = [
        "normal": .code,
        "keyword": .codeKeyword,
        "string": .codeString,
        "string-escape": .codeConstant,
        "comment": .codeComment,
        "comment-keyword": .codeComment,
        "number": .codeNumber,
        "misc": .codeAttribute,
        "variable": .codeVariable,
        "error": .codeError,
        "addition": .codeAddition,
        "deletion": .codeDeletion,
        "type": .codeType,
        "function": .codeFunction,
        "operator": .codeOperator,
        "constant": .codeConstant,
        "attribute": .codeAttribute,
    ]
}
