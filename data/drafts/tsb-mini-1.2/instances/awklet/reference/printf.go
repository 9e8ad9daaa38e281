package main

import (
	"math"
	"strconv"
	"strings"
)

type fmtSpec struct {
	minus, plus, space, hash, zero bool
	width                          int
	prec                           int // -1: none
	verb                           byte
}

// sprintf formats args by format the way printf does. who names the caller for errors.
func (in *interp) sprintf(format string, args []value, who string) string {
	var sb strings.Builder
	ai := 0
	positional, sequential := false, false
	nextArg := func() value {
		if ai >= len(args) {
			if who == "CONVFMT" {
				return num(0)
			}
			in.fatal("not enough arguments passed to " + who)
		}
		v := args[ai]
		ai++
		return v
	}
	i := 0
	for i < len(format) {
		c := format[i]
		if c != '%' {
			sb.WriteByte(c)
			i++
			continue
		}
		start := i
		i++
		if i >= len(format) {
			sb.WriteByte('%')
			break
		}
		if format[i] == '%' {
			sb.WriteByte('%')
			i++
			continue
		}
		sp := fmtSpec{prec: -1}
		// a positional specification: %N$...
		position := 0
		if i < len(format) && format[i] >= '1' && format[i] <= '9' {
			j := i
			n := 0
			for j < len(format) && isDigit(format[j]) {
				if n < 100000 {
					n = n*10 + int(format[j]-'0')
				}
				j++
			}
			if j < len(format) && format[j] == '$' {
				position = n
				i = j + 1
			}
		}
		if position > 0 {
			if sequential {
				in.fatal(who + ": mixing positional and sequential arguments")
			}
			positional = true
		}
	flags:
		for i < len(format) {
			switch format[i] {
			case '-':
				sp.minus = true
			case '+':
				sp.plus = true
			case ' ':
				sp.space = true
			case '#':
				sp.hash = true
			case '0':
				sp.zero = true
			default:
				break flags
			}
			i++
		}
		if i < len(format) && format[i] == '*' {
			if position > 0 {
				in.fatal(who + ": * is not allowed with positional arguments")
			}
			w := int(clampInt(toNum(nextArg())))
			if w < 0 {
				sp.minus = true
				w = -w
			}
			sp.width = w
			i++
		} else {
			for i < len(format) && isDigit(format[i]) {
				if sp.width < 100000 {
					sp.width = sp.width*10 + int(format[i]-'0')
				}
				i++
			}
		}
		if i < len(format) && format[i] == '.' {
			i++
			sp.prec = 0
			if i < len(format) && format[i] == '*' {
				if position > 0 {
					in.fatal(who + ": * is not allowed with positional arguments")
				}
				p := int(clampInt(toNum(nextArg())))
				if p < 0 {
					sp.prec = -1
				} else {
					sp.prec = p
				}
				i++
			} else {
				for i < len(format) && isDigit(format[i]) {
					if sp.prec < 100000 {
						sp.prec = sp.prec*10 + int(format[i]-'0')
					}
					i++
				}
			}
		}
		for i < len(format) && (format[i] == 'h' || format[i] == 'l' || format[i] == 'L') {
			i++
		}
		if i >= len(format) {
			sb.WriteString(format[start:])
			break
		}
		if sp.width > 100000 {
			sp.width = 100000
		}
		if sp.prec > 100000 {
			sp.prec = 100000
		}
		sp.verb = format[i]
		i++
		switch sp.verb {
		case 'd', 'i', 'o', 'x', 'X', 'u', 'c', 's', 'e', 'E', 'f', 'F', 'g', 'G':
		default:
			// not a conversion: the text is copied as it stands
			sb.WriteString(format[start:i])
			continue
		}
		var v value
		if position > 0 {
			if position > len(args) {
				if who == "CONVFMT" {
					v = num(0)
				} else {
					in.fatal("not enough arguments passed to " + who)
				}
			} else {
				v = args[position-1]
			}
		} else {
			if positional {
				in.fatal(who + ": mixing positional and sequential arguments")
			}
			sequential = true
			v = nextArg()
		}
		if who == "CONVFMT" && sp.verb == 's' && v.kind == kNum {
			// %s in CONVFMT or OFMT: the number is written as with %.6g (no recursion)
			v = str(in.numToStr(v.n, "%.6g"))
		}
		sb.WriteString(in.formatOne(sp, v))
	}
	return sb.String()
}

func clampInt(n float64) float64 {
	if math.IsNaN(n) {
		return 0
	}
	if n > 100000 {
		return 100000
	}
	if n < -100000 {
		return -100000
	}
	return math.Trunc(n)
}

func pad(s string, sp fmtSpec, zeroOK bool) string {
	if len(s) >= sp.width {
		return s
	}
	n := sp.width - len(s)
	if sp.minus {
		return s + strings.Repeat(" ", n)
	}
	if sp.zero && zeroOK {
		// zeros go after a sign or 0x prefix
		prefix := 0
		if len(s) > 0 && (s[0] == '-' || s[0] == '+' || s[0] == ' ') {
			prefix = 1
		}
		if len(s) > prefix+1 && s[prefix] == '0' && (s[prefix+1] == 'x' || s[prefix+1] == 'X') {
			prefix += 2
		}
		return s[:prefix] + strings.Repeat("0", n) + s[prefix:]
	}
	return strings.Repeat(" ", n) + s
}

