package main

type parser struct {
	lex        *lexer
	tok        token
	in         *interp
	prog       *program
	fn         *function      // function being parsed, nil outside
	locals     map[string]int // parameters of fn
	loop       int            // loop nesting depth
	switches   int            // switch nesting depth
	inFileHook string         // "BEGINFILE" or "ENDFILE" while parsing those actions
	calls      []*callExpr
	funcOrder  []string // function names in order of definition
	inBegin    bool     // in a BEGIN or END action
	inEnd      bool
}

func (p *parser) syntaxError() {
	panic(&progError{msg: "syntax error at source line " + itoa(p.tok.line)})
}

func (p *parser) errorf(line int, msg string) {
	panic(&progError{msg: msg + " at source line " + itoa(line)})
}

func (p *parser) advance() {
	p.tok = p.lex.next()
}

// peek returns the token after the current one without consuming it.
func (p *parser) peek() token {
	pos, line, last := p.lex.pos, p.lex.line, p.lex.lastKind
	t := p.lex.scan()
	p.lex.pos, p.lex.line, p.lex.lastKind = pos, line, last
	return t
}

func (p *parser) expect(k tokKind) token {
	if p.tok.kind != k {
		p.syntaxError()
	}
	t := p.tok
	p.advance()
	return t
}

func (p *parser) optNewlines() {
	for p.tok.kind == tNewline {
		p.advance()
	}
}

func parseProgram(src string, in *interp) *program {
	p := &parser{lex: newLexer(src), in: in}
	p.prog = &program{funcs: map[string]*function{}}
	p.advance()
	p.skipTerminators()
	for p.tok.kind != tEOF {
		p.item()
		p.skipTerminators()
	}
	// resolve calls
	called := map[string]bool{}
	for _, c := range p.calls {
		called[c.name] = true
	}
	if in.lint > 0 {
		for _, name := range p.funcOrder {
			if !called[name] {
				in.warn("function " + name + " defined but never called")
			}
		}
	}
	for _, c := range p.calls {
		f := p.prog.funcs[c.name]
		if f == nil || !f.defined {
			p.errorf(c.line, "calling undefined function "+c.name)
		}
		if len(c.args) > len(f.params) {
			p.errorf(c.line, "function "+c.name+" called with "+itoa(len(c.args))+" arguments, accepts only "+itoa(len(f.params)))
		}
		c.fn = f
	}
	return p.prog
}

func (p *parser) skipTerminators() {
	for p.tok.kind == tNewline || p.tok.kind == tSemicolon {
		p.advance()
	}
}

func (p *parser) item() {
	switch p.tok.kind {
	case tFunction:
		p.function()
		return
	case tBEGIN:
		p.advance()
		if p.tok.kind != tLbrace {
			p.syntaxError()
		}
		p.inBegin = true
		body := p.block()
		p.inBegin = false
		p.prog.begins = append(p.prog.begins, body)
		return
	case tEND:
		p.advance()
		if p.tok.kind != tLbrace {
			p.syntaxError()
		}
		p.inEnd = true
		body := p.block()
		p.inEnd = false
		p.prog.ends = append(p.prog.ends, body)
		return
	case tBEGINFILE, tENDFILE:
		kind := p.tok.kind
		p.advance()
		if p.tok.kind != tLbrace {
			p.syntaxError()
		}
		if kind == tBEGINFILE {
			p.inFileHook = "BEGINFILE"
		} else {
			p.inFileHook = "ENDFILE"
		}
		body := p.block()
		p.inFileHook = ""
		if kind == tBEGINFILE {
			p.prog.beginfiles = append(p.prog.beginfiles, body)
		} else {
			p.prog.endfiles = append(p.prog.endfiles, body)
		}
		return
	}
	r := &rule{}
	if p.tok.kind == tLbrace {
		r.kind = patAlways
	} else {
		r.kind = patExpr
		r.pattern = p.expr(false, false)
		if p.tok.kind == tComma {
			p.advance()
			p.optNewlines()
			r.kind = patRange
			r.end = p.expr(false, false)
		}
	}
	if p.tok.kind == tLbrace {
		r.action = p.block()
		r.hasBody = true
	} else if !(p.tok.kind == tNewline || p.tok.kind == tSemicolon || p.tok.kind == tEOF) {
		p.syntaxError()
	}
	p.prog.rules = append(p.prog.rules, r)
}

