/// Writing JSON text: string escaping and compact objects, for `--print json`.
enum JSONText {
    /// `text` as a JSON string literal. Besides what JSON requires, DEL, the C1 controls
    /// and the two Unicode line separators are escaped too, so that a pick printed on a
    /// terminal (or pasted into JavaScript) cannot act as a control.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028
                || scalar.value == 0x2029:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// `{"index":…,"title":…,"body":…}` for items that did not come as JSON.
    static func item(index: Int, title: String, body: String) -> String {
        "{\"index\":\(index),\"title\":\(quoted(title)),\"body\":\(quoted(body))}"
    }
}
