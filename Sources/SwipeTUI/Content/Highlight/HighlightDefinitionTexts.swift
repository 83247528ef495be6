// Generated from Resources/highlight/: our language definitions (libt3highlight's format)
// inside the binary. A test checks they agree with the files (SWIPE_UPDATE_GOLDENS=1
// writes this file again).

extension HighlightDefinitions {
    /// Our definitions by file name, as they were built in.
    static let builtIn: [String: String] = [
        // Resources/highlight/ecmascript.lang
        "ecmascript.lang": ##"""
# JavaScript and TypeScript (ES2015 and later), for swipe-tui's highlighter
# (libt3highlight's definition format, version 3).
format = 3

%define {
	ecmascript-escape {
		%highlight { regex = '\\(?:[''"\\bfnrtv0`$]|x[\da-fA-F]{2}|u[\da-fA-F]{4}|u\{[\da-fA-F]{1,6}\})'; style = "string-escape" }
	}
	ecmascript {
		%highlight { start = '/\*'; end = '\*/'; style = "comment" }
		%highlight { start = '//'; end = '$'; style = "comment" }
		%highlight {
			start = '"'
			end = '"|$'
			style = "string"
			%highlight { use = "ecmascript-escape" }
		}
		%highlight {
			start = "'"
			end = "'|$"
			style = "string"
			%highlight { use = "ecmascript-escape" }
		}
		%highlight {
			start = '`'
			end = '`'
			style = "string"
			%highlight { use = "ecmascript-escape" }
			%highlight {
				start = '\$\{'
				end = '\}'
				style = "normal"
				delim-style = "string-escape"
				%highlight { use = "ecmascript" }
			}
		}
		%highlight { regex = '@[A-Za-z_]\w*'; style = "attribute" }
		%highlight {
			regex = '\b(?:abstract|as|async|await|break|case|catch|class|const|constructor|continue|debugger|declare|default|delete|' +
				'do|else|enum|export|extends|finally|for|from|function|get|if|implements|import|in|infer|instanceof|interface|' +
				'is|keyof|let|namespace|new|of|override|private|protected|public|readonly|return|satisfies|set|static|super|' +
				'switch|this|throw|try|type|typeof|var|void|while|with|yield)\b'
			style = "keyword"
		}
		%highlight { regex = '\b(?:true|false|null|undefined|NaN|Infinity)\b'; style = "constant" }
		%highlight { regex = '\b(?:any|bigint|boolean|never|number|object|string|symbol|unknown)\b'; style = "type" }
		%highlight { regex = '\b[A-Z]\w*'; style = "type" }
		%highlight { regex = '\b[A-Za-z_$][\w$]*(?=\()'; style = "function" }
		%highlight { regex = '\b(?:0[xX][\da-fA-F_]+|0[bB][01_]+|0[oO][0-7_]+|\d[\d_]*(?:\.\d[\d_]*)?(?:[eE][-+]?\d+)?n?)\b'; style = "number" }
		# A slash where a value is expected (at the start of a line, after an operator or an
		# opening bracket) begins a regular expression literal, not a division.
		%highlight {
			regex = '(?:^|(?<=[=(,:\[!&|?{};]))\s*/(?![/*])(?:\\.|\[(?:\\.|[^\]\\])*\]|[^/\\\[])+/[dgimsuvy]*'
			style = "string"
		}
		%highlight { regex = '=>|(?:[-+*%=<>!&|^~?]|/(?![/*])(?<![=(,:\[!&|?{};]/))+'; style = "operator" }
	}
}

%highlight { use = "ecmascript" }

"""##,
        // Resources/highlight/go.lang
        "go.lang": ##"""
# Go, for swipe-tui's highlighter (libt3highlight's definition format, version 3).
format = 3

%highlight { start = '/\*'; end = '\*/'; style = "comment" }
%highlight { start = '//'; end = '$'; style = "comment" }
%highlight { start = '`'; end = '`'; style = "string" }
%highlight {
	start = '"'
	end = '"|$'
	style = "string"
	%highlight { regex = '\\(?:[abfnrtv\\''"]|x[0-9a-fA-F]{2}|u[0-9a-fA-F]{4}|U[0-9a-fA-F]{8}|[0-7]{3})'; style = "string-escape" }
}
%highlight { regex = '''(?:\\[^'']{1,10}|[^\\''])'''; style = "string" }
%highlight {
	regex = '\b(?:break|case|chan|const|continue|default|defer|else|fallthrough|for|func|go|goto|if|import|interface|map|' +
		'package|range|return|select|struct|switch|type|var)\b'
	style = "keyword"
}
%highlight { regex = '\b(?:true|false|nil|iota)\b'; style = "constant" }
%highlight {
	regex = '\b(?:any|bool|byte|comparable|complex64|complex128|error|float32|float64|int|int8|int16|int32|int64|rune|' +
		'string|uint|uint8|uint16|uint32|uint64|uintptr)\b'
	style = "type"
}
%highlight { regex = '\b[A-Za-z_]\w*(?=\()'; style = "function" }
%highlight { regex = '\b(?:0[xX][0-9a-fA-F_]+|0[bB][01_]+|0[oO]?[0-7_]+|\d[\d_]*(?:\.\d[\d_]*)?(?:[eE][-+]?\d+)?i?)\b'; style = "number" }
%highlight { regex = ':=|<-|(?:[-+*%=<>!&|^]|/(?![/*]))+'; style = "operator" }

"""##,
        // Resources/highlight/json.lang
        "json.lang": ##"""
# JSON, for swipe-tui's highlighter (libt3highlight's definition format, version 3).
format = 3

%define {
	json-escape {
		%highlight { regex = '\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4})'; style = "string-escape" }
		%highlight { regex = '\\.'; style = "error" }
	}
}

%highlight { start = '//'; end = '$'; style = "comment" }
%highlight { start = '/\*'; end = '\*/'; style = "comment" }
%highlight {
	start = '"(?=(?:[^"\\]|\\.)*+"\s*:)'
	end = '"|$'
	style = "variable"
	%highlight { use = "json-escape" }
}
%highlight {
	start = '"'
	end = '"|$'
	style = "string"
	%highlight { use = "json-escape" }
}
%highlight { regex = '\b(?:true|false|null)\b'; style = "constant" }
%highlight { regex = '-?\b\d+(?:\.\d+)?(?:[eE][-+]?\d+)?\b'; style = "number" }
%highlight { regex = '[^\s{}\[\],:"]+'; style = "error" }

"""##,
        // Resources/highlight/python.lang
        "python.lang": ##"""
# Python 3, for swipe-tui's highlighter (libt3highlight's definition format, version 3):
# the library's Python 3 rules (def/python.lang, written before Python 3.5) with what
# they lack in front of them: async and await, the names def and class introduce, and
# decorators.
format = 3

%include = "def/python.lang"

%highlight { regex = '\b(?:async|await)\b'; style = "keyword" }
%highlight { regex = '(?<=\bdef\s)[A-Za-z_]\w*'; style = "function" }
%highlight { regex = '(?<=\bclass\s)[A-Za-z_]\w*'; style = "type" }
%highlight { regex = '^\s*@[A-Za-z_][\w.]*'; style = "attribute" }
%highlight { use = "python3" }

"""##,
        // Resources/highlight/rust.lang
        "rust.lang": ##"""
# Rust, for swipe-tui's highlighter (libt3highlight's definition format, version 3).
format = 3

%define {
	rust-escape {
		%highlight { regex = '\\(?:[nrt0\\''"]|x[0-7][0-9a-fA-F]|u\{[0-9a-fA-F_]{1,6}\})'; style = "string-escape" }
	}
	rust-block-comment {
		%highlight {
			start = '/\*'
			end = '\*/'
			style = "comment"
			%highlight { use = "rust-block-comment" }
		}
	}
}

%highlight { use = "rust-block-comment" }
%highlight { start = '//'; end = '$'; style = "comment" }
# A raw string ends at a quote followed by as many #s as it began with.
%highlight { start = 'b?r(?<hashes>#*)"'; extract = "hashes"; end = '"(?&hashes)'; style = "string" }
%highlight {
	start = 'b?"'
	end = '"'
	style = "string"
	%highlight { use = "rust-escape" }
}
%highlight { regex = '''(?:\\(?:[nrt0\\''"]|x[0-7][0-9a-fA-F]|u\{[0-9a-fA-F_]{1,6}\})|[^\\''])'''; style = "string" }
%highlight { regex = '''[A-Za-z_]\w*\b(?!'')'; style = "attribute" }
%highlight { start = '#!?\['; end = '\]'; style = "attribute" }
%highlight {
	regex = '\b(?:as|async|await|break|const|continue|crate|dyn|else|enum|extern|fn|for|if|impl|in|let|loop|match|mod|move|' +
		'mut|pub|ref|return|self|Self|static|struct|super|trait|type|union|unsafe|use|where|while|yield)\b'
	style = "keyword"
}
%highlight { regex = '(?<=\bfn\s)[A-Za-z_]\w*'; style = "function" }
%highlight { regex = '\b(?:true|false|None|Some|Ok|Err)\b'; style = "constant" }
%highlight { regex = '\b(?:[iu](?:8|16|32|64|128|size)|f32|f64|bool|char|str)\b'; style = "type" }
%highlight { regex = '\b[A-Z]\w*'; style = "type" }
%highlight { regex = '\b[a-z_]\w*!'; style = "function" }
%highlight { regex = '\b[a-z_]\w*(?=\s?(?:::<[^>]*>)?\()'; style = "function" }
%highlight { regex = '\b(?:0x[0-9a-fA-F_]+|0b[01_]+|0o[0-7_]+|\d[\d_]*(?:\.\d[\d_]*)?(?:[eE][-+]?\d+)?)(?:[iu](?:8|16|32|64|128|size)|f32|f64)?\b'; style = "number" }
%highlight { regex = '(?:[-+*%=<>!&|^?]|/(?![/*]))+|::|\.\.=?'; style = "operator" }

"""##,
        // Resources/highlight/sql.lang
        "sql.lang": ##"""
# SQL (the standard's words and the common dialects'), for swipe-tui's highlighter
# (libt3highlight's definition format, version 3).
format = 3

%highlight { start = '--'; end = '$'; style = "comment" }
%highlight { start = '/\*'; end = '\*/'; style = "comment" }
%highlight {
	start = "[EeNnBbXx]?'"
	end = "'(?!')"
	style = "string"
	%highlight { regex = "''"; style = "string-escape" }
}
%highlight { start = '"'; end = '"'; style = "variable" }
%highlight { start = '`'; end = '`'; style = "variable" }
%highlight {
	regex = '(?i)\b(?:add|all|alter|and|any|as|asc|begin|between|by|cascade|case|check|commit|conflict|constraint|create|cross|' +
		'database|default|delete|desc|distinct|do|drop|else|end|except|exists|explain|foreign|from|full|function|grant|' +
		'group|having|if|in|index|inner|insert|intersect|into|is|join|key|left|like|limit|materialized|natural|not|' +
		'nothing|null|offset|on|or|order|outer|over|partition|primary|procedure|references|replace|returning|revoke|' +
		'right|rollback|schema|select|set|table|then|transaction|trigger|truncate|union|unique|update|using|values|' +
		'view|when|where|window|with)\b'
	style = "keyword"
}
%highlight {
	regex = '(?i)\b(?:bigint|binary|bit|blob|boolean|bool|bytea|char|character|date|datetime|decimal|double|float|int|' +
		'integer|interval|json|jsonb|numeric|real|serial|smallint|text|time|timestamp|timestamptz|uuid|varchar|varying)\b'
	style = "type"
}
%highlight { regex = '(?i)\b(?:true|false|current_date|current_time|current_timestamp)\b'; style = "constant" }
%highlight { regex = '\b[A-Za-z_]\w*(?=\()'; style = "function" }
%highlight { regex = '\b\d+(?:\.\d+)?(?:[eE][-+]?\d+)?\b'; style = "number" }
%highlight { regex = '[$:@?]\w*'; style = "variable" }
%highlight { regex = '<>|[<>!=]=?|\|\||[-+*/%]'; style = "operator" }

"""##,
        // Resources/highlight/swift.lang
        "swift.lang": ##"""
# Swift, for swipe-tui's highlighter (libt3highlight's definition format, version 3).
format = 3

%define {
	swift-escape {
		%highlight { regex = '\\(?:[0\\tnr"'']|u\{[0-9a-fA-F]{1,8}\})'; style = "string-escape" }
		%highlight {
			start = '\\\('
			end = '\)'
			style = "normal"
			delim-style = "string-escape"
			%highlight { use = "swift" }
		}
	}
	swift {
		%highlight { start = '/\*'; end = '\*/'; style = "comment" }
		%highlight { start = '//'; end = '$'; style = "comment" }
		%highlight {
			start = '#*"""'
			end = '"""#*'
			style = "string"
			%highlight { use = "swift-escape" }
		}
		%highlight {
			start = '#*"'
			end = '"#*|$'
			style = "string"
			%highlight { use = "swift-escape" }
		}
		%highlight { regex = '@[A-Za-z_]\w*'; style = "attribute" }
		%highlight { regex = '#(?:available|if|else|elseif|endif|selector|keyPath|file|line|function|warning|error|Preview|unavailable)\b'; style = "attribute" }
		%highlight {
			regex = '\b(?:actor|any|as|associatedtype|async|await|borrowing|break|case|catch|class|consuming|continue|convenience|' +
				'default|defer|deinit|didSet|do|dynamic|else|enum|extension|fallthrough|fileprivate|final|for|func|get|guard|if|' +
				'import|in|indirect|init|inout|internal|is|isolated|lazy|let|macro|mutating|nonisolated|nonmutating|open|operator|' +
				'optional|override|package|precedencegroup|private|protocol|public|repeat|required|rethrows|return|set|some|' +
				'static|struct|subscript|super|switch|throw|throws|try|typealias|unowned|var|weak|where|while|willSet|Self|self)\b'
			style = "keyword"
		}
		%highlight { regex = '\b(?:true|false|nil)\b'; style = "constant" }
		%highlight { regex = '\b[A-Z]\w*'; style = "type" }
		%highlight { regex = '\b[a-z_]\w*(?=\()'; style = "function" }
		%highlight { regex = '\b(?:0x[0-9a-fA-F_]+|0b[01_]+|0o[0-7_]+|\d[\d_]*(?:\.\d[\d_]*)?(?:[eE][-+]?\d+)?)\b'; style = "number" }
		%highlight { regex = '(?:[-+*%=<>!&|^~?]|/(?![/*]))+|\.\.[.<]'; style = "operator" }
	}
}

%highlight { use = "swift" }

"""##,
        // Resources/highlight/toml.lang
        "toml.lang": ##"""
# TOML, for swipe-tui's highlighter (libt3highlight's definition format, version 3).
format = 3

%define {
	toml-escape {
		%highlight { regex = '\\(?:[btnfr"\\]|u[0-9a-fA-F]{4}|U[0-9a-fA-F]{8})'; style = "string-escape" }
		%highlight { regex = '\\.'; style = "error" }
	}
}

%highlight { start = '#'; end = '$'; style = "comment" }
%highlight { regex = '^\s*\[\[?[^\]#]*\]\]?'; style = "keyword" }
%highlight {
	start = '"""'
	end = '"""'
	style = "string"
	%highlight { use = "toml-escape" }
}
%highlight { start = "'''"; end = "'''"; style = "string" }
%highlight {
	start = '"'
	end = '"|$'
	style = "string"
	%highlight { use = "toml-escape" }
}
%highlight { start = "'"; end = "'|$"; style = "string" }
%highlight { regex = '^\s*[A-Za-z0-9_.-]+(?=\s*=)'; style = "attribute" }
%highlight { regex = '\b(?:true|false|inf|nan)\b'; style = "constant" }
%highlight { regex = '\b\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[-+]\d{2}:\d{2})?)?\b'; style = "number" }
%highlight { regex = '[-+]?\b(?:0x[0-9a-fA-F_]+|0o[0-7_]+|0b[01_]+|\d[\d_]*(?:\.\d[\d_]*)?(?:[eE][-+]?\d+)?)\b'; style = "number" }
%highlight { regex = '='; style = "operator" }

"""##,
        // Resources/highlight/yaml.lang
        "yaml.lang": ##"""
# YAML, for swipe-tui's highlighter (libt3highlight's definition format, version 3).
format = 3

%highlight { regex = '(?:^|(?<=\s))#.*'; style = "comment" }
# A block scalar (`key: |` or `key: >`): the lines indented deeper than its key (and blank
# ones) are its text, up to the first line that is not.
%highlight {
	start = '^(?<indent>[ ]*)(?:- )?[^\s#][^#]*?:[ ]+[|>][-+]?\d?[ ]*$'
	extract = "indent"
	end = '^(?![ ]*$|(?&indent)[ ])'
	style = "string"
	delim-style = "attribute"
}
%highlight { regex = '^(?:---|\.\.\.)(?=\s|$)'; style = "keyword" }
%highlight {
	start = '"'
	end = '"'
	style = "string"
	%highlight { regex = '\\(?:[0abtnvfre "/\\N_LP]|x[0-9a-fA-F]{2}|u[0-9a-fA-F]{4}|U[0-9a-fA-F]{8})'; style = "string-escape" }
}
%highlight {
	start = "'"
	end = "'(?!')"
	style = "string"
	%highlight { regex = "''"; style = "string-escape" }
}
%highlight { regex = '[&*][^\s\[\]{},]+'; style = "variable" }
%highlight { regex = '!!?[\w/.-]*'; style = "type" }
%highlight { regex = '[^\s#:\[\]{},"''-][^#:\[\]{},]{0,200}?(?=:(?:\s|$))'; style = "attribute" }
%highlight { regex = '(?<=[\s:\[,-])(?:true|false|yes|no|on|off|null|~)(?=\s*(?:$|#|,|\]|\}))'; style = "constant" }
%highlight { regex = '(?<=[\s:\[,-])[-+]?(?:\d[\d_]*(?:\.\d*)?(?:[eE][-+]?\d+)?|0x[0-9a-fA-F]+|0o[0-7]+|\.inf|\.nan)(?=\s*(?:$|#|,|\]|\}))'; style = "number" }
%highlight { regex = '^\s*-(?=\s|$)|[|>][-+]?\d?(?=\s*$)'; style = "operator" }

"""##,
    ]
}
