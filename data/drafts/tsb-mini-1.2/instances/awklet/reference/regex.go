package main

// A regular expression engine for POSIX extended regular expressions as awklet defines
// them: byte-oriented, leftmost-longest matching, computed by simulating a Thompson NFA.

type reOp uint8

const (
	opByte   reOp = iota // match one byte equal to c
	opSet                // match one byte in set
	opAny                // match any byte
	opSplit              // try x and y
	opJmp                // go to x
	opBol                // assert start of string
	opEol                // assert end of string
	opAssert             // a word assertion: c is one of 'y', 'B', '<', '>'
	opMatch
)

type reInst struct {
	op  reOp
	c   byte
	set *[256]bool
	x   int
	y   int
}

type regex struct {
	src    string
	prog   []reInst
	tree   *reNode
	groups int
	// anchored is set when every match must start at position 0
	anchoredStart bool
}

// ---- parsing into a syntax tree ----

type reNodeKind uint8

const (
	nLit reNodeKind = iota
	nSet
	nAny
	nBol
	nEol
	nCat
	nAlt
	nRepeat
	nEmpty
	nGroup  // a parenthesized subexpression; group is its number
	nAssert // a word assertion (c: 'y', 'B', '<', '>')
)

type reNode struct {
	kind     reNodeKind
	c        byte
	set      *[256]bool
	subs     []*reNode
	min, max int // max -1: unbounded
	group    int
}

type reParser struct {
	src    string
	pos    int
	fold   bool
	groups int
}

// lit makes the node for a literal byte, a set of both cases when folding.
func (p *reParser) lit(c byte) *reNode {
	if p.fold && (c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z') {
		set := new([256]bool)
		set[c|0x20] = true
		set[c&^0x20] = true
		return &reNode{kind: nSet, set: set}
	}
	return &reNode{kind: nLit, c: c}
}

type reError struct{ msg string }

func (p *reParser) fail(msg string) {
	panic(&reError{msg: msg})
}

func compileRegex(src string) (*regex, *progError) {
	return compileRegexFold(src, false)
}

// compileRegexFold compiles src; with fold, ASCII letters match either case.
func compileRegexFold(src string, fold bool) (re *regex, err *progError) {
	defer func() {
		if r := recover(); r != nil {
			if e, ok := r.(*reError); ok {
				re = nil
				err = &progError{msg: "regular expression error: " + e.msg + ": /" + src + "/"}
				return
			}
			panic(r)
		}
	}()
	p := &reParser{src: src, fold: fold}
	tree := p.parseAlt()
	if p.pos < len(p.src) {
		// only an unmatched ')' stops the top-level parse
		p.fail("unmatched )")
	}
	c := &reCompiler{}
	c.emit(tree)
	c.prog = append(c.prog, reInst{op: opMatch})
	re = &regex{src: src, prog: c.prog, tree: tree, groups: p.groups}
	re.anchoredStart = startsAnchored(tree)
	return re, nil
}

func startsAnchored(n *reNode) bool {
	switch n.kind {
	case nBol:
		return true
	case nGroup:
		return startsAnchored(n.subs[0])
	case nCat:
		return len(n.subs) > 0 && startsAnchored(n.subs[0])
	case nAlt:
		for _, s := range n.subs {
			if !startsAnchored(s) {
				return false
			}
		}
		return true
	}
	return false
}

func (p *reParser) parseAlt() *reNode {
	branches := []*reNode{p.parseCat()}
	for p.pos < len(p.src) && p.src[p.pos] == '|' {
		p.pos++
		branches = append(branches, p.parseCat())
	}
	if len(branches) == 1 {
		return branches[0]
	}
	return &reNode{kind: nAlt, subs: branches}
}

func (p *reParser) parseCat() *reNode {
	var items []*reNode
	for p.pos < len(p.src) {
		c := p.src[p.pos]
		if c == '|' || c == ')' {
			break
		}
		first := len(items) == 0 || items[len(items)-1].kind == nBol
		atom := p.parseAtom(first)
		if atom.kind != nBol {
			atom = p.parseRepeats(atom)
		}
		items = append(items, atom)
	}
	if len(items) == 0 {
		return &reNode{kind: nEmpty}
	}
	if len(items) == 1 {
		return items[0]
	}
	return &reNode{kind: nCat, subs: items}
}

