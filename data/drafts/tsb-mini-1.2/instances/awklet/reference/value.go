package main

import (
	"math"
	"strconv"
)

// progError is a fatal error: its message is written as "awklet: MSG" and the program
// exits with status 2.
type progError struct {
	msg string
}

func itoa(n int) string { return strconv.Itoa(n) }

type valKind uint8

const (
	kUninit valKind = iota
	kNum
	kStr
	kStrNum // a string from input that looks like a number
)

type value struct {
	kind valKind
	n    float64
	s    string
}

func num(n float64) value { return value{kind: kNum, n: n} }
func str(s string) value  { return value{kind: kStr, s: s} }

func boolVal(b bool) value {
	if b {
		return num(1)
	}
	return num(0)
}

// strnumVal makes the value of a string that came from input: a numeric string when it
// looks like a number, otherwise a plain string.
func strnumVal(s string) value {
	if n, ok := looksNumeric(s); ok {
		return value{kind: kStrNum, n: n, s: s}
	}
	return value{kind: kStr, s: s}
}

func isBlank(c byte) bool { return c == ' ' || c == '\t' || c == '\n' }

// parseNumberPrefix reads the longest prefix of s (after leading blanks) that is a decimal
// number: optional sign, digits with optional decimal point, optional exponent. It returns
// the number and the index just past it (0 when there is none).
func parseNumberPrefix(s string) (float64, int) {
	i := 0
	for i < len(s) && (isBlank(s[i]) || s[i] == '\r' || s[i] == '\f' || s[i] == '\v') {
		i++
	}
	start := i
	if i < len(s) && (s[i] == '+' || s[i] == '-') {
		i++
	}
	digits := 0
	for i < len(s) && isDigit(s[i]) {
		i++
		digits++
	}
	if i < len(s) && s[i] == '.' {
		i++
		for i < len(s) && isDigit(s[i]) {
			i++
			digits++
		}
	}
	if digits == 0 {
		return 0, 0
	}
	if i < len(s) && (s[i] == 'e' || s[i] == 'E') {
		j := i + 1
		if j < len(s) && (s[j] == '+' || s[j] == '-') {
			j++
		}
		if j < len(s) && isDigit(s[j]) {
			for j < len(s) && isDigit(s[j]) {
				j++
			}
			i = j
		}
	}
	text := s[start:i]
	if text[len(text)-1] == '.' && len(text) > 1 {
		text += "0"
	}
	if text[0] == '.' || (len(text) > 1 && (text[0] == '+' || text[0] == '-') && text[1] == '.') {
		// strconv accepts ".5" and "-.5"
	}
	n, err := strconv.ParseFloat(text, 64)
	if err != nil {
		// out of range: ParseFloat returns ±Inf or 0 with the error
		if ne, ok := err.(*strconv.NumError); ok && ne.Err == strconv.ErrRange {
			return n, i
		}
		return 0, 0
	}
	return n, i
}

// strToNum converts a string to a number: the longest numeric prefix, 0 if none.
func strToNum(s string) float64 {
	n, _ := parseNumberPrefix(s)
	return n
}

// looksNumeric reports whether the whole of s (leading and trailing blanks allowed) is a
// decimal number.
func looksNumeric(s string) (float64, bool) {
	n, end := parseNumberPrefix(s)
	if end == 0 {
		return 0, false
	}
	for i := end; i < len(s); i++ {
		c := s[i]
		if !(isBlank(c) || c == '\r' || c == '\f' || c == '\v') {
			return 0, false
		}
	}
	return n, true
}

// numToStr converts a number to a string: integral values (magnitude below 1e16) as
// integers, others with the given format (CONVFMT or OFMT).
func (in *interp) numToStr(n float64, format string) string {
	if math.IsNaN(n) {
		return "nan"
	}
	if math.IsInf(n, 1) {
		return "inf"
	}
	if math.IsInf(n, -1) {
		return "-inf"
	}
	if n == math.Trunc(n) && math.Abs(n) < 1e16 {
		if n == 0 && math.Signbit(n) {
			return "-0"
		}
		return strconv.FormatInt(int64(n), 10)
	}
	return in.sprintf(format, []value{num(n)}, "CONVFMT")
}

func (in *interp) toStr(v value) string {
	switch v.kind {
	case kNum:
		return in.numToStr(v.n, in.convfmt)
	case kStr, kStrNum:
		return v.s
	}
	return ""
}

// toOutStr converts a value for output by print (numbers use OFMT).
func (in *interp) toOutStr(v value) string {
	if v.kind == kNum {
		return in.numToStr(v.n, in.ofmt)
	}
	return in.toStr(v)
}

func toNum(v value) float64 {
	switch v.kind {
	case kNum, kStrNum:
		return v.n
	case kStr:
		return strToNum(v.s)
	}
	return 0
}

func toBool(v value) bool {
	switch v.kind {
	case kNum:
		return v.n != 0
	case kStr:
		return v.s != ""
	case kStrNum:
		return v.n != 0
	}
	return false
}

// compareValues compares two values: numerically when both are numbers, numeric strings or
// uninitialized, otherwise as strings. It returns -1, 0 or 1 (NaN compares unequal to all).
func (in *interp) compareValues(a, b value) (int, bool) {
	numA := a.kind == kNum || a.kind == kStrNum || a.kind == kUninit
	numB := b.kind == kNum || b.kind == kStrNum || b.kind == kUninit
	if numA && numB {
		x, y := toNum(a), toNum(b)
		if math.IsNaN(x) || math.IsNaN(y) {
			return 0, false
		}
		switch {
		case x < y:
			return -1, true
		case x > y:
			return 1, true
		}
		return 0, true
	}
	s, t := in.toStr(a), in.toStr(b)
	if in.ignoreCase {
		s, t = mapASCII(s, false), mapASCII(t, false)
	}
	switch {
	case s < t:
		return -1, true
	case s > t:
		return 1, true
	}
	return 0, true
}
