package main

import (
	"math"
	"strings"
)

const maxField = 100000

// fieldIndex evaluates a field number.
func (in *interp) fieldIndex(e expr) int {
	n := math.Trunc(toNum(in.eval(e)))
	if math.IsNaN(n) || n < 0 {
		in.fatal("attempt to access field " + in.numToStr(n, "%.6g"))
	}
	if n > maxField {
		in.fatal("field index " + in.numToStr(math.Trunc(n), "%.6g") + " too large")
	}
	return int(n)
}

// setRecord makes s the current record ($0); fields are split when first needed.
func (in *interp) setRecord(s string) {
	in.record = s
	in.recordVal = strnumVal(s)
	in.fieldsSplit = false
	in.recordFS = in.toStr(in.scalarValueRaw(in.fsCell))
	in.recordParagraph = in.paragraphMode()
	in.recordWidths = nil
	if in.widthsMode {
		in.recordWidths = in.widths
	}
	in.recordFPAT = in.fpat
}

func (in *interp) splitRecord() {
	if in.fieldsSplit {
		return
	}
	in.fieldsSplit = true
	var parts []string
	if in.recordWidths != nil {
		parts = splitWidths(in.record, in.recordWidths)
	} else if in.recordFPAT != "" {
		parts = fpatFields(in.record, in.compileDynamic(in.recordFPAT))
	} else {
		parts = in.splitFieldsMode(in.record, in.recordFS, in.recordParagraph)
	}
	in.fields = in.fields[:0]
	for _, p := range parts {
		in.fields = append(in.fields, strnumVal(p))
	}
	in.nf = len(parts)
	in.nfCell.v = num(float64(in.nf))
}

func (in *interp) scalarValueRaw(c *cell) value {
	if c.kind != cellScalar {
		return value{}
	}
	return c.v
}

func (in *interp) paragraphMode() bool {
	return in.toStr(in.scalarValueRaw(in.rsCell)) == ""
}

// splitFields splits s the way FS value fs says. record: s is a record (paragraph mode
// adds newline as a separator).
func (in *interp) splitFields(s string, fs string, record bool) []string {
	return in.splitFieldsMode(s, fs, record && in.paragraphMode())
}

func (in *interp) splitFieldsMode(s string, fs string, paragraph bool) []string {
	if paragraph && fs != " " {
		var out []string
		for _, line := range strings.Split(s, "\n") {
			out = append(out, in.splitFieldsMode(line, fs, false)...)
		}
		if s == "" {
			return nil
		}
		return out
	}
	if s == "" {
		return nil
	}
	switch {
	case fs == " ":
		return splitBlanks(s)
	case fs == "":
		out := make([]string, len(s))
		for i := 0; i < len(s); i++ {
			out[i] = s[i : i+1]
		}
		return out
	case len(fs) == 1 && fs != "\\":
		return strings.Split(s, fs)
	}
	re := in.compileDynamic(fs)
	return splitRegex(s, re)
}

func splitBlanks(s string) []string {
	var out []string
	i := 0
	for i < len(s) {
		for i < len(s) && isBlank(s[i]) {
			i++
		}
		if i >= len(s) {
			break
		}
		start := i
		for i < len(s) && !isBlank(s[i]) {
			i++
		}
		out = append(out, s[start:i])
	}
	return out
}

// splitRegex splits s at each non-empty match of re.
func splitRegex(s string, re *regex) []string {
	var out []string
	pos := 0
	searchFrom := 0
	for searchFrom <= len(s) {
		st, en := re.find(s, searchFrom)
		if st < 0 {
			break
		}
		if en == st {
			// empty matches do not separate fields
			searchFrom = st + 1
			continue
		}
		out = append(out, s[pos:st])
		pos = en
		searchFrom = en
	}
	out = append(out, s[pos:])
	return out
}

func (in *interp) getField(i int) value {
	if i == 0 {
		return in.recordVal
	}
	in.splitRecord()
	if i > in.nf {
		return value{}
	}
	return in.fields[i-1]
}

func (in *interp) setField(i int, v value) {
	if i == 0 {
		in.setRecord(in.toStr(v))
		return
	}
	in.splitRecord()
	for in.nf < i {
		in.fields = append(in.fields, value{})
		in.nf++
	}
	if v.kind == kUninit {
		v = str("")
	}
	in.fields[i-1] = v
	in.nfCell.v = num(float64(in.nf))
	in.rebuildRecord()
}

func (in *interp) rebuildRecord() {
	ofs := in.toStr(in.scalarValueRaw(in.ofsCell))
	var sb strings.Builder
	for i := 0; i < in.nf; i++ {
		if i > 0 {
			sb.WriteString(ofs)
		}
		sb.WriteString(in.toStr(in.fields[i]))
	}
	in.record = sb.String()
	in.recordVal = strnumVal(in.record)
}

func (in *interp) setNF(n float64) {
	in.splitRecord()
	if n < 0 {
		in.fatal("NF set to negative value")
	}
	if n > maxField {
		in.fatal("NF set to a value too large")
	}
	k := int(n)
	for in.nf < k {
		in.fields = append(in.fields, value{})
		in.nf++
	}
	in.fields = in.fields[:k]
	in.nf = k
	in.nfCell.v = num(float64(k))
	in.rebuildRecord()
}
