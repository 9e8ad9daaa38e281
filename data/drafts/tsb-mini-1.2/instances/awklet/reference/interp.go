package main

import (
	"math"
	"strings"
)

type cellKind uint8

const (
	cellUntyped cellKind = iota
	cellScalar
	cellArray
)

type cell struct {
	name   string
	kind   cellKind
	v      value
	arr    *awkArray
	parent *cell // for an untyped parameter: the caller's untyped variable
}

// awkArray keeps its elements in the order they were created.
type awkArray struct {
	index map[string]int
	keys  []string
	vals  []*value
	live  []bool
	count int
}

func newArray() *awkArray {
	return &awkArray{index: map[string]int{}}
}

func (a *awkArray) get(k string) (*value, bool) {
	if i, ok := a.index[k]; ok {
		return a.vals[i], true
	}
	return nil, false
}

// ref returns the element for k, creating it (uninitialized) when missing.
func (a *awkArray) ref(k string) *value {
	if i, ok := a.index[k]; ok {
		return a.vals[i]
	}
	v := &value{}
	a.index[k] = len(a.keys)
	a.keys = append(a.keys, k)
	a.vals = append(a.vals, v)
	a.live = append(a.live, true)
	a.count++
	return v
}

func (a *awkArray) delete(k string) {
	if i, ok := a.index[k]; ok {
		delete(a.index, k)
		a.live[i] = false
		a.vals[i] = nil
		a.count--
		if a.count == 0 {
			a.clear()
		} else if len(a.keys) > 64 && a.count < len(a.keys)/2 {
			a.compact()
		}
	}
}

func (a *awkArray) compact() {
	var keys []string
	var vals []*value
	var live []bool
	for i, k := range a.keys {
		if a.live[i] {
			a.index[k] = len(keys)
			keys = append(keys, k)
			vals = append(vals, a.vals[i])
			live = append(live, true)
		}
	}
	a.keys, a.vals, a.live = keys, vals, live
}

func (a *awkArray) clear() {
	a.index = map[string]int{}
	a.keys = nil
	a.vals = nil
	a.live = nil
	a.count = 0
}

// snapshot returns the keys in creation order.
func (a *awkArray) snapshot() []string {
	out := make([]string, 0, a.count)
	for i, k := range a.keys {
		if a.live[i] {
			out = append(out, k)
		}
	}
	return out
}

// control flow signals carried by panics
type exitSignal struct{}
type nextSignal struct{}
type nextfileSignal struct{}

type ctl uint8

const (
	ctlNone ctl = iota
	ctlBreak
	ctlContinue
	ctlReturn
)

type frame struct {
	fn     *function
	locals []*cell
	ret    value
}

type interp struct {
	prog    *program
	globals map[string]*cell

	// special variables
	nfCell, nrCell, fnrCell, fsCell, ofsCell, orsCell, rsCell, filenameCell *cell
	subsepCell, rstartCell, rlengthCell, convfmtCell, ofmtCell              *cell
	environCell, argcCell, argvCell                                         *cell
	convfmt, ofmt                                                           string

	// the current record
	record          string
	recordVal       value
	fields          []value // $1..$NF
	fieldsSplit     bool    // fields reflect record
	recordFS        string
	recordParagraph bool
	nf              int

	frames []*frame
	depth  int

	regexCache map[string]*regex

	exitCode int
	inEnd    bool

	randSeed  float64
	randState uint64
	prevSeed  float64

	io *ioState

	sandbox bool

	lint   int // 0 off, 1 warnings, 2 the first warning is fatal
	linted map[string]bool
	// fixed-width field splitting (FIELDWIDTHS)
	widthsMode      bool
	widths          []int
	recordWidths    []int
	fieldwidthsCell *cell
	rtCell          *cell
	sortedInCell    *cell
	fpatCell        *cell
	errnoCell       *cell
	fpat            string // non-empty: fields are matches of this regular expression
	recordFPAT      string
	ignoreCaseCell  *cell
	ignoreCase      bool
	fileHook        string // "BEGINFILE" or "ENDFILE" while such an action runs
}

