package main

import "os"

// warn writes a lint warning, or with --lint=fatal ends the program with it.
func (in *interp) warn(msg string) {
	if in.lint == 2 {
		in.fatal(msg)
	}
	in.io.stdout.Flush()
	os.Stderr.WriteString("awklet: warning: " + msg + "\n")
}

// warnUninit warns, once per name, about the use of a variable never assigned.
func (in *interp) warnUninit(name string) {
	if in.linted == nil {
		in.linted = map[string]bool{}
	}
	if in.linted[name] {
		return
	}
	in.linted[name] = true
	in.warn("reference to uninitialized variable " + name)
}

// hasEffect reports whether evaluating e can change anything: it contains an assignment, an
// increment or decrement, a call of a function (user or built-in) or a getline.
func hasEffect(e expr) bool {
	switch x := e.(type) {
	case *assignExpr, *incrExpr, *callExpr, *builtinExpr, *getlineExpr:
		return true
	case *fieldRef:
		return hasEffect(x.index)
	case *indexExpr:
		return anyEffect(x.index)
	case *groupExpr:
		return anyEffect(x.list)
	case *condExpr:
		return hasEffect(x.cond) || hasEffect(x.yes) || hasEffect(x.no)
	case *binaryExpr:
		return hasEffect(x.left) || hasEffect(x.right)
	case *matchExpr:
		return hasEffect(x.left) || hasEffect(x.right)
	case *unaryExpr:
		return hasEffect(x.arg)
	case *inExpr:
		return anyEffect(x.index)
	}
	return false
}

func anyEffect(list []expr) bool {
	for _, e := range list {
		if hasEffect(e) {
			return true
		}
	}
	return false
}
