package main

import (
	"os"
	"strings"
)

const usageLine = "usage: awklet [-F fs] [-v var=value] [-f progfile | 'prog'] [file ...]"
const versionLine = "awklet 1.2.0"

type usageError struct{ msg string }

func main() {
	os.Exit(run(os.Args[1:]))
}

func writeErr(s string) {
	os.Stderr.WriteString(s)
}

type options struct {
	fs        *string
	assigns   []string
	progFiles []string
	program   string
	operands  []string
	sandbox   bool
	lint      int // 0 off, 1 warnings, 2 fatal
	dump      bool
	dumpFile  string
	help      bool
}

// longOptions maps each long option to its short letter ('F', 'v', 'f') or to 0 for an
// option without a value.
var longOptions = map[string]byte{
	"field-separator": 'F',
	"assign":          'v',
	"file":            'f',
	"source":          'e',
	"sandbox":         0,
	"dump-variables":  0,
	"lint":            0,
	"help":            0,
	"version":         0,
}

// parseArgs reads the options. It returns the options, or a usage message; version is set
// when --version was seen first.
func parseArgs(args []string) (*options, string, bool) {
	o := &options{}
	i := 0
	for i < len(args) {
		a := args[i]
		if a == "--" {
			i++
			break
		}
		if a == "-version" {
			return nil, "", true
		}
		if len(a) < 2 || a[0] != '-' {
			break
		}
		var opt byte
		var val string
		hasVal := false
		name := ""
		if a[1] == '-' {
			// a long option: --name or --name=value
			body := a[2:]
			if eq := strings.IndexByte(body, '='); eq >= 0 {
				name, val, hasVal = body[:eq], body[eq+1:], true
			} else {
				name = body
			}
			letter, ok := longOptions[name]
			if !ok {
				return nil, "unknown option " + a, false
			}
			switch name {
			case "version":
				if hasVal {
					return nil, "option --version takes no argument", false
				}
				return nil, "", true
			case "help":
				if hasVal {
					return nil, "option --help takes no argument", false
				}
				o.help = true
				return o, "", false
			case "sandbox":
				if hasVal {
					return nil, "option --sandbox takes no argument", false
				}
				o.sandbox = true
				i++
				continue
			case "lint":
				if hasVal && val != "fatal" {
					return nil, "option --lint accepts only =fatal", false
				}
				o.lint = 1
				if hasVal {
					o.lint = 2
				}
				i++
				continue
			case "dump-variables":
				o.dump = true
				o.dumpFile = "awkvars.out"
				if hasVal {
					if val == "" {
						return nil, "option --dump-variables needs a file name after =", false
					}
					o.dumpFile = val
				}
				i++
				continue
			}
			opt = letter
			if !hasVal {
				if i+1 >= len(args) {
					return nil, "option --" + name + " requires an argument", false
				}
				i++
				val = args[i]
			}
		} else {
			opt = a[1]
			switch opt {
			case 'F', 'v', 'f', 'e':
			default:
				return nil, "unknown option " + a, false
			}
			val = a[2:]
			if val == "" {
				if i+1 >= len(args) {
					return nil, "option -" + string(opt) + " requires an argument", false
				}
				i++
				val = args[i]
			}
		}
		switch opt {
		case 'F':
			v := val
			o.fs = &v
			o.assigns = append(o.assigns, "F"+val)
		case 'v':
			if !isAssignment(val) {
				return nil, "invalid -v argument: " + val, false
			}
			o.assigns = append(o.assigns, "v"+val)
		case 'f':
			o.progFiles = append(o.progFiles, "f"+val)
		case 'e':
			o.progFiles = append(o.progFiles, "e"+val)
		}
		i++
	}
	if len(o.progFiles) == 0 {
		if i >= len(args) {
			return nil, "no program given", false
		}
		o.program = args[i]
		i++
	}
	o.operands = args[i:]
	return o, "", false
}