// interval tries to read "{n}", "{n,}" or "{n,m}" at p.pos; ok is false (and p.pos is
// unchanged) when the text there is not an interval.
func (p *reParser) interval() (min, max int, ok bool) {
	i := p.pos + 1
	readNum := func() (int, bool) {
		start := i
		v := 0
		for i < len(p.src) && isDigit(p.src[i]) {
			if v < 100000 {
				v = v*10 + int(p.src[i]-'0')
			}
			i++
		}
		return v, i > start
	}
	min, okMin := readNum()
	if !okMin {
		return 0, 0, false
	}
	max = min
	if i < len(p.src) && p.src[i] == ',' {
		i++
		var okMax bool
		max, okMax = readNum()
		if !okMax {
			max = -1
		}
	}
	if i >= len(p.src) || p.src[i] != '}' {
		return 0, 0, false
	}
	if max >= 0 && min > max || min > 255 || max > 255 {
		p.fail("invalid repetition count")
	}
	p.pos = i + 1
	return min, max, true
}

func (p *reParser) parseRepeats(atom *reNode) *reNode {
	for p.pos < len(p.src) {
		c := p.src[p.pos]
		var min, max int
		switch c {
		case '*':
			min, max = 0, -1
			p.pos++
		case '+':
			min, max = 1, -1
			p.pos++
		case '?':
			min, max = 0, 1
			p.pos++
		case '{':
			var ok bool
			min, max, ok = p.interval()
			if !ok {
				return atom
			}
		default:
			return atom
		}
		atom = &reNode{kind: nRepeat, subs: []*reNode{atom}, min: min, max: max}
	}
	return atom
}

func (p *reParser) parseAtom(first bool) *reNode {
	c := p.src[p.pos]
	switch c {
	case '(':
		p.pos++
		p.groups++
		g := &reNode{kind: nGroup, group: p.groups}
		inner := p.parseAlt()
		if p.pos >= len(p.src) || p.src[p.pos] != ')' {
			p.fail("unmatched (")
		}
		p.pos++
		g.subs = []*reNode{inner}
		return g
	case '.':
		p.pos++
		return &reNode{kind: nAny}
	case '^':
		p.pos++
		return &reNode{kind: nBol}
	case '$':
		p.pos++
		return &reNode{kind: nEol}
	case '[':
		return p.parseBracket()
	case '\\':
		p.pos++
		if p.pos < len(p.src) {
			switch e := p.src[p.pos]; e {
			case 'w', 'W', 's', 'S':
				p.pos++
				return &reNode{kind: nSet, set: wordSpaceSet(e)}
			case 'y', 'B', '<', '>':
				p.pos++
				return &reNode{kind: nAssert, c: e}
			case '`':
				p.pos++
				return &reNode{kind: nBol}
			case '\'':
				p.pos++
				return &reNode{kind: nEol}
			}
		}
		b := p.escape()
		return p.lit(b)
	case '*', '+', '?':
		if first {
			// a repetition operator with nothing before it stands for itself
			p.pos++
			return p.lit(c)
		}
	case '{':
		if first {
			p.pos++
			return p.lit(c)
		}
	}
	p.pos++
	return p.lit(c)
}

// escape reads the character(s) after a backslash (p.pos is just past the backslash).
func (p *reParser) escape() byte {
	if p.pos >= len(p.src) {
		return '\\'
	}
	e := p.src[p.pos]
	p.pos++
	switch e {
	case 'n':
		return '\n'
	case 't':
		return '\t'
	case 'r':
		return '\r'
	case 'f':
		return '\f'
	case 'b':
		return '\b'
	case 'v':
		return '\v'
	case 'a':
		return 7
	case 'x':
		if v, n := hexEscape([]byte(p.src[p.pos:])); n > 0 {
			p.pos += n
			return v
		}
		return 'x'
	case '0', '1', '2', '3', '4', '5', '6', '7':
		v := int(e - '0')
		n := 1
		for n < 3 && p.pos < len(p.src) && p.src[p.pos] >= '0' && p.src[p.pos] <= '7' {
			v = v*8 + int(p.src[p.pos]-'0')
			p.pos++
			n++
		}
		return byte(v)
	}
	return e
}