func (p *parser) function() {
	line := p.tok.line
	p.advance()
	var name string
	if p.tok.kind == tName || p.tok.kind == tFuncName {
		name = p.tok.text
		p.advance()
	} else {
		p.syntaxError()
	}
	if p.fn != nil {
		p.syntaxError()
	}
	f := p.prog.funcs[name]
	if f != nil && f.defined {
		p.errorf(line, "function "+name+" redefined")
	}
	if f == nil {
		f = &function{name: name}
		p.prog.funcs[name] = f
	}
	p.funcOrder = append(p.funcOrder, name)
	f.defined = true
	f.line = line
	p.expect(tLparen)
	p.locals = map[string]int{}
	for p.tok.kind != tRparen {
		if p.tok.kind != tName {
			p.syntaxError()
		}
		pname := p.tok.text
		if _, dup := p.locals[pname]; dup {
			p.errorf(p.tok.line, "duplicate parameter "+pname+" in function "+name)
		}
		if pname == name {
			p.errorf(p.tok.line, "function "+name+" has a parameter named after itself")
		}
		if isSpecialVar(pname) {
			p.errorf(p.tok.line, "special variable "+pname+" used as a parameter")
		}
		p.locals[pname] = len(f.params)
		f.params = append(f.params, pname)
		p.advance()
		if p.tok.kind == tComma {
			p.advance()
			p.optNewlines()
			if p.tok.kind != tName {
				p.syntaxError()
			}
		} else if p.tok.kind != tRparen {
			p.syntaxError()
		}
	}
	p.advance()
	p.optNewlines()
	p.fn = f
	if p.tok.kind != tLbrace {
		p.syntaxError()
	}
	f.body = p.block()
	p.fn = nil
	p.locals = nil
}

func isSpecialVar(name string) bool {
	switch name {
	case "NF", "NR", "FNR", "FS", "OFS", "ORS", "RS", "FILENAME", "SUBSEP", "RSTART",
		"RLENGTH", "CONVFMT", "OFMT", "ENVIRON", "ARGC", "ARGV", "FIELDWIDTHS", "RT",
		"SORTED_IN", "IGNORECASE", "FPAT", "ERRNO":
		return true
	}
	return false
}

// block parses "{ statements }".
func (p *parser) block() []stmt {
	p.expect(tLbrace)
	var body []stmt
	for {
		p.skipTerminators()
		if p.tok.kind == tRbrace {
			p.advance()
			return body
		}
		if p.tok.kind == tEOF {
			p.syntaxError()
		}
		body = append(body, p.statement())
	}
}

// endSimple consumes the terminator of a simple statement.
func (p *parser) endSimple() {
	switch p.tok.kind {
	case tNewline, tSemicolon:
		p.advance()
	case tRbrace, tEOF:
	default:
		p.syntaxError()
	}
}

// stmtBody parses the body of if/while/for/do: a statement after optional newlines.
func (p *parser) stmtBody() []stmt {
	p.optNewlines()
	if p.tok.kind == tSemicolon {
		p.advance()
		return nil
	}
	s := p.statement()
	if b, ok := s.(*blockStmt); ok {
		return b.body
	}
	return []stmt{s}
}