func (in *interp) formatOne(sp fmtSpec, v value) string {
	switch sp.verb {
	case 's':
		s := in.toStr(v)
		if sp.prec >= 0 && sp.prec < len(s) {
			s = s[:sp.prec]
		}
		return pad(s, sp, false)
	case 'c':
		var s string
		if v.kind == kNum || v.kind == kStrNum {
			code := int64(clampBig(v.n))
			s = string([]byte{byte(code)})
		} else {
			t := in.toStr(v)
			if len(t) > 0 {
				s = t[:1]
			}
		}
		return pad(s, sp, false)
	case 'd', 'i', 'o', 'x', 'X', 'u':
		n := toNum(v)
		if math.IsNaN(n) || math.IsInf(n, 0) {
			return pad(nonFinite(n, sp, false), sp, false)
		}
		return pad(formatInt(n, sp), sp, sp.prec < 0)
	}
	n := toNum(v)
	upper := sp.verb == 'E' || sp.verb == 'G' || sp.verb == 'F'
	if math.IsNaN(n) || math.IsInf(n, 0) {
		return pad(nonFinite(n, sp, upper), sp, false)
	}
	return pad(formatFloat(n, sp), sp, true)
}

func clampBig(n float64) float64 {
	if math.IsNaN(n) {
		return 0
	}
	if n >= 9.2e18 {
		return 9.2e18
	}
	if n <= -9.2e18 {
		return -9.2e18
	}
	return math.Trunc(n)
}

func nonFinite(n float64, sp fmtSpec, upper bool) string {
	var s string
	switch {
	case math.IsNaN(n):
		s = "nan"
		if sp.plus {
			s = "+nan"
		} else if sp.space {
			s = " nan"
		}
	case n > 0:
		s = "inf"
		if sp.plus {
			s = "+inf"
		} else if sp.space {
			s = " inf"
		}
	default:
		s = "-inf"
	}
	if upper {
		s = strings.ToUpper(s)
	}
	return s
}

func signPrefix(neg bool, sp fmtSpec) string {
	if neg {
		return "-"
	}
	if sp.plus {
		return "+"
	}
	if sp.space {
		return " "
	}
	return ""
}

func formatInt(n float64, sp fmtSpec) string {
	var digits string
	neg := false
	var i int64
	if n >= 9223372036854775807 {
		i = math.MaxInt64
	} else if n <= -9223372036854775808 {
		i = math.MinInt64
	} else {
		i = int64(n)
	}
	switch sp.verb {
	case 'd', 'i':
		if i < 0 {
			neg = true
			digits = strconv.FormatUint(uint64(-(i+1))+1, 10)
		} else {
			digits = strconv.FormatInt(i, 10)
		}
	case 'u':
		digits = strconv.FormatUint(uint64(i), 10)
	case 'o':
		digits = strconv.FormatUint(uint64(i), 8)
	case 'x':
		digits = strconv.FormatUint(uint64(i), 16)
	case 'X':
		digits = strings.ToUpper(strconv.FormatUint(uint64(i), 16))
	}
	if sp.prec >= 0 {
		if sp.prec == 0 && i == 0 {
			digits = ""
		}
		if len(digits) < sp.prec {
			digits = strings.Repeat("0", sp.prec-len(digits)) + digits
		}
	}
	prefix := ""
	switch sp.verb {
	case 'd', 'i':
		prefix = signPrefix(neg, sp)
	case 'o':
		if sp.hash && (len(digits) == 0 || digits[0] != '0') {
			digits = "0" + digits
		}
	case 'x':
		if sp.hash && i != 0 {
			prefix = "0x"
		}
	case 'X':
		if sp.hash && i != 0 {
			prefix = "0X"
		}
	}
	return prefix + digits
}

func formatFloat(n float64, sp fmtSpec) string {
	prec := sp.prec
	if prec < 0 {
		prec = 6
	}
	neg := math.Signbit(n)
	a := math.Abs(n)
	var body string
	switch sp.verb {
	case 'f', 'F':
		body = strconv.FormatFloat(a, 'f', prec, 64)
		if sp.hash && prec == 0 {
			body += "."
		}
	case 'e', 'E':
		body = strconv.FormatFloat(a, 'e', prec, 64)
		if sp.hash && prec == 0 {
			body = strings.Replace(body, "e", ".e", 1)
		}
		if sp.verb == 'E' {
			body = strings.ToUpper(body)
		}
	case 'g', 'G':
		if prec == 0 {
			prec = 1
		}
		e := strconv.FormatFloat(a, 'e', prec-1, 64)
		exp := 0
		if k := strings.IndexByte(e, 'e'); k >= 0 {
			exp, _ = strconv.Atoi(e[k+1:])
		}
		if exp < -4 || exp >= prec {
			body = e
			if !sp.hash {
				k := strings.IndexByte(body, 'e')
				mant := body[:k]
				if strings.Contains(mant, ".") {
					mant = strings.TrimRight(mant, "0")
					mant = strings.TrimSuffix(mant, ".")
				}
				body = mant + body[k:]
			} else if !strings.Contains(body, ".") {
				body = strings.Replace(body, "e", ".e", 1)
			}
		} else {
			body = strconv.FormatFloat(a, 'f', prec-1-exp, 64)
			if !sp.hash {
				if strings.Contains(body, ".") {
					body = strings.TrimRight(body, "0")
					body = strings.TrimSuffix(body, ".")
				}
			} else if !strings.Contains(body, ".") {
				body += "."
			}
		}
		if sp.verb == 'G' {
			body = strings.ToUpper(body)
		}
	}
	return signPrefix(neg, sp) + body
}
