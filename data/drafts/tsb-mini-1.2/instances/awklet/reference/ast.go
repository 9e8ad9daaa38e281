package main

// ---- expressions ----

type expr interface{}

type numLit struct{ n float64 }
type strLit struct{ s string }

// regexLit is a regular expression literal; used as a value it matches $0.
type regexLit struct {
	re     *regex
	folded *regex // compiled with IGNORECASE on, when first needed
}

type varScope uint8

const (
	scopeGlobal varScope = iota
	scopeLocal
)

type varRef struct {
	name  string
	scope varScope
	cell  *cell // global
	index int   // local
}

type fieldRef struct{ index expr }

type indexExpr struct {
	array *varRef
	index []expr
}

type assignExpr struct {
	lhs expr // *varRef, *fieldRef, *indexExpr
	op  tokKind
	rhs expr
}

type condExpr struct{ cond, yes, no expr }

type binaryExpr struct {
	op          tokKind
	left, right expr
}

type matchExpr struct {
	negate bool
	left   expr
	right  expr // *regexLit or dynamic
}

type unaryExpr struct {
	op  tokKind
	arg expr
}

type incrExpr struct {
	lhs  expr
	op   tokKind // tIncr or tDecr
	post bool
}

type inExpr struct {
	index []expr
	array *varRef
}

type groupExpr struct {
	list []expr // a parenthesized list: (a, b)
}

type callExpr struct {
	name string
	fn   *function // resolved after parsing
	args []expr
	line int
}

type builtinExpr struct {
	name string
	args []expr
	// noParens: `length` written without parentheses
	noParens bool
}

type getlineKind uint8

const (
	getSimple getlineKind = iota // getline [var]
	getFile                      // getline [var] < file
	getCmd                       // cmd | getline [var]
)

type getlineExpr struct {
	kind   getlineKind
	target expr // nil or an lvalue
	src    expr // file or command
}

// ---- statements ----

type stmt interface{}

type printStmt struct {
	printf   bool
	args     []expr
	redirect tokKind // 0, tGreater, tAppend, tPipe
	dest     expr
}

type exprStmt struct{ e expr }

type ifStmt struct {
	cond      expr
	then, els []stmt
}

type whileStmt struct {
	cond expr
	body []stmt
}

type doStmt struct {
	body []stmt
	cond expr
}

type forStmt struct {
	init stmt
	cond expr
	post stmt
	body []stmt
}

type forInStmt struct {
	v     *varRef
	array *varRef
	body  []stmt
}

type blockStmt struct{ body []stmt }

type switchCase struct {
	label expr // *numLit, *strLit, *regexLit; nil for default
	body  []stmt
}

type switchStmt struct {
	value expr
	cases []*switchCase
}
type nextStmt struct{}
type nextfileStmt struct{}
type breakStmt struct{}
type continueStmt struct{}
type exitStmt struct{ status expr }
type returnStmt struct{ v expr }

type deleteStmt struct {
	array *varRef
	index []expr // nil: the whole array
}

// ---- program ----

type patternKind uint8

const (
	patAlways patternKind = iota
	patExpr
	patRange
)

type rule struct {
	kind    patternKind
	pattern expr
	end     expr
	action  []stmt // nil: print $0
	hasBody bool
	inRange bool // state of a range pattern
}

type function struct {
	name    string
	params  []string
	body    []stmt
	defined bool
	line    int
}

type program struct {
	begins     []([]stmt)
	ends       []([]stmt)
	beginfiles []([]stmt)
	endfiles   []([]stmt)
	rules      []*rule
	funcs      map[string]*function
}