func newInterp() *interp {
	in := &interp{globals: map[string]*cell{}, regexCache: map[string]*regex{}}
	in.nfCell = in.global("NF")
	in.nrCell = in.global("NR")
	in.fnrCell = in.global("FNR")
	in.fsCell = in.global("FS")
	in.ofsCell = in.global("OFS")
	in.orsCell = in.global("ORS")
	in.rsCell = in.global("RS")
	in.filenameCell = in.global("FILENAME")
	in.subsepCell = in.global("SUBSEP")
	in.rstartCell = in.global("RSTART")
	in.rlengthCell = in.global("RLENGTH")
	in.convfmtCell = in.global("CONVFMT")
	in.ofmtCell = in.global("OFMT")
	in.environCell = in.global("ENVIRON")
	in.argcCell = in.global("ARGC")
	in.argvCell = in.global("ARGV")
	in.fieldwidthsCell = in.global("FIELDWIDTHS")
	in.rtCell = in.global("RT")
	in.sortedInCell = in.global("SORTED_IN")
	in.fpatCell = in.global("FPAT")
	in.errnoCell = in.global("ERRNO")
	in.ignoreCaseCell = in.global("IGNORECASE")
	set := func(c *cell, v value) { c.kind = cellScalar; c.v = v }
	set(in.nfCell, num(0))
	set(in.nrCell, num(0))
	set(in.fnrCell, num(0))
	set(in.fsCell, str(" "))
	set(in.ofsCell, str(" "))
	set(in.orsCell, str("\n"))
	set(in.rsCell, str("\n"))
	set(in.filenameCell, str(""))
	set(in.subsepCell, str("\034"))
	set(in.rstartCell, num(0))
	set(in.rlengthCell, num(-1))
	set(in.convfmtCell, str("%.6g"))
	set(in.ofmtCell, str("%.6g"))
	set(in.fieldwidthsCell, str(""))
	set(in.rtCell, str(""))
	set(in.sortedInCell, str(""))
	set(in.fpatCell, str(""))
	set(in.errnoCell, str(""))
	set(in.ignoreCaseCell, num(0))
	in.convfmt = "%.6g"
	in.ofmt = "%.6g"
	in.environCell.kind = cellArray
	in.environCell.arr = newArray()
	in.argvCell.kind = cellArray
	in.argvCell.arr = newArray()
	in.fieldsSplit = true
	in.recordVal = value{kind: kStrNum, s: ""}
	in.recordVal = strnumVal("")
	in.io = newIO(in)
	in.seedRand(0)
	in.prevSeed = 0
	return in
}

func (in *interp) global(name string) *cell {
	c := in.globals[name]
	if c == nil {
		c = &cell{name: name}
		in.globals[name] = c
	}
	return c
}

func (in *interp) fatal(msg string) {
	panic(&progError{msg: msg})
}

// ---- variables ----

func (in *interp) cellOf(r *varRef) *cell {
	if r.scope == scopeGlobal {
		return r.cell
	}
	return in.frames[len(in.frames)-1].locals[r.index]
}

func (in *interp) scalarValue(c *cell) value {
	switch c.kind {
	case cellArray:
		in.fatal("can't use array " + c.name + " in scalar context")
	case cellUntyped:
		if in.lint > 0 {
			in.warnUninit(c.name)
		}
		return value{}
	}
	if c == in.nfCell {
		in.splitRecord()
		return num(float64(in.nf))
	}
	return c.v
}

func (in *interp) arrayOf(c *cell) *awkArray {
	switch c.kind {
	case cellScalar:
		in.fatal("can't use scalar " + c.name + " as array")
	case cellUntyped:
		if c.parent != nil {
			p := in.arrayOf(c.parent)
			c.kind = cellArray
			c.arr = p
			return p
		}
		c.kind = cellArray
		c.arr = newArray()
	}
	return c.arr
}

func (in *interp) setScalar(c *cell, v value) {
	if c.kind == cellArray {
		in.fatal("can't use array " + c.name + " in scalar context")
	}
	c.kind = cellScalar
	c.v = v
	switch c {
	case in.nfCell:
		in.setNF(toNum(v))
	case in.convfmtCell:
		in.convfmt = in.toStr(v)
	case in.ofmtCell:
		in.ofmt = in.toStr(v)
	case in.fsCell:
		in.widthsMode = false
		in.fpat = ""
	case in.fieldwidthsCell:
		in.setFieldwidths(in.toStr(v))
		if in.widthsMode {
			in.fpat = ""
		}
	case in.fpatCell:
		in.fpat = in.toStr(v)
		if in.fpat != "" {
			in.widthsMode = false
		}
	case in.ignoreCaseCell:
		in.ignoreCase = toBool(v)
	}
}