func (p *parser) statement() stmt {
	switch p.tok.kind {
	case tLbrace:
		return &blockStmt{body: p.block()}
	case tIf:
		p.advance()
		p.expect(tLparen)
		cond := p.expr(false, false)
		p.expect(tRparen)
		s := &ifStmt{cond: cond}
		s.then = p.stmtBody()
		// look for else, possibly after newlines and a semicolon
		save := p.saveState()
		p.skipTerminators()
		if p.tok.kind == tElse {
			p.advance()
			s.els = p.stmtBody()
		} else {
			p.restoreState(save)
		}
		return s
	case tWhile:
		p.advance()
		p.expect(tLparen)
		cond := p.expr(false, false)
		p.expect(tRparen)
		if p.tok.kind == tSemicolon {
			p.advance()
			return &whileStmt{cond: cond}
		}
		p.loop++
		body := p.stmtBody()
		p.loop--
		return &whileStmt{cond: cond, body: body}
	case tDo:
		p.advance()
		p.loop++
		body := p.stmtBody()
		p.loop--
		p.skipTerminators()
		p.expect(tWhile)
		p.expect(tLparen)
		cond := p.expr(false, false)
		p.expect(tRparen)
		p.endSimple()
		return &doStmt{body: body, cond: cond}
	case tFor:
		return p.forStatement()
	case tSwitch:
		return p.switchStatement()
	case tSemicolon:
		p.advance()
		return &blockStmt{}
	}
	s := p.simpleStatement()
	p.endSimple()
	return s
}

type parserState struct {
	tok       token
	pos, line int
	last      tokKind
}

func (p *parser) saveState() parserState {
	return parserState{p.tok, p.lex.pos, p.lex.line, p.lex.lastKind}
}

func (p *parser) restoreState(s parserState) {
	p.tok, p.lex.pos, p.lex.line, p.lex.lastKind = s.tok, s.pos, s.line, s.last
}

func (p *parser) forStatement() stmt {
	p.advance()
	p.expect(tLparen)
	if p.tok.kind == tName {
		save := p.saveState()
		name := p.tok
		p.advance()
		if p.tok.kind == tIn {
			p.advance()
			if p.tok.kind == tName {
				arr := p.tok
				p.advance()
				if p.tok.kind == tRparen {
					p.advance()
					s := &forInStmt{v: p.varRef(name.text, name.line), array: p.varRef(arr.text, arr.line)}
					p.loop++
					s.body = p.stmtBody()
					p.loop--
					return s
				}
			}
		}
		p.restoreState(save)
	}
	s := &forStmt{}
	if p.tok.kind != tSemicolon {
		s.init = p.simpleStatement()
	}
	p.expect(tSemicolon)
	p.optNewlines()
	if p.tok.kind != tSemicolon {
		s.cond = p.expr(false, false)
	}
	p.expect(tSemicolon)
	p.optNewlines()
	if p.tok.kind != tRparen {
		s.post = p.simpleStatement()
	}
	p.expect(tRparen)
	if p.tok.kind == tSemicolon {
		p.advance()
		return s
	}
	p.loop++
	s.body = p.stmtBody()
	p.loop--
	return s
}