func run(args []string) (status int) {
	o, msg, version := parseArgs(args)
	if version {
		os.Stdout.WriteString(versionLine + "\n")
		return 0
	}
	if o == nil {
		writeErr("awklet: " + msg + "\n" + usageLine + "\n")
		return 2
	}
	if o.help {
		os.Stdout.WriteString(usageLine + "\n")
		return 0
	}
	src := o.program
	if len(o.progFiles) > 0 {
		var sb strings.Builder
		for _, piece := range o.progFiles {
			if piece[0] == 'e' {
				sb.WriteString(piece[1:])
				sb.WriteByte('\n')
				continue
			}
			f := piece[1:]
			data, err := os.ReadFile(f)
			if err != nil {
				writeErr("awklet: can't open source file " + f + "\n")
				return 2
			}
			sb.Write(data)
			sb.WriteByte('\n')
		}
		src = sb.String()
	}
	in := newInterp()
	in.sandbox = o.sandbox
	in.lint = o.lint
	defer func() {
		if r := recover(); r != nil {
			if e, ok := r.(*progError); ok {
				in.closeAllQuiet()
				writeErr("awklet: " + e.msg + "\n")
				status = 2
				return
			}
			panic(r)
		}
	}()
	prog := parseProgram(src, in)
	in.prog = prog
	// ENVIRON and ARGV
	env := in.arrayOf(in.environCell)
	for _, kv := range os.Environ() {
		if eq := strings.IndexByte(kv, '='); eq > 0 {
			*env.ref(kv[:eq]) = strnumVal(kv[eq+1:])
		}
	}
	argv := in.arrayOf(in.argvCell)
	*argv.ref("0") = str("awklet")
	for i, a := range o.operands {
		*argv.ref(itoa(i + 1)) = strnumVal(a)
	}
	in.setScalar(in.argcCell, num(float64(len(o.operands)+1)))
	for _, a := range o.assigns {
		if a[0] == 'F' {
			in.setScalar(in.fsCell, str(processEscapes(a[1:])))
		} else {
			in.commandAssign(a[1:])
		}
	}
	in.runProgram()
	in.closeAll()
	if o.dump {
		if !in.dumpVariables(o.dumpFile) {
			writeErr("awklet: can't write variables to " + o.dumpFile + "\n")
			return 2
		}
	}
	return in.exitCode
}

func (in *interp) closeAllQuiet() {
	defer func() { recover() }()
	in.closeAll()
}

// runAction runs one action; it reports whether exit was executed.
func (in *interp) runAction(body []stmt, where string) (exited bool) {
	defer func() {
		if r := recover(); r != nil {
			switch r.(type) {
			case exitSignal:
				exited = true
				return
			case nextSignal:
				if where != "main" {
					in.fatal("next used in " + where)
				}
				panic(r)
			case nextfileSignal:
				if where != "main" {
					in.fatal("nextfile used in " + where)
				}
				panic(r)
			}
			panic(r)
		}
	}()
	in.execBlock(body)
	return false
}

func (in *interp) runProgram() {
	prog := in.prog
	exited := false
	for _, b := range prog.begins {
		if in.runAction(b, "BEGIN") {
			exited = true
			break
		}
	}
	if !exited && (len(prog.rules) > 0 || len(prog.ends) > 0 || len(prog.beginfiles) > 0 || len(prog.endfiles) > 0) {
		exited = in.mainLoop()
	}
	in.inEnd = true
	if !exited || true {
		for _, b := range prog.ends {
			if in.runAction(b, "END") {
				break
			}
		}
	}
}

// mainLoop reads every record and runs the rules; it reports whether exit was executed.
func (in *interp) mainLoop() (exited bool) {
	defer func() {
		if r := recover(); r != nil {
			if _, ok := r.(exitSignal); ok {
				exited = true
				return
			}
			panic(r)
		}
	}()
	for {
		rec, ok := in.readMain()
		if !ok {
			return false
		}
		in.setRecord(rec)
		switch in.runRules() {
		case 1:
			return true
		case 2:
			in.skipFile()
		}
	}
}

// runRules runs the pattern-action rules on the current record: 0 normally, 1 on exit,
// 2 on nextfile.
func (in *interp) runRules() (result int) {
	defer func() {
		if r := recover(); r != nil {
			switch r.(type) {
			case exitSignal:
				result = 1
				return
			case nextSignal:
				result = 0
				return
			case nextfileSignal:
				result = 2
				return
			}
			panic(r)
		}
	}()
	for _, r := range in.prog.rules {
		if !in.ruleMatches(r) {
			continue
		}
		if !r.hasBody {
			w := in.io.stdout
			w.WriteString(in.toStr(in.recordVal))
			w.WriteString(in.toStr(in.scalarValueRaw(in.orsCell)))
			continue
		}
		in.execBlock(r.action)
	}
	return 0
}

func (in *interp) ruleMatches(r *rule) bool {
	switch r.kind {
	case patAlways:
		return true
	case patExpr:
		return toBool(in.eval(r.pattern))
	}
	if !r.inRange {
		if !toBool(in.eval(r.pattern)) {
			return false
		}
		r.inRange = true
	}
	if toBool(in.eval(r.end)) {
		r.inRange = false
	}
	return true
}
