package main

import (
	"math"
	"strings"
	"time"
)

func (in *interp) builtin(b *builtinExpr) value {
	args := b.args
	switch b.name {
	case "length":
		if b.noParens || len(args) == 0 {
			return num(float64(len(in.toStr(in.recordVal))))
		}
		if r, ok := args[0].(*varRef); ok {
			c := in.cellOf(r)
			if c.kind == cellArray {
				return num(float64(c.arr.count))
			}
			if c.kind == cellUntyped && c.parent != nil && c.parent.kind == cellArray {
				return num(float64(in.arrayOf(c).count))
			}
		}
		return num(float64(len(in.toStr(in.eval(args[0])))))
	case "substr":
		return str(in.substr(args))
	case "index":
		s := in.toStr(in.eval(args[0]))
		t := in.toStr(in.eval(args[1]))
		if t == "" {
			return num(0)
		}
		if in.ignoreCase {
			s, t = mapASCII(s, false), mapASCII(t, false)
		}
		return num(float64(strings.Index(s, t) + 1))
	case "split":
		return in.split(args)
	case "sub", "gsub":
		return in.sub(b.name == "gsub", args)
	case "gensub":
		return in.gensub(args)
	case "typeof":
		return str(in.typeOf(args[0]))
	case "isarray":
		return boolVal(in.isArrayArg(args[0]))
	case "match":
		s := in.toStr(in.eval(args[0]))
		re := in.regexOf(args[1])
		st, en := re.find(s, 0)
		if len(args) == 3 {
			arr := in.arrayOf(in.cellOf(args[2].(*varRef)))
			arr.clear()
			if st >= 0 {
				in.matchArray(arr, re, s, st, en)
			}
		}
		if st < 0 {
			in.setScalar(in.rstartCell, num(0))
			in.setScalar(in.rlengthCell, num(-1))
			return num(0)
		}
		in.setScalar(in.rstartCell, num(float64(st+1)))
		in.setScalar(in.rlengthCell, num(float64(en-st)))
		return num(float64(st + 1))
	case "sprintf":
		format := in.toStr(in.eval(args[0]))
		var vals []value
		for _, a := range args[1:] {
			vals = append(vals, in.eval(a))
		}
		return str(in.sprintf(format, vals, "sprintf"))
	case "sin":
		return num(math.Sin(toNum(in.eval(args[0]))))
	case "cos":
		return num(math.Cos(toNum(in.eval(args[0]))))
	case "atan2":
		y := toNum(in.eval(args[0]))
		x := toNum(in.eval(args[1]))
		return num(math.Atan2(y, x))
	case "exp":
		return num(math.Exp(toNum(in.eval(args[0]))))
	case "log":
		return num(math.Log(toNum(in.eval(args[0]))))
	case "sqrt":
		return num(math.Sqrt(toNum(in.eval(args[0]))))
	case "int":
		return num(math.Trunc(toNum(in.eval(args[0]))))
	case "rand":
		return num(in.rand())
	case "srand":
		prev := in.prevSeed
		var seed float64
		if len(args) == 0 {
			seed = float64(time.Now().Unix())
		} else {
			seed = math.Trunc(toNum(in.eval(args[0])))
		}
		in.seedRand(seed)
		in.prevSeed = seed
		return num(prev)
	case "tolower":
		return str(mapASCII(in.toStr(in.eval(args[0])), false))
	case "toupper":
		return str(mapASCII(in.toStr(in.eval(args[0])), true))
	case "system":
		return num(float64(in.system(in.toStr(in.eval(args[0])))))
	case "close":
		return num(float64(in.closeStream(in.toStr(in.eval(args[0])))))
	case "fflush":
		if len(args) == 0 {
			return num(float64(in.fflush("", true)))
		}
		return num(float64(in.fflush(in.toStr(in.eval(args[0])), false)))
	case "asort":
		return in.asort(args, false)
	case "asorti":
		return in.asort(args, true)
	case "and", "or", "xor", "compl", "lshift", "rshift":
		return in.bitFunc(b.name, args)
	case "strtonum":
		return num(strtonum(in.eval(args[0])))
	case "systime":
		return num(float64(time.Now().Unix()))
	case "strftime":
		return in.strftimeBuiltin(args)
	case "mktime":
		utc := false
		if len(args) == 2 {
			utc = toBool(in.eval(args[1]))
		}
		return num(mktime(in.toStr(in.eval(args[0])), utc))
	}
	panic("unknown builtin " + b.name)
}

func mapASCII(s string, upper bool) string {
	b := []byte(s)
	for i, c := range b {
		if upper && c >= 'a' && c <= 'z' {
			b[i] = c - 32
		} else if !upper && c >= 'A' && c <= 'Z' {
			b[i] = c + 32
		}
	}
	return string(b)
}

// roundHalfEven rounds to the nearest integer, ties to even.
func roundHalfEven(x float64) float64 {
	return math.RoundToEven(x)
}

