package main

import (
	"strings"
)

// Token kinds produced by the lexer.
type tokKind int

const (
	tEOF tokKind = iota
	tNewline
	tNumber
	tString
	tRegex
	tName
	tFuncName // a name directly followed by '('
	tBuiltin  // a built-in function name
	// keywords
	tBEGIN
	tEND
	tFunction
	tGetline
	tIf
	tElse
	tWhile
	tFor
	tDo
	tBreak
	tContinue
	tNext
	tNextfile
	tExit
	tReturn
	tDelete
	tIn
	tPrint
	tPrintf
	tSwitch
	tCase
	tDefault
	tBEGINFILE
	tENDFILE
	// punctuation
	tLbrace
	tRbrace
	tLparen
	tRparen
	tLbracket
	tRbracket
	tSemicolon
	tComma
	tAdd
	tSub
	tMul
	tDiv
	tMod
	tPow
	tNot
	tGreater
	tLess
	tPipe
	tQuestion
	tColon
	tMatch
	tNoMatch
	tDollar
	tAssign
	tAddAssign
	tSubAssign
	tMulAssign
	tDivAssign
	tModAssign
	tPowAssign
	tEqual
	tLessEqual
	tGreaterEqual
	tNotEqual
	tIncr
	tDecr
	tAnd
	tOr
	tAppend
)

var keywords = map[string]tokKind{
	"BEGIN":     tBEGIN,
	"END":       tEND,
	"function":  tFunction,
	"func":      tFunction,
	"getline":   tGetline,
	"if":        tIf,
	"else":      tElse,
	"while":     tWhile,
	"for":       tFor,
	"do":        tDo,
	"break":     tBreak,
	"continue":  tContinue,
	"next":      tNext,
	"nextfile":  tNextfile,
	"exit":      tExit,
	"return":    tReturn,
	"delete":    tDelete,
	"in":        tIn,
	"print":     tPrint,
	"printf":    tPrintf,
	"switch":    tSwitch,
	"case":      tCase,
	"default":   tDefault,
	"BEGINFILE": tBEGINFILE,
	"ENDFILE":   tENDFILE,
}

var builtinNames = map[string]bool{
	"length": true, "substr": true, "index": true, "split": true, "sub": true,
	"gsub": true, "match": true, "sprintf": true, "sin": true, "cos": true,
	"atan2": true, "exp": true, "log": true, "sqrt": true, "int": true,
	"rand": true, "srand": true, "tolower": true, "toupper": true,
	"system": true, "close": true, "fflush": true,
	"asort": true, "asorti": true, "and": true, "or": true, "xor": true,
	"compl": true, "lshift": true, "rshift": true, "strtonum": true,
	"systime": true, "strftime": true, "mktime": true, "gensub": true,
	"typeof": true, "isarray": true,
}

type token struct {
	kind tokKind
	text string  // name, string value, regex source
	num  float64 // number value
	line int
}

type lexer struct {
	src  []byte
	pos  int
	line int
	// lastKind is the kind of the previously returned token (for newline folding)
	lastKind tokKind
}

func newLexer(src string) *lexer {
	return &lexer{src: []byte(src), line: 1, lastKind: tNewline}
}

func (l *lexer) peekByte(off int) byte {
	if l.pos+off < len(l.src) {
		return l.src[l.pos+off]
	}
	return 0
}

func isDigit(c byte) bool  { return c >= '0' && c <= '9' }
func isLetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '_' }

// next returns the next token.
func (l *lexer) next() token {
	tok := l.scan()
	l.lastKind = tok.kind
	return tok
}

