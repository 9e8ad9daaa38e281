package main

import (
	"math"
	"os"
	"sort"
	"strings"
)

// ---- sandbox ----

func (in *interp) checkSandbox(what string) {
	if in.sandbox {
		in.fatal(what + " not allowed in sandbox mode")
	}
}

// ---- FIELDWIDTHS ----

func (in *interp) setFieldwidths(v string) {
	if v == "" {
		in.widthsMode = false
		in.widths = nil
		return
	}
	var widths []int
	// the widths are separated by blanks (space, tab, newline) only: any other byte, \r, \f
	// and \v included, is a non-digit
	for _, w := range strings.FieldsFunc(v, func(c rune) bool { return c < 0x80 && isBlank(byte(c)) }) {
		n := 0
		for i := 0; i < len(w); i++ {
			if !isDigit(w[i]) {
				in.fatal("invalid FIELDWIDTHS value: " + v)
			}
			if n < 1000000 {
				n = n*10 + int(w[i]-'0')
			}
		}
		if n == 0 {
			in.fatal("invalid FIELDWIDTHS value: " + v)
		}
		if n > 1000000 {
			n = 1000000
		}
		widths = append(widths, n)
	}
	if len(widths) == 0 {
		in.fatal("invalid FIELDWIDTHS value: " + v)
	}
	in.widthsMode = true
	in.widths = widths
}

// splitWidths cuts s into fields of the given widths.
func splitWidths(s string, widths []int) []string {
	var out []string
	pos := 0
	for _, w := range widths {
		if pos >= len(s) {
			break
		}
		end := pos + w
		if end > len(s) {
			end = len(s)
		}
		out = append(out, s[pos:end])
		pos = end
	}
	return out
}

// ---- split with separators ----

// splitWithSeps splits like splitFields (never in paragraph mode) and also returns the
// separators: seps[k] is the text between piece k and piece k+1; with FS " ", seps[0] is
// leading blank text and seps[n] trailing blank text, when not empty.
func (in *interp) splitWithSeps(s string, fs string, re *regex) ([]string, map[int]string) {
	seps := map[int]string{}
	if s == "" {
		return nil, seps
	}
	if re == nil {
		switch {
		case fs == " ":
			var out []string
			i := 0
			start := 0
			for i < len(s) && isBlank(s[i]) {
				i++
			}
			if i > 0 {
				seps[0] = s[:i]
			}
			for i < len(s) {
				start = i
				for i < len(s) && !isBlank(s[i]) {
					i++
				}
				out = append(out, s[start:i])
				bs := i
				for i < len(s) && isBlank(s[i]) {
					i++
				}
				if i > bs {
					seps[len(out)] = s[bs:i]
				}
			}
			return out, seps
		case fs == "":
			out := make([]string, len(s))
			for i := 0; i < len(s); i++ {
				out[i] = s[i : i+1]
				if i > 0 {
					seps[i] = ""
				}
			}
			return out, seps
		case len(fs) == 1 && fs != "\\":
			out := strings.Split(s, fs)
			for k := 1; k < len(out); k++ {
				seps[k] = fs
			}
			return out, seps
		}
		re = in.compileDynamic(fs)
	}
	var out []string
	pos := 0
	from := 0
	for from <= len(s) {
		st, en := re.find(s, from)
		if st < 0 {
			break
		}
		if en == st {
			from = st + 1
			continue
		}
		out = append(out, s[pos:st])
		seps[len(out)] = s[st:en]
		pos = en
		from = en
	}
	out = append(out, s[pos:])
	return out, seps
}

// ---- asort and asorti ----

type sortItem struct {
	v     value
	order int
}

