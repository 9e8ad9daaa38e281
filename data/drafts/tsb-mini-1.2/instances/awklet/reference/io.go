package main

import (
	"bufio"
	"bytes"
	"errors"
	"io"
	"os"
	"os/exec"
	"strings"
	"syscall"
)

// recordReader holds all of one input's data and hands out records.
type recordReader struct {
	data []byte
	pos  int
	cmd  *exec.Cmd // for command input
	err  bool
}

type outStream struct {
	name  string
	w     *bufio.Writer
	file  *os.File
	cmd   *exec.Cmd
	pipe  io.WriteCloser
	std   bool // stdout or stderr: never closed
	order int
}

type ioState struct {
	in      *interp
	stdout  *bufio.Writer
	stderr  *bufio.Writer
	outputs map[string]*outStream
	inputs  map[string]*recordReader // getline < file and cmd | getline
	order   int

	// main input
	argIndex  int
	main      *recordReader
	mainOpen  bool
	usedStdin bool
	stdinData []byte
	stdinRead bool
	stdinPos  *recordReader
}

func newIO(in *interp) *ioState {
	return &ioState{
		in:      in,
		stdout:  bufio.NewWriterSize(os.Stdout, 65536),
		stderr:  bufio.NewWriterSize(os.Stderr, 4096),
		outputs: map[string]*outStream{},
		inputs:  map[string]*recordReader{},
	}
}

// stdinReader returns the one reader of standard input, shared by every use of it.
func (s *ioState) stdinReader() *recordReader {
	if s.stdinPos == nil {
		data, _ := io.ReadAll(os.Stdin)
		s.stdinPos = &recordReader{data: data}
	}
	return s.stdinPos
}

// nextRecord reads one record from r with the current RS. ok is false at end of input.
func (in *interp) nextRecord(r *recordReader) (string, bool) {
	rec, term, ok := in.scanRecord(r)
	if ok {
		in.rtCell.kind = cellScalar
		in.rtCell.v = str(term)
	}
	return rec, ok
}

// scanRecord reads one record from r with the current RS; it returns the record and the
// text that ended it. ok is false at end of input.
func (in *interp) scanRecord(r *recordReader) (string, string, bool) {
	rs := in.toStr(in.scalarValueRaw(in.rsCell))
	data := r.data
	if r.pos >= len(data) {
		return "", "", false
	}
	switch {
	case rs == "":
		// paragraph mode: skip leading newlines; records end at a blank line
		p := r.pos
		for p < len(data) && data[p] == '\n' {
			p++
		}
		if p >= len(data) {
			r.pos = p
			return "", "", false
		}
		i := bytes.Index(data[p:], []byte("\n\n"))
		if i < 0 {
			rec := string(data[p:])
			r.pos = len(data)
			trimmed := strings.TrimRight(rec, "\n")
			return trimmed, rec[len(trimmed):], true
		}
		rec := string(data[p : p+i])
		q := p + i
		for q < len(data) && data[q] == '\n' {
			q++
		}
		r.pos = q
		return rec, string(data[p+i : q]), true
	case len(rs) == 1:
		i := bytes.IndexByte(data[r.pos:], rs[0])
		if i < 0 {
			rec := string(data[r.pos:])
			r.pos = len(data)
			return rec, "", true
		}
		rec := string(data[r.pos : r.pos+i])
		r.pos += i + 1
		return rec, rs, true
	}
	re := in.compileDynamic(rs)
	s := string(data[r.pos:])
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
		r.pos += en
		return s[:st], s[st:en], true
	}
	r.pos = len(data)
	return s, "", true
}

// ---- main input ----

// openNextMain opens the next input operand of ARGV, performing assignments on the way.
// It returns false when there is no more input.
func (in *interp) openNextMain() bool {
	s := in.io
	for {
		argc := int(toNum(in.scalarValue(in.argcCell)))
		if s.argIndex == 0 {
			s.argIndex = 1
		}
		if s.argIndex >= argc {
			if s.usedStdin {
				return false
			}
			s.usedStdin = true
			s.main = in.io.stdinReader()
			in.setScalar(in.fnrCell, num(0))
			in.runFileHook(in.prog.beginfiles, "BEGINFILE")
			return true
		}
		i := s.argIndex
		s.argIndex++
		v, ok := in.arrayOf(in.argvCell).get(itoa(i))
		if !ok {
			continue
		}
		arg := in.toStr(*v)
		if arg == "" {
			continue
		}
		if isAssignment(arg) {
			in.commandAssign(arg)
			continue
		}
		s.usedStdin = true
		in.setScalar(in.fnrCell, num(0))
		in.setScalar(in.filenameCell, str(arg))
		if arg == "-" || arg == "/dev/stdin" {
			s.main = in.io.stdinReader()
		} else {
			data, err := os.ReadFile(arg)
			if err != nil {
				in.fatal("can't open file " + arg)
			}
			s.main = &recordReader{data: data}
		}
		in.runFileHook(in.prog.beginfiles, "BEGINFILE")
		return true
	}
}