func (p *parser) simpleStatement() stmt {
	line := p.tok.line
	switch p.tok.kind {
	case tPrint, tPrintf:
		return p.printStatement()
	case tNext:
		if p.inBegin || p.inEnd {
			p.errorf(line, "next used in BEGIN or END")
		}
		if p.inFileHook != "" {
			p.errorf(line, "next used in BEGINFILE or ENDFILE")
		}
		p.advance()
		return &nextStmt{}
	case tNextfile:
		if p.inBegin || p.inEnd {
			p.errorf(line, "nextfile used in BEGIN or END")
		}
		if p.inFileHook == "ENDFILE" {
			p.errorf(line, "nextfile used in ENDFILE")
		}
		p.advance()
		return &nextfileStmt{}
	case tBreak:
		if p.loop == 0 && p.switches == 0 {
			p.errorf(line, "break outside a loop")
		}
		p.advance()
		return &breakStmt{}
	case tContinue:
		if p.loop == 0 {
			p.errorf(line, "continue outside a loop")
		}
		p.advance()
		return &continueStmt{}
	case tExit:
		p.advance()
		s := &exitStmt{}
		if !p.atStmtEnd() {
			s.status = p.expr(false, false)
		}
		return s
	case tReturn:
		if p.fn == nil {
			p.errorf(line, "return outside a function")
		}
		p.advance()
		s := &returnStmt{}
		if !p.atStmtEnd() {
			s.v = p.expr(false, false)
		}
		return s
	case tDelete:
		p.advance()
		if p.tok.kind != tName {
			p.syntaxError()
		}
		arr := p.varRef(p.tok.text, p.tok.line)
		p.advance()
		s := &deleteStmt{array: arr}
		if p.tok.kind == tLbracket {
			p.advance()
			s.index = p.exprList(tRbracket)
			p.expect(tRbracket)
		}
		return s
	}
	e := p.expr(false, false)
	if p.in.lint > 0 && !hasEffect(e) {
		p.in.warn("statement has no effect at source line " + itoa(line))
	}
	return &exprStmt{e: e}
}

func (p *parser) atStmtEnd() bool {
	switch p.tok.kind {
	case tNewline, tSemicolon, tRbrace, tEOF:
		return true
	}
	return false
}

func (p *parser) printStatement() stmt {
	s := &printStmt{printf: p.tok.kind == tPrintf}
	p.advance()
	if !p.atStmtEnd() && p.tok.kind != tGreater && p.tok.kind != tAppend && p.tok.kind != tPipe {
		first := p.expr(true, false)
		if g, ok := first.(*groupExpr); ok && p.tok.kind != tComma {
			s.args = g.list
		} else {
			s.args = []expr{first}
			for p.tok.kind == tComma {
				p.advance()
				p.optNewlines()
				s.args = append(s.args, p.expr(true, false))
			}
		}
	}
	for _, a := range s.args {
		if g, ok := a.(*groupExpr); ok && len(g.list) != 1 {
			p.syntaxError()
		}
	}
	if s.printf && len(s.args) == 0 {
		p.syntaxError()
	}
	switch p.tok.kind {
	case tGreater, tAppend, tPipe:
		s.redirect = p.tok.kind
		p.advance()
		s.dest = p.concat(true, false)
	}
	return s
}

func (p *parser) exprList(end tokKind) []expr {
	var list []expr
	p.optNewlines()
	if p.tok.kind == end {
		return nil
	}
	for {
		list = append(list, p.expr(false, false))
		p.optNewlines()
		if p.tok.kind != tComma {
			break
		}
		p.advance()
		p.optNewlines()
	}
	return list
}

func (p *parser) varRef(name string, line int) *varRef {
	if p.locals != nil {
		if i, ok := p.locals[name]; ok {
			return &varRef{name: name, scope: scopeLocal, index: i}
		}
	}
	return &varRef{name: name, scope: scopeGlobal, cell: p.in.global(name)}
}

func isLvalue(e expr) bool {
	switch e.(type) {
	case *varRef, *fieldRef, *indexExpr:
		return true
	}
	return false
}

// expr parses an expression. noGreater: '>' and '|' end the expression (print arguments);
// noIn: 'in' is not an operator.
func (p *parser) expr(noGreater, noIn bool) expr {
	left := p.ternary(noGreater, noIn)
	switch p.tok.kind {
	case tAssign, tAddAssign, tSubAssign, tMulAssign, tDivAssign, tModAssign, tPowAssign:
		if !isLvalue(left) {
			p.syntaxError()
		}
		op := p.tok.kind
		p.advance()
		p.optNewlines()
		right := p.expr(noGreater, noIn)
		return &assignExpr{lhs: left, op: op, rhs: right}
	}
	return left
}