func (in *interp) asort(args []expr, byIndex bool) value {
	src := in.arrayOf(in.cellOf(args[0].(*varRef)))
	var items []sortItem
	for i, k := range src.snapshot() {
		if byIndex {
			items = append(items, sortItem{v: str(k), order: i})
		} else {
			v, _ := src.get(k)
			items = append(items, sortItem{v: *v, order: i})
		}
	}
	numeric := func(v value) bool {
		return v.kind == kNum || v.kind == kStrNum || v.kind == kUninit
	}
	sort.SliceStable(items, func(a, b int) bool {
		x, y := items[a].v, items[b].v
		nx, ny := numeric(x), numeric(y)
		if nx != ny {
			return nx
		}
		if nx {
			fx, fy := toNum(x), toNum(y)
			if math.IsNaN(fx) || math.IsNaN(fy) {
				return !math.IsNaN(fx) && math.IsNaN(fy)
			}
			return fx < fy
		}
		return in.toStr(x) < in.toStr(y)
	})
	dest := src
	if len(args) == 2 {
		dest = in.arrayOf(in.cellOf(args[1].(*varRef)))
	}
	dest.clear()
	for i, it := range items {
		v := it.v
		if byIndex {
			v = strnumVal(it.v.s)
		}
		*dest.ref(itoa(i + 1)) = v
	}
	return num(float64(len(items)))
}

// ---- bit operations and strtonum ----

const bitLimit = 9007199254740992 // 2^53

func (in *interp) bitArg(name string, v value) uint64 {
	n := math.Trunc(toNum(v))
	if math.IsNaN(n) {
		in.fatal(name + ": argument out of range")
	}
	if n < 0 {
		in.fatal(name + ": negative argument")
	}
	if n >= bitLimit {
		in.fatal(name + ": argument out of range")
	}
	return uint64(n)
}

func (in *interp) bitFunc(name string, args []expr) value {
	var vals []uint64
	for _, a := range args {
		vals = append(vals, in.bitArg(name, in.eval(a)))
	}
	switch name {
	case "and", "or", "xor":
		r := vals[0]
		for _, x := range vals[1:] {
			switch name {
			case "and":
				r &= x
			case "or":
				r |= x
			case "xor":
				r ^= x
			}
		}
		return num(float64(r))
	case "compl":
		return num(float64((bitLimit - 1) ^ vals[0]))
	case "lshift":
		if vals[1] >= 53 {
			return num(0)
		}
		return num(float64((vals[0] << vals[1]) & (bitLimit - 1)))
	case "rshift":
		if vals[1] >= 53 {
			return num(0)
		}
		return num(float64(vals[0] >> vals[1]))
	}
	return num(0)
}

func strtonum(v value) float64 {
	if v.kind == kNum {
		return v.n
	}
	s := v.s
	if v.kind == kUninit {
		return 0
	}
	i := 0
	for i < len(s) && (isBlank(s[i]) || s[i] == '\r' || s[i] == '\f' || s[i] == '\v') {
		i++
	}
	neg := false
	j := i
	if j < len(s) && (s[j] == '+' || s[j] == '-') {
		neg = s[j] == '-'
		j++
	}
	if j+1 < len(s) && s[j] == '0' && (s[j+1] == 'x' || s[j+1] == 'X') {
		k := j + 2
		r := 0.0
		digits := 0
		for k < len(s) {
			c := s[k]
			var d int
			switch {
			case c >= '0' && c <= '9':
				d = int(c - '0')
			case c >= 'a' && c <= 'f':
				d = int(c-'a') + 10
			case c >= 'A' && c <= 'F':
				d = int(c-'A') + 10
			default:
				d = -1
			}
			if d < 0 {
				break
			}
			r = r*16 + float64(d)
			digits++
			k++
		}
		if digits > 0 {
			if neg {
				return -r
			}
			return r
		}
		return 0
	}
	if j < len(s) && s[j] == '0' {
		k := j
		octal := true
		for k < len(s) && isDigit(s[k]) {
			if s[k] > '7' {
				octal = false
			}
			k++
		}
		dot := k < len(s) && (s[k] == '.' || s[k] == 'e' || s[k] == 'E')
		if octal && !dot {
			r := 0.0
			for m := j; m < k; m++ {
				r = r*8 + float64(s[m]-'0')
			}
			if neg {
				return -r
			}
			return r
		}
	}
	return strToNum(s)
}

