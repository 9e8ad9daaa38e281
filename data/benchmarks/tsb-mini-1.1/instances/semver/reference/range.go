package main

import (
	"strings"
)

// bound is one comparison a version must pass. Op "excl" is an exclusive upper bound created by
// translating a partial version, caret, tilde or hyphen: it also excludes every prerelease of V.
type bound struct {
	op string // "=", ">", ">=", "<", "<=", "excl"
	v  Version
}

// set is one comparator set: all bounds must hold, plus the prerelease rule.
type set struct {
	bounds []bound
	never  bool        // a comparator such as ">*" that no version satisfies
	tuples [][3]uint64 // MAJOR.MINOR.PATCH of each full version written with a prerelease
}

// Range is a parsed RANGE: a version satisfies it when it satisfies one of its sets.
type Range []set

// pattern is an optional "v", then X, X.Y or X.Y.Z with numbers or wildcards.
type pattern struct {
	given int // how many leading parts are numbers
	nums  [3]uint64
	full  *Version // set when all three parts are numbers
}

func (p pattern) zero() Version {
	return Version{Major: p.nums[0], Minor: p.nums[1], Patch: p.nums[2]}
}

// next adds one to the last number given and zeroes the later parts.
func (p pattern) next() Version {
	n := p.nums
	n[p.given-1]++
	for i := p.given; i < 3; i++ {
		n[i] = 0
	}
	return Version{Major: n[0], Minor: n[1], Patch: n[2]}
}

func isWildcard(s string) bool {
	return s == "x" || s == "X" || s == "*"
}

func parsePattern(text string) (pattern, bool) {
	var p pattern
	s := strings.TrimPrefix(text, "v")
	core := s
	if i := strings.IndexAny(s, "-+"); i >= 0 {
		core = s[:i]
	}
	parts := strings.Split(core, ".")
	if len(parts) > 3 {
		return p, false
	}
	wild := false
	for i, part := range parts {
		if isWildcard(part) {
			wild = true
			continue
		}
		if wild {
			return p, false
		}
		n, ok := parseNumber(part)
		if !ok {
			return p, false
		}
		p.nums[i] = n
		p.given = i + 1
	}
	if p.given == 3 {
		v, ok := parseFull(s)
		if !ok {
			return p, false
		}
		p.full = &v
		return p, true
	}
	return p, core == s
}

// ParseRange parses RANGE; false when it is invalid.
func ParseRange(text string) (Range, bool) {
	var r Range
	for _, part := range strings.Split(text, "||") {
		tokens := strings.FieldsFunc(part, func(c rune) bool { return c == ' ' || c == '\t' })
		if len(tokens) == 0 {
			return nil, false
		}
		var st set
		for i := 0; i < len(tokens); i++ {
			if tokens[i] == "-" {
				return nil, false
			}
			if i+1 < len(tokens) && tokens[i+1] == "-" {
				if i+2 >= len(tokens) || !st.addHyphen(tokens[i], tokens[i+2]) {
					return nil, false
				}
				i += 2
				continue
			}
			if !st.addComparator(tokens[i]) {
				return nil, false
			}
		}
		r = append(r, st)
	}
	return r, true
}

func (st *set) written(p pattern) {
	if p.full != nil && len(p.full.Pre) > 0 {
		st.tuples = append(st.tuples, [3]uint64{p.full.Major, p.full.Minor, p.full.Patch})
	}
}

func (st *set) add(op string, v Version) {
	st.bounds = append(st.bounds, bound{op: op, v: v})
}

func (st *set) addComparator(token string) bool {
	op := ""
	for _, candidate := range []string{"<=", ">=", "<", ">", "=", "^", "~"} {
		if strings.HasPrefix(token, candidate) {
			op = candidate
			break
		}
	}
	p, ok := parsePattern(token[len(op):])
	if !ok {
		return false
	}
	st.written(p)
	switch {
	case op == "^" || op == "~":
		st.addCaretTilde(op, p)
	case p.full != nil:
		if op == "" {
			op = "="
		}
		st.add(op, *p.full)
	case p.given == 0:
		if op == ">" || op == "<" {
			st.never = true
		}
	default:
		switch op {
		case "", "=":
			st.add(">=", p.zero())
			st.add("excl", p.next())
		case ">":
			st.add(">=", p.next())
		case ">=":
			st.add(">=", p.zero())
		case "<":
			st.add("excl", p.zero())
		case "<=":
			st.add("excl", p.next())
		}
	}
	return true
}

func (st *set) addCaretTilde(op string, p pattern) {
	if p.given == 0 {
		return
	}
	if p.full != nil {
		st.add(">=", *p.full)
	} else {
		st.add(">=", p.zero())
	}
	major, minor, patch := p.nums[0], p.nums[1], p.nums[2]
	var upper Version
	switch {
	case op == "~" && p.given >= 2:
		upper = Version{Major: major, Minor: minor + 1}
	case op == "~":
		upper = Version{Major: major + 1}
	case major > 0 || p.given == 1:
		upper = Version{Major: major + 1}
	case minor > 0 || p.given == 2:
		upper = Version{Major: 0, Minor: minor + 1}
	default:
		upper = Version{Major: 0, Minor: 0, Patch: patch + 1}
	}
	st.add("excl", upper)
}

func (st *set) addHyphen(from, to string) bool {
	a, ok := parsePattern(from)
	if !ok {
		return false
	}
	b, ok := parsePattern(to)
	if !ok {
		return false
	}
	st.written(a)
	st.written(b)
	switch {
	case a.full != nil:
		st.add(">=", *a.full)
	case a.given > 0:
		st.add(">=", a.zero())
	}
	switch {
	case b.full != nil:
		st.add("<=", *b.full)
	case b.given > 0:
		st.add("excl", b.next())
	}
	return true
}

func tupleLess(a, b Version) bool {
	if a.Major != b.Major {
		return a.Major < b.Major
	}
	if a.Minor != b.Minor {
		return a.Minor < b.Minor
	}
	return a.Patch < b.Patch
}

func (b bound) holds(v Version) bool {
	c := Compare(v, b.v)
	switch b.op {
	case "=":
		return c == 0
	case ">":
		return c > 0
	case ">=":
		return c >= 0
	case "<":
		return c < 0
	case "<=":
		return c <= 0
	}
	return tupleLess(v, b.v) // "excl"
}

func (st set) satisfies(v Version, includePre bool) bool {
	if st.never {
		return false
	}
	for _, b := range st.bounds {
		if !b.holds(v) {
			return false
		}
	}
	if len(v.Pre) == 0 || includePre {
		return true
	}
	for _, t := range st.tuples {
		if t == [3]uint64{v.Major, v.Minor, v.Patch} {
			return true
		}
	}
	return false
}

// Satisfies reports whether v satisfies one of the range's sets.
func (r Range) Satisfies(v Version, includePre bool) bool {
	for _, st := range r {
		if st.satisfies(v, includePre) {
			return true
		}
	}
	return false
}