func (p *parser) ternary(noGreater, noIn bool) expr {
	cond := p.or(noGreater, noIn)
	if p.tok.kind == tQuestion {
		p.advance()
		p.optNewlines()
		yes := p.expr(noGreater, noIn)
		p.optNewlines()
		p.expect(tColon)
		p.optNewlines()
		no := p.expr(noGreater, noIn)
		return &condExpr{cond: cond, yes: yes, no: no}
	}
	return cond
}

func (p *parser) or(noGreater, noIn bool) expr {
	left := p.and(noGreater, noIn)
	for p.tok.kind == tOr {
		p.advance()
		p.optNewlines()
		right := p.and(noGreater, noIn)
		left = &binaryExpr{op: tOr, left: left, right: right}
	}
	return left
}

func (p *parser) and(noGreater, noIn bool) expr {
	left := p.in_(noGreater, noIn)
	for p.tok.kind == tAnd {
		p.advance()
		p.optNewlines()
		right := p.in_(noGreater, noIn)
		left = &binaryExpr{op: tAnd, left: left, right: right}
	}
	return left
}

func (p *parser) in_(noGreater, noIn bool) expr {
	left := p.match(noGreater, noIn)
	for !noIn && p.tok.kind == tIn {
		p.advance()
		if p.tok.kind != tName {
			p.syntaxError()
		}
		arr := p.varRef(p.tok.text, p.tok.line)
		p.advance()
		var index []expr
		if g, ok := left.(*groupExpr); ok {
			index = g.list
		} else {
			index = []expr{left}
		}
		left = &inExpr{index: index, array: arr}
	}
	return left
}

func (p *parser) match(noGreater, noIn bool) expr {
	left := p.comparison(noGreater, noIn)
	for p.tok.kind == tMatch || p.tok.kind == tNoMatch {
		neg := p.tok.kind == tNoMatch
		p.advance()
		right := p.comparison(noGreater, noIn)
		left = &matchExpr{negate: neg, left: left, right: right}
	}
	return left
}

func (p *parser) comparison(noGreater, noIn bool) expr {
	left := p.pipeGetline(noGreater, noIn)
	switch p.tok.kind {
	case tLess, tLessEqual, tEqual, tNotEqual, tGreaterEqual:
	case tGreater:
		if noGreater {
			return left
		}
	default:
		return left
	}
	op := p.tok.kind
	p.advance()
	right := p.pipeGetline(noGreater, noIn)
	return &binaryExpr{op: op, left: left, right: right}
}

// pipeGetline parses `cmd | getline [var]` (left associative).
func (p *parser) pipeGetline(noGreater, noIn bool) expr {
	left := p.concat(noGreater, noIn)
	for p.tok.kind == tPipe && p.peek().kind == tGetline {
		p.advance()
		p.advance()
		g := &getlineExpr{kind: getCmd, src: left}
		g.target = p.optLvalue()
		left = g
	}
	return left
}

// startsConcatOperand reports whether the current token can begin an operand that is
// concatenated to the previous one.
func (p *parser) startsConcatOperand(noIn bool) bool {
	switch p.tok.kind {
	case tNumber, tString, tName, tFuncName, tBuiltin, tDollar, tNot, tLparen, tSub, tAdd, tIncr, tDecr:
		return true
	case tIn:
		return false
	}
	return false
}

func (p *parser) concat(noGreater, noIn bool) expr {
	left := p.additive(noGreater, noIn)
	for {
		switch p.tok.kind {
		case tNumber, tString, tName, tFuncName, tBuiltin, tDollar, tNot, tLparen, tIncr, tDecr:
		default:
			return left
		}
		if p.tok.kind == tNot {
			return left
		}
		right := p.additive(noGreater, noIn)
		left = &binaryExpr{op: tString, left: left, right: right} // concatenation
	}
}

