package main

import (
	"math"
	"strings"
)

// Submatches: once the leftmost-longest match [start, end) is known, the text of each
// parenthesized group is found by a backtracking walk of the syntax tree that must end
// exactly at end: alternatives are tried left to right and repetitions take as many
// repetitions as possible first. The first walk that succeeds fixes the groups.

type subMatcher struct {
	s    string
	caps []int // 2 per group: start, end (-1: did not take part)
}

func (m *subMatcher) node(n *reNode, pos int, k func(int) bool) bool {
	s := m.s
	switch n.kind {
	case nLit:
		return pos < len(s) && s[pos] == n.c && k(pos+1)
	case nSet:
		return pos < len(s) && n.set[s[pos]] && k(pos+1)
	case nAny:
		return pos < len(s) && k(pos+1)
	case nBol:
		return pos == 0 && k(pos)
	case nEol:
		return pos == len(s) && k(pos)
	case nEmpty:
		return k(pos)
	case nAssert:
		return checkAssert(n.c, s, pos) && k(pos)
	case nGroup:
		i := n.group
		oldS, oldE := m.caps[2*i], m.caps[2*i+1]
		ok := m.node(n.subs[0], pos, func(e int) bool {
			ps, pe := m.caps[2*i], m.caps[2*i+1]
			m.caps[2*i], m.caps[2*i+1] = pos, e
			if k(e) {
				return true
			}
			m.caps[2*i], m.caps[2*i+1] = ps, pe
			return false
		})
		if !ok {
			m.caps[2*i], m.caps[2*i+1] = oldS, oldE
		}
		return ok
	case nCat:
		return m.seq(n.subs, 0, pos, k)
	case nAlt:
		for _, sub := range n.subs {
			if m.node(sub, pos, k) {
				return true
			}
		}
		return false
	case nRepeat:
		return m.repeat(n, 0, pos, k)
	}
	return false
}

func (m *subMatcher) seq(items []*reNode, i int, pos int, k func(int) bool) bool {
	if i == len(items) {
		return k(pos)
	}
	return m.node(items[i], pos, func(p int) bool { return m.seq(items, i+1, p, k) })
}

// repeat matches n.subs[0] count or more times (greedy), then continues with k.
func (m *subMatcher) repeat(n *reNode, count int, pos int, k func(int) bool) bool {
	if n.max < 0 || count < n.max {
		tried := m.node(n.subs[0], pos, func(p int) bool {
			if p == pos && count >= n.min {
				// an empty repetition past the minimum makes no progress
				return false
			}
			return m.repeat(n, count+1, p, k)
		})
		if tried {
			return true
		}
	}
	if count >= n.min {
		return k(pos)
	}
	return false
}

// submatches returns, for a match [start, end) of re in s, the start and end of each group
// (index 0 is the whole match); -1 marks a group that did not take part.
func (re *regex) submatches(s string, start, end int) []int {
	m := &subMatcher{s: s, caps: make([]int, 2*(re.groups+1))}
	for i := range m.caps {
		m.caps[i] = -1
	}
	m.caps[0], m.caps[1] = start, end
	m.node(re.tree, start, func(p int) bool { return p == end })
	return m.caps
}

// ---- gensub ----

func expandGensub(repl string, s string, caps []int) string {
	var sb strings.Builder
	for i := 0; i < len(repl); i++ {
		c := repl[i]
		if c == '\\' && i+1 < len(repl) {
			d := repl[i+1]
			switch {
			case d >= '0' && d <= '9':
				g := int(d - '0')
				if 2*g+1 < len(caps) && caps[2*g] >= 0 {
					sb.WriteString(s[caps[2*g]:caps[2*g+1]])
				}
				i++
				continue
			case d == '&' || d == '\\':
				sb.WriteByte(d)
				i++
				continue
			}
			sb.WriteByte(c)
			continue
		}
		if c == '&' {
			sb.WriteString(s[caps[0]:caps[1]])
			continue
		}
		sb.WriteByte(c)
	}
	return sb.String()
}

func (in *interp) gensub(args []expr) value {
	re := in.regexOf(args[0])
	repl := in.toStr(in.eval(args[1]))
	howVal := in.eval(args[2])
	global := false
	nth := 1
	hs := in.toStr(howVal)
	if howVal.kind != kNum && len(hs) > 0 && (hs[0] == 'g' || hs[0] == 'G') {
		global = true
	} else {
		n := math.Trunc(toNum(howVal))
		if n > 1 && n < 1e9 {
			nth = int(n)
		} else if n >= 1e9 {
			nth = 1000000000
		}
	}
	var s string
	if len(args) == 4 {
		s = in.toStr(in.eval(args[3]))
	} else {
		s = in.toStr(in.recordVal)
	}
	var sb strings.Builder
	pos := 0
	lastMatchEnd := -1
	count := 0
	for pos <= len(s) {
		st, en := re.find(s, pos)
		if st < 0 {
			break
		}
		if st == en && st == lastMatchEnd {
			if st < len(s) {
				sb.WriteByte(s[st])
			}
			pos = st + 1
			continue
		}
		count++
		sb.WriteString(s[pos:st])
		if global || count == nth {
			sb.WriteString(expandGensub(repl, s, re.submatches(s, st, en)))
		} else {
			sb.WriteString(s[st:en])
		}
		lastMatchEnd = en
		if en == st {
			if st < len(s) {
				sb.WriteByte(s[st])
			}
			pos = st + 1
		} else {
			pos = en
		}
		if !global && count == nth {
			break
		}
	}
	if pos < len(s) {
		sb.WriteString(s[pos:])
	}
	return str(sb.String())
}

// matchArray fills arr with the groups of the match of re at [st, en) in s.
func (in *interp) matchArray(arr *awkArray, re *regex, s string, st, en int) {
	caps := re.submatches(s, st, en)
	sep := in.toStr(in.scalarValue(in.subsepCell))
	for g := 0; 2*g+1 < len(caps); g++ {
		if caps[2*g] < 0 {
			continue
		}
		k := itoa(g)
		*arr.ref(k) = str(s[caps[2*g]:caps[2*g+1]])
		*arr.ref(k + sep + "start") = num(float64(caps[2*g] + 1))
		*arr.ref(k + sep + "length") = num(float64(caps[2*g+1] - caps[2*g]))
	}
}