var classNames = map[string]func(c byte) bool{
	"alpha": func(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' },
	"digit": func(c byte) bool { return c >= '0' && c <= '9' },
	"alnum": func(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' },
	"upper": func(c byte) bool { return c >= 'A' && c <= 'Z' },
	"lower": func(c byte) bool { return c >= 'a' && c <= 'z' },
	"space": func(c byte) bool { return c == ' ' || c >= '\t' && c <= '\r' },
	"blank": func(c byte) bool { return c == ' ' || c == '\t' },
	"punct": func(c byte) bool {
		return c > ' ' && c < 0x7f && !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9')
	},
	"print":  func(c byte) bool { return c >= ' ' && c < 0x7f },
	"graph":  func(c byte) bool { return c > ' ' && c < 0x7f },
	"cntrl":  func(c byte) bool { return c < ' ' || c == 0x7f },
	"xdigit": func(c byte) bool { return c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F' },
}

func (p *reParser) parseBracket() *reNode {
	p.pos++ // '['
	set := new([256]bool)
	negate := false
	if p.pos < len(p.src) && p.src[p.pos] == '^' {
		negate = true
		p.pos++
	}
	first := true
	for {
		if p.pos >= len(p.src) {
			p.fail("unterminated [")
		}
		c := p.src[p.pos]
		if c == ']' && !first {
			p.pos++
			break
		}
		first = false
		if c == '[' && p.pos+1 < len(p.src) && p.src[p.pos+1] == ':' {
			end := -1
			for j := p.pos + 2; j+1 < len(p.src); j++ {
				if p.src[j] == ':' && p.src[j+1] == ']' {
					end = j
					break
				}
			}
			if end >= 0 {
				name := p.src[p.pos+2 : end]
				f, ok := classNames[name]
				if !ok {
					p.fail("invalid character class")
				}
				for b := 0; b < 256; b++ {
					if f(byte(b)) {
						set[b] = true
					}
				}
				p.pos = end + 2
				continue
			}
		}
		var lo byte
		if c == '\\' {
			p.pos++
			lo = p.escape()
		} else {
			lo = c
			p.pos++
		}
		// a range?
		if p.pos+1 < len(p.src) && p.src[p.pos] == '-' && p.src[p.pos+1] != ']' {
			p.pos++
			var hi byte
			if p.src[p.pos] == '\\' {
				p.pos++
				hi = p.escape()
			} else {
				hi = p.src[p.pos]
				p.pos++
			}
			if hi < lo {
				p.fail("invalid range")
			}
			for b := int(lo); b <= int(hi); b++ {
				set[b] = true
			}
			continue
		}
		set[lo] = true
	}
	if p.fold {
		for b := 'A'; b <= 'Z'; b++ {
			if set[b] || set[b|0x20] {
				set[b] = true
				set[b|0x20] = true
			}
		}
	}
	if negate {
		for b := 0; b < 256; b++ {
			set[b] = !set[b]
		}
	}
	return &reNode{kind: nSet, set: set}
}

// ---- compiling the tree to NFA instructions ----

type reCompiler struct {
	prog []reInst
}

func (c *reCompiler) add(i reInst) int {
	c.prog = append(c.prog, i)
	return len(c.prog) - 1
}

func (c *reCompiler) emit(n *reNode) {
	switch n.kind {
	case nLit:
		c.add(reInst{op: opByte, c: n.c})
	case nSet:
		c.add(reInst{op: opSet, set: n.set})
	case nAny:
		c.add(reInst{op: opAny})
	case nBol:
		c.add(reInst{op: opBol})
	case nEol:
		c.add(reInst{op: opEol})
	case nEmpty:
	case nGroup:
		c.emit(n.subs[0])
	case nAssert:
		c.add(reInst{op: opAssert, c: n.c})
	case nCat:
		for _, s := range n.subs {
			c.emit(s)
		}
	case nAlt:
		var jumps []int
		for i, s := range n.subs {
			if i < len(n.subs)-1 {
				split := c.add(reInst{op: opSplit})
				c.prog[split].x = len(c.prog)
				c.emit(s)
				jumps = append(jumps, c.add(reInst{op: opJmp}))
				c.prog[split].y = len(c.prog)
			} else {
				c.emit(s)
			}
		}
		for _, j := range jumps {
			c.prog[j].x = len(c.prog)
		}
	case nRepeat:
		sub := n.subs[0]
		for i := 0; i < n.min; i++ {
			c.emit(sub)
		}
		if n.max < 0 {
			// star over sub
			split := c.add(reInst{op: opSplit})
			c.prog[split].x = len(c.prog)
			c.emit(sub)
			c.add(reInst{op: opJmp, x: split})
			c.prog[split].y = len(c.prog)
		} else {
			var splits []int
			for i := n.min; i < n.max; i++ {
				split := c.add(reInst{op: opSplit})
				c.prog[split].x = len(c.prog)
				splits = append(splits, split)
				c.emit(sub)
			}
			for _, s := range splits {
				c.prog[s].y = len(c.prog)
			}
		}
	}
}

// ---- simulation ----

type threadList struct {
	pcs  []int
	mark []int // generation marks
}

func (re *regex) addThread(l *threadList, gen int, pc int, pos int, n int, str string) bool {
	// returns true when opMatch is reachable
	if l.mark[pc] == gen {
		return false
	}
	l.mark[pc] = gen
	in := &re.prog[pc]
	switch in.op {
	case opJmp:
		return re.addThread(l, gen, in.x, pos, n, str)
	case opSplit:
		a := re.addThread(l, gen, in.x, pos, n, str)
		b := re.addThread(l, gen, in.y, pos, n, str)
		return a || b
	case opBol:
		if pos == 0 {
			return re.addThread(l, gen, pc+1, pos, n, str)
		}
		return false
	case opEol:
		if pos == n {
			return re.addThread(l, gen, pc+1, pos, n, str)
		}
		return false
	case opAssert:
		if checkAssert(in.c, str, pos) {
			return re.addThread(l, gen, pc+1, pos, n, str)
		}
		return false
	case opMatch:
		l.pcs = append(l.pcs, pc)
		return true
	}
	l.pcs = append(l.pcs, pc)
	return false
}

func step(in *reInst, c byte) bool {
	switch in.op {
	case opByte:
		return in.c == c
	case opSet:
		return in.set[c]
	case opAny:
		return true
	}
	return false
}

// longestAt returns the end of the longest match starting at start, or -1.
func (re *regex) longestAt(s string, start int, cur, nxt *threadList, gen *int) int {
	n := len(s)
	best := -1
	cur.pcs = cur.pcs[:0]
	*gen++
	if re.addThread(cur, *gen, 0, start, n, s) {
		best = start
	}
	for pos := start; pos < n && len(cur.pcs) > 0; pos++ {
		c := s[pos]
		nxt.pcs = nxt.pcs[:0]
		*gen++
		matched := false
		for _, pc := range cur.pcs {
			in := &re.prog[pc]
			if step(in, c) {
				if re.addThread(nxt, *gen, pc+1, pos+1, n, s) {
					matched = true
				}
			}
		}
		if matched {
			best = pos + 1
		}
		cur, nxt = nxt, cur
	}
	return best
}

func (re *regex) newLists() (*threadList, *threadList) {
	a := &threadList{mark: make([]int, len(re.prog))}
	b := &threadList{mark: make([]int, len(re.prog))}
	return a, b
}

// find returns the leftmost-longest match in s at or after from (byte offsets), or -1, -1.
// notBol: position 0 of s counts as the start for '^' only when from == 0 is allowed.
func (re *regex) find(s string, from int) (int, int) {
	cur, nxt := re.newLists()
	gen := 0
	for start := from; start <= len(s); start++ {
		if re.anchoredStart && start > 0 {
			break
		}
		if e := re.longestAt(s, start, cur, nxt, &gen); e >= 0 {
			return start, e
		}
	}
	return -1, -1
}

// matches reports whether re matches anywhere in s.
func (re *regex) matches(s string) bool {
	start, _ := re.find(s, 0)
	return start >= 0
}

func isWordByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_'
}

// wordSpaceSet returns the set for \w, \W, \s or \S.
func wordSpaceSet(e byte) *[256]bool {
	set := new([256]bool)
	for b := 0; b < 256; b++ {
		c := byte(b)
		switch e {
		case 'w':
			set[b] = isWordByte(c)
		case 'W':
			set[b] = !isWordByte(c)
		case 's':
			set[b] = c == ' ' || c >= '\t' && c <= '\r'
		case 'S':
			set[b] = !(c == ' ' || c >= '\t' && c <= '\r')
		}
	}
	return set
}

// checkAssert tests a word assertion at pos in s.
func checkAssert(kind byte, s string, pos int) bool {
	before := pos > 0 && isWordByte(s[pos-1])
	after := pos < len(s) && isWordByte(s[pos])
	switch kind {
	case 'y':
		return before != after
	case 'B':
		return before == after
	case '<':
		return !before && after
	case '>':
		return before && !after
	}
	return false
}