func (p *parser) additive(noGreater, noIn bool) expr {
	left := p.multiplicative(noGreater, noIn)
	for p.tok.kind == tAdd || p.tok.kind == tSub {
		op := p.tok.kind
		p.advance()
		right := p.multiplicative(noGreater, noIn)
		left = &binaryExpr{op: op, left: left, right: right}
	}
	return left
}

func (p *parser) multiplicative(noGreater, noIn bool) expr {
	left := p.unary(noGreater, noIn)
	for p.tok.kind == tMul || p.tok.kind == tDiv || p.tok.kind == tMod {
		op := p.tok.kind
		p.advance()
		right := p.unary(noGreater, noIn)
		left = &binaryExpr{op: op, left: left, right: right}
	}
	return left
}

func (p *parser) unary(noGreater, noIn bool) expr {
	switch p.tok.kind {
	case tNot:
		p.advance()
		return &unaryExpr{op: tNot, arg: p.unary(noGreater, noIn)}
	case tSub, tAdd:
		op := p.tok.kind
		p.advance()
		return &unaryExpr{op: op, arg: p.unary(noGreater, noIn)}
	}
	return p.power(noGreater, noIn)
}

func (p *parser) power(noGreater, noIn bool) expr {
	base := p.postfix(noGreater, noIn)
	if p.tok.kind == tPow {
		p.advance()
		// right associative; the exponent may carry unary operators
		var exp expr
		switch p.tok.kind {
		case tSub, tAdd, tNot:
			op := p.tok.kind
			p.advance()
			exp = &unaryExpr{op: op, arg: p.power(noGreater, noIn)}
		default:
			exp = p.power(noGreater, noIn)
		}
		return &binaryExpr{op: tPow, left: base, right: exp}
	}
	return base
}

func (p *parser) postfix(noGreater, noIn bool) expr {
	switch p.tok.kind {
	case tIncr, tDecr:
		op := p.tok.kind
		p.advance()
		arg := p.postfix(noGreater, noIn)
		if !isLvalue(arg) {
			p.syntaxError()
		}
		return &incrExpr{lhs: arg, op: op}
	}
	e := p.primary(noGreater, noIn)
	if isLvalue(e) && (p.tok.kind == tIncr || p.tok.kind == tDecr) {
		op := p.tok.kind
		p.advance()
		return &incrExpr{lhs: e, op: op, post: true}
	}
	return e
}

// optLvalue parses the optional variable after getline.
func (p *parser) optLvalue() expr {
	switch p.tok.kind {
	case tDollar:
		p.advance()
		return &fieldRef{index: p.fieldOperand()}
	case tName:
		return p.nameExpr()
	}
	return nil
}

// fieldOperand parses what follows '$': a primary with increments, but no exponent.
func (p *parser) fieldOperand() expr {
	switch p.tok.kind {
	case tIncr, tDecr:
		op := p.tok.kind
		p.advance()
		arg := p.fieldOperand()
		if !isLvalue(arg) {
			p.syntaxError()
		}
		return &incrExpr{lhs: arg, op: op}
	case tSub, tAdd, tNot:
		op := p.tok.kind
		p.advance()
		return &unaryExpr{op: op, arg: p.fieldOperand()}
	}
	return p.primary(false, false)
}

func (p *parser) nameExpr() expr {
	name := p.tok
	p.advance()
	ref := p.varRef(name.text, name.line)
	if p.tok.kind == tLbracket {
		p.advance()
		index := p.exprList(tRbracket)
		if len(index) == 0 {
			p.syntaxError()
		}
		p.expect(tRbracket)
		return &indexExpr{array: ref, index: index}
	}
	return ref
}

