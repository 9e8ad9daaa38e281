package main

// ---- typeof and isarray ----

// cellIsArray reports whether c is an array, following an untyped parameter to the caller's
// variable.
func cellIsArray(c *cell) bool {
	for c != nil {
		switch c.kind {
		case cellArray:
			return true
		case cellScalar:
			return false
		}
		c = c.parent
	}
	return false
}

func valueType(v value) string {
	switch v.kind {
	case kNum:
		return "number"
	case kStr:
		return "string"
	case kStrNum:
		return "strnum"
	}
	return "unassigned"
}

// typeOf names the type of its argument without creating anything.
func (in *interp) typeOf(e expr) string {
	switch x := e.(type) {
	case *regexLit:
		return "regexp"
	case *varRef:
		c := in.cellOf(x)
		if cellIsArray(c) {
			return "array"
		}
		if c.kind == cellUntyped {
			return "untyped"
		}
		return valueType(in.scalarValue(c))
	case *indexExpr:
		arr := in.arrayOf(in.cellOf(x.array))
		v, ok := arr.get(in.subscript(x.index))
		if !ok {
			return "untyped"
		}
		return valueType(*v)
	case *fieldRef:
		i := in.fieldIndex(x.index)
		return valueType(in.getField(i))
	}
	return valueType(in.eval(e))
}

func (in *interp) isArrayArg(e expr) bool {
	if r, ok := e.(*varRef); ok {
		return cellIsArray(in.cellOf(r))
	}
	in.eval(e)
	return false
}

// fpatFields returns the successive non-empty leftmost-longest matches of re in s.
func fpatFields(s string, re *regex) []string {
	var out []string
	from := 0
	for from <= len(s) {
		st, en := re.find(s, from)
		if st < 0 {
			break
		}
		if en == st {
			from = st + 1
			continue
		}
		out = append(out, s[st:en])
		from = en
	}
	return out
}