func (in *interp) subscript(index []expr) string {
	if len(index) == 1 {
		return in.toSubscript(in.eval(index[0]))
	}
	sep := in.toStr(in.scalarValue(in.subsepCell))
	var sb strings.Builder
	for i, e := range index {
		if i > 0 {
			sb.WriteString(sep)
		}
		sb.WriteString(in.toSubscript(in.eval(e)))
	}
	return sb.String()
}

func (in *interp) toSubscript(v value) string {
	return in.toStr(v)
}

// ---- evaluation ----

func (in *interp) eval(e expr) value {
	switch e := e.(type) {
	case *numLit:
		return num(e.n)
	case *strLit:
		return str(e.s)
	case *regexLit:
		return boolVal(in.literal(e).matches(in.getField(0).s0(in)))
	case *varRef:
		return in.scalarValue(in.cellOf(e))
	case *fieldRef:
		return in.getField(in.fieldIndex(e.index))
	case *indexExpr:
		arr := in.arrayOf(in.cellOf(e.array))
		k := in.subscript(e.index)
		return *arr.ref(k)
	case *groupExpr:
		if len(e.list) != 1 {
			in.fatal("syntax error: parenthesized list")
		}
		return in.eval(e.list[0])
	case *assignExpr:
		return in.assign(e)
	case *condExpr:
		if toBool(in.eval(e.cond)) {
			return in.eval(e.yes)
		}
		return in.eval(e.no)
	case *binaryExpr:
		return in.binary(e)
	case *matchExpr:
		s := in.toStr(in.eval(e.left))
		re := in.regexOf(e.right)
		m := re.matches(s)
		return boolVal(m != e.negate)
	case *unaryExpr:
		v := in.eval(e.arg)
		switch e.op {
		case tNot:
			return boolVal(!toBool(v))
		case tSub:
			return num(-toNum(v))
		}
		return num(toNum(v))
	case *incrExpr:
		lhs := in.locate(e.lhs)
		old := toNum(in.eval(lhs))
		n := old + 1
		if e.op == tDecr {
			n = old - 1
		}
		in.store(lhs, num(n))
		if e.post {
			return num(old)
		}
		return num(n)
	case *inExpr:
		arr := in.arrayOf(in.cellOf(e.array))
		_, ok := arr.get(in.subscript(e.index))
		return boolVal(ok)
	case *callExpr:
		return in.call(e)
	case *builtinExpr:
		return in.builtin(e)
	case *getlineExpr:
		return in.getline(e)
	}
	panic("unknown expression")
}

// s0 is a helper so that regexLit evaluation reads $0 as a string.
func (v value) s0(in *interp) string { return in.toStr(v) }

// regexOf returns the regular expression for a match operand: a literal, or the string
// value of any other expression.
func (in *interp) regexOf(e expr) *regex {
	if r, ok := e.(*regexLit); ok {
		return in.literal(r)
	}
	return in.compileDynamic(in.toStr(in.eval(e)))
}

// literal returns a regular expression literal's compiled form, case-folded when IGNORECASE
// is on.
func (in *interp) literal(r *regexLit) *regex {
	if !in.ignoreCase {
		return r.re
	}
	if r.folded == nil {
		re, err := compileRegexFold(r.re.src, true)
		if err != nil {
			panic(err)
		}
		r.folded = re
	}
	return r.folded
}

func (in *interp) compileDynamic(src string) *regex {
	key := src
	if in.ignoreCase {
		key = "\x00i" + src
	}
	if re, ok := in.regexCache[key]; ok {
		return re
	}
	re, err := compileRegexFold(src, in.ignoreCase)
	if err != nil {
		panic(err)
	}
	if len(in.regexCache) > 500 {
		in.regexCache = map[string]*regex{}
	}
	in.regexCache[key] = re
	return re
}

// locate evaluates an element's subscript or a field's number once, for a target that is read
// and then assigned (`++`, `--`, sub/gsub targets): it returns the same target with that
// subscript or field number as a constant, so that reading and storing it evaluates nothing.
func (in *interp) locate(lhs expr) expr {
	switch l := lhs.(type) {
	case *indexExpr:
		in.arrayOf(in.cellOf(l.array))
		return &indexExpr{array: l.array, index: []expr{&strLit{s: in.subscript(l.index)}}}
	case *fieldRef:
		return &fieldRef{index: &numLit{n: float64(in.fieldIndex(l.index))}}
	}
	return lhs
}