func (l *lexer) scan() token {
	// skip blanks, comments and backslash-newline continuations
	for l.pos < len(l.src) {
		c := l.src[l.pos]
		if c == ' ' || c == '\t' || c == '\r' {
			l.pos++
		} else if c == '\\' && l.peekByte(1) == '\n' {
			l.pos += 2
			l.line++
		} else if c == '\\' && l.peekByte(1) == '\r' && l.peekByte(2) == '\n' {
			l.pos += 3
			l.line++
		} else if c == '#' {
			for l.pos < len(l.src) && l.src[l.pos] != '\n' {
				l.pos++
			}
		} else {
			break
		}
	}
	if l.pos >= len(l.src) {
		return token{kind: tEOF, line: l.line}
	}
	line := l.line
	c := l.src[l.pos]
	mk := func(k tokKind, n int) token {
		l.pos += n
		return token{kind: k, line: line}
	}
	switch {
	case c == '\n':
		l.pos++
		l.line++
		return token{kind: tNewline, line: line}
	case isDigit(c) || c == '.' && isDigit(l.peekByte(1)):
		return l.scanNumber()
	case isLetter(c):
		start := l.pos
		for l.pos < len(l.src) && (isLetter(l.src[l.pos]) || isDigit(l.src[l.pos])) {
			l.pos++
		}
		name := string(l.src[start:l.pos])
		if k, ok := keywords[name]; ok {
			return token{kind: k, text: name, line: line}
		}
		if builtinNames[name] {
			return token{kind: tBuiltin, text: name, line: line}
		}
		if l.pos < len(l.src) && l.src[l.pos] == '(' {
			return token{kind: tFuncName, text: name, line: line}
		}
		return token{kind: tName, text: name, line: line}
	case c == '"':
		return l.scanString()
	}
	two := ""
	if l.pos+1 < len(l.src) {
		two = string(l.src[l.pos : l.pos+2])
	}
	switch two {
	case "+=":
		return mk(tAddAssign, 2)
	case "-=":
		return mk(tSubAssign, 2)
	case "*=":
		return mk(tMulAssign, 2)
	case "/=":
		return mk(tDivAssign, 2)
	case "%=":
		return mk(tModAssign, 2)
	case "^=":
		return mk(tPowAssign, 2)
	case "==":
		return mk(tEqual, 2)
	case "<=":
		return mk(tLessEqual, 2)
	case ">=":
		return mk(tGreaterEqual, 2)
	case "!=":
		return mk(tNotEqual, 2)
	case "++":
		return mk(tIncr, 2)
	case "--":
		return mk(tDecr, 2)
	case "&&":
		return mk(tAnd, 2)
	case "||":
		return mk(tOr, 2)
	case ">>":
		return mk(tAppend, 2)
	case "!~":
		return mk(tNoMatch, 2)
	}
	switch c {
	case '{':
		return mk(tLbrace, 1)
	case '}':
		return mk(tRbrace, 1)
	case '(':
		return mk(tLparen, 1)
	case ')':
		return mk(tRparen, 1)
	case '[':
		return mk(tLbracket, 1)
	case ']':
		return mk(tRbracket, 1)
	case ';':
		return mk(tSemicolon, 1)
	case ',':
		return mk(tComma, 1)
	case '+':
		return mk(tAdd, 1)
	case '-':
		return mk(tSub, 1)
	case '*':
		return mk(tMul, 1)
	case '/':
		return mk(tDiv, 1)
	case '%':
		return mk(tMod, 1)
	case '^':
		return mk(tPow, 1)
	case '!':
		return mk(tNot, 1)
	case '>':
		return mk(tGreater, 1)
	case '<':
		return mk(tLess, 1)
	case '|':
		return mk(tPipe, 1)
	case '?':
		return mk(tQuestion, 1)
	case ':':
		return mk(tColon, 1)
	case '~':
		return mk(tMatch, 1)
	case '$':
		return mk(tDollar, 1)
	case '=':
		return mk(tAssign, 1)
	}
	if c == '\\' {
		panic(&progError{msg: "syntax error at source line " + itoa(line) + ": unexpected backslash"})
	}
	if c >= 0x21 && c < 0x7f {
		panic(&progError{msg: "syntax error at source line " + itoa(line) + ": unexpected character '" + string(c) + "'"})
	}
	panic(&progError{msg: "syntax error at source line " + itoa(line) + ": unexpected character \\" + octal3(c)})
}

func octal3(c byte) string {
	return string([]byte{'0' + c>>6, '0' + (c>>3)&7, '0' + c&7})
}

func (l *lexer) scanNumber() token {
	line := l.line
	start := l.pos
	for l.pos < len(l.src) && isDigit(l.src[l.pos]) {
		l.pos++
	}
	if l.pos < len(l.src) && l.src[l.pos] == '.' {
		l.pos++
		for l.pos < len(l.src) && isDigit(l.src[l.pos]) {
			l.pos++
		}
	}
	if l.pos < len(l.src) && (l.src[l.pos] == 'e' || l.src[l.pos] == 'E') {
		p := l.pos + 1
		if p < len(l.src) && (l.src[p] == '+' || l.src[p] == '-') {
			p++
		}
		if p < len(l.src) && isDigit(l.src[p]) {
			for p < len(l.src) && isDigit(l.src[p]) {
				p++
			}
			l.pos = p
		}
	}
	text := string(l.src[start:l.pos])
	n, _ := parseNumberPrefix(text)
	return token{kind: tNumber, num: n, text: text, line: line}
}