func (p *parser) primary(noGreater, noIn bool) expr {
	t := p.tok
	switch t.kind {
	case tNumber:
		p.advance()
		return &numLit{n: t.num}
	case tString:
		p.advance()
		return &strLit{s: t.text}
	case tDiv, tDivAssign:
		// a regular expression literal
		start := ""
		if t.kind == tDivAssign {
			start = "="
		}
		rt := p.lex.scanRegex(start)
		re, err := compileRegex(rt.text)
		if err != nil {
			panic(err)
		}
		p.advance()
		return &regexLit{re: re}
	case tDollar:
		p.advance()
		if p.tok.kind == tIncr || p.tok.kind == tDecr {
			// $++i
			return &fieldRef{index: p.fieldOperand()}
		}
		idx := p.fieldOperand()
		return &fieldRef{index: idx}
	case tLparen:
		p.advance()
		p.optNewlines()
		first := p.expr(false, false)
		if p.tok.kind == tComma {
			list := []expr{first}
			for p.tok.kind == tComma {
				p.advance()
				p.optNewlines()
				list = append(list, p.expr(false, false))
			}
			p.optNewlines()
			p.expect(tRparen)
			g := &groupExpr{list: list}
			if p.tok.kind == tIn && !noIn {
				return g
			}
			if noGreater {
				switch p.tok.kind {
				case tNewline, tSemicolon, tRbrace, tEOF, tGreater, tAppend, tPipe:
					return g
				}
			}
			p.syntaxError()
		}
		p.optNewlines()
		p.expect(tRparen)
		return &groupExpr{list: []expr{first}}
	case tName:
		return p.nameExpr()
	case tFuncName:
		p.advance()
		p.expect(tLparen)
		args := p.exprList(tRparen)
		p.expect(tRparen)
		c := &callExpr{name: t.text, args: args, line: t.line}
		p.calls = append(p.calls, c)
		return c
	case tBuiltin:
		return p.builtin()
	case tGetline:
		p.advance()
		g := &getlineExpr{kind: getSimple}
		g.target = p.optLvalue()
		if p.tok.kind == tLess {
			p.advance()
			g.kind = getFile
			g.src = p.getlineFile()
		} else if p.inFileHook != "" {
			p.errorf(t.line, "getline used in BEGINFILE or ENDFILE")
		}
		return g
	}
	p.syntaxError()
	return nil
}

// getlineFile parses the file operand of `getline < file`: a single primary.
func (p *parser) getlineFile() expr {
	switch p.tok.kind {
	case tDollar:
		p.advance()
		return &fieldRef{index: p.fieldOperand()}
	}
	return p.primary(false, false)
}

var builtinArity = map[string][2]int{
	"length": {0, 1}, "substr": {2, 3}, "index": {2, 2}, "split": {2, 4}, "sub": {2, 3},
	"gsub": {2, 3}, "match": {2, 3}, "sprintf": {1, -1}, "sin": {1, 1}, "cos": {1, 1},
	"atan2": {2, 2}, "exp": {1, 1}, "log": {1, 1}, "sqrt": {1, 1}, "int": {1, 1},
	"rand": {0, 0}, "srand": {0, 1}, "tolower": {1, 1}, "toupper": {1, 1},
	"system": {1, 1}, "close": {1, 1}, "fflush": {0, 1},
	"asort": {1, 2}, "asorti": {1, 2}, "and": {2, -1}, "or": {2, -1}, "xor": {2, -1},
	"compl": {1, 1}, "lshift": {2, 2}, "rshift": {2, 2}, "strtonum": {1, 1},
	"systime": {0, 0}, "strftime": {0, 3}, "mktime": {1, 2}, "gensub": {3, 4},
	"typeof": {1, 1}, "isarray": {1, 1},
}