// readMain reads the next main-input record; ok is false at the end of all input.
func (in *interp) readMain() (string, bool) {
	s := in.io
	for {
		if s.main == nil {
			if !in.openNextMain() {
				return "", false
			}
		}
		if s.main == nil {
			continue
		}
		rec, ok := in.nextRecord(s.main)
		if ok {
			in.incr(in.nrCell)
			in.incr(in.fnrCell)
			return rec, true
		}
		s.main = nil
		in.runFileHook(in.prog.endfiles, "ENDFILE")
	}
}

func (in *interp) incr(c *cell) {
	in.setScalar(c, num(toNum(in.scalarValue(c))+1))
}

// skipFile abandons the current input file (nextfile).
func (in *interp) skipFile() {
	if in.io.main != nil {
		in.io.main.pos = len(in.io.main.data)
	}
}

// isAssignment reports whether an operand has the form NAME=VALUE.
func isAssignment(arg string) bool {
	eq := strings.IndexByte(arg, '=')
	if eq <= 0 {
		return false
	}
	name := arg[:eq]
	if !isLetter(name[0]) {
		return false
	}
	for i := 1; i < len(name); i++ {
		if !isLetter(name[i]) && !isDigit(name[i]) {
			return false
		}
	}
	_, kw := keywords[name]
	return !kw && !builtinNames[name]
}

// commandAssign performs a NAME=VALUE assignment from the command line or -v.
func (in *interp) commandAssign(arg string) {
	eq := strings.IndexByte(arg, '=')
	name, val := arg[:eq], processEscapes(arg[eq+1:])
	if _, isFunc := in.prog.funcs[name]; isFunc && in.prog != nil {
		in.fatal("can't assign to " + name + "; it's a function")
	}
	c := in.global(name)
	if c.kind == cellArray {
		in.fatal("can't use array " + name + " in scalar context")
	}
	in.setScalar(c, strnumVal(val))
}

// processEscapes handles the escape sequences of a command-line assignment value.
func processEscapes(s string) string {
	if !strings.Contains(s, "\\") {
		return s
	}
	l := newLexer("\"" + s + "\"")
	var out strings.Builder
	// reuse the string scanner, but without the newline restriction
	src := []byte(s)
	_ = l
	for i := 0; i < len(src); i++ {
		c := src[i]
		if c != '\\' || i+1 >= len(src) {
			out.WriteByte(c)
			continue
		}
		i++
		e := src[i]
		switch e {
		case '"':
			out.WriteByte('"')
		case '/':
			out.WriteByte('/')
		case '\\':
			out.WriteByte('\\')
		case 'n':
			out.WriteByte('\n')
		case 't':
			out.WriteByte('\t')
		case 'r':
			out.WriteByte('\r')
		case 'f':
			out.WriteByte('\f')
		case 'b':
			out.WriteByte('\b')
		case 'v':
			out.WriteByte('\v')
		case 'a':
			out.WriteByte(7)
		case 'x':
			if v, n := hexEscape(src[i+1:]); n > 0 {
				out.WriteByte(v)
				i += n
			} else {
				out.WriteString("\\x")
			}
		case '0', '1', '2', '3', '4', '5', '6', '7':
			v := 0
			n := 0
			for n < 3 && i < len(src) && src[i] >= '0' && src[i] <= '7' {
				v = v*8 + int(src[i]-'0')
				i++
				n++
			}
			i--
			out.WriteByte(byte(v))
		default:
			out.WriteByte('\\')
			out.WriteByte(e)
		}
	}
	return out.String()
}

// ---- getline ----