func (in *interp) store(lhs expr, v value) {
	switch l := lhs.(type) {
	case *varRef:
		in.setScalar(in.cellOf(l), v)
	case *fieldRef:
		in.setField(in.fieldIndex(l.index), v)
	case *indexExpr:
		arr := in.arrayOf(in.cellOf(l.array))
		k := in.subscript(l.index)
		*arr.ref(k) = v
	case *groupExpr:
		in.store(l.list[0], v)
	}
}

func (in *interp) assign(e *assignExpr) value {
	if e.op == tAssign {
		// evaluate the right side first, then the target
		v := in.eval(e.rhs)
		if v.kind == kUninit {
			v = value{kind: kUninit}
		}
		in.storeAssign(e.lhs, v)
		return v
	}
	// compound: evaluate the target's location once
	switch l := e.lhs.(type) {
	case *indexExpr:
		arr := in.arrayOf(in.cellOf(l.array))
		k := in.subscript(l.index)
		cur := toNum(*arr.ref(k))
		r := toNum(in.eval(e.rhs))
		v := num(in.arith(e.op, cur, r))
		*arr.ref(k) = v
		return v
	case *fieldRef:
		i := in.fieldIndex(l.index)
		cur := toNum(in.getField(i))
		r := toNum(in.eval(e.rhs))
		v := num(in.arith(e.op, cur, r))
		in.setField(i, v)
		return v
	}
	cur := toNum(in.eval(e.lhs))
	r := toNum(in.eval(e.rhs))
	v := num(in.arith(e.op, cur, r))
	in.store(e.lhs, v)
	return v
}

func (in *interp) storeAssign(lhs expr, v value) {
	in.store(lhs, v)
}

func (in *interp) arith(op tokKind, a, b float64) float64 {
	switch op {
	case tAdd, tAddAssign:
		return a + b
	case tSub, tSubAssign:
		return a - b
	case tMul, tMulAssign:
		return a * b
	case tDiv, tDivAssign:
		if b == 0 {
			in.fatal("division by zero")
		}
		return a / b
	case tMod, tModAssign:
		if b == 0 {
			in.fatal("division by zero in %")
		}
		return math.Mod(a, b)
	case tPow, tPowAssign:
		return pow(a, b)
	}
	return 0
}

func pow(a, b float64) float64 {
	if b == math.Trunc(b) && math.Abs(b) <= 1024 {
		// integer exponents by repeated multiplication, as awk does
		n := int(math.Abs(b))
		r := 1.0
		x := a
		for n > 0 {
			if n&1 == 1 {
				r *= x
			}
			x *= x
			n >>= 1
		}
		if b < 0 {
			return 1 / r
		}
		return r
	}
	return math.Pow(a, b)
}

func (in *interp) binary(e *binaryExpr) value {
	switch e.op {
	case tAnd:
		if !toBool(in.eval(e.left)) {
			return num(0)
		}
		return boolVal(toBool(in.eval(e.right)))
	case tOr:
		if toBool(in.eval(e.left)) {
			return num(1)
		}
		return boolVal(toBool(in.eval(e.right)))
	case tString:
		l := in.toStr(in.eval(e.left))
		r := in.toStr(in.eval(e.right))
		return str(l + r)
	case tLess, tLessEqual, tEqual, tNotEqual, tGreater, tGreaterEqual:
		a := in.eval(e.left)
		b := in.eval(e.right)
		c, ok := in.compareValues(a, b)
		if !ok {
			return boolVal(e.op == tNotEqual)
		}
		switch e.op {
		case tLess:
			return boolVal(c < 0)
		case tLessEqual:
			return boolVal(c <= 0)
		case tEqual:
			return boolVal(c == 0)
		case tNotEqual:
			return boolVal(c != 0)
		case tGreater:
			return boolVal(c > 0)
		}
		return boolVal(c >= 0)
	}
	a := toNum(in.eval(e.left))
	b := toNum(in.eval(e.right))
	return num(in.arith(e.op, a, b))
}

// ---- user functions ----

const maxDepth = 1000