func (p *parser) builtin() expr {
	t := p.tok
	p.advance()
	b := &builtinExpr{name: t.text}
	if p.tok.kind != tLparen {
		if t.text == "length" {
			b.noParens = true
			return b
		}
		p.syntaxError()
	}
	p.advance()
	p.optNewlines()
	if p.tok.kind != tRparen {
		for {
			var a expr
			a = p.expr(false, false)
			b.args = append(b.args, a)
			p.optNewlines()
			if p.tok.kind != tComma {
				break
			}
			p.advance()
			p.optNewlines()
		}
	}
	p.expect(tRparen)
	ar := builtinArity[t.text]
	if len(b.args) < ar[0] || ar[1] >= 0 && len(b.args) > ar[1] {
		p.errorf(t.line, "wrong number of arguments to "+t.text)
	}
	switch t.text {
	case "split":
		if _, ok := b.args[1].(*varRef); !ok {
			p.errorf(t.line, "split: second argument must be an array name")
		}
		if len(b.args) == 4 {
			if _, ok := b.args[3].(*varRef); !ok {
				p.errorf(t.line, "split: fourth argument must be an array name")
			}
		}
	case "match":
		if len(b.args) == 3 {
			if _, ok := b.args[2].(*varRef); !ok {
				p.errorf(t.line, "match: third argument must be an array name")
			}
		}
	case "asort", "asorti":
		for _, a := range b.args {
			if _, ok := a.(*varRef); !ok {
				p.errorf(t.line, t.text+": arguments must be array names")
			}
		}
	case "sub", "gsub":
		if len(b.args) == 3 && !isLvalue(unwrapGroup(b.args[2])) {
			p.errorf(t.line, t.text+": third argument must be a variable, field or array element")
		}
	}
	return b
}

func unwrapGroup(e expr) expr {
	for {
		g, ok := e.(*groupExpr)
		if !ok || len(g.list) != 1 {
			return e
		}
		e = g.list[0]
	}
}

// switchStatement parses switch (expr) { case LABEL: statements ... default: statements }.
func (p *parser) switchStatement() stmt {
	line := p.tok.line
	p.advance()
	p.expect(tLparen)
	s := &switchStmt{value: p.expr(false, false)}
	p.expect(tRparen)
	p.optNewlines()
	p.expect(tLbrace)
	hasDefault := false
	seen := map[string]bool{}
	p.switches++
	for {
		p.skipTerminators()
		if p.tok.kind == tRbrace {
			p.advance()
			break
		}
		c := &switchCase{}
		switch p.tok.kind {
		case tDefault:
			if hasDefault {
				p.errorf(p.tok.line, "duplicate default in switch")
			}
			hasDefault = true
			p.advance()
		case tCase:
			caseLine := p.tok.line
			p.advance()
			var key string
			switch p.tok.kind {
			case tNumber:
				c.label = &numLit{n: p.tok.num}
				key = "n" + p.in.numToStr(p.tok.num, "%.17g")
				p.advance()
			case tSub:
				p.advance()
				if p.tok.kind != tNumber {
					p.syntaxError()
				}
				c.label = &numLit{n: -p.tok.num}
				key = "n" + p.in.numToStr(-p.tok.num, "%.17g")
				p.advance()
			case tString:
				c.label = &strLit{s: p.tok.text}
				key = "s" + p.tok.text
				p.advance()
			case tDiv, tDivAssign:
				start := ""
				if p.tok.kind == tDivAssign {
					start = "="
				}
				rt := p.lex.scanRegex(start)
				re, err := compileRegex(rt.text)
				if err != nil {
					panic(err)
				}
				c.label = &regexLit{re: re}
				key = "r" + rt.text
				p.advance()
			default:
				p.syntaxError()
			}
			if seen[key] {
				p.errorf(caseLine, "duplicate case value in switch")
			}
			seen[key] = true
		default:
			p.syntaxError()
		}
		p.expect(tColon)
		for {
			p.skipTerminators()
			if p.tok.kind == tCase || p.tok.kind == tDefault || p.tok.kind == tRbrace {
				break
			}
			if p.tok.kind == tEOF {
				p.syntaxError()
			}
			c.body = append(c.body, p.statement())
		}
		s.cases = append(s.cases, c)
	}
	p.switches--
	_ = line
	return s
}