func (in *interp) substr(args []expr) string {
	s := in.toStr(in.eval(args[0]))
	m := toNum(in.eval(args[1]))
	if math.IsNaN(m) {
		return ""
	}
	start := roundHalfEven(m)
	var end float64 // exclusive, in 1-based positions
	if len(args) == 3 {
		n := toNum(in.eval(args[2]))
		if math.IsNaN(n) {
			return ""
		}
		end = start + roundHalfEven(n)
	} else {
		end = math.Inf(1)
	}
	if start < 1 {
		start = 1
	}
	if end > float64(len(s)+1) {
		end = float64(len(s) + 1)
	}
	if end <= start {
		return ""
	}
	return s[int(start)-1 : int(end)-1]
}

func (in *interp) split(args []expr) value {
	if len(args) == 4 {
		return in.splitSeps(args)
	}
	s := in.toStr(in.eval(args[0]))
	arrRef := args[1].(*varRef)
	var parts []string
	if len(args) == 3 {
		if r, ok := args[2].(*regexLit); ok {
			if s != "" {
				parts = splitRegex(s, in.literal(r))
			}
		} else {
			fs := in.toStr(in.eval(args[2]))
			parts = in.splitFields(s, fs, false)
		}
	} else {
		parts = in.splitFields(s, in.toStr(in.scalarValueRaw(in.fsCell)), false)
	}
	arr := in.arrayOf(in.cellOf(arrRef))
	arr.clear()
	for i, p := range parts {
		*arr.ref(itoa(i + 1)) = strnumVal(p)
	}
	return num(float64(len(parts)))
}

// expandReplacement builds the replacement text for one match.
func expandReplacement(repl string, matched string) string {
	if !strings.ContainsAny(repl, "&\\") {
		return repl
	}
	var sb strings.Builder
	for i := 0; i < len(repl); i++ {
		c := repl[i]
		if c == '\\' && i+1 < len(repl) && (repl[i+1] == '&' || repl[i+1] == '\\') {
			sb.WriteByte(repl[i+1])
			i++
			continue
		}
		if c == '&' {
			sb.WriteString(matched)
			continue
		}
		sb.WriteByte(c)
	}
	return sb.String()
}

func (in *interp) sub(global bool, args []expr) value {
	re := in.regexOf(args[0])
	repl := in.toStr(in.eval(args[1]))
	var target expr
	if len(args) == 3 {
		target = in.locate(unwrapGroup(args[2]))
	} else {
		target = &fieldRef{index: &numLit{n: 0}}
	}
	s := in.toStr(in.eval(target))
	var sb strings.Builder
	count := 0
	pos := 0
	lastMatchEnd := -1
	for pos <= len(s) {
		st, en := re.find(s, pos)
		if st < 0 {
			break
		}
		if st == en && st == lastMatchEnd {
			// an empty match right after the previous match does not count
			if st < len(s) {
				sb.WriteByte(s[st])
			}
			pos = st + 1
			continue
		}
		sb.WriteString(s[pos:st])
		sb.WriteString(expandReplacement(repl, s[st:en]))
		count++
		lastMatchEnd = en
		if en == st {
			if st < len(s) {
				sb.WriteByte(s[st])
			}
			pos = st + 1
		} else {
			pos = en
		}
		if !global {
			break
		}
	}
	if count == 0 {
		return num(0)
	}
	if pos < len(s) {
		sb.WriteString(s[pos:])
	}
	in.store(target, str(sb.String()))
	return num(float64(count))
}

// ---- random numbers ----

func (in *interp) seedRand(seed float64) {
	in.randSeed = seed
	m := math.Mod(seed, 2147483648)
	if m < 0 {
		m += 2147483648
	}
	if math.IsNaN(m) || math.IsInf(seed, 0) {
		m = 0
	}
	in.randState = uint64(m)
}

// rand: a linear congruential generator x' = (1103515245 x + 12345) mod 2^31,
// returning x' / 2^31.
func (in *interp) rand() float64 {
	in.randState = (in.randState*1103515245 + 12345) & 0x7fffffff
	return float64(in.randState) / 2147483648.0
}

func (in *interp) splitSeps(args []expr) value {
	s := in.toStr(in.eval(args[0]))
	var parts []string
	var seps map[int]string
	if r, ok := args[2].(*regexLit); ok {
		parts, seps = in.splitWithSeps(s, "", in.literal(r))
	} else {
		parts, seps = in.splitWithSeps(s, in.toStr(in.eval(args[2])), nil)
	}
	arr := in.arrayOf(in.cellOf(args[1].(*varRef)))
	sarr := in.arrayOf(in.cellOf(args[3].(*varRef)))
	arr.clear()
	sarr.clear()
	for i, p := range parts {
		*arr.ref(itoa(i + 1)) = strnumVal(p)
	}
	keys := make([]int, 0, len(seps))
	for k := range seps {
		keys = append(keys, k)
	}
	for i := 1; i < len(keys); i++ {
		for j := i; j > 0 && keys[j] < keys[j-1]; j-- {
			keys[j], keys[j-1] = keys[j-1], keys[j]
		}
	}
	for _, k := range keys {
		*sarr.ref(itoa(k)) = str(seps[k])
	}
	return num(float64(len(parts)))
}