func (in *interp) getline(g *getlineExpr) value {
	switch g.kind {
	case getSimple:
		if in.fileHook != "" {
			in.fatal("getline used in " + in.fileHook)
		}
		rec, ok := in.readMain()
		if !ok {
			return num(0)
		}
		if g.target == nil {
			in.setRecord(rec)
		} else {
			in.store(g.target, strnumVal(rec))
		}
		return num(1)
	case getFile:
		in.checkSandbox("redirection")
		name := in.toStr(in.eval(g.src))
		r := in.io.inputs[name]
		if r == nil {
			if name == "-" || name == "/dev/stdin" {
				r = in.io.stdinReader()
			} else {
				data, err := os.ReadFile(name)
				if err != nil {
					in.setErrno(errnoText(err))
					return num(-1)
				}
				r = &recordReader{data: data}
			}
			in.io.inputs[name] = r
		}
		rec, ok := in.nextRecord(r)
		if !ok {
			return num(0)
		}
		if g.target == nil {
			in.setRecord(rec)
		} else {
			in.store(g.target, strnumVal(rec))
		}
		return num(1)
	}
	// command
	in.checkSandbox("redirection")
	cmdline := in.toStr(in.eval(g.src))
	r := in.io.inputs[cmdline]
	if r == nil {
		in.flushAll()
		cmd := exec.Command("/bin/sh", "-c", cmdline)
		cmd.Stdin = os.Stdin
		cmd.Stderr = os.Stderr
		data, err := cmd.Output()
		r = &recordReader{data: data, cmd: cmd}
		if err != nil {
			if _, ok := err.(*exec.ExitError); !ok {
				return num(-1)
			}
		}
		in.io.inputs[cmdline] = r
	}
	rec, ok := in.nextRecord(r)
	if !ok {
		return num(0)
	}
	in.incr(in.nrCell)
	if g.target == nil {
		in.setRecord(rec)
	} else {
		in.store(g.target, strnumVal(rec))
	}
	return num(1)
}

// ---- output ----

func (in *interp) output(redirect tokKind, destExpr expr) *bufio.Writer {
	s := in.io
	if redirect == 0 {
		return s.stdout
	}
	in.checkSandbox("redirection")
	name := in.toStr(in.eval(destExpr))
	if o, ok := s.outputs[name]; ok {
		return o.w
	}
	o := &outStream{name: name}
	s.order++
	o.order = s.order
	switch {
	case redirect == tPipe:
		s.stdout.Flush()
		cmd := exec.Command("/bin/sh", "-c", name)
		cmd.Stdout = os.Stdout
		cmd.Stderr = os.Stderr
		pipe, err := cmd.StdinPipe()
		if err != nil {
			in.fatal("can't open pipe " + name)
		}
		if err := cmd.Start(); err != nil {
			in.fatal("can't open pipe " + name)
		}
		o.cmd = cmd
		o.pipe = pipe
		o.w = bufio.NewWriter(pipe)
	case name == "/dev/stdout" || name == "-":
		o.std = true
		o.w = s.stdout
	case name == "/dev/stderr":
		o.std = true
		o.w = s.stderr
	default:
		flag := os.O_WRONLY | os.O_CREATE | os.O_TRUNC
		if redirect == tAppend {
			flag = os.O_WRONLY | os.O_CREATE | os.O_APPEND
		}
		f, err := os.OpenFile(name, flag, 0644)
		if err != nil {
			in.fatal("can't redirect to " + name)
		}
		o.file = f
		o.w = bufio.NewWriter(f)
	}
	s.outputs[name] = o
	return o.w
}

func (in *interp) print(s *printStmt) {
	var text string
	if s.printf {
		format := in.toStr(in.eval(s.args[0]))
		var args []value
		for _, a := range s.args[1:] {
			args = append(args, in.eval(a))
		}
		text = in.sprintf(format, args, "printf")
	} else {
		var sb strings.Builder
		if len(s.args) == 0 {
			sb.WriteString(in.toStr(in.recordVal))
		} else {
			ofs := in.toStr(in.scalarValueRaw(in.ofsCell))
			for i, a := range s.args {
				if i > 0 {
					sb.WriteString(ofs)
				}
				sb.WriteString(in.toOutStr(in.eval(a)))
			}
		}
		sb.WriteString(in.toStr(in.scalarValueRaw(in.orsCell)))
		text = sb.String()
	}
	w := in.output(s.redirect, s.dest)
	w.WriteString(text)
	if w == in.io.stderr {
		w.Flush()
	}
}

func (in *interp) flushAll() {
	in.io.stdout.Flush()
	in.io.stderr.Flush()
	for _, o := range in.io.outputs {
		o.w.Flush()
	}
}

