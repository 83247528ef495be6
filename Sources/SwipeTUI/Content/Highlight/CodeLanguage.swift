/// A language the highlighter knows: its name, the names a code fence calls it by, the file
/// names it has, and the definition (a libt3highlight `.lang` file) that describes it.
struct CodeLanguage: Sendable, Hashable {
    /// The name a person reads.
    let name: String
    /// The names a fence's info string gives it (```swift, ```py), lower case.
    let fenceNames: [String]
    /// The endings of its file names (".swift"), and whole names (`Makefile`), as written.
    let fileSuffixes: [String]
    /// Its definition: a file of ours under Resources/highlight/ (carried in the binary),
    /// or one of the library's own under `HighlightDefinitions.libraryDirectory`.
    let definition: String

    /// Every language, in no particular order. Ours are the languages the library lacks,
    /// JavaScript (the library's definition predates ES2015 and marks `let`, `const`,
    /// `class` and `import` as errors) and Python (the library's rules with `async`,
    /// `await`, the names after `def` and `class`, and decorators added).
    static let all: [CodeLanguage] = [
        CodeLanguage(name: "Swift", fenceNames: ["swift"], fileSuffixes: [".swift"], definition: "swift.lang"),
        CodeLanguage(name: "Python", fenceNames: ["python", "py", "python3", "py3"], fileSuffixes: [".py", ".pyi"], definition: "python.lang"),
        CodeLanguage(name: "Rust", fenceNames: ["rust", "rs"], fileSuffixes: [".rs"], definition: "rust.lang"),
        CodeLanguage(name: "Go", fenceNames: ["go", "golang"], fileSuffixes: [".go"], definition: "go.lang"),
        CodeLanguage(name: "C", fenceNames: ["c", "h"], fileSuffixes: [".c"], definition: "c.lang"),
        CodeLanguage(name: "C++", fenceNames: ["c++", "cpp", "cxx", "cc", "hpp"],
                     fileSuffixes: [".cpp", ".cc", ".cxx", ".hpp", ".hh", ".hxx", ".h"], definition: "cxx.lang"),
        CodeLanguage(name: "Java", fenceNames: ["java"], fileSuffixes: [".java"], definition: "java.lang"),
        CodeLanguage(name: "JavaScript", fenceNames: ["javascript", "js", "jsx", "mjs", "cjs", "ecmascript"],
                     fileSuffixes: [".js", ".jsx", ".mjs", ".cjs"], definition: "ecmascript.lang"),
        CodeLanguage(name: "TypeScript", fenceNames: ["typescript", "ts", "tsx"], fileSuffixes: [".ts", ".tsx", ".mts", ".cts"],
                     definition: "ecmascript.lang"),
        CodeLanguage(name: "Shell", fenceNames: ["sh", "bash", "zsh", "shell", "shell-script", "console", "ksh"],
                     fileSuffixes: [".sh", ".bash", ".zsh"], definition: "sh.lang"),
        CodeLanguage(name: "JSON", fenceNames: ["json", "jsonc", "json5", "geojson"], fileSuffixes: [".json", ".jsonc", ".geojson"],
                     definition: "json.lang"),
        CodeLanguage(name: "YAML", fenceNames: ["yaml", "yml"], fileSuffixes: [".yaml", ".yml"], definition: "yaml.lang"),
        CodeLanguage(name: "TOML", fenceNames: ["toml"], fileSuffixes: [".toml", "Cargo.lock"], definition: "toml.lang"),
        CodeLanguage(name: "SQL", fenceNames: ["sql", "psql", "mysql", "sqlite", "postgresql"], fileSuffixes: [".sql"], definition: "sql.lang"),
        CodeLanguage(name: "HTML", fenceNames: ["html", "xhtml", "htm"], fileSuffixes: [".html", ".htm", ".xhtml"], definition: "html.lang"),
        CodeLanguage(name: "XML", fenceNames: ["xml", "svg"], fileSuffixes: [".xml", ".svg"], definition: "xml.lang"),
        CodeLanguage(name: "CSS", fenceNames: ["css"], fileSuffixes: [".css"], definition: "css.lang"),
        CodeLanguage(name: "Markdown", fenceNames: ["markdown", "md"], fileSuffixes: [".md", ".markdown"], definition: "markdown.lang"),
        CodeLanguage(name: "Diff", fenceNames: ["diff", "patch", "udiff"], fileSuffixes: [".diff", ".patch"], definition: "diff.lang"),
        CodeLanguage(name: "Makefile", fenceNames: ["make", "makefile", "mk"], fileSuffixes: ["Makefile", "makefile", "GNUmakefile", ".mk"],
                     definition: "make.lang"),
        CodeLanguage(name: "Ruby", fenceNames: ["ruby", "rb"], fileSuffixes: [".rb"], definition: "ruby.lang"),
        CodeLanguage(name: "Perl", fenceNames: ["perl", "pl"], fileSuffixes: [".pl", ".pm"], definition: "perl.lang"),
        CodeLanguage(name: "PHP", fenceNames: ["php"], fileSuffixes: [".php"], definition: "php.lang"),
    ]

    /// The language a fence names (its info string's first word, any case), if known.
    static func named(_ fenceName: some StringProtocol) -> CodeLanguage? {
        let key = fenceName.lowercased()
        return all.first { $0.fenceNames.contains(key) }
    }

    /// The language of a file called `fileName` (its last path component), if known: an
    /// ending (".rs") matches after a name, a whole name (`Makefile`) only itself.
    static func forFile(named fileName: some StringProtocol) -> CodeLanguage? {
        let name = String(fileName)
        return all.first { language in
            language.fileSuffixes.contains { suffix in
                suffix.hasPrefix(".") ? name.count > suffix.count && name.hasSuffix(suffix) : name == suffix
            }
        }
    }
}