// ---- dump of global variables ----

func dumpQuote(s string) string {
	var sb strings.Builder
	sb.WriteByte('"')
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '"':
			sb.WriteString("\\\"")
		case c == '\\':
			sb.WriteString("\\\\")
		case c == '\n':
			sb.WriteString("\\n")
		case c == '\t':
			sb.WriteString("\\t")
		case c < 32 || c == 127:
			sb.WriteByte('\\')
			sb.WriteString(octal3(c))
		default:
			sb.WriteByte(c)
		}
	}
	sb.WriteByte('"')
	return sb.String()
}

func (in *interp) dumpVariables(file string) bool {
	var names []string
	for name := range in.globals {
		if isSpecialVar(name) {
			continue
		}
		names = append(names, name)
	}
	sort.Strings(names)
	var sb strings.Builder
	for _, name := range names {
		c := in.globals[name]
		sb.WriteString(name)
		sb.WriteString(": ")
		switch {
		case c.kind == cellArray:
			n := c.arr.count
			if n == 1 {
				sb.WriteString("array, 1 element")
			} else {
				sb.WriteString("array, " + itoa(n) + " elements")
			}
		case c.kind == cellUntyped || c.v.kind == kUninit:
			sb.WriteString("uninitialized scalar")
		case c.v.kind == kNum:
			sb.WriteString("number " + in.numToStr(c.v.n, "%.6g"))
		case c.v.kind == kStrNum:
			sb.WriteString("numeric string " + dumpQuote(c.v.s))
		default:
			sb.WriteString("string " + dumpQuote(c.v.s))
		}
		sb.WriteByte('\n')
	}
	if file == "-" || file == "/dev/stdout" {
		os.Stdout.WriteString(sb.String())
		return true
	}
	if file == "/dev/stderr" {
		os.Stderr.WriteString(sb.String())
		return true
	}
	return os.WriteFile(file, []byte(sb.String()), 0644) == nil
}

// ---- SORTED_IN ----

// sortedKeys returns the subscripts of arr in the order SORTED_IN asks for.
func (in *interp) sortedKeys(arr *awkArray) []string {
	mode := in.toStr(in.scalarValueRaw(in.sortedInCell))
	keys := arr.snapshot()
	if mode == "" || mode == "@unsorted" {
		return keys
	}
	var desc bool
	var less func(a, b string) bool
	switch mode {
	case "@ind_str_asc", "@ind_str_desc":
		less = func(a, b string) bool { return a < b }
	case "@ind_num_asc", "@ind_num_desc":
		less = func(a, b string) bool {
			x, y := strToNum(a), strToNum(b)
			if x != y {
				return x < y
			}
			return a < b
		}
	case "@val_str_asc", "@val_str_desc":
		less = func(a, b string) bool {
			va, _ := arr.get(a)
			vb, _ := arr.get(b)
			x, y := in.toStr(*va), in.toStr(*vb)
			if x != y {
				return x < y
			}
			return a < b
		}
	case "@val_num_asc", "@val_num_desc":
		less = func(a, b string) bool {
			va, _ := arr.get(a)
			vb, _ := arr.get(b)
			x, y := toNum(*va), toNum(*vb)
			if math.IsNaN(x) != math.IsNaN(y) {
				return !math.IsNaN(x)
			}
			if x != y && !math.IsNaN(x) {
				return x < y
			}
			return a < b
		}
	default:
		in.fatal("invalid SORTED_IN value: " + mode)
	}
	desc = strings.HasSuffix(mode, "_desc")
	sort.SliceStable(keys, func(i, j int) bool {
		if desc {
			return less(keys[j], keys[i])
		}
		return less(keys[i], keys[j])
	})
	return keys
}