func exitStatusOf(err error, cmd *exec.Cmd) int {
	if err == nil {
		return 0
	}
	if ee, ok := err.(*exec.ExitError); ok {
		if ws, ok := ee.Sys().(syscall.WaitStatus); ok {
			if ws.Signaled() {
				return 256 + int(ws.Signal())
			}
			return ws.ExitStatus()
		}
	}
	return -1
}

// closeStream closes the output or input named name; it returns the close status.
func (in *interp) closeStream(name string) int {
	s := in.io
	result := -1
	found := false
	defer func() {
		if !found {
			in.setErrno("close of redirection that was never opened")
		}
	}()
	if o, ok := s.outputs[name]; ok {
		found = true
		result = in.closeOutput(o)
		delete(s.outputs, name)
	}
	if r, ok := s.inputs[name]; ok {
		delete(s.inputs, name)
		if !found {
			found = true
			result = 0
			if r.cmd != nil {
				result = exitStatusOf(nil, r.cmd)
				if r.cmd.ProcessState != nil {
					result = r.cmd.ProcessState.ExitCode()
					if ws, ok := r.cmd.ProcessState.Sys().(syscall.WaitStatus); ok && ws.Signaled() {
						result = 256 + int(ws.Signal())
					}
				}
			}
		}
	}
	return result
}

func (in *interp) closeOutput(o *outStream) int {
	o.w.Flush()
	if o.std {
		return 0
	}
	if o.cmd != nil {
		o.pipe.Close()
		err := o.cmd.Wait()
		return exitStatusOf(err, o.cmd)
	}
	if err := o.file.Close(); err != nil {
		return -1
	}
	return 0
}

// closeAll closes every output in the order they were opened.
func (in *interp) closeAll() {
	in.io.stdout.Flush()
	var list []*outStream
	for _, o := range in.io.outputs {
		list = append(list, o)
	}
	for i := 1; i < len(list); i++ {
		for j := i; j > 0 && list[j].order < list[j-1].order; j-- {
			list[j], list[j-1] = list[j-1], list[j]
		}
	}
	for _, o := range list {
		in.closeOutput(o)
	}
	in.io.outputs = map[string]*outStream{}
	in.io.stdout.Flush()
	in.io.stderr.Flush()
}

func (in *interp) system(cmdline string) int {
	in.checkSandbox("system()")
	in.flushAll()
	cmd := exec.Command("/bin/sh", "-c", cmdline)
	cmd.Stdin = os.Stdin
	cmd.Stdout = os.Stdout
	cmd.Stderr = os.Stderr
	err := cmd.Run()
	if err != nil {
		if _, ok := err.(*exec.ExitError); !ok {
			return -1
		}
	}
	return exitStatusOf(err, cmd)
}

func (in *interp) fflush(name string, all bool) int {
	if all {
		in.flushAll()
		return 0
	}
	if o, ok := in.io.outputs[name]; ok {
		o.w.Flush()
		return 0
	}
	in.setErrno("fflush of redirection that was never opened")
	return -1
}

func (in *interp) setErrno(msg string) {
	in.errnoCell.kind = cellScalar
	in.errnoCell.v = str(msg)
}

// errnoText describes why a file could not be opened.
func errnoText(err error) string {
	switch {
	case errors.Is(err, os.ErrNotExist):
		return "No such file or directory"
	case errors.Is(err, os.ErrPermission):
		return "Permission denied"
	case errors.Is(err, syscall.EISDIR):
		return "Is a directory"
	}
	return "Input/output error"
}

// runFileHook runs the BEGINFILE or ENDFILE actions. nextfile in BEGINFILE skips the file.
func (in *interp) runFileHook(actions [][]stmt, where string) {
	if len(actions) == 0 {
		return
	}
	saved := in.fileHook
	in.fileHook = where
	defer func() { in.fileHook = saved }()
	for _, body := range actions {
		if in.runHookAction(body, where) {
			in.skipFile()
			return
		}
	}
}

// runHookAction runs one BEGINFILE/ENDFILE action; it reports whether nextfile was executed.
func (in *interp) runHookAction(body []stmt, where string) (skipped bool) {
	defer func() {
		if r := recover(); r != nil {
			switch r.(type) {
			case nextfileSignal:
				if where == "ENDFILE" {
					in.fatal("nextfile used in ENDFILE")
				}
				skipped = true
				return
			case nextSignal:
				in.fatal("next used in " + where)
			}
			panic(r)
		}
	}()
	in.execBlock(body)
	return false
}