func (in *interp) call(c *callExpr) value {
	f := c.fn
	locals := make([]*cell, len(f.params))
	for i, name := range f.params {
		lc := &cell{name: name}
		if i < len(c.args) {
			if r, ok := c.args[i].(*varRef); ok {
				src := in.cellOf(r)
				switch src.kind {
				case cellArray:
					lc.kind = cellArray
					lc.arr = src.arr
				case cellUntyped:
					lc.parent = src
				default:
					lc.kind = cellScalar
					lc.v = in.scalarValue(src)
				}
			} else {
				lc.kind = cellScalar
				lc.v = in.eval(c.args[i])
			}
		}
		locals[i] = lc
	}
	if in.depth >= maxDepth {
		in.fatal("function call nesting too deep")
	}
	in.depth++
	fr := &frame{fn: f, locals: locals}
	in.frames = append(in.frames, fr)
	defer func() {
		in.frames = in.frames[:len(in.frames)-1]
		in.depth--
	}()
	in.execBlock(f.body)
	return fr.ret
}

// ---- statements ----

func (in *interp) execBlock(body []stmt) ctl {
	for _, s := range body {
		if c := in.exec(s); c != ctlNone {
			return c
		}
	}
	return ctlNone
}

func (in *interp) exec(s stmt) ctl {
	switch s := s.(type) {
	case *exprStmt:
		in.eval(s.e)
	case *printStmt:
		in.print(s)
	case *blockStmt:
		return in.execBlock(s.body)
	case *ifStmt:
		if toBool(in.eval(s.cond)) {
			return in.execBlock(s.then)
		}
		return in.execBlock(s.els)
	case *whileStmt:
		for toBool(in.eval(s.cond)) {
			c := in.execBlock(s.body)
			if c == ctlBreak {
				break
			}
			if c == ctlReturn {
				return c
			}
		}
	case *doStmt:
		for {
			c := in.execBlock(s.body)
			if c == ctlBreak {
				break
			}
			if c == ctlReturn {
				return c
			}
			if !toBool(in.eval(s.cond)) {
				break
			}
		}
	case *forStmt:
		if s.init != nil {
			in.exec(s.init)
		}
		for s.cond == nil || toBool(in.eval(s.cond)) {
			c := in.execBlock(s.body)
			if c == ctlBreak {
				break
			}
			if c == ctlReturn {
				return c
			}
			if s.post != nil {
				in.exec(s.post)
			}
		}
	case *forInStmt:
		arr := in.arrayOf(in.cellOf(s.array))
		for _, k := range in.sortedKeys(arr) {
			if _, ok := arr.get(k); !ok {
				continue
			}
			in.store(s.v, strnumVal(k))
			c := in.execBlock(s.body)
			if c == ctlBreak {
				break
			}
			if c == ctlReturn {
				return c
			}
		}
	case *switchStmt:
		return in.execSwitch(s)
	case *nextStmt:
		panic(nextSignal{})
	case *nextfileStmt:
		panic(nextfileSignal{})
	case *breakStmt:
		return ctlBreak
	case *continueStmt:
		return ctlContinue
	case *exitStmt:
		if s.status != nil {
			in.exitCode = int(int64(toNum(in.eval(s.status))) & 0xff)
		}
		panic(exitSignal{})
	case *returnStmt:
		fr := in.frames[len(in.frames)-1]
		if s.v != nil {
			fr.ret = in.eval(s.v)
		} else {
			fr.ret = value{}
		}
		return ctlReturn
	case *deleteStmt:
		arr := in.arrayOf(in.cellOf(s.array))
		if s.index == nil {
			arr.clear()
		} else {
			arr.delete(in.subscript(s.index))
		}
	}
	return ctlNone
}

// execSwitch runs a switch statement: from the first matching case (or default) to the end
// or a break.
func (in *interp) execSwitch(s *switchStmt) ctl {
	v := in.eval(s.value)
	start := -1
	for i, c := range s.cases {
		if c.label == nil {
			continue
		}
		if in.caseMatches(v, c.label) {
			start = i
			break
		}
	}
	if start < 0 {
		for i, c := range s.cases {
			if c.label == nil {
				start = i
				break
			}
		}
	}
	if start < 0 {
		return ctlNone
	}
	for _, c := range s.cases[start:] {
		r := in.execBlock(c.body)
		if r == ctlBreak {
			return ctlNone
		}
		if r != ctlNone {
			return r
		}
	}
	return ctlNone
}

func (in *interp) caseMatches(v value, label expr) bool {
	switch l := label.(type) {
	case *regexLit:
		return in.literal(l).matches(in.toStr(v))
	case *numLit:
		c, ok := in.compareValues(v, num(l.n))
		return ok && c == 0
	case *strLit:
		c, ok := in.compareValues(v, str(l.s))
		return ok && c == 0
	}
	return false
}