// escapeByte handles the escape sequences shared by strings and regular expressions.
// It is called with l.pos at the character after the backslash; it returns the bytes the
// escape stands for and advances l.pos.
func (l *lexer) scanString() token {
	line := l.line
	l.pos++ // opening quote
	var sb strings.Builder
	for {
		if l.pos >= len(l.src) {
			panic(&progError{msg: "unterminated string at source line " + itoa(line)})
		}
		c := l.src[l.pos]
		if c == '"' {
			l.pos++
			break
		}
		if c == '\n' {
			panic(&progError{msg: "newline in string at source line " + itoa(line)})
		}
		if c == '\\' {
			l.pos++
			if l.pos >= len(l.src) {
				panic(&progError{msg: "unterminated string at source line " + itoa(line)})
			}
			e := l.src[l.pos]
			switch e {
			case '\n':
				// backslash-newline inside a string: both removed
				l.pos++
				l.line++
				continue
			case '"':
				sb.WriteByte('"')
			case '/':
				sb.WriteByte('/')
			case '\\':
				sb.WriteByte('\\')
			case 'n':
				sb.WriteByte('\n')
			case 't':
				sb.WriteByte('\t')
			case 'r':
				sb.WriteByte('\r')
			case 'f':
				sb.WriteByte('\f')
			case 'b':
				sb.WriteByte('\b')
			case 'v':
				sb.WriteByte('\v')
			case 'a':
				sb.WriteByte(7)
			case 'x':
				if v, n := hexEscape(l.src[l.pos+1:]); n > 0 {
					sb.WriteByte(v)
					l.pos += 1 + n
					continue
				}
				sb.WriteString("\\x")
			case '0', '1', '2', '3', '4', '5', '6', '7':
				v := 0
				n := 0
				for n < 3 && l.pos < len(l.src) && l.src[l.pos] >= '0' && l.src[l.pos] <= '7' {
					v = v*8 + int(l.src[l.pos]-'0')
					l.pos++
					n++
				}
				sb.WriteByte(byte(v))
				continue
			default:
				// unknown escape: the backslash is kept
				sb.WriteByte('\\')
				sb.WriteByte(e)
			}
			l.pos++
			continue
		}
		sb.WriteByte(c)
		l.pos++
	}
	return token{kind: tString, text: sb.String(), line: line}
}

// scanRegex is called by the parser when a '/' (or '/=') token starts an operand: the
// lexer is positioned just after that token. It returns the regex source text up to the
// closing unescaped '/', with "\/" turned into "/".
func (l *lexer) scanRegex(startText string) token {
	line := l.line
	var sb strings.Builder
	sb.WriteString(startText)
	inBracket := false
	bracketStart := 0
	for {
		if l.pos >= len(l.src) || l.src[l.pos] == '\n' {
			panic(&progError{msg: "unterminated regular expression at source line " + itoa(line)})
		}
		c := l.src[l.pos]
		if c == '\\' && l.pos+1 < len(l.src) && l.src[l.pos+1] != '\n' {
			if l.src[l.pos+1] == '/' {
				sb.WriteByte('/')
			} else {
				sb.WriteByte('\\')
				sb.WriteByte(l.src[l.pos+1])
			}
			l.pos += 2
			continue
		}
		if inBracket {
			if c == ']' && sb.Len() > bracketStart {
				inBracket = false
			} else if c == '[' && l.pos+1 < len(l.src) && l.src[l.pos+1] == ':' {
				// character class name inside a bracket expression
				end := strings.Index(string(l.src[l.pos+2:]), ":]")
				nl := strings.IndexByte(string(l.src[l.pos+2:]), '\n')
				if end >= 0 && (nl < 0 || end < nl) {
					sb.Write(l.src[l.pos : l.pos+2+end+2])
					l.pos += 2 + end + 2
					continue
				}
			}
			sb.WriteByte(c)
			l.pos++
			continue
		}
		if c == '/' {
			l.pos++
			break
		}
		if c == '[' {
			inBracket = true
			sb.WriteByte(c)
			l.pos++
			if l.pos < len(l.src) && l.src[l.pos] == '^' {
				sb.WriteByte('^')
				l.pos++
			}
			bracketStart = sb.Len()
			continue
		}
		sb.WriteByte(c)
		l.pos++
	}
	return token{kind: tRegex, text: sb.String(), line: line}
}

func hexDigit(c byte) int {
	switch {
	case c >= '0' && c <= '9':
		return int(c - '0')
	case c >= 'a' && c <= 'f':
		return int(c-'a') + 10
	case c >= 'A' && c <= 'F':
		return int(c-'A') + 10
	}
	return -1
}

// hexEscape reads one or two hexadecimal digits at the start of b (after "\\x"); n is the
// number of digits read (0 when there is none).
func hexEscape(b []byte) (byte, int) {
	v, n := 0, 0
	for n < 2 && n < len(b) && hexDigit(b[n]) >= 0 {
		v = v*16 + hexDigit(b[n])
		n++
	}
	return byte(v), n
}
